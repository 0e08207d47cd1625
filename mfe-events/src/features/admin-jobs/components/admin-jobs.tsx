import { Route, Routes } from 'shared-kit/router';
import { NotFound } from 'shared-kit/ui';
import { AdminJobList } from './job-list';
import { AdminJobView } from './job-view';

/**
 * `/admin/jobs/*` (docs/events.md#moderating-jobs): the search of every job on the board and one job's view, where an
 * admin closes it by moderation with a reason or reopens it. A chunk of its own inside the admin area, loaded when an
 * admin opens the jobs. Every call is the api's `/api/admin/jobs*` (docs/contracts.md#job-moderation).
 */
export default function AdminJobs() {
  return (
    <Routes>
      <Route index element={<AdminJobList />} />
      <Route path=":id" element={<AdminJobView />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
