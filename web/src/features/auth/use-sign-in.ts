import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/ui';
import { usePreloadScreens } from '../../lib/lazy-screen';
import { sessionStore, type SessionUser } from '../../lib/session';
import { welcomeMessage } from './validation';

/**
 * Starts an accepted login's session and goes to `to`, with the destination's code loaded first
 * (the login's button stays busy meanwhile): signed in and there in one step. Signed in before it,
 * the navbar's profile menu showed while the login page waited for that code, and the navigation
 * closed a menu opened meanwhile. Code that fails to load shows on the destination, as ever.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const toast = useToast();
  const preloadScreens = usePreloadScreens();
  return useCallback(
    async (user: SessionUser, token: string, to: string) => {
      await preloadScreens(to).catch(() => undefined);
      sessionStore.signIn(user, token);
      toast.success(welcomeMessage(user.name));
      navigate(to, { replace: true });
    },
    [navigate, toast, preloadScreens],
  );
}
