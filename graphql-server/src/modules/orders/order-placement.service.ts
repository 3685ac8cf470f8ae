import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RateLimit } from '../../common/rate-limit.js';
import type { Viewer } from '../../common/context.js';
import { badInput, conflict, DomainError, notFound } from '../../common/errors.js';
import { isUuid } from '../../common/validation.js';
import type { EventRaiser } from '../../common/events.js';
import type { ShopSettingsProvider } from '../../common/settings.js';
import { paiseToRupees } from '../../common/money.js';
import { requireViewer } from '../../common/viewer.js';
import type { CartService } from '../cart/index.js';
import type { CatalogEvents } from '../catalog/index.js';
import { Product } from '../catalog/index.js';
import { orderRef } from '../pricing/index.js';
import { computeTotals, splitGst, stateByCode } from '../pricing/index.js';
import { taxView } from './order-view.js';
import type { InvoiceService } from '../invoices/index.js';
import type { PromoService } from '../promos/index.js';
import type { WalletService } from '../wallet/index.js';
import { PaymentMessages as PaymentMessagesForOrders } from '../payments/index.js';
import type { PaymentCheckout, PaymentsService } from '../payments/index.js';
import {
  CheckoutMessages,
  normalizeBusiness,
  normalizeKey,
  normalizeLines,
  normalizePayment,
  normalizeShipping,
  requestHash,
  type RawLine,
} from './checkout.js';
import type { OrderQueryService } from './order-queries.service.js';
import { Order, OrderItem, OrderPaymentStatus, OrderRequest, PaymentMethod } from './order.entity.js';
import type { OrderEvents } from './orders.events.js';
import { recordTimeline } from './order-timeline.js';
import { issueInvoiceOf } from './order-payments.js';
import { assertCashOnDelivery, cashOnDeliveryAllowed } from './cash-on-delivery.js';
import { OrderMessages } from './orders.messages.js';
import type { Quote } from './orders.types.js';
import type { OrderView } from './orders.types.js';

/** Test-only seams, passed through `startShopServer` options; production never sets them. */
export interface OrderHooks {
  /** Runs inside the order's transaction right after the stock was decremented (and flushed). */
  afterStockDecrement?: (info: { userId: string; productIds: string[] }) => void | Promise<void>;
}

export interface PlaceOrderRequest {
  items: readonly RawLine[] | null | undefined;
  shipping: Parameters<typeof normalizeShipping>[0];
  payment?: Parameters<typeof normalizePayment>[0];
  promoCode?: string | null | undefined;
  useWallet?: boolean | null | undefined;
  business?: Parameters<typeof normalizeBusiness>[0];
}

export interface PlaceOrderResult {
  message: string;
  productNames: string[];
  order: OrderView;
  replayed: boolean;
  checkout: PaymentCheckout | null;
}

interface OrderPlacementDeps {
  wallet: WalletService;
  payments: PaymentsService;
  promos: PromoService;
  cart: CartService;
  /** Issues the tax invoice inside the order's transaction (docs/gst.md). */
  invoices: Pick<InvoiceService, 'issueFor'>;
  queries: OrderQueryService;
  events: EventRaiser<OrderEvents & CatalogEvents>;
  settings: ShopSettingsProvider;
  hooks?: OrderHooks | undefined;
  /** Orders placed per account (a replay of an idempotency key gives its point back). */
  limit: RateLimit;
  /** Refuses a buyer whose account was erased while this order was being placed (auth's face). */
  buyers: { assertNotErased(tx: EntityManager, userId: string): Promise<void> };
}

/** Placing an order: the checkout quote, and the one idempotent transaction that places it. */
export class OrderPlacementService {
  constructor(private readonly deps: OrderPlacementDeps) {}

  // ---------------------------------------------------------------- quote

  async quote(
    em: EntityManager,
    viewer: Viewer | null,
    input: {
      items: readonly RawLine[];
      promoCode?: string | null;
      useWallet?: boolean | null;
      stateCode?: string | null;
    },
  ): Promise<Quote> {
    const v = requireViewer(viewer, CheckoutMessages.login);
    const lines = normalizeLines(input.items);
    const products = await em.find(
      Product,
      { id: { $in: lines.map((l) => l.productId) } },
      { refresh: true },
    );
    const byId = new Map(products.map((p) => [p.id, p]));
    const priced = lines.map((l) => {
      const p = byId.get(l.productId);
      if (!p) throw notFound(CheckoutMessages.productNotFound);
      return { unitPricePaise: p.pricePaise, quantity: l.quantity };
    });
    const promo = await this.deps.promos.resolve(em, input.promoCode, v.userId);
    const balance = await this.deps.wallet.balance(em, v.userId);
    const t = computeTotals({
      lines: priced,
      promo,
      walletBalance: balance,
      useWallet: !!input.useWallet,
      gstPercent: this.deps.settings.current().gstPercent,
    });
    return {
      subtotal: paiseToRupees(t.subtotal),
      gstAmount: paiseToRupees(t.gst),
      promoDiscount: paiseToRupees(t.discount),
      promoCode: promo?.code ?? null,
      promoLabel: promo?.label ?? null,
      baseTotal: paiseToRupees(t.base),
      walletAmountUsed: paiseToRupees(t.walletUsed),
      totalAmount: paiseToRupees(t.payable),
      cashOnDelivery: cashOnDeliveryAllowed(this.deps.settings.current(), t.payable),
      cashOnDeliveryLimit: paiseToRupees(this.deps.settings.current().codLimitPaise),
      walletBalance: paiseToRupees(balance),
      tax: stateByCode(input.stateCode)
        ? taxView(splitGst(t.gst, this.deps.settings.current().seller.stateCode, input.stateCode!))
        : null,
    };
  }

  // ---------------------------------------------------------------- place

  /**
   * Places an order in ONE transaction. Locks, always in this order: the idempotency row, the
   * buyer's account row (shared), the buyer's wallet, the products (by id). Same key again → the same order; same key with another
   * request → 409. A failed attempt leaves nothing behind, so its key can be retried.
   */
  async place(
    em: EntityManager,
    viewer: Viewer | null,
    req: PlaceOrderRequest,
    rawKey: unknown,
  ): Promise<PlaceOrderResult> {
    const v = requireViewer(viewer, CheckoutMessages.login);
    const key = normalizeKey(rawKey);
    const lines = normalizeLines(req.items);
    const shipping = normalizeShipping(req.shipping);
    const payment = normalizePayment(req.payment);
    const promoCode = req.promoCode?.trim() ? req.promoCode.trim().toUpperCase() : null;
    const useWallet = !!req.useWallet;
    const business = normalizeBusiness(req.business);
    const hash = requestHash({ lines, shipping, payment, promoCode, useWallet, business });
    // Only the test gateway takes the legacy payload's card number or UPI id (it moves no money).
    if (payment.direct && !this.deps.payments.testGateway)
      throw badInput(OrderMessages.detailsOnProviderPage, 'paymentMethod');
    await this.deps.limit.consume(`user:${v.userId}`);

    const outcome = await em.transactional(async (tx) => {
      const claimed = await tx.execute(
        `insert into order_requests (user_id, idempotency_key, request_hash) values (?, ?, ?)
         on conflict (user_id, idempotency_key) do nothing returning user_id`,
        [v.userId, key, hash],
      );
      if (!claimed.length) {
        // Another request with this key committed first (we waited on its row if it was running).
        const prior = await tx.findOneOrFail(OrderRequest, { userId: v.userId, key }, { refresh: true });
        if (prior.requestHash !== hash) throw conflict(CheckoutMessages.keyReused);
        return { orderId: prior.orderId!, replayed: true, paymentId: null as string | null };
      }

      // The buyer's row, share-locked: an erasure running now finishes first (and this refuses) or waits.
      await this.deps.buyers.assertNotErased(tx, v.userId);
      const wallet = await this.deps.wallet.lock(tx, v.userId);
      const products = await tx.find(
        Product,
        { id: { $in: lines.map((l) => l.productId) } },
        { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      const byId = new Map(products.map((p) => [p.id, p]));
      const bought = lines.map((l) => {
        const product = byId.get(l.productId);
        if (!product) throw notFound(CheckoutMessages.productNotFound);
        if (product.stock < l.quantity) throw badInput(CheckoutMessages.insufficient(product.name));
        return { product, quantity: l.quantity };
      });
      for (const b of bought) b.product.stock -= b.quantity;
      await tx.flush();
      await this.deps.hooks?.afterStockDecrement?.({
        userId: v.userId,
        productIds: lines.map((l) => l.productId),
      });

      const promo = await this.deps.promos.resolve(tx, promoCode, v.userId);
      if (promo) await this.deps.promos.claim(tx, promo.code);
      const totals = computeTotals({
        lines: bought.map((b) => ({ unitPricePaise: b.product.pricePaise, quantity: b.quantity })),
        promo,
        walletBalance: wallet.balancePaise,
        useWallet,
        gstPercent: this.deps.settings.current().gstPercent,
      });
      let method: PaymentMethod;
      if (totals.payable === 0) method = PaymentMethod.WALLET;
      else if (payment.method === PaymentMethod.WALLET) throw badInput(OrderMessages.insufficientWallet);
      else if (!payment.method) throw badInput(CheckoutMessages.method, 'paymentMethod');
      else method = payment.method;
      if (method === PaymentMethod.COD) assertCashOnDelivery(this.deps.settings.current(), totals.payable);
      // Cash on delivery is confirmed unpaid with no hold: paid when delivered (cash-on-delivery.ts).
      const online = totals.payable > 0 && method !== PaymentMethod.COD;

      const order = tx.create(Order, {
        userId: v.userId,
        shippingName: shipping.name,
        shippingPhone: shipping.phone,
        shippingEmail: shipping.email,
        shippingAddress: shipping.address,
        shippingCity: shipping.city,
        shippingPostalCode: shipping.postalCode,
        shippingStateCode: shipping.stateCode,
        buyerGstin: business?.gstin ?? null,
        buyerBusinessName: business?.name ?? null,
        paymentMethod: method,
        upiId: method === PaymentMethod.UPI ? payment.upiId : null,
        upiProvider: method === PaymentMethod.UPI ? payment.upiProvider : null,
        cardLastFour: method === PaymentMethod.CARD ? payment.cardLastFour : null,
        subtotalPaise: totals.subtotal,
        gstPaise: totals.gst,
        promoDiscountPaise: totals.discount,
        promoCode: promo?.code ?? null,
        promoLabel: promo?.label ?? null,
        baseTotalPaise: totals.base,
        walletUsedPaise: totals.walletUsed,
        totalPaise: totals.payable,
        // Nothing left to pay: paid by the wallet now. Else the stock is held until the payment
        // comes or the hold expires (payments.jobs.ts gives it back).
        paymentStatus: totals.payable === 0 ? OrderPaymentStatus.PAID : OrderPaymentStatus.PENDING,
        holdExpiresAt: online ? this.deps.payments.holdUntil() : null,
      });
      bought.forEach((b, position) =>
        tx.create(OrderItem, {
          order,
          product: b.product,
          name: b.product.name,
          unitPricePaise: b.product.pricePaise,
          quantity: b.quantity,
          imagePath: b.product.imagePath,
          position,
        }),
      );
      await tx.flush();
      recordTimeline(tx, { orderId: order.id, actor: v, from: null, to: order.status, note: 'Order placed' });
      if (totals.walletUsed > 0)
        this.deps.wallet.debitForOrder(
          tx,
          wallet,
          totals.walletUsed,
          `Payment for order ${orderRef(order.id)}`,
          order.id,
        );
      await this.deps.cart.removeProducts(
        tx,
        v.userId,
        lines.map((l) => l.productId),
      );
      await tx.nativeUpdate(OrderRequest, { userId: v.userId, key }, { orderId: order.id });
      const pay = online
        ? this.deps.payments.createForOrder(tx, {
            userId: v.userId,
            orderId: order.id,
            amountPaise: totals.payable,
            expiresAt: order.holdExpiresAt!,
          })
        : null;
      const { events } = this.deps;
      await events.raise(tx, 'StockChanged', { productIds: lines.map((l) => l.productId) });
      const placed = {
        orderId: order.id,
        userId: v.userId,
        productNames: bought.map((b) => b.product.name),
        imagePath: bought[0]?.product.imagePath ?? null,
        baseTotalPaise: totals.base,
        shipping: {
          name: shipping.name,
          phone: shipping.phone,
          address: shipping.address,
          city: shipping.city,
          postalCode: shipping.postalCode,
          stateCode: shipping.stateCode,
        },
      };
      await events.raise(tx, 'OrderPlaced', placed);
      if (totals.payable === 0) {
        // Paid in full from the wallet: a sale now, invoiced in this transaction (last: the
        // series' counter row is held until the commit). Others are invoiced when paid.
        await events.raise(tx, 'OrderPaid', placed);
        await issueInvoiceOf(tx, order, this.deps.invoices);
      }
      await tx.flush();
      return { orderId: order.id, replayed: false, paymentId: pay?.id ?? null };
    });

    if (outcome.replayed) await this.deps.limit.refund(`user:${v.userId}`);
    // After commit: the provider's order, then (test gateway, legacy payload) the charge itself.
    let checkout: PaymentCheckout | null = null;
    if (outcome.paymentId) {
      await this.deps.payments.open(em.fork(), outcome.paymentId);
      if (payment.direct) await this.deps.payments.payDirect(em.fork(), outcome.paymentId, payment.direct);
    }
    const order = await this.deps.queries.load(em.fork(), outcome.orderId);
    if (order.paymentStatus === OrderPaymentStatus.FAILED && payment.direct && !outcome.replayed)
      throw new DomainError('PAYMENT_FAILED', PaymentMessagesForOrders.declined);
    if (order.paymentStatus === OrderPaymentStatus.PENDING)
      checkout = await this.deps.payments.checkoutForOrder(em.fork(), order.id);
    const productNames = order.items.getItems().map((i) => i.name);
    return {
      message:
        order.paymentStatus === OrderPaymentStatus.PAID || order.paymentMethod === PaymentMethod.COD
          ? `Order placed successfully for: ${productNames.join(', ')}`
          : `Order placed for: ${productNames.join(', ')}. Complete the payment to confirm it.`,
      productNames,
      order: await this.deps.queries.toView(em, order, v),
      replayed: outcome.replayed,
      checkout,
    };
  }

  /** The owner pays again for an order whose payment is pending or failed, while its hold lasts. */
  async retryPayment(
    em: EntityManager,
    viewer: Viewer | null,
    id: string,
    rawPayment: Parameters<typeof normalizePayment>[0],
  ): Promise<PlaceOrderResult> {
    const v = requireViewer(viewer, CheckoutMessages.login);
    if (!isUuid(id)) throw notFound(OrderMessages.notFound);
    const payment = normalizePayment(rawPayment ?? { method: 'card', payOnProviderPage: true });
    if (payment.direct && !this.deps.payments.testGateway)
      throw badInput(OrderMessages.detailsOnProviderPage, 'paymentMethod');
    const paymentId = await em.transactional(async (tx) => {
      await this.deps.wallet.lock(tx, v.userId);
      const order = await tx.findOne(
        Order,
        { id, userId: v.userId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!order) throw notFound(OrderMessages.notFound);
      const open =
        order.paymentStatus === OrderPaymentStatus.PENDING ||
        order.paymentStatus === OrderPaymentStatus.FAILED;
      if (!open || !order.holdExpiresAt || order.holdExpiresAt <= new Date())
        throw badInput(OrderMessages.notRetryable);
      if (payment.method === PaymentMethod.CARD || payment.method === PaymentMethod.UPI) {
        order.paymentMethod = payment.method;
        order.upiId = payment.method === PaymentMethod.UPI ? payment.upiId : null;
        order.upiProvider = payment.method === PaymentMethod.UPI ? payment.upiProvider : null;
        order.cardLastFour = payment.method === PaymentMethod.CARD ? payment.cardLastFour : null;
      }
      order.paymentStatus = OrderPaymentStatus.PENDING;
      const p = this.deps.payments.createForOrder(tx, {
        userId: v.userId,
        orderId: order.id,
        amountPaise: order.totalPaise,
        expiresAt: order.holdExpiresAt,
      });
      await tx.flush();
      return p.id;
    });
    await this.deps.payments.open(em.fork(), paymentId);
    if (payment.direct) await this.deps.payments.payDirect(em.fork(), paymentId, payment.direct);
    const order = await this.deps.queries.load(em.fork(), id);
    if (order.paymentStatus === OrderPaymentStatus.FAILED && payment.direct)
      throw new DomainError('PAYMENT_FAILED', PaymentMessagesForOrders.declined);
    const productNames = order.items.getItems().map((i) => i.name);
    return {
      message:
        order.paymentStatus === OrderPaymentStatus.PAID
          ? `Order placed successfully for: ${productNames.join(', ')}`
          : 'Complete the payment to confirm your order.',
      productNames,
      order: await this.deps.queries.toView(em, order, v),
      replayed: false,
      checkout:
        order.paymentStatus === OrderPaymentStatus.PENDING
          ? await this.deps.payments.checkoutForOrder(em.fork(), order.id)
          : null,
    };
  }
}
