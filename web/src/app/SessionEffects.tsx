import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../components/ui';
import { AccountUpdatedSubscription, MeQuery, toSessionUser } from '../features/auth/public';
import { setSessionExpiredHandler } from '../lib/apollo';
import { sessionStore, useSession } from '../lib/session';

/**
 * Session plumbing that needs the router and toasts:
 * - a stored token without a user fetches `me`; a failure clears the session;
 * - an expired session shows the message and goes to /login;
 * - while logged in, `accountUpdated` keeps the stored user (and so the navbar name) current.
 */
export function SessionEffects() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { user, token } = useSession();

  useEffect(() => {
    setSessionExpiredHandler((message) => {
      toast.error(message);
      navigate('/login', { replace: true });
    });
  }, [navigate, toast]);

  useEffect(() => {
    if (!token || user) return;
    let cancelled = false;
    client
      .query({ query: MeQuery, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (cancelled || sessionStore.token() !== token) return;
        if (data?.me) sessionStore.setUser(toSessionUser(data.me));
        else sessionStore.clear();
      })
      .catch((err: unknown) => {
        console.warn('Failed to fetch user data:', err);
        if (!cancelled && sessionStore.token() === token) sessionStore.clear();
      });
    return () => {
      cancelled = true;
    };
  }, [client, token, user]);

  useSubscription(AccountUpdatedSubscription, {
    skip: !token || !user,
    onData: ({ data }) => {
      const updated = data.data?.accountUpdated;
      if (updated && sessionStore.token()) sessionStore.setUser(toSessionUser(updated));
    },
  });

  return null;
}
