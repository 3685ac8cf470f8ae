import { useState } from 'react';
import {
  Icon,
  type IconPath,
  bellIcon,
  boxIcon,
  chatIcon,
  ordersIcon,
  walletIcon,
} from '../../components/ui';
import type { NotificationKind } from '../../graphql/graphql';
import styles from './NotificationPicture.module.css';

/** Each kind's icon and the words a screen reader hears for it. */
const KINDS: Record<
  NotificationKind,
  { icon: IconPath; label: string; tone: 'info' | 'success' | 'warning' | 'primary' }
> = {
  ORDER_PLACED: { icon: boxIcon, label: 'Order placed', tone: 'success' },
  ORDER_STATUS: { icon: ordersIcon, label: 'Order update', tone: 'primary' },
  RETURN_REQUESTED: { icon: boxIcon, label: 'Return requested', tone: 'warning' },
  REFUND: { icon: walletIcon, label: 'Refund to your wallet', tone: 'success' },
  CHAT: { icon: chatIcon, label: 'Chat message', tone: 'info' },
  OTHER: { icon: bellIcon, label: 'Notification', tone: 'info' },
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
            <Icon icon={icon} size={14} />
          </span>
        </>
      ) : (
        <span className={styles.icon} aria-hidden="true">
          <Icon icon={icon} size={28} />
        </span>
      )}
    </span>
  );
}
