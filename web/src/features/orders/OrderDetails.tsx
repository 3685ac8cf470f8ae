import { cx, layout, LineItem, LineItems, Modal } from '../../components/ui';
import { formatINR } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import type { Order } from './operations';
import { orderRef, paymentSummary } from './order-helpers';
import { SummaryRows, totalsRows } from './order-totals';
import { CreditNoteButtons } from './CreditNoteButtons';
import { InvoiceButton } from './InvoiceButton';
import { OrderTimeline } from './OrderTimeline';
import { StatusBadge } from './StatusBadge';
import styles from './OrderDetails.module.css';

function complete(order: Order | null | undefined): order is Order {
  return (
    !!order &&
    !!order.id &&
    Array.isArray(order.items) &&
    !!order.totals &&
    !!order.shipping &&
    !!order.payment
  );
}

/** The order-detail dialog (My Orders and the admin's Order Management). */
export function OrderDetailsModal({
  order,
  open,
  onClose,
  showCustomer,
}: {
  order: Order | null;
  open: boolean;
  onClose: () => void;
  showCustomer?: boolean;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={complete(order) ? `Order ${orderRef(order.id)}` : 'Order details'}
      data-testid="order-details"
    >
      {!complete(order) ? (
        <p role="alert">Order data is incomplete or missing.</p>
      ) : (
        <div className={styles.details}>
          <div className={styles.meta}>
            <StatusBadge status={order.status} label={order.statusLabel} />
            <span className={cx(layout.textSm, layout.textMuted)}>
              Placed {formatDateTime(order.createdAt)}
            </span>
            {order.deliveredAt && (
              <span className={cx(layout.textSm, layout.textMuted)}>
                Delivered {formatDateTime(order.deliveredAt)}
              </span>
            )}
          </div>
          <p className={cx(layout.textSm, layout.textMuted)}>
            Order ID: <code>{order.id}</code>
          </p>
          <div className={styles.documents}>
            <InvoiceButton orderId={order.id} />
            {order.refundedAmount != null && <CreditNoteButtons orderId={order.id} />}
          </div>
          {showCustomer && (
            <section aria-label="Customer">
              <h3 className={styles.heading}>Customer</h3>
              <p>
                {order.customer.name} · {order.customer.email}
              </p>
            </section>
          )}
          <section aria-label="Items">
            <h3 className={styles.heading}>Items</h3>
            <LineItems>
              {order.items.map((i) => (
                <LineItem key={i.id} imageUrl={i.imageUrl} name={i.name}>
                  {i.quantity} × {formatINR(i.price)} = {formatINR(i.lineTotal)}
                </LineItem>
              ))}
            </LineItems>
          </section>
          <div className={styles.cols}>
            <section aria-label="Totals">
              <h3 className={styles.heading}>Totals</h3>
              <SummaryRows rows={totalsRows(order.totals)} />
              {order.refundedAmount != null && (
                <SummaryRows
                  rows={[
                    ...(order.feeAmount != null ? [{ label: 'Fee kept (18%)', value: order.feeAmount }] : []),
                    { label: 'Refunded to wallet', value: order.refundedAmount, strong: true },
                  ]}
                />
              )}
            </section>
            <section aria-label="Shipping and payment">
              <h3 className={styles.heading}>Shipping</h3>
              <address className={styles.address}>
                <strong>{order.shipping.name}</strong>
                <span>{order.shipping.address}</span>
                <span>
                  {order.shipping.city} {order.shipping.postalCode}
                </span>
                {order.shipping.stateName && <span>{order.shipping.stateName}</span>}
                <span>{order.shipping.phone}</span>
                <span>{order.shipping.email}</span>
              </address>
              {order.business && (
                <p>
                  {order.business.name} · GSTIN {order.business.gstin}
                </p>
              )}
              <h3 className={styles.heading}>Payment</h3>
              <p>{paymentSummary(order.payment)}</p>
              {order.returnDetails && (
                <>
                  <h3 className={styles.heading}>Return</h3>
                  <p>{order.returnDetails.reason}</p>
                  {order.returnDetails.details && (
                    <p className={cx(layout.textSm, layout.textMuted)}>{order.returnDetails.details}</p>
                  )}
                </>
              )}
            </section>
          </div>
          <OrderTimeline
            orderId={order.id}
            status={order.status}
            audience={showCustomer ? 'admin' : 'shopper'}
          />
        </div>
      )}
    </Modal>
  );
}
