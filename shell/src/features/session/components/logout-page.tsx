import { useEffect } from 'react';
import { Navigate } from 'shared-kit/router';
import { logout } from '../lib/logout';

/** /logout: logs out and goes home (docs/product-rules.md#logout). */
export function LogoutPage() {
  useEffect(() => {
    void logout();
  }, []);
  return <Navigate to="/" replace />;
}
