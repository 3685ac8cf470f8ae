import { cx } from '../../components/ui/cx';
import { ChatText } from './messages';
import { useSocketStatus } from '../../lib/socket-status';
import styles from './ConnectionBanner.module.css';

/** A visible, announced "reconnecting" line while the socket is down (it recovers by itself). */
export function ConnectionBanner({ className, testId }: { className?: string; testId?: string }) {
  const socket = useSocketStatus();
  if (socket !== 'reconnecting') return null;
  return (
    <p className={cx(styles.banner, className)} role="status" data-testid={testId}>
      {ChatText.reconnecting}
    </p>
  );
}
