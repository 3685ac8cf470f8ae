import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from '../../lib/link';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Icon,
  layout,
  LoadingState,
  useDismiss,
  useToast,
  bellIcon,
} from '../../components/ui';
import type { AdminNotificationsQuery as Data } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/graphql-errors';
import { useOnReconnect } from '../../lib/socket-status';
import {
  AdminNotificationCountChangedSubscription,
  AdminNotificationsQuery,
  MarkAdminNotificationsReadMutation,
} from './operations';
import styles from './AdminBell.module.css';

type Note = Data['adminNotifications'][number];

const KIND_LABEL: Record<Note['type'], string> = {
  NEW_ORDER: 'New order',
  RETURN_REQUESTED: 'Return request',
  NEW_CHAT: 'New chat',
  LOW_STOCK: 'Low stock',
  WEBHOOK_DISABLED: 'Webhook disabled',
};

/** Where a notification leads: the order list, the chat inbox or the product. */
function target(n: Note): string {
  if (n.type === 'LOW_STOCK' && n.productId) return `/admin/products/${n.productId}`;
  if (n.type === 'NEW_CHAT') return '/dashboard?tab=chat';
  if (n.type === 'WEBHOOK_DISABLED') return '/dashboard?tab=webhooks';
  return '/dashboard?tab=orders';
}

/**
 * The dashboard header's bell: the admin's own notifications (new orders, return requests, new
 * chats, low stock) with a live unread count; a panel lists them and marks them read.
 */
export function AdminBell() {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const q = useQuery(AdminNotificationsQuery, { fetchPolicy: 'cache-and-network' });
  const [markRead, marking] = useMutation(MarkAdminNotificationsReadMutation);
  const [liveCount, setLiveCount] = useState<number | null>(null);

  useSubscription(AdminNotificationCountChangedSubscription, {
    onData: ({ data }) => {
      const n = data.data?.adminNotificationCountChanged;
      if (n == null) return;
      setLiveCount(n);
      void q.refetch();
    },
  });
  // A count pushed while the socket was away never arrived: the list and its count are read again.
  useOnReconnect(() => {
    setLiveCount(null);
    void q.refetch().catch(() => undefined);
  });
  const unread = liveCount ?? q.data?.adminUnreadNotificationCount ?? 0;

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);

  async function read(ids?: string[]) {
    try {
      const res = await markRead({ variables: { ids: ids ?? null } });
      await q.refetch();
      if (!ids) toast.success(`Marked ${res.data?.markAdminNotificationsRead.modifiedCount ?? 0} as read`);
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to mark notifications as read'));
    }
  }

  const notes = q.data?.adminNotifications;
  return (
    <div className={styles.root} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.bell}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        data-testid="dashboard-bell"
      >
        <Icon icon={bellIcon} size={22} />
        <span className={layout.visuallyHidden}>Notifications{unread > 0 ? ` (${unread} unread)` : ''}</span>
        <span aria-hidden="true">
          <Badge count={unread} className={styles.badge} data-testid="dashboard-bell-count" />
        </span>
      </button>
      <div
        id={panelId}
        className={styles.panel}
        hidden={!open}
        role="region"
        aria-label="Admin notifications"
      >
        <div className={styles.head}>
          <h2 className={styles.title}>Notifications</h2>
          <Button
            size="sm"
            variant="ghost"
            disabled={unread === 0}
            loading={marking.loading}
            onClick={() => void read()}
          >
            Mark all read
          </Button>
        </div>
        {q.error && !notes ? (
          <ErrorState
            message={errorMessage(q.error, 'Failed to fetch notifications')}
            onRetry={() => void q.refetch()}
          />
        ) : !notes ? (
          <LoadingState label="Loading notifications..." />
        ) : notes.length === 0 ? (
          <EmptyState icon={bellIcon} title="No notifications yet" />
        ) : (
          <ul className={styles.list} data-testid="admin-notifications">
            {notes.map((n) => (
              <li
                key={n.id}
                className={styles.item}
                data-unread={!n.isRead || undefined}
                data-testid="admin-notification"
              >
                <Link
                  to={target(n)}
                  className={styles.link}
                  onClick={() => {
                    setOpen(false);
                    if (!n.isRead) void read([n.id]);
                  }}
                >
                  <span className={styles.kind}>
                    {KIND_LABEL[n.type]}
                    {!n.isRead && <span className={layout.visuallyHidden}> (unread)</span>}
                  </span>
                  <span className={styles.message}>{n.message}</span>
                  <time className={styles.time} dateTime={n.createdAt}>
                    {formatDateTime(n.createdAt)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
