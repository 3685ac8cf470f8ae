import type { ReactNode } from 'react';
import { formatINR } from '../../lib/format';
import styles from './order-totals.module.css';

export interface SummaryRow {
  label: ReactNode;
  /** Rupees from the server, or text such as FREE. */
  value: number | string;
  /** Shown as a deduction (−₹…). */
  minus?: boolean;
  strong?: boolean;
  testId?: string;
}

/** Label/amount rows (a description list), e.g. subtotal, GST, discount, total. */
export function SummaryRows({
  rows,
  flush,
}: {
  rows: SummaryRow[];
  /** No space below (the last thing in a card). */ flush?: boolean;
}) {
  return (
    <dl className={flush ? `${styles.rows} ${styles.flush}` : styles.rows}>
      {rows.map((r, i) => (
        <div key={i} className={r.strong ? `${styles.row} ${styles.strong}` : styles.row}>
          <dt>{r.label}</dt>
          <dd data-testid={r.testId}>
            {typeof r.value === 'number' ? `${r.minus ? '−' : ''}${formatINR(r.value)}` : r.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export interface TotalsLike {
  subtotal: number;
  gstAmount: number;
  promoDiscount: number;
  promoCode?: string | null;
  promoLabel?: string | null;
  baseTotal: number;
  walletAmountUsed: number;
  totalAmount: number;
}

/** The server's figures for a checkout or an order, in the order the shop shows them. */
export function totalsRows(t: TotalsLike): SummaryRow[] {
  const rows: SummaryRow[] = [
    { label: 'Subtotal', value: t.subtotal, testId: 'summary-subtotal' },
    { label: 'GST (18%)', value: t.gstAmount, testId: 'summary-gst' },
  ];
  if (t.promoDiscount > 0)
    rows.push({
      label: `Promo discount${t.promoCode ? ` (${t.promoCode})` : ''}`,
      value: t.promoDiscount,
      minus: true,
      testId: 'summary-discount',
    });
  rows.push({ label: 'Shipping', value: 'FREE', testId: 'summary-shipping' });
  rows.push({ label: 'Order total', value: t.baseTotal, testId: 'summary-base-total' });
  if (t.walletAmountUsed > 0)
    rows.push({
      label: 'Paid from wallet',
      value: t.walletAmountUsed,
      minus: true,
      testId: 'summary-wallet',
    });
  rows.push({ label: 'Amount payable', value: t.totalAmount, strong: true, testId: 'summary-payable' });
  return rows;
}
