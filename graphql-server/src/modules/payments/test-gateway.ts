import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  hmacHex,
  signatureMatches,
  WebhookRejected,
  type PaymentProvider,
  type ProviderCheckout,
  type ProviderEvent,
  type ProviderStatus,
} from './provider.js';

/**
 * Special inputs, as Razorpay's test mode has its test cards and `failure@razorpay`: every path
 * can be tried by hand and in tests. Any other well-formed card or UPI id pays.
 */
export const TEST_GATEWAY_INPUTS = {
  cards: {
    '4000000000000002': 'fail',
    '4000000000000077': 'pending',
    '4000000000000119': 'timeout',
  } as Record<string, TestOutcome>,
  upi: {
    'failure@razorpay': 'fail',
    'pending@razorpay': 'pending',
    'timeout@razorpay': 'timeout',
  } as Record<string, TestOutcome>,
};

/**
 * fail: declined (webhook payment.failed); pending: the bank never answers (no webhook, the
 * gateway says "attempted"); timeout: the money is taken but neither the webhook nor the return
 * reaches the shop (reconciliation finds it); pay: captured, webhook and return.
 */
export type TestOutcome = 'pay' | 'fail' | 'pending' | 'timeout';

export function testOutcomeOf(details: { cardNumber?: string | null; upiId?: string | null }): TestOutcome {
  if (details.cardNumber) return TEST_GATEWAY_INPUTS.cards[details.cardNumber] ?? 'pay';
  if (details.upiId) return TEST_GATEWAY_INPUTS.upi[details.upiId.toLowerCase()] ?? 'pay';
  return 'pay';
}

interface GatewayRow {
  provider_order_id: string;
  amount_paise: number;
  status: 'created' | 'attempted' | 'paid' | 'failed';
  provider_payment_id: string | null;
  method: string | null;
  refunded_paise: number;
}

const id = (prefix: string) => `${prefix}_test_${crypto.randomBytes(9).toString('base64url')}`;

/**
 * The built-in test gateway (the default provider): it keeps its own ledger
 * (`test_gateway_payments`), serves a hosted checkout page at `/pay/test/:order`, signs the
 * client's return like Razorpay (`HMAC_SHA256(order_id|payment_id, key secret)`) and calls the
 * shop's webhook with `X-Test-Signature` (HMAC of the raw body with a different, webhook secret).
 * No money moves.
 */
export class TestGateway implements PaymentProvider {
  readonly name = 'test' as const;

  constructor(
    private readonly keySecret: string,
    private readonly webhookSecret: string,
  ) {}

  async createOrder(em: EntityManager, p: { amountPaise: number; receipt: string }) {
    const providerOrderId = id('order');
    await em.execute(
      `insert into test_gateway_payments (provider_order_id, amount_paise, receipt) values (?, ?, ?)`,
      [providerOrderId, p.amountPaise, p.receipt],
    );
    return { providerOrderId };
  }

  checkout(p: { providerOrderId: string }): ProviderCheckout {
    return {
      kind: 'redirect',
      url: `/pay/test/${encodeURIComponent(p.providerOrderId)}`,
      keyId: null,
      scriptUrl: null,
    };
  }

  /** What the client brings back from the hosted page, signed. */
  signReturn(providerOrderId: string, providerPaymentId: string): string {
    return hmacHex(this.keySecret, `${providerOrderId}|${providerPaymentId}`);
  }

  verifyReturn(r: { providerOrderId: string; providerPaymentId: string; signature: string }): boolean {
    return signatureMatches(this.signReturn(r.providerOrderId, r.providerPaymentId), r.signature);
  }

  /** The webhook request the gateway sends: body and headers. */
  webhook(event: { type: 'payment.captured' | 'payment.failed'; row: GatewayRow; reason?: string | null }): {
    body: string;
    headers: Record<string, string>;
  } {
    const eventId = id('evt');
    const body = JSON.stringify({
      id: eventId,
      event: event.type,
      payload: {
        order_id: event.row.provider_order_id,
        payment_id: event.row.provider_payment_id,
        amount: event.row.amount_paise,
        method: event.row.method,
        error_description: event.reason ?? null,
      },
    });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-test-signature': hmacHex(this.webhookSecret, body),
        'x-test-event-id': eventId,
      },
    };
  }

  parseWebhook(raw: Buffer, header: (name: string) => string | undefined): ProviderEvent {
    if (!signatureMatches(hmacHex(this.webhookSecret, raw), header('x-test-signature')))
      throw new WebhookRejected('Invalid webhook signature');
    let body: { id?: unknown; event?: unknown; payload?: Record<string, unknown> };
    try {
      body = JSON.parse(raw.toString('utf8')) as typeof body;
    } catch {
      throw new WebhookRejected('Invalid webhook body');
    }
    const p = body.payload ?? {};
    const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
    const type = str(body.event) ?? 'unknown';
    const eventId = str(header('x-test-event-id')) ?? str(body.id);
    if (!eventId) throw new WebhookRejected('Missing event id');
    return {
      eventId,
      type,
      kind: type === 'payment.captured' ? 'paid' : type === 'payment.failed' ? 'failed' : 'other',
      providerOrderId: str(p.order_id),
      providerPaymentId: str(p.payment_id),
      method: str(p.method),
      amountPaise: typeof p.amount === 'number' ? p.amount : null,
      reason: str(p.error_description),
    };
  }

  /**
   * A payment attempt on the gateway (the hosted page's form, or the legacy payload in test mode).
   * Returns the gateway's row after it, and whether the webhook and the return reach the shop.
   */
  async attempt(
    em: EntityManager,
    providerOrderId: string,
    details: { method: 'card' | 'upi'; cardNumber?: string | null; upiId?: string | null },
  ): Promise<{ outcome: TestOutcome; row: GatewayRow } | null> {
    const outcome = testOutcomeOf(details);
    const status =
      outcome === 'pay' || outcome === 'timeout' ? 'paid' : outcome === 'fail' ? 'failed' : 'attempted';
    // A paid gateway order takes no second payment (as Razorpay's paid orders).
    const rows = await em.execute<GatewayRow[]>(
      `update test_gateway_payments set status = ?, provider_payment_id = ?, method = ?, updated_at = now()
       where provider_order_id = ? and status <> 'paid'
       returning provider_order_id, amount_paise, status, provider_payment_id, method, refunded_paise`,
      [status, id('pay'), details.method, providerOrderId],
    );
    const row = rows[0];
    if (!row) return null;
    return { outcome, row: { ...row, amount_paise: Number(row.amount_paise) } };
  }

  async refund(
    em: EntityManager,
    r: { providerPaymentId: string; amountPaise: number; idempotencyKey: string },
  ): Promise<{ providerRefundId: string; state: 'processed' }> {
    // As Razorpay's X-Refund-Idempotency: a key seen before answers the same refund, once.
    const rows = await em.execute<{ provider_order_id: string }[]>(
      `update test_gateway_payments
       set refunded_paise = refunded_paise + ?, refund_keys = array_append(refund_keys, ?), updated_at = now()
       where provider_payment_id = ? and status = 'paid' and refunded_paise + ? <= amount_paise
         and not (? = any(refund_keys))
       returning provider_order_id`,
      [r.amountPaise, r.idempotencyKey, r.providerPaymentId, r.amountPaise, r.idempotencyKey],
    );
    if (!rows.length) {
      const seen = await em.execute<{ n: number }[]>(
        'select 1 as n from test_gateway_payments where provider_payment_id = ? and ? = any(refund_keys)',
        [r.providerPaymentId, r.idempotencyKey],
      );
      if (!seen.length) throw new Error('test gateway: nothing to refund for this payment');
    }
    // The idempotency key names the refund: the same key gives the same id.
    return {
      providerRefundId: `rfnd_test_${hmacHex(this.keySecret, r.idempotencyKey).slice(0, 14)}`,
      state: 'processed',
    };
  }

  async fetchStatus(em: EntityManager, providerOrderId: string): Promise<ProviderStatus> {
    const rows = await em.execute<GatewayRow[]>(
      `select provider_order_id, amount_paise, status, provider_payment_id, method, refunded_paise
       from test_gateway_payments where provider_order_id = ?`,
      [providerOrderId],
    );
    const row = rows[0];
    if (!row)
      return { state: 'pending', providerPaymentId: null, method: null, amountPaise: null, reason: null };
    return {
      state: row.status === 'paid' ? 'paid' : row.status === 'failed' ? 'failed' : 'pending',
      providerPaymentId: row.provider_payment_id,
      method: row.method,
      amountPaise: Number(row.amount_paise),
      reason: row.status === 'failed' ? 'Payment declined by the test bank' : null,
    };
  }

  async amountOf(
    em: EntityManager,
    providerOrderId: string,
  ): Promise<{ amountPaise: number; status: string } | null> {
    const rows = await em.execute<{ amount_paise: number; status: string }[]>(
      'select amount_paise, status from test_gateway_payments where provider_order_id = ?',
      [providerOrderId],
    );
    return rows[0] ? { amountPaise: Number(rows[0].amount_paise), status: rows[0].status } : null;
  }
}
