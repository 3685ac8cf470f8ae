import { liveValue } from '../../lib/live-value';
import { useSession } from '../../lib/session';

/** The viewer's unread chat count, kept by ChatUnreadSync while signed in. */
export const chatUnread = liveValue(0);

/**
 * The viewer's unread chat count (0 when nobody is signed in). ChatUnreadSync, loaded with the
 * signed-in viewer's code (app/SignedInEffects.tsx), keeps it: the home page reads it without
 * shipping the query, the subscription or the socket's status.
 */
export function useChatUnreadCount(): number {
  const { token } = useSession();
  const count = chatUnread.use();
  return token ? count : 0;
}
