import { Route, Routes } from 'shared-kit/router';
import { NotFound } from 'shared-kit/ui';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { DataDeletionPage } from './features/data-deletion/components/data-deletion-page';
import './candidate.css';

/** The candidate area (exposed as `./routes`), rendered by the shell under its root splat route. */
export default function CandidateRoutes() {
  return (
    <div className="candidate-area">
      <Routes>
        <Route path="/account/dashboard/:tab?" element={<DashboardPage />} />
        <Route path="/candidates/data-deletion" element={<DataDeletionPage />} />
        {/* Other /account/* pages and /welcome are built in later issues. */}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
