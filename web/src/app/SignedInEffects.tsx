import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { AccountUpdatedSubscription, MeQuery, toSessionUser } from '../features/auth/public';
import { ChatUnreadSync } from '../features/chat/public';
import { NavCountsSync } from '../features/commerce/public';
import { sessionStore, useSession } from '../lib/session';

/**
 * What runs only while a token is stored, loaded lazily by the layout (an anonymous visitor's
 * first page ships none of it):
 * - a stored token without a user fetches `me`; a failure clears the session;
 * - once the user is known, `accountUpdated` keeps the stored user (and so the navbar name)
 *   current, and the navbar's and home page's counters (cart, notifications, chat) are kept.
 */
export function SignedInEffects() {
  const client = useApolloClient();
  const { user, token } = useSession();

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

  if (!token || !user) return null;
  return (
    <>
      <NavCountsSync />
      <ChatUnreadSync />
    </>
  );
}
