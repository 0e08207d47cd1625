import { canonicalPath, jobPath, loginPath, matchPattern, ROUTES, routeFor } from 'shared-kit/routes';

type Row = [path: string, id: string, owner: string, access: string, chrome: boolean];

// One concrete path per route of docs/product-rules.md#route-list, with its owner
// (docs/architecture.md#who-owns-which-route).
const TABLE: Row[] = [
  ['/', 'home', 'shell', 'public', true],
  ['/login', 'login', 'shell', 'public', false],
  ['/logout', 'logout', 'shell', 'public', true],
  ['/backdoor', 'backdoor', 'shell', 'public', true],
  ['/register', 'register', 'shell', 'public', false],
  ['/password/reset', 'password-reset', 'shell', 'public', true],
  ['/password/reset/abc123', 'password-reset-token', 'shell', 'public', true],
  ['/auth/callback', 'auth-callback', 'shell', 'public', true],
  ['/eulangjobs/cookies-policy', 'cookies-policy', 'shell', 'public', true],
  ['/eulangjobs/legal-conditions', 'legal-conditions', 'shell', 'public', true],
  [
    '/eulangjobs/legal-conditions-and-privacy-policy-for-candidates',
    'legal-conditions-candidates',
    'shell',
    'public',
    true,
  ],
  ['/eulangjobs/legal-conditions-for-companies', 'legal-conditions-companies', 'shell', 'public', true],
  ['/eulangjobs/faq', 'faq', 'shell', 'public', true],
  ['/eulangjobs/contact', 'contact', 'shell', 'public', true],
  ['/about-us', 'about-us', 'shell', 'public', true],
  ['/design-system', 'design-system', 'shell', 'public', true],
  // job lists
  ['/jobs', 'jobs', 'mfe_jobs', 'public', true],
  ['/jobs/2', 'jobs', 'mfe_jobs', 'public', true],
  ['/jobs-with-java/2', 'jobs-with-skill', 'mfe_jobs', 'public', true],
  ['/jobs-in-Berlin-for-German-speakers', 'jobs-in-location-for-languages', 'mfe_jobs', 'public', true],
  ['/jobs-in-Spain', 'jobs-in-location', 'mfe_jobs', 'public', true],
  ['/jobs-for-German+French-speakers', 'jobs-for-languages', 'mfe_jobs', 'public', true],
  ['/hybrid-jobs', 'remote-jobs', 'mfe_jobs', 'public', true],
  ['/remote-jobs-in-Spain', 'remote-jobs-in-location', 'mfe_jobs', 'public', true],
  ['/remote-jobs-in-Spain-for-Catalan-speakers/4', 'remote-jobs-in-location-for-languages', 'mfe_jobs', 'public', true],
  ['/remote-jobs-for-Greek-speakers', 'remote-jobs-for-languages', 'mfe_jobs', 'public', true],
  ['/jobs-at-acme', 'jobs-at-minisite', 'mfe_jobs', 'public', true],
  ['/jobs-at-acme/2', 'jobs-at-minisite', 'mfe_jobs', 'public', true],
  ['/jobs/software-engineer-berlin-123', 'job', 'mfe_jobs', 'public', true],
  ['/blog', 'blog', 'mfe_jobs', 'public', true],
  ['/blog/how-to-relocate', 'blog-post', 'mfe_jobs', 'public', true],
  ['/blog/category/tips', 'blog-category', 'mfe_jobs', 'public', true],
  ['/blog/category/tips/2', 'blog-category', 'mfe_jobs', 'public', true],
  ['/blog/posts', 'blog-posts', 'mfe_jobs', 'public', true],
  ['/blog/posts/3', 'blog-posts', 'mfe_jobs', 'public', true],
  // company area
  ['/company', 'company', 'mfe_company', 'public', true],
  ['/company/pricing', 'company-pricing', 'mfe_company', 'public', true],
  ['/company/registry', 'company-registry', 'mfe_company', 'public', true],
  ['/company/find-candidates-in-Europe', 'company-find-candidates', 'mfe_company', 'public', true],
  ['/company/dashboard', 'company-dashboard', 'mfe_company', 'company', true],
  ['/company/jobs', 'company-jobs', 'mfe_company', 'company', true],
  ['/company/jobs/create', 'company-jobs-create', 'mfe_company', 'company', true],
  ['/company/jobs/12/edit', 'company-jobs-edit', 'mfe_company', 'company', true],
  ['/company/minisite', 'company-minisite', 'mfe_company', 'company', true],
  ['/company/events', 'company-events', 'mfe_company', 'company', true],
  ['/company/events/20/slots', 'company-event-slots', 'mfe_company', 'company', true],
  ['/company/account-settings', 'company-account-settings', 'mfe_company', 'company', true],
  ['/company/jobs/12/screening-questions', 'company-job-screening-questions', 'mfe_company', 'company', true],
  ['/company/applicants', 'company-applicants', 'mfe_company', 'company', true],
  ['/company/applicants/12/1', 'company-job-applicants', 'mfe_company', 'company', true],
  ['/company/applicants/12/1/pending', 'company-job-applicants', 'mfe_company', 'company', true],
  ['/company/previewCV/5/9', 'company-preview-cv', 'mfe_company', 'company', true],
  ['/company/candidate/5/unlocked', 'company-candidate-unlocked', 'mfe_company', 'company', true],
  ['/company/candidate/5/locked', 'company-candidate-locked', 'mfe_company', 'company', true],
  ['/company/cvsearch', 'company-cv-search', 'mfe_company', 'company', true],
  ['/company/cvsearch/2', 'company-cv-search', 'mfe_company', 'company', true],
  ['/company/services', 'company-services', 'mfe_company', 'company', true],
  ['/company/services/purchase', 'company-services-purchase', 'mfe_company', 'company', true],
  ['/company/services/purchase-confirmed', 'company-services-purchase-confirmed', 'mfe_company', 'company', true],
  ['/company/services/purchase-denied', 'company-services-purchase-denied', 'mfe_company', 'company', true],
  ['/company/services/purchase-transfer/pay_1', 'company-services-purchase-transfer', 'mfe_company', 'company', true],
  ['/eulangjobs/faq-for-companies', 'faq-for-companies', 'mfe_company', 'company', true],
  // candidate area
  ['/account/dashboard', 'account-dashboard', 'mfe_candidate', 'candidate', true],
  ['/account/dashboard/applications', 'account-dashboard', 'mfe_candidate', 'candidate', true],
  ['/account/my-cvs', 'account-my-cvs', 'mfe_candidate', 'candidate', true],
  ['/account/my-profile', 'account-my-profile', 'mfe_candidate', 'candidate', true],
  ['/account/my-jobs', 'account-my-jobs', 'mfe_candidate', 'candidate', true],
  ['/account/my-jobs/favorites', 'account-my-jobs', 'mfe_candidate', 'candidate', true],
  ['/account/account-settings', 'account-settings', 'mfe_candidate', 'candidate', true],
  ['/account/matchings', 'account-matchings', 'mfe_candidate', 'candidate', true],
  ['/account/matchings/2', 'account-matchings', 'mfe_candidate', 'candidate', true],
  ['/account/discarded-matchings/2', 'account-discarded-matchings', 'mfe_candidate', 'candidate', true],
  ['/account/job-alerts', 'account-job-alerts', 'mfe_candidate', 'candidate', true],
  ['/welcome', 'welcome', 'mfe_candidate', 'candidate', true],
  ['/candidates/data-deletion', 'candidate-data-deletion', 'mfe_candidate', 'public', true],
  // events and landing pages
  ['/career-events', 'career-events', 'mfe_events', 'public', true],
  // the admin area: /admin and everything under it
  ['/admin', 'admin', 'mfe_events', 'admin', false],
  ['/admin/pages/landing:work-in-europe', 'admin', 'mfe_events', 'admin', false],
  ['/dutch/speed-hiring-week', 'event-dutch-speed-hiring-week', 'mfe_events', 'public', false],
  ['/dutch/speed-hiring-week/ref1', 'event-dutch-speed-hiring-week', 'mfe_events', 'public', false],
  ['/german/speed-hiring-week', 'event-german-speed-hiring-week', 'mfe_events', 'public', false],
  ['/nordic/speed-hiring-week/ref', 'event-nordic-speed-hiring-week', 'mfe_events', 'public', false],
  ['/how-to-get-a-job', 'event-how-to-get-a-job', 'mfe_events', 'public', false],
  ['/candidates/go-places', 'event-go-places', 'mfe_events', 'public', false],
  ['/candidates/go-places/Athens/ref9', 'event-go-places', 'mfe_events', 'public', false],
  ['/candidates/work-in-Europe', 'landing-work-in-europe', 'mfe_events', 'public', false],
  ['/candidates/work-in-Europe/android', 'landing-work-in-europe', 'mfe_events', 'public', false],
  ['/applicant/jobs-in-Europe', 'landing-jobs-in-europe', 'mfe_events', 'public', false],
  ['/applicant/jobs-in-Europe/', 'landing-jobs-in-europe', 'mfe_events', 'public', false],
  ['/applicant/jobs-in-Europe/ios', 'landing-jobs-in-europe', 'mfe_events', 'public', false],
  ['/candidates/TPGreeceJobs/web', 'landing-tp-greece-jobs', 'mfe_events', 'public', false],
  ['/candidates/jobs-at-tech-mahindra/web', 'landing-tech-mahindra', 'mfe_events', 'public', false],
  ['/candidates/jobs-at-Foundever/web', 'landing-foundever', 'mfe_events', 'public', false],
  ['/candidates/jobs-at-ttec/web', 'landing-ttec', 'mfe_events', 'public', false],
  ['/candidates/jobs-at-concentrix/web', 'landing-concentrix', 'mfe_events', 'public', false],
  ['/candidates/jobs-at-ttec', 'landing-ttec', 'mfe_events', 'public', false],
  ['/download-app', 'download-app', 'mfe_events', 'public', false],
  ['/download-app/ref', 'download-app', 'mfe_events', 'public', false],
  ['/applicant/go-places-application/ref', 'go-places-application', 'mfe_events', 'public', false],
  ['/goplaces/app-support', 'go-places-app-support', 'mfe_events', 'public', false],
  // unknown
  ['/nope', 'not-found', 'not-found', 'public', true],
  ['/account', 'not-found', 'not-found', 'public', true],
  ['/account/dashboard/a/b', 'not-found', 'not-found', 'public', true],
  ['/company/jobs/12', 'not-found', 'not-found', 'public', true],
  ['/Login', 'not-found', 'not-found', 'public', true],
];

describe('routeFor', () => {
  it.each(TABLE)('%s -> %s (%s, %s, chrome %s)', (path, id, owner, access, chrome) => {
    expect(routeFor(path)).toMatchObject({ id, owner, access, chrome });
  });

  it('covers every entry of ROUTES', () => {
    const seen = new Set(TABLE.map((row) => row[1]));
    expect(ROUTES.map((route) => route.id).filter((id) => !seen.has(id))).toEqual([]);
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
  });

  it('gives params, the parsed job list and the event id', () => {
    expect(routeFor('/company/applicants/12/3/hired').params).toEqual({ id: '12', page: '3', status: 'hired' });
    expect(routeFor('/jobs/caf%C3%A9-manager').params).toEqual({ url: 'café-manager' });
    expect(routeFor('/jobs-in-Spain/2?x=1#y').jobList).toMatchObject({ location: 'Spain', page: 2 });
    expect(routeFor('/german/speed-hiring-week').eventId).toBe(25);
    expect(routeFor('/dutch/speed-hiring-week').eventId).toBe(20);
    expect(routeFor('/nordic/speed-hiring-week').eventId).toBe(24);
    expect(routeFor('/how-to-get-a-job').eventId).toBe(23);
    expect(routeFor('/candidates/go-places/x').eventId).toBe(22);
    expect(routeFor('/login').eventId).toBeNull();
  });

  it('matches react-router style patterns', () => {
    expect(matchPattern('/a/:b/:c?', '/a/1')).toEqual({ b: '1' });
    expect(matchPattern('/a/:b/:c?', '/a')).toBeNull();
    expect(matchPattern('/a/:b', '/a/1/2')).toBeNull();
  });
});

describe('canonicalPath and links', () => {
  it.each([
    ['/applicant/jobs-in-Europe/', '/applicant/jobs-in-Europe'],
    ['/applicant/jobs-in-Europe/ios/', '/applicant/jobs-in-Europe/ios'],
    ['/jobs-for-german-speakers', '/jobs-for-German-speakers'],
    ['/jobs/some-job.html', '/jobs/some-job'],
    ['/blog/posts', '/blog/posts/1'],
    ['/blog/posts/', '/blog/posts/1'],
    ['/blog/category/tips', '/blog/category/tips/1'],
    ['/login/?next=1', '/login?next=1'],
  ])('%s -> %s', (from, to) => {
    expect(canonicalPath(from)).toBe(to);
    expect(canonicalPath(to)).toBeNull();
  });

  it.each(['/', '/jobs', '/jobs/some-job', '/blog/posts/2', '/account/my-cvs'])('%s is canonical', (path) => {
    expect(canonicalPath(path)).toBeNull();
  });

  it('builds links', () => {
    expect(jobPath('software-engineer-123.html')).toBe('/jobs/software-engineer-123');
    expect(routeFor(jobPath('a b')).params).toEqual({ url: 'a b' });
    expect(loginPath()).toBe('/login');
  });
});
