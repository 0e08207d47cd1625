import type { ReactNode } from 'react';
import { Link } from 'shared-kit/router';

/** The way back above an admin screen's heading (to its list, or the dashboard). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="admin-builder-back">
      <Link to={to}>{children}</Link>
    </p>
  );
}
