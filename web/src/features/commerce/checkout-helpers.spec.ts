import { describe, expect, it } from 'vitest';
import { emptyPayment } from './checkout-form';
import {
  formatCardNumber,
  formatCvv,
  formatExpiry,
  paymentInput,
  validateCartQuantity,
  validateReturnReason,
} from './checkout-helpers';

describe('card number', () => {
  it('groups digits in fours and caps at 16 digits (19 characters)', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('4111')).toBe('4111');
    expect(formatCardNumber('4111-1111 1111x11112222')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111111111111111999')).toHaveLength(19);
    expect(formatCardNumber('abc')).toBe('');
  });
});

describe('expiry', () => {
  it('inserts a slash after two digits, max 5 characters', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/27')).toBe('12/27');
    expect(formatExpiry('122799')).toBe('12/27');
  });
});

describe('cvv', () => {
  it('keeps digits, at most 4', () => {
    expect(formatCvv('12a345')).toBe('1234');
  });
});

describe('payment input', () => {
  it('sends card, upi with its provider, or wallet when nothing is payable', () => {
    expect(
      paymentInput({ ...emptyPayment, method: 'Card', cardNumber: '4111 1111 1111 1111' }, 5),
    ).toMatchObject({
      method: 'CARD',
      cardNumber: '4111111111111111',
    });
    expect(paymentInput({ ...emptyPayment, method: 'PhonePe', upiId: ' me@ybl ' }, 5)).toEqual({
      method: 'UPI',
      upiId: 'me@ybl',
      upiProvider: 'PhonePe',
    });
    expect(paymentInput({ ...emptyPayment, method: 'Card' }, 0)).toEqual({ method: 'WALLET' });
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
