import { lazyPage, PageSuspense, Route, Routes } from 'shared-kit/router';
import { CatalogueGate } from 'shared-kit/i18n';
import { LANDING_PAGE_NAMES, LANDING_PAGE_ROUTES, ROUTES } from 'shared-kit/routes';
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
 * The landing pages (docs/events.md#landing-pages) at the paths of their routes in the route table, where each path is
 * spelt once.
 */
const LANDING_ROUTES = LANDING_PAGE_NAMES.map((name) => {
  const route = ROUTES.find((entry) => entry.id === LANDING_PAGE_ROUTES[name]);
  if (!route) throw new Error(`No route "${LANDING_PAGE_ROUTES[name]}" for the landing "${name}"`);
  return { path: route.path, name };
});

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
          {LANDING_ROUTES.map(({ path, name }) => (
            <Route key={name} path={path} element={<LandingPage name={name} />} />
          ))}
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
