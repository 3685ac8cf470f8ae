import crypto from 'node:crypto';
import { Router, type Response } from 'express';
import { badInput } from '../common/errors.js';
import { OrderStatus } from '../modules/orders/index.js';
import type { PlaceOrderRequest } from '../modules/orders/index.js';
import type { OrderView } from '../modules/orders/index.js';
import type { makeRoute } from './http.js';

/** An order as the legacy clients read it (rupees; `_id`s; status as words). */
export function legacyOrder(o: OrderView) {
  return {
    _id: o.id,
    id: o.id,
    user: { _id: o.customer.id, name: o.customer.name, email: o.customer.email },
    createdAt: o.createdAt,
    deliveredAt: o.deliveredAt,
    status: o.statusLabel,
    items: o.items.map((i) => ({
      _id: i.productId ?? i.id,
      product: i.productId,
      name: i.name,
      quantity: i.quantity,
      price: i.price,
      imageUrl: i.imageUrl,
    })),
    shipping: o.shipping,
    // The documented payment shape; the payment's state beside it.
    payment: {
      method: o.payment.method,
      upiId: o.payment.upiId,
      upiProvider: o.payment.upiProvider,
      cardLastFour: o.payment.cardLastFour,
    },
    paymentStatus: o.payment.statusLabel,
    totals: o.totals,
    returnDetails: o.returnDetails ?? { reason: null, details: null },
    refundedAmount: o.refundedAmount ?? 0,
    feeAmount: o.feeAmount,
    returnDeadline: o.returnDeadline,
  };
}

type Body = Record<string, unknown>;
const obj = (v: unknown): Body => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Body) : {});

/**
 * The legacy checkout payload. Only what the shopper chose is read: items (`_id`, quantity),
 * formData, the promo code and whether the wallet is used (`walletAmountUsed` > 0). Every price
 * and total the client sends is ignored; the server recomputes them.
 */
export function fromLegacyOrderPayload(body: unknown): PlaceOrderRequest {
  const b = obj(body);
  const f = obj(b.formData);
  const items = Array.isArray(b.items) ? b.items : [];
  const promo =
    typeof b.promoCode === 'string'
      ? b.promoCode
      : typeof b.promoApplied === 'string'
        ? b.promoApplied
        : null;
  return {
    items: items.map((raw) => {
      const i = obj(raw);
      return { productId: i._id ?? i.productId, quantity: i.quantity };
    }),
    shipping: {
      name: f.name,
      phone: f.phone,
      email: f.email,
      address: f.address,
      city: f.city,
      postalCode: f.postalCode,
      stateCode: f.stateCode,
    },
    payment: {
      method: f.paymentMethod,
      upiId: f.upiId,
      upiProvider: f.upiProvider,
      cardNumber: f.cardNumber,
      expiry: f.expiry ?? f.expiryDate,
      cvv: f.cvv,
    },
    promoCode: promo,
    useWallet: b.useWallet === true || Number(b.walletAmountUsed) > 0,
    business: f.gstin || f.businessName ? { gstin: f.gstin, name: f.businessName } : null,
  };
}

const STATUS_BY_WORDS = new Map(Object.values(OrderStatus).map((s) => [s.toLowerCase(), s]));

/** A tax document (invoice, credit note) as a download, never cached by a shared cache. */
function sendPdf(res: Response, doc: { filename: string; pdf: Buffer }): void {
  res
    .status(200)
    .type('application/pdf')
    .set('Content-Disposition', `attachment; filename="${doc.filename}"`)
    .set('Cache-Control', 'private, no-store')
    .send(doc.pdf);
}

/** The order's GST documents as PDFs (owner or admin; before `/:id`). */
function documentRoutes(r: Router, route: ReturnType<typeof makeRoute>): void {
  r.get(
    '/:id/invoice.pdf',
    route(async ({ em, services, viewer }, req, res) =>
      sendPdf(res, await services.invoices.pdfForOrder(em, viewer, String(req.params.id))),
    ),
  );
  r.get(
    '/:id/credit-notes/:cn.pdf',
    route(async ({ em, services, viewer }, req, res) =>
      sendPdf(
        res,
        await services.creditNotes.pdfFor(em, viewer, String(req.params.id), String(req.params.cn)),
      ),
    ),
  );
}

export function orderRoutes(route: ReturnType<typeof makeRoute>): Router {
  const r = Router();
  r.post(
    '/send-confirmation',
    route(async ({ em, services, viewer }, req) => {
      // The legacy client sends no key; without one each call is a new order attempt.
      const key = req.get('Idempotency-Key') ?? `rest-${crypto.randomUUID()}`;
      const result = await services.orderPlacement.place(em, viewer, fromLegacyOrderPayload(req.body), key);
      return {
        message: result.message,
        productNames: result.productNames,
        replayed: result.replayed,
        order: legacyOrder(result.order),
      };
    }),
  );
  r.get(
    '/',
    route(async ({ em, services, viewer }) =>
      (await services.orderQueries.listForLegacy(em, viewer)).map(legacyOrder),
    ),
  );
  documentRoutes(r, route);
  r.get(
    '/:id',
    route(async ({ em, services, viewer }, req) =>
      legacyOrder(await services.orderQueries.get(em, viewer, String(req.params.id))),
    ),
  );
  // refundAmount / gstDeduction in the body are ignored: the server computes the refund.
  r.patch(
    '/:id/cancel',
    route(async ({ em, services, viewer }, req) => {
      const out = await services.orderLifecycle.cancel(em, viewer, String(req.params.id));
      return { message: out.message, order: legacyOrder(out.order) };
    }),
  );
  r.patch(
    '/:id/return/request',
    route(async ({ em, services, viewer }, req) => {
      const b = obj(req.body);
      const out = await services.orderLifecycle.requestReturn(
        em,
        viewer,
        String(req.params.id),
        b.returnReason ?? b.reason,
        b.returnDetails ?? b.details,
      );
      return { message: out.message, order: legacyOrder(out.order) };
    }),
  );
  r.patch(
    '/:id/return/confirm',
    route(async ({ em, services, viewer }, req) => {
      const out = await services.orderLifecycle.confirmReturn(em, viewer, String(req.params.id));
      return { message: out.message, order: legacyOrder(out.order) };
    }),
  );
  r.patch(
    '/:id/status',
    route(async ({ em, services, viewer }, req) => {
      const words = obj(req.body).status;
      const status = typeof words === 'string' ? STATUS_BY_WORDS.get(words.trim().toLowerCase()) : undefined;
      if (!status) throw badInput('Unknown order status', 'status');
      const out = await services.orderLifecycle.updateStatus(em, viewer, String(req.params.id), status);
      return { message: out.message, order: legacyOrder(out.order) };
    }),
  );
  return r;
}
