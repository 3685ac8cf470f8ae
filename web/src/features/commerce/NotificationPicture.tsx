import { useState } from 'react';
import { Icon, type IconName } from '../../components/ui';
import type { NotificationKind } from '../../graphql/graphql';
import styles from './NotificationPicture.module.css';

/** Each kind's icon and the words a screen reader hears for it. */
const KINDS: Record<
  NotificationKind,
  { icon: IconName; label: string; tone: 'info' | 'success' | 'warning' | 'primary' }
> = {
  ORDER_PLACED: { icon: 'box', label: 'Order placed', tone: 'success' },
  ORDER_STATUS: { icon: 'orders', label: 'Order update', tone: 'primary' },
  RETURN_REQUESTED: { icon: 'box', label: 'Return requested', tone: 'warning' },
  REFUND: { icon: 'wallet', label: 'Refund to your wallet', tone: 'success' },
  CHAT: { icon: 'chat', label: 'Chat message', tone: 'info' },
  OTHER: { icon: 'bell', label: 'Notification', tone: 'info' },
};

/**
 * A notification's picture: the order's product image, with a badge for what happened (a refund,
 * an update); without an image (or when it fails to load), the kind's own icon, never a grey box.
 */
export function NotificationPicture({ kind, imageUrl }: { kind: NotificationKind; imageUrl: string | null }) {
  const [failed, setFailed] = useState(false);
  const { icon, label, tone } = KINDS[kind];
  const showImage = !!imageUrl && !failed && kind !== 'CHAT';
  return (
    <span className={styles.picture} role="img" aria-label={label} data-kind={kind} data-tone={tone}>
      {showImage ? (
        <>
          <img
            src={imageUrl}
            alt=""
            className={styles.image}
            loading="lazy"
            onError={() => setFailed(true)}
          />
          <span className={styles.badge} aria-hidden="true">
            <Icon name={icon} size={14} />
          </span>
        </>
      ) : (
        <span className={styles.icon} aria-hidden="true">
          <Icon name={icon} size={28} />
        </span>
      )}
    </span>
  );
}
