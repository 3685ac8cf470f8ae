import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The seam between the shop and whoever takes the money. Orders, the wallet and refunds reach a
 * provider only through the payments service, which holds one of these (`test` or `razorpay`).
 * Amounts are integer paise from the server's totals; the shop keeps the provider's ids, never a
 * card number. `em` is the shop's database, for a provider that keeps records there (the test
 * gateway's own ledger); a remote provider ignores it.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'razorpay';
  /** Creates the provider's order for `amountPaise` (receipt: unique per payment). */
  createOrder(
    em: EntityManager,
    p: { amountPaise: number; receipt: string; notes: Record<string, string> },
  ): Promise<{ providerOrderId: string }>;
  /** What the browser needs to pay (a page to go to, or the provider's checkout script's key). */
  checkout(p: { paymentId: string; providerOrderId: string }): ProviderCheckout;
  /** The client's return: true when the provider signed this order and payment id. */
  verifyReturn(r: { providerOrderId: string; providerPaymentId: string; signature: string }): boolean;
  /** A webhook: verified over the raw body (throws `WebhookRejected`), then read. */
  parseWebhook(raw: Buffer, header: (name: string) => string | undefined): ProviderEvent;
  /** A refund of a captured payment, once per idempotency key. */
  refund(
    em: EntityManager,
    r: { providerPaymentId: string; amountPaise: number; idempotencyKey: string },
  ): Promise<{ providerRefundId: string; state: 'pending' | 'processed' }>;
  /** The provider's word on an order's payment (reconciliation). */
  fetchStatus(em: EntityManager, providerOrderId: string): Promise<ProviderStatus>;
}

export interface ProviderCheckout {
  /** `redirect`: open `url`; `razorpay`: open Razorpay Checkout with `keyId` and the order id. */
  kind: 'redirect' | 'razorpay';
  url: string | null;
  keyId: string | null;
  /** `razorpay`: the Checkout script to load (default: Razorpay's own, `RAZORPAY_CHECKOUT_SCRIPT`). */
  scriptUrl?: string | null;
}

export interface ProviderStatus {
  state: 'paid' | 'failed' | 'pending';
  providerPaymentId: string | null;
  method: string | null;
  amountPaise: number | null;
  reason: string | null;
}

export interface ProviderEvent {
  /** The provider's event id: the same event delivered twice has the same id. */
  eventId: string;
  kind: 'paid' | 'failed' | 'refunded' | 'other';
  /** The provider's own name of the event (`payment.captured`). */
  type: string;
  providerOrderId: string | null;
  providerPaymentId: string | null;
  method: string | null;
  amountPaise: number | null;
  reason: string | null;
}

/** A webhook whose signature or body is wrong: answered 400, nothing changed. */
export class WebhookRejected extends Error {}

/** A provider that did not answer or refused: the shopper may retry. */
export class ProviderUnavailable extends Error {}

/** HMAC-SHA256 as hex, the way Razorpay (and the test gateway) sign. */
export function hmacHex(secret: string, data: string | Buffer): string {
  return crypto.createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of two hex signatures (false for any malformed one). */
export function signatureMatches(expectedHex: string, given: string | undefined | null): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
