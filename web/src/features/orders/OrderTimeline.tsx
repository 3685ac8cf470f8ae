import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { ErrorState, LoadingState } from '../../components/ui';
import { formatDateTime } from '../../lib/dates';
import { ORDER_STATUSES } from './order-helpers';
import { OrderTimelineQuery } from './operations';
import styles from './OrderTimeline.module.css';

const labelOf = (status: string) => ORDER_STATUSES.find((s) => s.value === status)?.label ?? status;

/** The steps a shopper's order goes through, in order (cancel and returns branch off). */
const FULFILMENT: string[] = ['PENDING', 'PROCESSING', 'SHIPPED', 'DELIVERED'];

/**
 * An order's timeline. For admins, the history: who changed what, when. For the shopper, a tracking
 * view: the fulfilment steps done so far with their times, and the next ones still to come.
 */
export function OrderTimeline({
  orderId,
  status,
  audience,
}: {
  orderId: string;
  status: string;
  audience: 'admin' | 'shopper';
}) {
  const { data, loading, error, refetch } = useQuery(OrderTimelineQuery, {
    variables: { id: orderId },
    fetchPolicy: 'cache-and-network',
  });
  // A live status change (pushed to My Orders) brings a new entry.
  useEffect(() => {
    if (data?.order && data.order.status !== status) void refetch().catch(() => undefined);
  }, [status, data?.order, refetch]);

  const heading = audience === 'admin' ? 'History' : 'Tracking';
  if (!data && loading) return <LoadingState label="Loading the timeline..." />;
  if (!data)
    return error ? (
      <ErrorState message="Failed to fetch order details" onRetry={() => void refetch()} />
    ) : null;

  const entries = data.order.timeline;
  const reached = new Set<string>(entries.map((e) => e.toStatus));
  const branched = entries.some((e) => !FULFILMENT.includes(e.toStatus));
  const upcoming = audience === 'shopper' && !branched ? FULFILMENT.filter((s) => !reached.has(s)) : [];

  return (
    <section aria-labelledby={`timeline-${orderId}`} className={styles.timeline}>
      <h3 id={`timeline-${orderId}`} className={styles.heading}>
        {heading}
      </h3>
      <ol className={styles.list}>
        {entries.map((e) => (
          <li key={e.id} className={styles.step} data-state="done" data-testid="timeline-entry">
            <span className={styles.dot} aria-hidden="true" />
            <div className={styles.body}>
              <p className={styles.title}>
                {e.fromStatus ? labelOf(e.toStatus) : 'Order placed'}
                {audience === 'admin' && e.fromStatus && (
                  <span className={styles.change}> (from {labelOf(e.fromStatus)})</span>
                )}
              </p>
              <p className={styles.meta}>
                <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                {e.actorName && (
                  <>
                    {' '}
                    ·{' '}
                    {audience === 'admin' ? `by ${e.actorName} (${e.actorRole.toLowerCase()})` : e.actorName}
                  </>
                )}
              </p>
              {e.note && e.note !== 'Order placed' && <p className={styles.note}>{e.note}</p>}
            </div>
          </li>
        ))}
        {upcoming.map((s) => (
          <li key={s} className={styles.step} data-state="todo">
            <span className={styles.dot} aria-hidden="true" />
            <div className={styles.body}>
              <p className={styles.title}>{labelOf(s)}</p>
              <p className={styles.meta}>Not yet</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
