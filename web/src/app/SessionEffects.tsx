import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../components/ui';
import { setSessionExpiredHandler } from '../lib/apollo';

/**
 * An expired session shows the message and goes to /login (it needs the router and toasts). Ready
 * from the first render, before the signed-in viewer's code (SignedInEffects.tsx) has arrived: the
 * first page's own queries are what find a session expired.
 */
export function SessionEffects() {
  const navigate = useNavigate();
  const toast = useToast();

  useEffect(() => {
    setSessionExpiredHandler((message) => {
      toast.error(message);
      navigate('/login', { replace: true });
    });
  }, [navigate, toast]);

  return null;
}
