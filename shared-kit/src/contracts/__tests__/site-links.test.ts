import { FOOTER_LINKS, POPULAR_LANGUAGES, POPULAR_LOCATIONS } from 'shared-kit/constants';
import { buildJobListPath, parseJobListPath } from 'shared-kit/routes';

describe('the link lists of the footer and the home page', () => {
  it('links the home page to canonical job-list paths', () => {
    for (const language of POPULAR_LANGUAGES) {
      const path = buildJobListPath({ languages: [language] });
      expect(parseJobListPath(path)?.languages).toEqual([language]);
    }
    for (const location of POPULAR_LOCATIONS) {
      expect(parseJobListPath(buildJobListPath({ location }))?.location).toBe(location);
    }
  });

  it('links the footer to distinct site paths', () => {
    const paths = FOOTER_LINKS.map(([path]) => path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[a-z-]+(\/[a-z-]+)?$/);
  });
});
