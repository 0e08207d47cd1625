import { parseJobListPath } from '../job-list-path';
import { canonicalName } from '../path-names';
import { decodeUriPart, hashTarget } from '../uri';
import { routeFor } from '../route-match';

test('a well-formed part is decoded', () => {
  expect(decodeUriPart('United%20Kingdom')).toBe('United Kingdom');
  expect(hashTarget('#caf%C3%A9')).toBe('café');
});

test.each(['%', '%E0%A4%A', '100%', '%zz'])('a malformed part (%s) is kept as written, never thrown', (part) => {
  expect(decodeUriPart(part)).toBe(part);
  expect(hashTarget(`#${part}`)).toBe(part);
});

test('the path grammar and the route table survive malformed paths', () => {
  expect(() => parseJobListPath('/jobs-in-%E0-for-%-speakers')).not.toThrow();
  expect(parseJobListPath('/jobs-in-%')?.location).toBe('%');
  expect(() => canonicalName('%')).not.toThrow();
  expect(routeFor('/jobs/%').owner).toBe('mfe_jobs');
  expect(routeFor('/%').owner).toBe('not-found');
});
