import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui';
import { useSession } from '../../../lib/session';

export const ADMIN_ACCESS_DENIED = 'Access denied. Admin login required.';
/** How long the denial stays on screen before the redirect to /admin/login. */
const REDIRECT_MS = 1500;

/** Renders its children for a logged-in admin with a token; otherwise explains, then goes to /admin/login. */
export function AdminGate({ children }: { children: ReactNode }) {
  const { user, token } = useSession();
  const allowed = Boolean(token && user?.role === 'admin');
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (allowed) return;
    const timer = setTimeout(
      () => navigate('/admin/login', { replace: true, state: { from: location } }),
      REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [allowed, navigate, location]);

  if (!allowed)
    return (
      <div className="container page">
        <Alert variant="error" title={ADMIN_ACCESS_DENIED} data-testid="admin-denied">
          Taking you to the admin login…
        </Alert>
      </div>
    );
  return <>{children}</>;
}
