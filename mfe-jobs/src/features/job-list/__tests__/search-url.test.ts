import { canonicalPath } from 'shared-kit/routes';
import { parseJobListPath } from 'shared-kit/routes';
import { buildSearchUrl, countFilters, EMPTY_QUERY, readSearchUrl } from '../state/search-url';

describe('search urls', () => {
  it('builds the canonical path: capitalised words, underscores, languages joined by + in the order chosen', () => {
    const url = buildSearchUrl({ location: 'isle of man', languages: ['french', 'german'] }, EMPTY_QUERY);
    expect(url).toBe('/jobs-in-Isle_of_Man-for-French+German-speakers');
    // The shell would not redirect it, and it reads back as the same filters.
    expect(canonicalPath(url)).toBeNull();
    expect(parseJobListPath(url)).toMatchObject({ location: 'Isle_of_Man', languages: ['French', 'German'] });
  });

  it('agrees with the shell on what a non-canonical path becomes', () => {
    expect(canonicalPath('/jobs-in-isle_of_man-for-french+german-speakers')).toBe(
      '/jobs-in-Isle_of_Man-for-French+German-speakers',
    );
    expect(canonicalPath('/remote-jobs-in-united%20kingdom')).toBe('/remote-jobs-in-United_Kingdom');
    expect(buildSearchUrl({ remote: 'remote', location: 'United Kingdom' }, EMPTY_QUERY)).toBe(
      '/remote-jobs-in-United_Kingdom',
    );
  });

  it('puts the query filters in the query string and reads them back', () => {
    const query = { keywords: 'sales', experience: [2, 0], employment_type: [1], latests: true };
    const url = buildSearchUrl({ skill: 'java' }, query, 5);
    expect(url).toBe('/jobs-with-java?keywords=sales&experience=2&experience=0&employment_type=1&latests=1&job=5');
    const [pathname, search] = url.split('?');
    expect(readSearchUrl(pathname, `?${search}`)).toEqual({
      path: expect.objectContaining({ skill: 'java' }),
      query: { keywords: 'sales', experience: [0, 2], employment_type: [1], latests: true },
      job: 5,
    });
  });

  it('counts languages, remote, location, keywords and latests once each', () => {
    const url = readSearchUrl(
      '/hybrid-jobs-in-Germany-for-French+German-speakers',
      '?keywords=sales&latests=1&experience=2&employment_type=1',
    );
    expect(url && countFilters(url.path, url.query)).toBe(5);
    const none = readSearchUrl('/jobs', '?experience=1');
    expect(none && countFilters(none.path, none.query)).toBe(0);
  });
  it("keeps a minisite's language and location filters in its query (docs/product-rules.md#minisite-filters)", () => {
    const url = buildSearchUrl(
      { minisite: 'acme', languages: ['german', 'French'], location: 'spain' },
      { ...EMPTY_QUERY, keywords: 'sales' },
    );
    expect(url).toBe('/jobs-at-acme?language=German&language=French&location=Spain&keywords=sales');
    const [pathname, search] = url.split('?');
    const read = readSearchUrl(pathname, `?${search}`);
    expect(read?.path).toEqual(
      expect.objectContaining({ minisite: 'acme', languages: ['German', 'French'], location: 'Spain' }),
    );
    expect(read && countFilters(read.path, read.query)).toBe(3);
    // Other lists keep these names out of their query: their path has them.
    expect(readSearchUrl('/jobs-in-Spain', '?language=German')?.path.languages).toEqual([]);
  });
});
