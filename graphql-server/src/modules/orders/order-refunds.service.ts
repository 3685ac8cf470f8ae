import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../common/context.js';
import { badInput, notFound } from '../../common/errors.js';
import { isUuid } from '../../common/validation.js';
import { requireAdmin } from '../../common/viewer.js';
import type { PaymentsService } from '../payments/index.js';
import { formatPaise, orderRef } from '../pricing/index.js';
import type { WalletService } from '../wallet/index.js';
import type { OrderQueryService } from './order-queries.service.js';
import { recordTimeline } from './order-timeline.js';
import { canRefundToSource } from './order-view.js';
import { Order } from './order.entity.js';
import { OrderMessages } from './orders.messages.js';
import type { OrderView } from './orders.types.js';

interface OrderRefundDeps {
  wallet: WalletService;
  payments: PaymentsService;
  queries: OrderQueryService;
}

/** The idempotency key of an order's refund to its original payment method: one per order. */
const sourceRefundKey = (orderId: string) => `source-refund-${orderId}`;

/**
 * Refunds to the original payment method. The spec's refund of a cancelled or returned order goes
 * to the wallet (order-lifecycle.service.ts, unchanged); an admin may send it back through the
 * payment provider instead: the wallet gives it back (once per order, refused if it was spent) and
 * a provider refund of the part paid by card/UPI is recorded with its idempotency key in the same
 * transaction, then sent after commit (reconciliation re-sends one the provider did not accept).
 */
export class OrderRefundService {
  constructor(private readonly deps: OrderRefundDeps) {}

  async refundToOriginalMethod(
    em: EntityManager,
    viewer: Viewer | null,
    id: string,
  ): Promise<{ message: string; order: OrderView }> {
    const admin = requireAdmin(viewer, OrderMessages.adminOnly);
    if (!isUuid(id)) throw notFound(OrderMessages.notFound);
    const owner = await em.findOne(Order, { id }, { fields: ['userId'], refresh: true });
    if (!owner) throw notFound(OrderMessages.notFound);
    const { payments, wallet } = this.deps;
    const refundId = await em.transactional(async (tx) => {
      // The shop's lock order: the buyer's wallet, the order, then (recordRefund) the payment.
      const purse = await wallet.lock(tx, owner.userId);
      const order = await tx.findOneOrFail(
        Order,
        { id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      const key = sourceRefundKey(order.id);
      if (order.sourceRefundedPaise != null) {
        // Asked again (a double click, a lost answer): the same refund.
        const done = await payments.refundByKey(tx, key);
        if (done) return done.id;
      }
      if (!canRefundToSource(order)) throw badInput(OrderMessages.notRefundableToSource);
      const paid = await payments.refundableOfOrder(tx, order.id);
      if (!paid) throw badInput(OrderMessages.notRefundableToSource);
      // The wallet part of the order stays in the wallet; the card/UPI part goes back.
      const amount = Math.min(order.refundedPaise ?? 0, order.totalPaise, paid.remainingPaise);
      const text = `Refund for order ${orderRef(order.id)} sent to the original payment method`;
      if (!wallet.debitForSourceRefund(tx, purse, amount, text, order.id))
        throw badInput(OrderMessages.refundSpent);
      order.sourceRefundedPaise = amount;
      recordTimeline(tx, {
        orderId: order.id,
        actor: admin,
        from: order.status,
        to: order.status,
        note: `${formatPaise(amount)} refunded to the original payment method instead of the wallet`,
      });
      return (await payments.recordRefund(tx, paid.payment.id, amount, key)).id;
    });
    const refund = await payments.processRefund(em.fork(), refundId);
    const order = await this.deps.queries.load(em.fork(), id);
    const amount = formatPaise(refund.amountPaise);
    return {
      message: refund.providerRefundId
        ? `${amount} refunded to the original payment method (refund ${refund.providerRefundId}).`
        : `${amount} refund sent to the original payment method; the payment provider has not confirmed it yet.`,
      order: await this.deps.queries.toView(em, order, viewer),
    };
  }
}
