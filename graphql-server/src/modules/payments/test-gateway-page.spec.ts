import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacHex, signatureMatches } from './provider.js';
import { testOutcomeOf } from './test-gateway.js';
import { TestPageMessages, testGatewayPage, validateTestPage } from './test-gateway-page.js';

const form = (f: Partial<Record<'method' | 'cardNumber' | 'expiry' | 'cvv' | 'upiId', string>>) => ({
  method: '',
  cardNumber: '',
  expiry: '',
  cvv: '',
  upiId: '',
  ...f,
});

describe('the test gateway page', () => {
  it('checks the form with the spec messages', () => {
    expect(validateTestPage(form({}))).toEqual({ ok: false, errors: { method: TestPageMessages.method } });
    expect(
      validateTestPage(form({ method: 'card', cardNumber: '4111', expiry: '00/29', cvv: '12' })),
    ).toEqual({
      ok: false,
      errors: {
        cardNumber: TestPageMessages.card,
        expiry: TestPageMessages.expiry,
        cvv: TestPageMessages.cvv,
      },
    });
    expect(validateTestPage(form({ method: 'phonepe', upiId: 'nohandle' }))).toEqual({
      ok: false,
      errors: { upiId: TestPageMessages.upi },
    });
    expect(
      validateTestPage(
        form({ method: 'card', cardNumber: '4111 1111 1111 1111', expiry: '12/29', cvv: '123' }),
      ),
    ).toEqual({ ok: true, method: 'card', cardNumber: '4111111111111111', upiId: null });
    expect(validateTestPage(form({ method: 'gpay', upiId: 'asha@okaxis' }))).toEqual({
      ok: true,
      method: 'upi',
      cardNumber: null,
      upiId: 'asha@okaxis',
    });
  });

  it('is labelled as a test, escapes what it echoes and never echoes the CVV', () => {
    const html = testGatewayPage({
      action: '/pay/test/order_x',
      amountPaise: 23_600,
      description: 'Order',
      form: { method: 'gpay', upiId: '<script>x</script>', cvv: '' },
      errors: { upiId: TestPageMessages.upi },
    });
    expect(html).toContain('Test payment — no money moves');
    expect(html).toContain('₹236.00');
    expect(html).not.toContain('<script>x</script>');
    expect(html).toContain('aria-describedby="upiId-error"');
  });

  it('decides outcomes from the special inputs', () => {
    expect(testOutcomeOf({ cardNumber: '4000000000000002' })).toBe('fail');
    expect(testOutcomeOf({ cardNumber: '4000000000000077' })).toBe('pending');
    expect(testOutcomeOf({ cardNumber: '4000000000000119' })).toBe('timeout');
    expect(testOutcomeOf({ upiId: 'FAILURE@razorpay' })).toBe('fail');
    expect(testOutcomeOf({ cardNumber: '4111111111111111' })).toBe('pay');
  });
});

describe('the declined answer', () => {
  it('links back to the shop (the order page offers Try again) only when given a way back', () => {
    const page = (back?: string) =>
      testGatewayPage({
        action: '/pay/test/o1',
        amountPaise: 27022,
        description: 'Rupee Shop order',
        errors: { form: TestPageMessages.declined },
        back: back ?? null,
      });
    expect(page('/order-confirmation?order=a&b=<x>')).toContain(
      '<a href="/order-confirmation?order=a&amp;b=&lt;x&gt;">Back to the shop</a>',
    );
    expect(page()).not.toContain('Back to the shop');
  });
});

describe('signatures', () => {
  it('match only the same HMAC-SHA256 hex, compared in constant time', () => {
    const sig = hmacHex('secret', 'order_1|pay_1');
    expect(sig).toBe(crypto.createHmac('sha256', 'secret').update('order_1|pay_1').digest('hex'));
    expect(signatureMatches(sig, sig.toUpperCase())).toBe(true);
    expect(signatureMatches(sig, hmacHex('other', 'order_1|pay_1'))).toBe(false);
    expect(signatureMatches(sig, sig.slice(0, 10))).toBe(false);
    expect(signatureMatches(sig, 'not hex')).toBe(false);
    expect(signatureMatches(sig, undefined)).toBe(false);
  });
});
