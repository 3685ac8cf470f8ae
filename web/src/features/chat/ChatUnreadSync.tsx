import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { ChatUnreadCountChangedSubscription, ChatUnreadCountQuery } from './operations';
import { useOnReconnect } from '../../lib/socket-status';
import { chatUnread } from './use-chat-unread';

/**
 * Keeps the viewer's unread chat count (use-chat-unread.ts) while signed in: pushed by
 * `chatUnreadCountChanged` (no polling); refetched once after the socket comes back, in case a
 * change happened while it was down. Signing out unmounts it: back to zero.
 */
export function ChatUnreadSync() {
  const client = useApolloClient();
  const q = useQuery(ChatUnreadCountQuery, { fetchPolicy: 'cache-and-network' });
  useSubscription(ChatUnreadCountChangedSubscription, {
    onData: ({ data }) => {
      const count = data.data?.chatUnreadCountChanged;
      if (typeof count === 'number')
        client.writeQuery({ query: ChatUnreadCountQuery, data: { chatUnreadCount: count } });
    },
  });
  useOnReconnect(() => {
    void q.refetch().catch(() => undefined);
  });
  const count = q.data?.chatUnreadCount ?? 0;
  useEffect(() => chatUnread.set(count), [count]);
  useEffect(() => () => chatUnread.set(0), []);
  return null;
}
