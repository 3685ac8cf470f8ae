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
  /** The GST split by place of supply (null at checkout until a state is chosen). */
  tax?: { intraState: boolean; cgst: number; sgst: number; igst: number; secondTaxName: string } | null;
}

/** The server's figures for a checkout or an order, in the order the shop shows them. */
export function totalsRows(t: TotalsLike): SummaryRow[] {
  const rows: SummaryRow[] = [
    { label: 'Subtotal', value: t.subtotal, testId: 'summary-subtotal' },
    { label: 'GST (18%)', value: t.gstAmount, testId: 'summary-gst' },
  ];
  if (t.tax?.intraState)
    rows.push(
      { label: '· of which CGST (9%)', value: t.tax.cgst, testId: 'summary-cgst' },
      { label: `· of which ${t.tax.secondTaxName} (9%)`, value: t.tax.sgst, testId: 'summary-sgst' },
    );
  else if (t.tax) rows.push({ label: '· of which IGST (18%)', value: t.tax.igst, testId: 'summary-igst' });
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
