import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useSession } from '../../lib/session';
import { ChatUnreadCountChangedSubscription, ChatUnreadCountQuery } from './operations';
import { useOnReconnect } from '../../lib/socket-status';

/**
 * The viewer's unread chat count, pushed by `chatUnreadCountChanged` (no polling); refetched once
 * after the socket comes back, in case a change happened while it was down.
 */
export function useChatUnreadCount(): number {
  const { token } = useSession();
  const client = useApolloClient();
  const skip = !token;
  const q = useQuery(ChatUnreadCountQuery, { skip, fetchPolicy: 'cache-and-network' });
  useSubscription(ChatUnreadCountChangedSubscription, {
    skip,
    onData: ({ data }) => {
      const count = data.data?.chatUnreadCountChanged;
      if (typeof count === 'number')
        client.writeQuery({ query: ChatUnreadCountQuery, data: { chatUnreadCount: count } });
    },
  });
  useOnReconnect(() => {
    if (!skip) void q.refetch().catch(() => undefined);
  });
  return skip ? 0 : (q.data?.chatUnreadCount ?? 0);
}
