import { lazyPage, PageSuspense, Route, Routes } from 'shared-kit/router';
import { CatalogueGate } from 'shared-kit/i18n';
import { PageSkeleton, ServerMarkup, Skeleton } from 'shared-kit/ui';
import { CareerEventsPage } from './features/career-events/components/career-events-page';
import { EventEntryPage } from './features/event-entry/components/event-entry-page';
import { LandingPage } from './features/landings/components/landing-page';
import { loadEventsMessages } from './locales';
import './events.css';

// The admin area and its page builder are a chunk of their own, loaded only under /admin: never on public pages
// (docs/events.md#the-admin-area).
const AdminArea = lazyPage(() => import('./features/admin/components/admin-area').then((module) => module.default));
// Writing the blog: a chunk of its own inside the admin area, loaded when an editor opens /admin/blog.
const AdminBlog = lazyPage(() =>
  import('./features/admin-blog/components/admin-blog').then((module) => module.default),
);
// Moderating jobs: a chunk of its own inside the admin area, loaded when an admin opens /admin/jobs.
const AdminJobs = lazyPage(() =>
  import('./features/admin-jobs/components/admin-jobs').then((module) => module.default),
);

/**
 * The events area (exposed as `./routes`), rendered by the shell under its root splat route: the career events list,
 * event entry paths (the route table's and those marketers publish, docs/events.md#entry-paths), the landing pages
 * (docs/events.md#landing-pages) and the admin area.
 */
export default function EventsRoutes() {
  return (
    <div className="sk-area events-area">
      {/* Until the area's messages are loaded: the server's markup of the page (the inside of its `.events-area`, which
          this wrapper is), else a skeleton. */}
      <CatalogueGate
        load={loadEventsMessages}
        fallback={<ServerMarkup select=".events-area" fallback={<Skeleton height={320} />} />}
      >
        <Routes>
          <Route path="/career-events" element={<CareerEventsPage />} />
          <Route path="/candidates/work-in-Europe/:platform?" element={<LandingPage name="work-in-europe" />} />
          <Route path="/applicant/jobs-in-Europe/:platform?" element={<LandingPage name="jobs-in-europe" />} />
          <Route path="/candidates/TPGreeceJobs/:platform?" element={<LandingPage name="tp-greece-jobs" />} />
          <Route
            path="/candidates/jobs-at-tech-mahindra/:platform?"
            element={<LandingPage name="jobs-at-tech-mahindra" />}
          />
          <Route path="/candidates/jobs-at-Foundever/:platform?" element={<LandingPage name="jobs-at-foundever" />} />
          <Route path="/candidates/jobs-at-ttec/:platform?" element={<LandingPage name="jobs-at-ttec" />} />
          <Route path="/candidates/jobs-at-concentrix/:platform?" element={<LandingPage name="jobs-at-concentrix" />} />
          <Route path="/download-app/:referral?" element={<LandingPage name="download-app" />} />
          <Route
            path="/applicant/go-places-application/:referral?"
            element={<LandingPage name="go-places-application" />}
          />
          <Route path="/goplaces/app-support" element={<LandingPage name="go-places-app-support" />} />
          <Route
            path="/admin/*"
            element={
              // The api's first HTML of the page (the dashboard's, for an admin's session) while the area's chunk
              // loads, else a table's skeleton.
              <PageSuspense fallback={<ServerMarkup select=".events-area" fallback={<PageSkeleton shape="table" />} />}>
                <AdminArea blog={<AdminBlog />} jobs={<AdminJobs />} />
              </PageSuspense>
            }
          />
          {/* Every other path the shell sends here is an event entry path: the page asks the api which event. */}
          <Route path="*" element={<EventEntryPage />} />
        </Routes>
      </CatalogueGate>
    </div>
  );
}
