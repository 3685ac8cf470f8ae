import { describe, expect, it } from 'vitest';
import {
  emptyPayment,
  formatCardNumber,
  formatCvv,
  formatExpiry,
  paymentInput,
  validateCardNumber,
  validateCartQuantity,
  validateCvv,
  validateExpiry,
  validatePayment,
  validateReturnReason,
  validateShippingComplete,
  validateShippingEdit,
  validateTopUp,
} from './checkout-helpers';

const shipping = {
  name: 'Asha',
  phone: '9876543210',
  email: 'a@example.com',
  address: '1 MG Road',
  city: 'Pune',
  postalCode: '411001',
};

describe('card number', () => {
  it('groups digits in fours and caps at 16 digits (19 characters)', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('4111')).toBe('4111');
    expect(formatCardNumber('4111-1111 1111x11112222')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111111111111111999')).toHaveLength(19);
    expect(formatCardNumber('abc')).toBe('');
  });
  it('needs exactly 16 digits after removing spaces', () => {
    expect(validateCardNumber('4111 1111 1111 1111')).toBeNull();
    expect(validateCardNumber('4111 1111 1111 111')).toBe('Please enter a valid 16-digit card number');
    expect(validateCardNumber('')).toBe('Please enter a valid 16-digit card number');
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
  it('accepts MM/YY with month 01 to 12', () => {
    expect(validateExpiry('01/30')).toBeNull();
    expect(validateExpiry('12/27')).toBeNull();
    for (const bad of ['13/27', '00/27', '1/27', '12/2', ''])
      expect(validateExpiry(bad)).toBe('Please enter a valid expiry date (MM/YY)');
  });
});

describe('cvv', () => {
  it('keeps 3 to 4 digits', () => {
    expect(formatCvv('12a345')).toBe('1234');
    expect(validateCvv('123')).toBeNull();
    expect(validateCvv('1234')).toBeNull();
    expect(validateCvv('12')).toBe('Please enter a valid CVV');
  });
});

describe('payment form', () => {
  it('needs a method only when something is payable', () => {
    expect(validatePayment(emptyPayment, 0)).toEqual({});
    expect(validatePayment(emptyPayment, 10)).toEqual({ method: 'Please select a payment method' });
  });
  it('needs a UPI id for GPay, PhonePe and Paytm', () => {
    for (const method of ['GPay', 'PhonePe', 'Paytm'] as const) {
      expect(validatePayment({ ...emptyPayment, method }, 1)).toEqual({ upiId: 'Please enter your UPI ID' });
      expect(validatePayment({ ...emptyPayment, method, upiId: 'me@ybl' }, 1)).toEqual({});
    }
  });
  it('checks every card field', () => {
    expect(validatePayment({ ...emptyPayment, method: 'Card' }, 1)).toEqual({
      cardNumber: 'Please enter a valid 16-digit card number',
      expiry: 'Please enter a valid expiry date (MM/YY)',
      cvv: 'Please enter a valid CVV',
    });
    expect(
      validatePayment(
        { ...emptyPayment, method: 'Card', cardNumber: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' },
        1,
      ),
    ).toEqual({});
  });
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

describe('shipping', () => {
  it('saving needs address, city and postal code', () => {
    expect(validateShippingEdit({ ...shipping, name: '' })).toBeNull();
    expect(validateShippingEdit({ ...shipping, city: ' ' })).toBe('Please fill in all shipping details');
  });
  it('ordering needs every field', () => {
    expect(validateShippingComplete(shipping)).toBeNull();
    expect(validateShippingComplete({ ...shipping, phone: '' })).toBe(
      'Please fill in all shipping information',
    );
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

describe('wallet top-up', () => {
  it('needs at least 0.01 with two decimals', () => {
    expect(validateTopUp('500')).toBeNull();
    expect(validateTopUp('0.01')).toBeNull();
    expect(validateTopUp('')).toBe('Please enter an amount');
    expect(validateTopUp('0')).toBe('Amount must be at least ₹0.01');
    expect(validateTopUp('1.234')).toBe('Amount can have at most 2 decimal places');
  });
});
