import { postLoginPath } from '../lib/post-login-path';

const candidate = { type: 'candidate' as const, email: 'c@example.com', token: 't' };

/** The api's app config in the page, as it serves it, naming an external admin dashboard. */
function withDashboard(url: string) {
  const script = document.createElement('script');
  script.id = 'app-config';
  script.type = 'application/json';
  script.textContent = JSON.stringify({ siteId: 'eulangjobs', version: 'test', adminDashboardUrl: url });
  document.body.append(script);
  return () => script.remove();
}

test("by default an admin goes to the site's own admin area, by its path and with no token", () => {
  for (const serverRoute of ['/admin', `${window.location.origin}/admin?token=one-time`, null]) {
    expect(postLoginPath({ user: { ...candidate, type: 'admin' }, serverRoute, savedTarget: '/account/x' })).toBe(
      '/admin',
    );
  }
});

describe('an external admin dashboard', () => {
  let remove: () => void;
  beforeEach(() => {
    remove = withDashboard('https://admin.example.test/admin');
  });
  afterEach(() => remove());

  test("an admin goes there with the login answer's one-time token, never the session token", () => {
    const dashboard = 'https://admin.example.test/admin?token=one-time&email=c%40example.com';
    const target = postLoginPath({
      user: { ...candidate, type: 'admin' },
      serverRoute: dashboard,
      savedTarget: '/account/my-cvs',
    });
    const url = new URL(target);
    expect(url.origin).toBe('https://admin.example.test');
    expect(url.searchParams.get('token')).toBe('one-time');
    expect(url.searchParams.get('email')).toBe('c@example.com');
    expect(target).not.toContain('token=t&');
  });

  test('an admin answer pointing elsewhere opens the configured dashboard without a token', () => {
    for (const serverRoute of ['https://evil.example/admin?token=x', '/jobs', null]) {
      const target = postLoginPath({ user: { ...candidate, type: 'admin' }, serverRoute, savedTarget: null });
      expect(target).toBe('https://admin.example.test/admin');
    }
  });
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
