import { routeFor, routePath } from 'shared-kit/routes';

describe('routePath', () => {
  it('spells a route of the table without its optional parameters, and the path leads back to the route', () => {
    for (const [id, path] of [
      ['account-dashboard', '/account/dashboard'],
      ['account-my-jobs', '/account/my-jobs'],
      ['account-job-alerts', '/account/job-alerts'],
      ['company-cv-search', '/company/cvsearch'],
      ['admin', '/admin'],
      ['logout', '/logout'],
    ]) {
      expect(routePath(id)).toBe(path);
      expect(routeFor(path).id).toBe(id);
    }
  });

  it('refuses an unknown id and a route that needs a parameter', () => {
    expect(() => routePath('no-such-route')).toThrow('No plain route');
    expect(() => routePath('company-jobs-edit')).toThrow('needs a parameter');
  });
});
