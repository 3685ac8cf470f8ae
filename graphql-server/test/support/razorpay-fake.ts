import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the Razorpay endpoints the shop calls, as Razorpay's API reference documents
 * them (never the internet): `POST /v1/orders`, `GET /v1/orders/:id/payments`,
 * `POST /v1/payments/:id/refund` (with `X-Refund-Idempotency`), Basic auth with key id and secret,
 * errors as `{ error: { code, description } }`. The test plays the shopper and the bank
 * (`pay`), and Razorpay's webhook sender (`webhook`), signing as the documentation says:
 * the checkout return `HMAC_SHA256(order_id|payment_id, key secret)`, the webhook
 * `HMAC_SHA256(raw body, webhook secret)` in `X-Razorpay-Signature`.
 */
export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';
  order_id: string;
  method: string;
  amount_refunded: number;
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

export interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: Record<string, string>;
  status: 'processed';
  speed_processed: 'normal';
  created_at: number;
}

const rid = (prefix: string) =>
  `${prefix}_${crypto.randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);

export class RazorpayFake {
  readonly keyId = `rzp_test_${crypto.randomBytes(6).toString('hex')}`;
  readonly keySecret = crypto.randomBytes(16).toString('hex');
  readonly webhookSecret = crypto.randomBytes(16).toString('hex');
  readonly orders = new Map<string, FakeOrder>();
  readonly payments = new Map<string, FakePayment>();
  readonly refunds = new Map<string, FakeRefund>();
  /** Refunds by idempotency key, with the body they were created with. */
  private readonly refundKeys = new Map<string, { body: string; refund: FakeRefund }>();
  /** Every request received: method, path, headers (for the tests' assertions). */
  readonly requests: { method: string; path: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  /** When set, the next answers are this status (a Razorpay outage). */
  failWith: number | null = null;
  /** The next request is carried out but its answer is lost (a 502 from a proxy on the way back). */
  loseNextAnswer = false;
  private server!: http.Server;
  url = '';

  static async start(): Promise<RazorpayFake> {
    const fake = new RazorpayFake();
    fake.server = http.createServer((req, res) => void fake.handle(req, res));
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const path = (req.url ?? '/').split('?')[0]!;
    this.requests.push({ method: req.method ?? '', path, headers: req.headers, body });
    const send = (status: number, json: unknown) => {
      if (this.loseNextAnswer) {
        this.loseNextAnswer = false;
        res.writeHead(502, { 'content-type': 'text/html' });
        res.end('<html>502 Bad Gateway</html>');
        return;
      }
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    const error = (status: number, description: string, code = 'BAD_REQUEST_ERROR') =>
      send(status, { error: { code, description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} } });
    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected)
      return error(401, 'Authentication failed', 'BAD_REQUEST_ERROR');
    if (this.failWith) return error(this.failWith, 'Service unavailable', 'SERVER_ERROR');
    let m: RegExpMatchArray | null;
    if (req.method === 'POST' && path === '/v1/orders') return this.createOrder(body, send, error);
    if (req.method === 'GET' && (m = path.match(/^\/v1\/orders\/([^/]+)\/payments$/))) {
      const order = this.orders.get(decodeURIComponent(m[1]!));
      if (!order) return error(400, 'The id provided does not exist');
      const items = [...this.payments.values()].filter((p) => p.order_id === order.id);
      return send(200, { entity: 'collection', count: items.length, items });
    }
    if (req.method === 'POST' && (m = path.match(/^\/v1\/payments\/([^/]+)\/refund$/)))
      return this.refund(decodeURIComponent(m[1]!), body, req.headers, send, error);
    return error(404, 'The requested URL was not found on the server.', 'NOT_FOUND');
  }

  private createOrder(
    body: string,
    send: (s: number, j: unknown) => void,
    error: (s: number, d: string) => void,
  ) {
    const p = JSON.parse(body || '{}') as {
      amount?: unknown;
      currency?: unknown;
      receipt?: unknown;
      notes?: unknown;
    };
    if (typeof p.amount !== 'number' || !Number.isInteger(p.amount) || p.amount < 100)
      return error(400, 'The amount must be atleast INR 1.00');
    if (p.currency !== 'INR') return error(400, 'Currency is not supported');
    if (typeof p.receipt !== 'string' || p.receipt.length > 40)
      return error(400, 'receipt: The receipt may not be greater than 40 characters.');
    const order: FakeOrder = {
      id: rid('order'),
      entity: 'order',
      amount: p.amount,
      amount_paid: 0,
      amount_due: p.amount,
      currency: 'INR',
      receipt: p.receipt,
      status: 'created',
      attempts: 0,
      notes: (p.notes as Record<string, string>) ?? {},
      created_at: now(),
    };
    this.orders.set(order.id, order);
    send(200, order);
  }

  private refund(
    paymentId: string,
    body: string,
    headers: http.IncomingHttpHeaders,
    send: (s: number, j: unknown) => void,
    error: (s: number, d: string) => void,
  ) {
    const key = headers['x-refund-idempotency'];
    if (typeof key === 'string') {
      if (!/^[A-Za-z0-9_-]{10,}$/.test(key)) return error(400, 'Invalid idempotency key');
      const seen = this.refundKeys.get(key);
      if (seen)
        return seen.body === body
          ? send(200, seen.refund)
          : error(400, 'Different request with the same idempotency key has already been processed.');
    }
    const payment = this.payments.get(paymentId);
    if (!payment) return error(400, 'The id provided does not exist');
    if (payment.status !== 'captured') return error(400, 'Only captured payments can be refunded');
    const p = JSON.parse(body || '{}') as { amount?: unknown; notes?: Record<string, string> };
    const amount = typeof p.amount === 'number' ? p.amount : payment.amount - payment.amount_refunded;
    if (amount < 100) return error(400, 'The amount must be at least INR 1.00');
    if (payment.amount_refunded + amount > payment.amount)
      return error(400, 'The refund amount provided is greater than amount captured');
    payment.amount_refunded += amount;
    const refund: FakeRefund = {
      id: rid('rfnd'),
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: paymentId,
      notes: p.notes ?? {},
      status: 'processed',
      speed_processed: 'normal',
      created_at: now(),
    };
    this.refunds.set(refund.id, refund);
    if (typeof key === 'string') this.refundKeys.set(key, { body, refund });
    send(200, refund);
  }

  // ------------------------------------------------------------ the shopper, the bank, the webhook sender

  /**
   * A payment attempt on Razorpay Checkout for this order: `captured` (paid), `failed` (declined)
   * or `authorized` (the bank has not confirmed: pending). Returns what Checkout's handler hands
   * the page (`razorpay_order_id`, `razorpay_payment_id`, `razorpay_signature`).
   */
  pay(
    orderId: string,
    outcome: 'captured' | 'failed' | 'authorized' = 'captured',
    method = 'upi',
  ): { payment: FakePayment; signature: string } {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`fake razorpay: no order ${orderId}`);
    const payment: FakePayment = {
      id: rid('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: 'INR',
      status: outcome,
      order_id: orderId,
      method,
      amount_refunded: 0,
      captured: outcome === 'captured',
      error_code: outcome === 'failed' ? 'BAD_REQUEST_ERROR' : null,
      error_description: outcome === 'failed' ? 'Payment failed because the bank declined it' : null,
      created_at: now(),
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = outcome === 'captured' ? 'paid' : 'attempted';
    if (outcome === 'captured') {
      order.amount_paid = order.amount;
      order.amount_due = 0;
    }
    return { payment, signature: this.signReturn(orderId, payment.id) };
  }

  /** The bank confirms an authorised payment later (auto-capture). */
  capture(paymentId: string): FakePayment {
    const payment = this.payments.get(paymentId)!;
    payment.status = 'captured';
    payment.captured = true;
    const order = this.orders.get(payment.order_id)!;
    order.status = 'paid';
    order.amount_paid = order.amount;
    order.amount_due = 0;
    return payment;
  }

  signReturn(orderId: string, paymentId: string, secret = this.keySecret): string {
    return crypto.createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
  }

  /** A webhook body as Razorpay sends it for this event. */
  webhookBody(
    event: 'payment.captured' | 'payment.failed' | 'order.paid' | 'refund.processed',
    target: { payment: FakePayment; refund?: FakeRefund },
  ): string {
    const payload: Record<string, { entity: unknown }> = { payment: { entity: target.payment } };
    if (event === 'order.paid') payload.order = { entity: this.orders.get(target.payment.order_id) };
    if (event === 'refund.processed') payload.refund = { entity: target.refund };
    return JSON.stringify({
      entity: 'event',
      account_id: 'acc_fake',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: now(),
    });
  }

  /**
   * Delivers a webhook to the shop as Razorpay does: the raw body signed with the webhook secret
   * (or `secret`, to try a wrong one), its event id in `x-razorpay-event-id`.
   */
  async webhook(
    shopUrl: string,
    body: string,
    opts: { eventId?: string; secret?: string; signature?: string } = {},
  ): Promise<Response> {
    const signature =
      opts.signature ??
      crypto
        .createHmac('sha256', opts.secret ?? this.webhookSecret)
        .update(body)
        .digest('hex');
    return fetch(`${shopUrl}/api/payments/webhooks/razorpay`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': opts.eventId ?? rid('evt'),
      },
      body,
    });
  }
}
