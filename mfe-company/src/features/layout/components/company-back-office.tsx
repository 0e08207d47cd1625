import { Outlet } from 'shared-kit/router';

// Placeholder until the company area is built (issue 13); replaced by the back office's navigation.
export function CompanyBackOffice() {
  return <Outlet />;
}
