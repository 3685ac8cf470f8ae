import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../lib/link';
import {
  Button,
  ConfirmDialog,
  cx,
  Icon,
  layout,
  PageHeader,
  useToast,
  trashIcon,
} from '../../components/ui';
import type { NotificationsQuery as NotificationsData } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/dates';
import { useSession } from '../../lib/session';
import {
  DeleteNotificationMutation,
  MarkNotificationsReadMutation,
  NotificationCountChangedSubscription,
  NotificationsQuery,
  UnreadNotificationCountQuery,
} from './operations';
import { NotificationPicture } from './NotificationPicture';
import styles from './commerce.module.css';

type Notification = NotificationsData['notifications'][number];

export function NotificationsPage() {
  const { token } = useSession();
  if (!token)
    return (
      <div className={cx(layout.container, layout.page)}>
        <PageHeader title="Notifications" />
        <p className={styles.noticeText} role="status">
          Please log in to view your notifications.{' '}
          <Link to="/login" state={{ from: '/notifications' }}>
            Log in
          </Link>
        </p>
      </div>
    );
  return <Notifications />;
}

function Notifications() {
  const client = useApolloClient();
  const toast = useToast();
  const { data, error, loading, refetch } = useQuery(NotificationsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  // The list follows the pushed unread count (a new or changed notification), not a 10 s poll.
  useSubscription(NotificationCountChangedSubscription, {
    onData: () => void refetch().catch(() => undefined),
  });
  const [markRead] = useMutation(MarkNotificationsReadMutation);
  const [remove] = useMutation(DeleteNotificationMutation);
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState<Notification | null>(null);
  const marking = useRef(false);

  const list = (data?.notifications ?? []).filter((n) => !hidden.has(n.id));
  const hasUnread = (data?.notifications ?? []).some((n) => !n.isRead);

  // On open (and whenever new unread ones arrive while open): mark all read, then refresh the navbar count.
  useEffect(() => {
    if (!hasUnread || marking.current) return;
    marking.current = true;
    markRead()
      .then(() => {
        client.writeQuery({ query: UnreadNotificationCountQuery, data: { unreadNotificationCount: 0 } });
        return client.refetchQueries({ include: [UnreadNotificationCountQuery] });
      })
      .catch(() => console.warn('Failed to mark notifications as read'))
      .finally(() => {
        marking.current = false;
      });
  }, [hasUnread, markRead, client]);

  async function deleteOne(n: Notification) {
    setConfirming(null);
    setHidden((h) => new Set(h).add(n.id)); // optimistic
    try {
      await remove({ variables: { id: n.id } });
      client.cache.evict({ id: client.cache.identify(n) });
      client.cache.gc();
    } catch {
      setHidden((h) => {
        const next = new Set(h);
        next.delete(n.id);
        return next;
      });
      toast.error('Failed to delete notification');
    }
  }

  let body;
  if (!data && loading) body = <p role="status">Loading...</p>;
  else if (!data && error) body = <p role="alert">Failed to fetch notifications</p>;
  else if (list.length === 0) body = <p className={styles.noticeText}>No notifications found.</p>;
  else
    body = (
      <ul className={styles.notifications} data-testid="notifications">
        {list.map((n) => (
          <li
            key={n.id}
            className={n.isRead ? styles.notification : cx(styles.notification, styles.notificationUnread)}
            data-testid="notification"
          >
            <NotificationPicture kind={n.kind} imageUrl={n.imageUrl} />
            <div className={styles.notificationBody}>
              <p className={styles.notificationMessage}>{n.message}</p>
              <p className={cx(layout.textSm, layout.textMuted)}>
                {formatDateTime(n.createdAt)}
                {n.amountLabel && <> · {n.amountLabel}</>}
              </p>
              {!n.isRead && <span className={layout.visuallyHidden}>Unread</span>}
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label="Delete notification"
              onClick={() => setConfirming(n)}
            >
              <Icon icon={trashIcon} size={18} />
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <div className={cx(styles.notificationsPage, layout.container, layout.page)}>
      <PageHeader title="Notifications" />
      {body}
      <ConfirmDialog
        open={!!confirming}
        title="Delete notification"
        message="Are you sure you want to delete this notification?"
        confirmLabel="Delete"
        danger
        onConfirm={() => confirming && void deleteOne(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
