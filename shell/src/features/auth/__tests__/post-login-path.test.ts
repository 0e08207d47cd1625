import { postLoginPath } from '../lib/post-login-path';

const candidate = { type: 'candidate' as const, email: 'c@example.com', token: 't' };

test("an admin goes to the admin dashboard with the login answer's one-time token, never the session token", () => {
  const dashboard = 'http://localhost:8090/admin?token=one-time&email=c%40example.com';
  const target = postLoginPath({
    user: { ...candidate, type: 'admin' },
    serverRoute: dashboard,
    savedTarget: '/account/my-cvs',
  });
  const url = new URL(target);
  expect(url.searchParams.get('token')).toBe('one-time');
  expect(url.searchParams.get('email')).toBe('c@example.com');
  expect(target).not.toContain('token=t&');
});

test('an admin answer pointing elsewhere opens the configured dashboard without a token', () => {
  for (const serverRoute of ['https://evil.example/admin?token=x', '/jobs', null]) {
    const target = postLoginPath({ user: { ...candidate, type: 'admin' }, serverRoute, savedTarget: null });
    expect(target).toBe('http://localhost:8090/admin');
  }
});

test('a company goes to its job list whatever was saved', () => {
  expect(
    postLoginPath({ user: { ...candidate, type: 'company' }, serverRoute: '/jobs', savedTarget: '/account/x' }),
  ).toBe('/company/jobs');
});

test('a candidate goes to the saved target first', () => {
  expect(postLoginPath({ user: candidate, serverRoute: '/matchings', savedTarget: '/account/my-cvs' })).toBe(
    '/account/my-cvs',
  );
});

test('the default becomes matchings when the server says so', () => {
  expect(postLoginPath({ user: candidate, serverRoute: '/app/matchings', savedTarget: null })).toBe(
    '/account/matchings',
  );
  expect(postLoginPath({ user: candidate, serverRoute: '/matchings', savedTarget: null })).toBe('/account/matchings');
});

test('otherwise jobs for the first language, spaces as underscores, or plain jobs', () => {
  const withLanguage = { ...candidate, languages: [{ name: 'Swiss German' }, { name: 'French' }] };
  expect(postLoginPath({ user: withLanguage, serverRoute: '/jobs', savedTarget: null })).toBe(
    '/jobs-for-Swiss_German-speakers',
  );
  expect(postLoginPath({ user: candidate, serverRoute: '/jobs', savedTarget: null })).toBe('/jobs');
});
