import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/ui';
import { sessionStore } from '../../lib/session';

/**
 * Ends the session on the server (best effort), clears it here and goes to /. The navbar holds
 * this on every page; the mutation's document loads when the shopper logs out.
 */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(async () => {
    try {
      if (sessionStore.token()) {
        const { LogoutMutation } = await import('./operations');
        await client.mutate({ mutation: LogoutMutation });
      }
    } catch {
      // The session ends here either way.
    }
    sessionStore.clear();
    await client.clearStore().catch(() => undefined);
    navigate('/', { replace: true });
    toast.info('You have been logged out.');
  }, [client, navigate, toast]);
}
