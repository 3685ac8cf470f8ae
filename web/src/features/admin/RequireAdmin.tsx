import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingState, useToast } from '../../components/ui';
import { useSession } from '../../lib/session';

const ADMIN_ACCESS_DENIED = 'Access denied. Admin login required.';

/**
 * The one guard of every admin screen (a layout route around them in routes.tsx): a logged-in admin
 * with a token sees the screen; anyone else is told 'Access denied. Admin login required.' and sent
 * to /admin/login (replace). A stored token whose user is still being resolved waits. When the session
 * ends while an admin is on a screen (logout, expiry), the guard steps aside and lets whoever ended it
 * decide where to go (home after a logout, /login after an expiry).
 */
export function RequireAdmin() {
  const { user, token } = useSession();
  const isAdmin = Boolean(token && user?.role === 'admin');
  const [admitted, setAdmitted] = useState(isAdmin);
  if (isAdmin && !admitted) setAdmitted(true);

  if (isAdmin) return <Outlet />;
  if (token && !user) return <LoadingState label="Checking your session..." />;
  if (admitted) return null;
  return <AccessDenied />;
}

function AccessDenied() {
  const toast = useToast();
  const location = useLocation();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toast.error(ADMIN_ACCESS_DENIED);
  }, [toast]);
  return <Navigate to="/admin/login" replace state={{ from: location }} />;
}
