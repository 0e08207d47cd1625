import type { ReactNode } from 'react';
import { registerCatalogue, useTranslate } from 'shared-kit/i18n';
import { Link, lazyPage, NavLink, PageSuspense, Route, Routes } from 'shared-kit/router';
import { NotFound, PageSkeleton } from 'shared-kit/ui';
import type { EventsMessageId } from '../../../locales';
import { loadBuilderMessages } from '../../../locales/pages';
import { AdminDashboard } from './admin-dashboard';

// The event editor is a chunk of its own: it reads the forms' bounds (shared-kit/account-rules), which the dashboard,
// the admin's first page, does not need (docs/delivery.md#the-guard).
const EventEditorPage = lazyPage(() => import('./event-editor').then((module) => module.default));

// The builder is a chunk of its own inside the admin chunk: the dashboard and the event editor load no Puck byte.
// Its words for Puck come with it, a catalogue of their own (docs/i18n.md#catalogues).
const PageBuilderPage = lazyPage(() =>
  Promise.all([import('./page-builder'), registerCatalogue(loadBuilderMessages)]).then(([builder]) => builder.default),
);

/**
 * `/admin/*` (docs/events.md#the-admin-area): the admin area's own bare layout (the shell shows no navbar there) with
 * the dashboard, the event editor and the page builder. The shell lets only an admin in (route access 'admin').
 * `blog` is the blog's writing screens under `/admin/blog/*` (docs/events.md#writing-the-blog) and `jobs` the job
 * moderation under `/admin/jobs/*` (docs/events.md#moderating-jobs): features of their own that the app hands in.
 */
export default function AdminArea({ blog, jobs }: { blog?: ReactNode; jobs?: ReactNode }) {
  const t = useTranslate<EventsMessageId>();
  return (
    <AdminFrame withBlog={Boolean(blog)} withJobs={Boolean(jobs)}>
      <PageSuspense fallback={<PageSkeleton shape="table" label={t('events.admin.loading')} />}>
        <Routes>
          <Route index element={<AdminDashboard />} />
          <Route path="events/new" element={<EventEditorPage />} />
          <Route path="events/:id" element={<EventEditorPage />} />
          <Route path="pages/:key" element={<PageBuilderPage />} />
          {jobs && <Route path="jobs/*" element={jobs} />}
          {blog && <Route path="blog/*" element={blog} />}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </PageSuspense>
    </AdminFrame>
  );
}

/** The area's bar (its brand and navigation) above one of its pages; the api's first HTML of `/admin` has it too. */
export function AdminFrame({
  withBlog,
  withJobs,
  children,
}: {
  withBlog: boolean;
  withJobs: boolean;
  children: ReactNode;
}) {
  const t = useTranslate<EventsMessageId>();
  return (
    <div className="admin-area">
      <header className="sk-split admin-header">
        <Link to="/admin" className="admin-brand">
          {t('events.admin.brand')}
        </Link>
        <nav aria-label={t('events.admin.nav')}>
          <ul className="admin-nav">
            <li>
              <NavLink to="/admin" end>
                {t('events.admin.nav.dashboard')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/events/new">{t('events.admin.nav.newEvent')}</NavLink>
            </li>
            {withJobs && (
              <li>
                <NavLink to="/admin/jobs">{t('events.adminJobs.nav')}</NavLink>
              </li>
            )}
            {withBlog && (
              <li>
                <NavLink to="/admin/blog">{t('events.adminBlog.nav')}</NavLink>
              </li>
            )}
            <li>
              <Link to="/">{t('events.admin.nav.site')}</Link>
            </li>
            <li>
              <a href="/logout">{t('events.admin.nav.signOut')}</a>
            </li>
          </ul>
        </nav>
      </header>
      <div className="admin-main">{children}</div>
    </div>
  );
}
