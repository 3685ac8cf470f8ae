import crypto from 'node:crypto';
import {
  hmacHex,
  ProviderUnavailable,
  signatureMatches,
  WebhookRejected,
  type PaymentProvider,
  type ProviderCheckout,
  type ProviderEvent,
  type ProviderStatus,
} from './provider.js';

/** Razorpay Checkout's script, loaded by the browser on the payment step only. */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  /** The webhook's own secret (Dashboard → Webhooks), never the key secret. */
  webhookSecret: string;
  /** API root without `/v1` (https://api.razorpay.com; tests: their local fake). */
  apiUrl: string;
  /** Per request (ms). */
  timeoutMs?: number;
}

/** A payment entity as Razorpay's API and webhooks describe it (the fields the shop reads). */
interface RazorpayPayment {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  status?: unknown;
  method?: unknown;
  error_description?: unknown;
  created_at?: unknown;
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/** Razorpay's webhook events, as the shop reads them (others are recorded and change nothing). */
const EVENT_KINDS: Record<string, ProviderEvent['kind']> = {
  'payment.captured': 'paid',
  'order.paid': 'paid',
  'payment.failed': 'failed',
  'refund.processed': 'refunded',
};

/**
 * Razorpay through its REST API with `fetch` (no SDK: five calls, Basic auth and two HMACs):
 * Orders API (amount in paise, the payment's id as receipt), the checkout return's signature
 * `HMAC_SHA256(order_id|payment_id, key secret)`, webhooks signed over the raw body with the
 * webhook secret (`X-Razorpay-Signature`, one id per event in `X-Razorpay-Event-Id`), payments of
 * an order for reconciliation, refunds with `X-Refund-Idempotency`. Amounts are integer paise.
 */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  private readonly base: string;
  private readonly auth: string;

  constructor(private readonly cfg: RazorpayConfig) {
    this.base = cfg.apiUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
    this.auth = `Basic ${Buffer.from(`${cfg.keyId}:${cfg.keySecret}`).toString('base64')}`;
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          authorization: this.auth,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.cfg.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new ProviderUnavailable(`razorpay: ${method} ${path} not answered`, { cause: err });
    }
    const text = await res.text();
    if (!res.ok) {
      let description = text.slice(0, 200);
      try {
        description =
          (JSON.parse(text) as { error?: { description?: string } }).error?.description ?? description;
      } catch {
        // not JSON: keep the text
      }
      // 5xx and 409 (a request with this idempotency key still in progress) may be retried.
      const Err = res.status >= 500 || res.status === 409 ? ProviderUnavailable : Error;
      throw new Err(`razorpay: ${method} ${path} answered ${res.status}: ${description}`);
    }
    return JSON.parse(text) as T;
  }

  async createOrder(
    _em: unknown,
    p: { amountPaise: number; receipt: string; notes: Record<string, string> },
  ): Promise<{ providerOrderId: string }> {
    const order = await this.call<{ id?: unknown; amount?: unknown }>('POST', '/v1/orders', {
      amount: p.amountPaise,
      currency: 'INR',
      receipt: p.receipt,
      notes: p.notes,
    });
    const id = str(order.id);
    if (!id || num(order.amount) !== p.amountPaise) throw new Error('razorpay: unexpected order answer');
    return { providerOrderId: id };
  }

  checkout(): ProviderCheckout {
    return { kind: 'razorpay', url: null, keyId: this.cfg.keyId, scriptUrl: RAZORPAY_CHECKOUT_SCRIPT };
  }

  verifyReturn(r: { providerOrderId: string; providerPaymentId: string; signature: string }): boolean {
    return signatureMatches(
      hmacHex(this.cfg.keySecret, `${r.providerOrderId}|${r.providerPaymentId}`),
      r.signature,
    );
  }

  parseWebhook(raw: Buffer, header: (name: string) => string | undefined): ProviderEvent {
    if (!signatureMatches(hmacHex(this.cfg.webhookSecret, raw), header('x-razorpay-signature')))
      throw new WebhookRejected('Invalid webhook signature');
    let body: { event?: unknown; payload?: Record<string, { entity?: Record<string, unknown> }> };
    try {
      body = JSON.parse(raw.toString('utf8')) as typeof body;
    } catch {
      throw new WebhookRejected('Invalid webhook body');
    }
    const type = str(body.event) ?? 'unknown';
    const payment = (body.payload?.payment?.entity ?? {}) as RazorpayPayment;
    const order = body.payload?.order?.entity ?? {};
    const refund = body.payload?.refund?.entity ?? {};
    const kind = EVENT_KINDS[type] ?? 'other';
    return {
      // Razorpay sends one id per event, the same on every retry; a body without one is named by its hash.
      eventId:
        str(header('x-razorpay-event-id')) ?? `body:${crypto.createHash('sha256').update(raw).digest('hex')}`,
      type,
      kind,
      providerOrderId: str(payment.order_id) ?? str(order.id),
      providerPaymentId: str(payment.id) ?? str(refund.payment_id),
      method: str(payment.method),
      amountPaise: kind === 'refunded' ? num(refund.amount) : num(payment.amount),
      reason: str(payment.error_description),
      providerRefundId: kind === 'refunded' ? str(refund.id) : null,
      refundKey:
        kind === 'refunded'
          ? str((refund.notes as Record<string, unknown> | undefined)?.shop_refund_key)
          : null,
    };
  }

  async refund(
    _em: unknown,
    r: { providerPaymentId: string; amountPaise: number; idempotencyKey: string },
  ): Promise<{ providerRefundId: string; state: 'pending' | 'processed' }> {
    if (!r.providerPaymentId) throw new Error('razorpay: no payment id to refund');
    const out = await this.call<{ id?: unknown; status?: unknown }>(
      'POST',
      `/v1/payments/${encodeURIComponent(r.providerPaymentId)}/refund`,
      // The same key must come with the same body (Razorpay refuses a different one).
      { amount: r.amountPaise, speed: 'normal', notes: { shop_refund_key: r.idempotencyKey } },
      { 'x-refund-idempotency': r.idempotencyKey },
    );
    const id = str(out.id);
    if (!id) throw new Error('razorpay: unexpected refund answer');
    return { providerRefundId: id, state: out.status === 'processed' ? 'processed' : 'pending' };
  }

  async fetchStatus(_em: unknown, providerOrderId: string): Promise<ProviderStatus> {
    const list = await this.call<{ items?: RazorpayPayment[] }>(
      'GET',
      `/v1/orders/${encodeURIComponent(providerOrderId)}/payments`,
    );
    const items = Array.isArray(list.items) ? list.items : [];
    const view = (p: RazorpayPayment, state: ProviderStatus['state']): ProviderStatus => ({
      state,
      providerPaymentId: str(p.id),
      method: str(p.method),
      amountPaise: num(p.amount),
      reason: state === 'failed' ? (str(p.error_description) ?? 'Payment failed') : null,
    });
    // Captured (or refunded since: the money was taken) wins; an authorised one is still pending.
    const captured = items.find((p) => p.status === 'captured' || p.status === 'refunded');
    if (captured) return view(captured, 'paid');
    if (items.length && items.every((p) => p.status === 'failed')) {
      const last = [...items].sort((a, b) => (num(b.created_at) ?? 0) - (num(a.created_at) ?? 0))[0]!;
      return view(last, 'failed');
    }
    return { state: 'pending', providerPaymentId: null, method: null, amountPaise: null, reason: null };
  }
}
