import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/ui';
import { sessionStore } from '../../lib/session';
import { LogoutMutation } from './operations';

/** Ends the session on the server (best effort), clears it here and goes to /. */
export function useLogout() {
  const [logout] = useMutation(LogoutMutation);
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(async () => {
    try {
      if (sessionStore.token()) await logout();
    } catch {
      // The session ends here either way.
    }
    sessionStore.clear();
    await client.clearStore().catch(() => undefined);
    navigate('/', { replace: true });
    toast.info('You have been logged out.');
  }, [logout, client, navigate, toast]);
}
