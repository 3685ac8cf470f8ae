import { describe, expect, it } from 'vitest';
import { emptyPayment } from './checkout-form';
import { paymentInput, validateCartQuantity, validateReturnReason } from './checkout-helpers';

describe('payment input', () => {
  it('sends the method only: card or upi with its provider on the payment page, cash on delivery, or wallet', () => {
    expect(paymentInput({ method: 'Card' }, 5)).toEqual({ method: 'CARD', payOnProviderPage: true });
    expect(paymentInput({ method: 'PhonePe' }, 5)).toEqual({
      method: 'UPI',
      upiProvider: 'PhonePe',
      payOnProviderPage: true,
    });
    expect(paymentInput({ method: 'Cash on delivery' }, 5)).toEqual({ method: 'COD' });
    expect(paymentInput({ method: 'Card' }, 0)).toEqual({ method: 'WALLET' });
    expect(paymentInput(emptyPayment, 0)).toEqual({ method: 'WALLET' });
  });
  it('never carries a card number or UPI id', () => {
    for (const method of ['Card', 'GPay', 'PhonePe', 'Paytm', 'Cash on delivery'] as const) {
      const sent = JSON.stringify(paymentInput({ method }, 5));
      expect(sent).not.toMatch(/cardNumber|upiId|cvv|expiry/);
    }
  });
});

describe('cart quantity', () => {
  it('is 1 to stock', () => {
    expect(validateCartQuantity(1, 3, 'Kettle')).toBeNull();
    expect(validateCartQuantity(3, 3, 'Kettle')).toBeNull();
    expect(validateCartQuantity(0, 3, 'Kettle')).toBe('Quantity cannot be less than 1');
    expect(validateCartQuantity(Number.NaN, 3, 'Kettle')).toBe('Quantity cannot be less than 1');
    expect(validateCartQuantity(4, 3, 'Kettle')).toBe('Only 3 Kettle in stock');
  });
});

describe('returns', () => {
  it('needs a return reason', () => {
    expect(validateReturnReason('')).toBe('Please select a reason for the return');
    expect(validateReturnReason('OTHER')).toBeNull();
  });
});
