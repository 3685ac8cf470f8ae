import { Badge } from '../../components/ui';
import { statusTone } from './order-helpers';
import styles from './StatusBadge.module.css';

/** An order status pill: one style per status, unknown statuses styled as pending. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <Badge tone={statusTone(status)} className={styles.badge} data-testid="order-status">
      {label ?? status}
    </Badge>
  );
}
