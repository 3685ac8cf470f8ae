import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { WebhookRejected } from './provider.js';
import { createPaymentProvider } from './providers.js';
import { RazorpayProvider } from './razorpay.js';

const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_abc',
  RAZORPAY_KEY_SECRET: 'key-secret-1234',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-5678',
};
const jwt = new Uint8Array(32);

describe('choosing Razorpay', () => {
  it('is the provider once its three keys are set, and the test gateway otherwise', () => {
    expect(createPaymentProvider(loadConfig({}, KEYS), jwt).name).toBe('razorpay');
    expect(loadConfig({}, KEYS).RAZORPAY_API_URL).toBe('https://api.razorpay.com');
    expect(createPaymentProvider(loadConfig({}, {}), jwt).name).toBe('test');
    expect(createPaymentProvider(loadConfig({}, { ...KEYS, PAYMENT_PROVIDER: 'test' }), jwt).name).toBe(
      'test',
    );
  });

  it('refuses to start with one secret for both, or with a key missing', () => {
    expect(() => loadConfig({}, { ...KEYS, RAZORPAY_WEBHOOK_SECRET: KEYS.RAZORPAY_KEY_SECRET })).toThrow(
      'RAZORPAY_WEBHOOK_SECRET: must differ from RAZORPAY_KEY_SECRET',
    );
    expect(() => loadConfig({}, { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_abc' })).toThrow(
      'razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    );
  });
});

describe('Razorpay signatures', () => {
  const rzp = new RazorpayProvider({
    keyId: KEYS.RAZORPAY_KEY_ID,
    keySecret: KEYS.RAZORPAY_KEY_SECRET,
    webhookSecret: KEYS.RAZORPAY_WEBHOOK_SECRET,
    apiUrl: 'http://127.0.0.1:9/v1/',
  });
  const hmac = (secret: string, data: string) =>
    crypto.createHmac('sha256', secret).update(data).digest('hex');

  it('checks the checkout return as HMAC_SHA256(order_id|payment_id, key secret)', () => {
    const signature = hmac(KEYS.RAZORPAY_KEY_SECRET, 'order_A|pay_B');
    expect(rzp.verifyReturn({ providerOrderId: 'order_A', providerPaymentId: 'pay_B', signature })).toBe(
      true,
    );
    expect(rzp.verifyReturn({ providerOrderId: 'pay_B', providerPaymentId: 'order_A', signature })).toBe(
      false,
    );
    expect(
      rzp.verifyReturn({
        providerOrderId: 'order_A',
        providerPaymentId: 'pay_B',
        signature: hmac(KEYS.RAZORPAY_WEBHOOK_SECRET, 'order_A|pay_B'),
      }),
    ).toBe(false);
    expect(rzp.verifyReturn({ providerOrderId: 'order_A', providerPaymentId: 'pay_B', signature: '' })).toBe(
      false,
    );
  });

  it('reads webhooks signed over the raw body with the webhook secret, and only those', () => {
    const body = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: {
        refund: {
          entity: {
            id: 'rfnd_1',
            payment_id: 'pay_1',
            amount: 500,
            notes: { shop_refund_key: 'k-123456789' },
          },
        },
        payment: {
          entity: { id: 'pay_1', order_id: 'order_1', amount: 1000, method: 'upi', status: 'captured' },
        },
      },
    });
    const headers = (signature: string) => (name: string) =>
      ({ 'x-razorpay-signature': signature, 'x-razorpay-event-id': 'evt_1' })[name];
    expect(rzp.parseWebhook(Buffer.from(body), headers(hmac(KEYS.RAZORPAY_WEBHOOK_SECRET, body)))).toEqual({
      eventId: 'evt_1',
      type: 'refund.processed',
      kind: 'refunded',
      providerOrderId: 'order_1',
      providerPaymentId: 'pay_1',
      method: 'upi',
      amountPaise: 500,
      reason: null,
      providerRefundId: 'rfnd_1',
      refundKey: 'k-123456789',
    });
    expect(() => rzp.parseWebhook(Buffer.from(body), headers(hmac(KEYS.RAZORPAY_KEY_SECRET, body)))).toThrow(
      WebhookRejected,
    );
    const paid = JSON.stringify({
      event: 'order.paid',
      payload: {
        payment: { entity: { id: 'pay_2', order_id: 'order_2', amount: 2500, method: 'card' } },
        order: { entity: { id: 'order_2', amount: 2500 } },
      },
    });
    expect(
      rzp.parseWebhook(Buffer.from(paid), headers(hmac(KEYS.RAZORPAY_WEBHOOK_SECRET, paid))),
    ).toMatchObject({
      kind: 'paid',
      providerOrderId: 'order_2',
      providerPaymentId: 'pay_2',
      amountPaise: 2500,
    });
  });
});
