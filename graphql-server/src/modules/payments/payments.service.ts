import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../common/context.js';
import { badInput, DomainError, notFound } from '../../common/errors.js';
import type { Logger } from '../../common/logger.js';
import { isUuid } from '../../common/validation.js';
import { requireAdmin, requireViewer } from '../../common/viewer.js';
import type { Wallet, WalletService } from '../wallet/index.js';
import { Payment, PaymentRefund, PaymentState, type PaymentEventSource } from './payment.entity.js';
import { PaymentMessages } from './payments.messages.js';
import { WalletTopUp, type PaymentCheckout, type PaymentStatusView } from './payments.types.js';
import { paiseToRupees } from '../../common/money.js';
import {
  ProviderUnavailable,
  WebhookRejected,
  type PaymentProvider,
  type ProviderEvent,
} from './provider.js';
import type { TestGateway } from './test-gateway.js';
import { TestGatewayCheckout, type TestPageAnswer } from './test-gateway-checkout.js';

/**
 * What the orders module does when an order's payment settles, inside the payment's transaction
 * (the buyer's wallet locked first, then the order, then the payment: the shop's one lock order).
 * The composition root hands it over (payments imports no orders: orders calls payments).
 */
export interface OrderPaymentSettler {
  /** Locks the order row for the rest of the transaction. */
  lock(tx: EntityManager, orderId: string): Promise<void>;
  /** 'applied': the order is now paid; 'already': it was; 'late': it ended unpaid (refund the money). */
  paid(tx: EntityManager, orderId: string, payment: Payment): Promise<'applied' | 'already' | 'late'>;
  failed(tx: EntityManager, orderId: string, reason: string | null): Promise<void>;
  /** The hold ran out: stock back, the wallet part refunded, the order cancelled. */
  expired(tx: EntityManager, orderId: string, wallet: Wallet): Promise<void>;
}

/** A settled event's effect, for the caller and the tests. */
export type ApplyResult = 'applied' | 'duplicate' | 'unchanged' | 'unknown' | 'late';

/** An event about a payment, from whichever source (webhook, the client's return, reconciliation...). */
export interface PaymentSignal {
  source: PaymentEventSource;
  eventId: string;
  kind: ProviderEvent['kind'] | 'expired';
  type: string;
  providerOrderId: string | null;
  providerPaymentId: string | null;
  method: string | null;
  amountPaise: number | null;
  reason: string | null;
}

export interface PaymentsDeps {
  provider: PaymentProvider;
  wallet: WalletService;
  log: Logger;
  /** How long a payment (and its order's stock hold) stays open. */
  holdMs: number;
  /** Reconciliation asks about payments pending longer than this. */
  reconcileAfterMs: number;
}

/** Razorpay Checkout's script, unless the provider names another (a test's local copy). */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/**
 * Payments through the provider, exactly once: every signal about a payment (the client's return,
 * the webhook, reconciliation, the expiry sweep), however often and in whatever order it comes,
 * is recorded once (`payment_events` unique per provider event id, inserted in the transaction
 * that applies it) and moves the payment only forward under its row lock: pending → paid | failed
 * → paid | expired. A top-up credits the wallet in that same transaction; an order is settled by
 * the orders module's settler.
 */
export class PaymentsService {
  private orderSettler: OrderPaymentSettler | undefined;
  private listeningAt: string | null = null;
  /** The test gateway's hosted page (when it is the provider). */
  readonly testCheckout: TestGatewayCheckout | null;

  constructor(private readonly deps: PaymentsDeps) {
    this.testCheckout =
      deps.provider.name === 'test'
        ? new TestGatewayCheckout(this, deps.provider as TestGateway, deps.log, () => this.listeningAt)
        : null;
  }

  /** Where this instance listens (the test gateway calls its webhook there). */
  listening(url: string): void {
    this.listeningAt = url.replace(/\/$/, '');
  }

  /** The hosted test page (404 when another provider takes the money). */
  async testPage(
    em: EntityManager,
    providerOrderId: string,
    body?: Record<string, unknown>,
  ): Promise<TestPageAnswer> {
    if (!this.testCheckout) throw notFound(PaymentMessages.notFound);
    return body
      ? this.testCheckout.submit(em, providerOrderId, body)
      : this.testCheckout.page(em, providerOrderId);
  }

  get provider(): PaymentProvider {
    return this.deps.provider;
  }

  /** The test gateway when it is the provider (its hosted page and the legacy payload use it). */
  get testGateway(): TestGateway | null {
    return this.deps.provider.name === 'test' ? (this.deps.provider as TestGateway) : null;
  }

  settleOrdersWith(settler: OrderPaymentSettler): void {
    this.orderSettler = settler;
  }

  holdUntil(now = new Date()): Date {
    return new Date(now.getTime() + this.deps.holdMs);
  }

  /** A payment row for an order, in the order's transaction (the provider is asked after commit). */
  createForOrder(
    tx: EntityManager,
    p: { userId: string; orderId: string; amountPaise: number; expiresAt: Date },
  ): Payment {
    return tx.create(Payment, {
      provider: this.deps.provider.name,
      purpose: 'order',
      userId: p.userId,
      orderId: p.orderId,
      amountPaise: p.amountPaise,
      expiresAt: p.expiresAt,
    });
  }

  /** Asks the provider for its order (once) after the payment row committed. */
  async open(em: EntityManager, paymentId: string): Promise<Payment> {
    const payment = await em.findOneOrFail(Payment, { id: paymentId }, { refresh: true });
    if (payment.providerOrderId) return payment;
    let providerOrderId: string;
    try {
      ({ providerOrderId } = await this.deps.provider.createOrder(em, {
        amountPaise: payment.amountPaise,
        receipt: payment.id,
        notes: {
          purpose: payment.purpose,
          paymentId: payment.id,
          ...(payment.orderId ? { orderId: payment.orderId } : {}),
        },
      }));
    } catch (err) {
      this.deps.log.error({ err, paymentId }, 'payments: provider order not created');
      throw new DomainError('BAD_GATEWAY', PaymentMessages.unavailable);
    }
    await em.nativeUpdate(Payment, { id: paymentId, providerOrderId: null }, { providerOrderId });
    return em.findOneOrFail(Payment, { id: paymentId }, { refresh: true });
  }

  /** A wallet top-up through the provider: the wallet as it is, and the payment to complete. */
  async startTopUp(
    em: EntityManager,
    viewer: Viewer | null,
    amount: number | string | null | undefined,
    description?: string | null,
  ): Promise<WalletTopUp> {
    const t = await this.deps.wallet.prepareTopUp(viewer, amount, description);
    const fork = em.fork();
    const created = fork.create(Payment, {
      provider: this.deps.provider.name,
      purpose: 'topup',
      userId: t.userId,
      amountPaise: t.paise,
      description: t.description,
      expiresAt: this.holdUntil(),
    });
    await fork.flush();
    const payment = await this.open(em.fork(), created.id);
    const wallet = await this.deps.wallet.ledger(em.fork(), t.userId);
    return Object.assign(new WalletTopUp(), wallet, { payment: this.checkoutOf(payment) });
  }

  /** The open payments of an order, newest first. */
  async forOrder(em: EntityManager, orderId: string): Promise<Payment[]> {
    return em.find(Payment, { orderId }, { orderBy: { createdAt: 'desc' }, refresh: true });
  }

  /** Closes an order's open payments (the order was cancelled unpaid): a late capture is refunded. */
  async closeForOrder(tx: EntityManager, orderId: string): Promise<void> {
    await tx.nativeUpdate(
      Payment,
      { orderId, state: { $in: [PaymentState.PENDING, PaymentState.FAILED] } },
      { state: PaymentState.EXPIRED, failureReason: 'Order cancelled' },
    );
  }

  /** What the browser needs to pay this payment. */
  checkoutOf(payment: Payment): PaymentCheckout {
    const c = payment.providerOrderId
      ? this.deps.provider.checkout({ paymentId: payment.id, providerOrderId: payment.providerOrderId })
      : { kind: 'redirect' as const, url: null, keyId: null, scriptUrl: null };
    return {
      paymentId: payment.id,
      provider: payment.provider,
      kind: c.kind,
      url: c.url,
      keyId: c.keyId,
      scriptUrl: c.kind === 'razorpay' ? (c.scriptUrl ?? RAZORPAY_CHECKOUT_SCRIPT) : null,
      providerOrderId: payment.providerOrderId,
      amount: paiseToRupees(payment.amountPaise),
      state: payment.state,
      expiresAt: payment.expiresAt,
    };
  }

  /** The newest open payment of an order, as a checkout (null when none is open). */
  async checkoutForOrder(em: EntityManager, orderId: string): Promise<PaymentCheckout | null> {
    const open = await em.findOne(
      Payment,
      { orderId, state: { $in: [PaymentState.PENDING, PaymentState.FAILED] } },
      { orderBy: { createdAt: 'desc' }, refresh: true },
    );
    return open ? this.checkoutOf(open) : null;
  }

  /**
   * The legacy payload's card number or UPI id, charged at once by the test gateway (server to
   * server; nothing is stored but what the order keeps: the last four digits or the UPI id).
   */
  async payDirect(
    em: EntityManager,
    paymentId: string,
    details: { cardNumber: string | null; upiId: string | null },
  ): Promise<ApplyResult> {
    const gateway = this.testGateway;
    if (!gateway) throw badInput(PaymentMessages.notRefundable);
    const payment = await em.findOneOrFail(Payment, { id: paymentId }, { refresh: true });
    if (!payment.providerOrderId) return 'unchanged';
    const attempt = await gateway.attempt(em, payment.providerOrderId, {
      method: details.cardNumber ? 'card' : 'upi',
      cardNumber: details.cardNumber,
      upiId: details.upiId,
    });
    if (!attempt || attempt.outcome === 'pending' || attempt.outcome === 'timeout') return 'unchanged';
    return this.apply(em, {
      source: 'direct',
      eventId: `direct:${attempt.row.provider_payment_id}`,
      kind: attempt.outcome === 'pay' ? 'paid' : 'failed',
      type: attempt.outcome === 'pay' ? 'payment.captured' : 'payment.failed',
      providerOrderId: payment.providerOrderId,
      providerPaymentId: attempt.row.provider_payment_id,
      method: attempt.row.method,
      amountPaise: attempt.row.amount_paise,
      reason: attempt.outcome === 'fail' ? 'Payment declined by the test bank' : null,
    });
  }

  // ------------------------------------------------------------ signals

  /** The client's return from the provider's checkout, signed by the provider. */
  async confirmReturn(
    em: EntityManager,
    viewer: Viewer | null,
    r: { paymentId: string; providerOrderId: string; providerPaymentId: string; signature: string },
  ): Promise<Payment> {
    const v = requireViewer(viewer, PaymentMessages.login);
    if (!isUuid(r.paymentId)) throw notFound(PaymentMessages.notFound);
    const payment = await em.findOne(Payment, { id: r.paymentId, userId: v.userId }, { refresh: true });
    if (!payment) throw notFound(PaymentMessages.notFound);
    if (
      payment.providerOrderId !== r.providerOrderId ||
      !this.deps.provider.verifyReturn({
        providerOrderId: r.providerOrderId,
        providerPaymentId: r.providerPaymentId,
        signature: r.signature,
      })
    )
      throw badInput(PaymentMessages.badSignature, 'signature');
    await this.apply(em, {
      source: 'return',
      eventId: `return:${r.providerPaymentId}`,
      kind: 'paid',
      type: 'checkout.return',
      providerOrderId: r.providerOrderId,
      providerPaymentId: r.providerPaymentId,
      method: null,
      amountPaise: null,
      reason: null,
    });
    return em.findOneOrFail(Payment, { id: payment.id }, { refresh: true });
  }

  async confirmReturnView(
    em: EntityManager,
    viewer: Viewer | null,
    r: { paymentId: string; providerOrderId: string; providerPaymentId: string; signature: string },
  ): Promise<PaymentStatusView> {
    return statusView(await this.confirmReturn(em, viewer, r));
  }

  /** Admin: the provider's word on one payment, applied now. */
  async checkWithProvider(em: EntityManager, viewer: Viewer | null, id: string): Promise<PaymentStatusView> {
    requireAdmin(viewer, PaymentMessages.adminOnly);
    if (!isUuid(id)) throw notFound(PaymentMessages.notFound);
    const payment = await em.findOne(Payment, { id }, { refresh: true });
    if (!payment) throw notFound(PaymentMessages.notFound);
    await this.reconcileOne(em, payment);
    return statusView(await em.findOneOrFail(Payment, { id }, { refresh: true }));
  }

  /** A provider's webhook, verified over its raw body (the caller answers 400 on `WebhookRejected`). */
  async webhook(
    em: EntityManager,
    provider: string,
    raw: Buffer,
    header: (name: string) => string | undefined,
  ): Promise<ApplyResult> {
    if (provider !== this.deps.provider.name) throw notFound(PaymentMessages.notFound);
    let event: ProviderEvent;
    try {
      event = this.deps.provider.parseWebhook(Buffer.isBuffer(raw) ? raw : Buffer.alloc(0), header);
    } catch (err) {
      if (err instanceof WebhookRejected) throw badInput(err.message);
      throw err;
    }
    return this.apply(em, { ...event, source: 'webhook' });
  }

  /**
   * Applies one signal exactly once. Locks: the buyer's wallet, the order, the payment (the shop's
   * lock order), then re-reads the state: a repeat, a late duplicate from another instance or an
   * out-of-order failure after success changes nothing.
   */
  async apply(em: EntityManager, s: PaymentSignal): Promise<ApplyResult> {
    const { provider } = this.deps;
    const found = s.providerOrderId
      ? await em.findOne(
          Payment,
          { provider: provider.name, providerOrderId: s.providerOrderId },
          { refresh: true },
        )
      : null;
    const refunds: string[] = [];
    const result = await em.transactional(async (tx): Promise<ApplyResult> => {
      const record = async () =>
        (
          await tx.execute<{ id: string }[]>(
            `insert into payment_events (payment_id, provider, provider_event_id, source, kind, detail)
             values (?, ?, ?, ?, ?, ?) on conflict (provider, provider_event_id) do nothing returning id`,
            [
              found?.id ?? null,
              provider.name,
              s.eventId,
              s.source,
              s.type,
              JSON.stringify({
                kind: s.kind,
                providerPaymentId: s.providerPaymentId,
                method: s.method,
                amountPaise: s.amountPaise,
                reason: s.reason,
              }),
            ],
          )
        ).length > 0;
      if (!found) return (await record()) ? 'unknown' : 'duplicate';
      // Locks first, in the shop's order (wallet, order, payment); the event row after them, since
      // its reference to the payment takes a share lock on the payment's row.
      const wallet = await this.deps.wallet.lock(tx, found.userId);
      if (found.orderId && this.orderSettler) await this.orderSettler.lock(tx, found.orderId);
      const payment = await tx.findOneOrFail(
        Payment,
        { id: found.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!(await record())) return 'duplicate';
      if (s.kind === 'paid') {
        if (payment.state === PaymentState.PAID) return 'unchanged';
        if (s.amountPaise !== null && s.amountPaise !== payment.amountPaise) {
          this.deps.log.error({ paymentId: payment.id, amount: s.amountPaise }, 'payments: amount differs');
          return 'unchanged';
        }
        const wasExpired = payment.state === PaymentState.EXPIRED;
        payment.state = PaymentState.PAID;
        payment.providerPaymentId = s.providerPaymentId ?? payment.providerPaymentId;
        payment.method = s.method ?? payment.method;
        payment.paidAt = new Date();
        payment.failureReason = null;
        if (payment.purpose === 'topup') {
          if (wasExpired) {
            const row = this.refundRow(tx, payment, payment.amountPaise, `late-${payment.id}`);
            await tx.flush();
            refunds.push(row.id);
            return 'late';
          }
          this.deps.wallet.credit(
            tx,
            wallet,
            payment.amountPaise,
            'topup',
            payment.description ?? 'Added funds',
          );
          return 'applied';
        }
        const outcome =
          this.orderSettler && payment.orderId
            ? await this.orderSettler.paid(tx, payment.orderId, payment)
            : 'late';
        if (outcome === 'applied') return 'applied';
        // The order ended unpaid (expired, cancelled) or another attempt paid it: give this money back.
        const row = this.refundRow(tx, payment, payment.amountPaise, `late-${payment.id}`);
        await tx.flush();
        refunds.push(row.id);
        return 'late';
      }
      if (s.kind === 'failed') {
        if (payment.state !== PaymentState.PENDING) return 'unchanged';
        payment.state = PaymentState.FAILED;
        payment.failureReason = s.reason ?? 'Payment failed';
        if (payment.orderId && this.orderSettler)
          await this.orderSettler.failed(tx, payment.orderId, payment.failureReason);
        return 'applied';
      }
      if (s.kind === 'expired') {
        if (payment.state !== PaymentState.PENDING && payment.state !== PaymentState.FAILED)
          return 'unchanged';
        payment.state = PaymentState.EXPIRED;
        if (payment.orderId && this.orderSettler)
          await this.orderSettler.expired(tx, payment.orderId, wallet);
        return 'applied';
      }
      return 'unchanged';
    });
    for (const id of refunds) await this.processRefund(em, id);
    return result;
  }

  // ------------------------------------------------------------ refunds

  /** A refund row, in the caller's transaction; `processRefund` asks the provider after commit. */
  refundRow(tx: EntityManager, payment: Payment, amountPaise: number, idempotencyKey: string): PaymentRefund {
    return tx.create(PaymentRefund, {
      paymentId: payment.id,
      orderId: payment.orderId,
      amountPaise,
      idempotencyKey,
    });
  }

  /**
   * Sends a recorded refund to the provider with its idempotency key (a retry after a lost answer
   * gets the same refund back) and keeps the provider's refund id.
   */
  async processRefund(em: EntityManager, refundId: string): Promise<PaymentRefund> {
    const refund = await em.findOneOrFail(PaymentRefund, { id: refundId }, { refresh: true });
    if (refund.state === 'processed') return refund;
    const payment = await em.findOneOrFail(Payment, { id: refund.paymentId }, { refresh: true });
    try {
      const out = await this.deps.provider.refund(em, {
        providerPaymentId: payment.providerPaymentId ?? '',
        amountPaise: refund.amountPaise,
        idempotencyKey: refund.idempotencyKey,
      });
      await em.nativeUpdate(
        PaymentRefund,
        { id: refund.id },
        { providerRefundId: out.providerRefundId, state: 'processed' },
      );
    } catch (err) {
      this.deps.log.error(
        { err, refundId },
        'payments: refund not accepted by the provider (reconciliation retries)',
      );
    }
    return em.findOneOrFail(PaymentRefund, { id: refundId }, { refresh: true });
  }

  /**
   * Refunds part or all of a paid payment through the provider, once per key: the same key again
   * answers the same refund.
   */
  async refund(
    em: EntityManager,
    paymentId: string,
    amountPaise: number,
    idempotencyKey: string,
  ): Promise<PaymentRefund> {
    const id = await em.transactional(async (tx) => {
      // The payment's row lock first: two refunds of one payment (or one key) run one after the other.
      const payment = await tx.findOne(
        Payment,
        { id: paymentId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      const existing = await tx.findOne(PaymentRefund, { idempotencyKey }, { refresh: true });
      if (existing) return existing.id;
      if (!payment || payment.state !== PaymentState.PAID) throw badInput(PaymentMessages.notRefundable);
      const rows = await tx.execute<{ s: string | null }[]>(
        'select sum(amount_paise) as s from payment_refunds where payment_id = ?',
        [payment.id],
      );
      if (Number(rows[0]?.s ?? 0) + amountPaise > payment.amountPaise)
        throw badInput(PaymentMessages.refundTooLarge);
      const row = this.refundRow(tx, payment, amountPaise, idempotencyKey);
      await tx.flush();
      return row.id;
    });
    return this.processRefund(em, id);
  }

  // ------------------------------------------------------------ sweeps

  /**
   * The hold sweep: payments whose time ran out. The provider is asked first (a capture it has
   * not told us of wins); otherwise the payment expires and its order gives its stock back.
   */
  async expireDue(em: EntityManager, now: Date): Promise<{ expired: number; paid: number }> {
    const due = await em.find(
      Payment,
      { state: { $in: [PaymentState.PENDING, PaymentState.FAILED] }, expiresAt: { $lte: now } },
      { orderBy: { expiresAt: 'asc' }, limit: 500, refresh: true },
    );
    let expired = 0;
    let paid = 0;
    for (const p of due) {
      if ((await this.reconcileOne(em, p)) === 'applied') {
        paid += 1;
        continue;
      }
      const r = await this.apply(em, {
        source: 'expiry',
        eventId: `expiry:${p.id}`,
        kind: 'expired',
        type: 'hold.expired',
        providerOrderId: p.providerOrderId,
        providerPaymentId: null,
        method: null,
        amountPaise: null,
        reason: null,
      });
      if (r === 'applied') expired += 1;
    }
    // Payments whose provider order was never created (the provider was down) expire too.
    const orphans = await em.find(Payment, {
      state: { $in: [PaymentState.PENDING, PaymentState.FAILED] },
      expiresAt: { $lte: now },
      providerOrderId: null,
    });
    for (const p of orphans) expired += (await this.expireWithoutProvider(em, p.id)) ? 1 : 0;
    return { expired, paid };
  }

  private async expireWithoutProvider(em: EntityManager, paymentId: string): Promise<boolean> {
    return em.transactional(async (tx) => {
      const p0 = await tx.findOneOrFail(Payment, { id: paymentId }, { refresh: true });
      const wallet = await this.deps.wallet.lock(tx, p0.userId);
      if (p0.orderId && this.orderSettler) await this.orderSettler.lock(tx, p0.orderId);
      const p = await tx.findOneOrFail(
        Payment,
        { id: paymentId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (p.state !== PaymentState.PENDING && p.state !== PaymentState.FAILED) return false;
      p.state = PaymentState.EXPIRED;
      if (p.orderId && this.orderSettler) await this.orderSettler.expired(tx, p.orderId, wallet);
      return true;
    });
  }

  /** Reconciliation: payments pending longer than the threshold, settled from the provider's word. */
  async reconcile(em: EntityManager, now: Date): Promise<{ checked: number; settled: number }> {
    const before = new Date(now.getTime() - this.deps.reconcileAfterMs);
    const open = await em.find(
      Payment,
      {
        state: { $in: [PaymentState.PENDING, PaymentState.FAILED] },
        createdAt: { $lte: before },
        providerOrderId: { $ne: null },
      },
      { orderBy: { createdAt: 'asc' }, limit: 200, refresh: true },
    );
    let settled = 0;
    for (const p of open) if ((await this.reconcileOne(em, p)) === 'applied') settled += 1;
    // Refunds the provider did not accept yet are sent again (same idempotency key).
    const stuck = await em.find(
      PaymentRefund,
      { state: 'pending', createdAt: { $lte: before } },
      { limit: 100 },
    );
    for (const r of stuck) await this.processRefund(em, r.id);
    return { checked: open.length, settled };
  }

  /** Asks the provider about one payment and applies its answer. */
  async reconcileOne(em: EntityManager, p: Payment): Promise<ApplyResult> {
    if (!p.providerOrderId) return 'unchanged';
    let status;
    try {
      status = await this.deps.provider.fetchStatus(em, p.providerOrderId);
    } catch (err) {
      if (!(err instanceof ProviderUnavailable))
        this.deps.log.error({ err, paymentId: p.id }, 'payments: status check failed');
      return 'unchanged';
    }
    await em.nativeUpdate(Payment, { id: p.id }, { checkedAt: new Date() });
    if (status.state === 'pending') return 'unchanged';
    if (status.state === 'failed' && p.state === PaymentState.FAILED) return 'unchanged';
    return this.apply(em, {
      source: 'reconcile',
      eventId: `reconcile:${p.id}:${status.state}:${status.providerPaymentId ?? ''}`,
      kind: status.state,
      type: `status.${status.state}`,
      providerOrderId: p.providerOrderId,
      providerPaymentId: status.providerPaymentId,
      method: status.method,
      amountPaise: status.amountPaise,
      reason: status.reason,
    });
  }
}

function statusView(p: Payment): PaymentStatusView {
  return {
    id: p.id,
    state: p.state,
    orderId: p.orderId,
    purpose: p.purpose,
    amount: paiseToRupees(p.amountPaise),
    failureReason: p.failureReason,
  };
}
