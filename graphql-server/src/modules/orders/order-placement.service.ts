import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RateLimit } from '../../common/rate-limit.js';
import type { Viewer } from '../../common/context.js';
import { badInput, conflict, notFound } from '../../common/errors.js';
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
import { Order, OrderItem, OrderRequest, PaymentMethod } from './order.entity.js';
import type { OrderEvents } from './orders.events.js';
import { recordTimeline } from './order-timeline.js';
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
}

interface OrderPlacementDeps {
  wallet: WalletService;
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
      walletBalance: paiseToRupees(balance),
      tax: stateByCode(input.stateCode)
        ? taxView(splitGst(t.gst, this.deps.settings.current().seller.stateCode, input.stateCode!))
        : null,
    };
  }

  // ---------------------------------------------------------------- place

  /**
   * Places an order in ONE transaction. Locks, always in this order: the idempotency row, the
   * buyer's wallet, the products (by id). Same key again → the same order; same key with another
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
        return { orderId: prior.orderId!, replayed: true };
      }

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
      // Last: the invoice series' counter row is held from here to the commit. When payments
      // come (issue 32), this call moves to the "paid" transition.
      await this.deps.invoices.issueFor(tx, {
        orderId: order.id,
        userId: v.userId,
        buyer: {
          name: shipping.name,
          phone: shipping.phone,
          address: shipping.address,
          city: shipping.city,
          postalCode: shipping.postalCode,
          stateCode: shipping.stateCode,
          gstin: business?.gstin ?? null,
          businessName: business?.name ?? null,
        },
        lines: bought.map((b) => ({
          productId: b.product.id,
          name: b.product.name,
          quantity: b.quantity,
          unitPricePaise: b.product.pricePaise,
        })),
        subtotalPaise: totals.subtotal,
        gstPaise: totals.gst,
        discountPaise: totals.discount,
        baseTotalPaise: totals.base,
        walletUsedPaise: totals.walletUsed,
        promoCode: promo?.code ?? null,
      });
      const { events } = this.deps;
      await events.raise(tx, 'StockChanged', { productIds: lines.map((l) => l.productId) });
      await events.raise(tx, 'OrderPlaced', {
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
      });
      return { orderId: order.id, replayed: false };
    });

    if (outcome.replayed) await this.deps.limit.refund(`user:${v.userId}`);
    const order = await this.deps.queries.load(em.fork(), outcome.orderId);
    const productNames = order.items.getItems().map((i) => i.name);
    return {
      message: `Order placed successfully for: ${productNames.join(', ')}`,
      productNames,
      order: await this.deps.queries.toView(em, order, v),
      replayed: outcome.replayed,
    };
  }
}
