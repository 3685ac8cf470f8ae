import { cx } from '../../../components/ui';
import styles from './ChangeNote.module.css';

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

export interface Comparison {
  value: number;
  previous: number | null | undefined;
  changePercent: number | null | undefined;
}

/**
 * A figure's measured change against the previous period ("+12.5% vs previous 30 days"), as the
 * server computed it. Without a previous period (all time) or a previous figure of 0 it says so.
 */
export function ChangeNote({
  figure,
  period,
  label,
  className,
}: {
  figure: Comparison;
  /** Names the figure compared when the card shows another one (e.g. "Last 30 days"). */
  label?: string;
  /** e.g. "previous 30 days"; null for all time. */
  period: string | null;
  className?: string;
}) {
  if (period === null || figure.previous === null || figure.previous === undefined)
    return <p className={cx(styles.note, className)}>All time: no comparison</p>;
  const change = figure.changePercent;
  if (change === null || change === undefined)
    return (
      <p className={cx(styles.note, className)}>
        {label ? `${label}: none` : 'None'} in the {period}
        {figure.value === 0 ? ' either' : ''}
      </p>
    );
  const trend = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  return (
    <p className={cx(styles.note, className)} data-trend={trend}>
      {label && `${label}: `}
      <span className={cx(styles.change, styles[trend])}>
        <span aria-hidden="true">{trend === 'up' ? '▲ ' : trend === 'down' ? '▼ ' : ''}</span>
        {percent.format(change)}%
      </span>{' '}
      vs {period}
    </p>
  );
}
