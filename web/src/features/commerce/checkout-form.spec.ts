import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../components/ui/form-errors';
import { CheckoutMessages } from './messages';
import {
  businessSchema,
  emptyPayment,
  paymentSchema,
  promoSchema,
  shippingSaveSchema,
  shippingSchema,
  topUpSchema,
  type PaymentForm,
} from './checkout-form';

const shipping = {
  name: 'Asha',
  phone: '9876543210',
  email: 'a@example.com',
  address: '1 MG Road',
  city: 'Pune',
  postalCode: '411001',
  stateCode: '27',
};

/** The payment errors per field ({} when the form passes), as the checkout shows them. */
const validatePayment = (form: PaymentForm, payable: number) =>
  schemaErrors(paymentSchema(payable), form) ?? {};

describe('payment form', () => {
  it('needs a method only when something is payable', () => {
    expect(validatePayment(emptyPayment, 0)).toEqual({});
    expect(validatePayment(emptyPayment, 10)).toEqual({ method: 'Please select a payment method' });
  });
  it('takes the method alone: card and UPI details are typed on the payment page', () => {
    for (const method of ['Card', 'GPay', 'PhonePe', 'Paytm', 'Cash on delivery'] as const)
      expect(validatePayment({ method }, 1)).toEqual({});
  });
});

describe('shipping', () => {
  it('saving needs address, city and postal code, each flagged where it is missing', () => {
    expect(schemaErrors(shippingSaveSchema, { ...shipping, name: '' })).toBeNull();
    expect(schemaErrors(shippingSaveSchema, { ...shipping, city: ' ', postalCode: '' })).toEqual({
      city: 'Please fill in all shipping details',
      postalCode: 'Please fill in all shipping details',
    });
  });
  it('ordering needs every field', () => {
    expect(schemaErrors(shippingSchema, shipping)).toBeNull();
    expect(schemaErrors(shippingSchema, { ...shipping, phone: '', name: ' ' })).toEqual({
      name: 'Please fill in all shipping information',
      phone: 'Please fill in all shipping information',
    });
    expect(shippingSchema.parse({ ...shipping, city: ' Pune ' }).city).toBe('Pune');
    expect(schemaErrors(shippingSchema, { ...shipping, stateCode: '' })).toEqual({
      stateCode: 'Please select your state',
    });
  });
});

describe('promo code', () => {
  it('needs a code', () => {
    expect(schemaErrors(promoSchema, { code: '  ' })).toEqual({ code: 'Invalid promo code' });
    expect(promoSchema.parse({ code: ' save10 ' })).toEqual({ code: 'save10' });
  });
});

describe('wallet top-up', () => {
  const topUp = (amount: string) => schemaErrors(topUpSchema, { amount, description: '' })?.amount ?? null;
  it('needs at least 0.01 with two decimals', () => {
    expect(topUp('500')).toBeNull();
    expect(topUp('0.01')).toBeNull();
    expect(topUp('')).toBe('Please enter an amount');
    expect(topUp('abc')).toBe('Please enter an amount');
    expect(topUp('0')).toBe('Amount must be at least ₹0.01');
    expect(topUp('-5')).toBe('Amount must be at least ₹0.01');
    expect(topUp('1.234')).toBe('Amount can have at most 2 decimal places');
  });
  it("hands on a number and the description, or 'Added funds'", () => {
    expect(topUpSchema.parse({ amount: ' 250.5 ', description: '  ' })).toEqual({
      amount: 250.5,
      description: 'Added funds',
    });
    expect(topUpSchema.parse({ amount: '1', description: ' Gift ' }).description).toBe('Gift');
  });
});

describe('a business purchase (GSTIN and business name)', () => {
  it('accepts a GSTIN of any state, typed in lower case', () => {
    expect(
      schemaErrors(businessSchema, { gstin: '27aapfu0939f1zv', businessName: 'Asha Traders' }),
    ).toBeNull();
    expect(
      schemaErrors(businessSchema, { gstin: '29AAGCB7383J1Z4', businessName: 'Asha Traders' }),
    ).toBeNull();
  });
  it('refuses a wrong check character, a bad shape and a missing name at their fields', () => {
    expect(schemaErrors(businessSchema, { gstin: '27AAPFU0939F1ZA', businessName: 'A' })).toEqual({
      gstin: CheckoutMessages.gstinCheckDigit,
    });
    expect(schemaErrors(businessSchema, { gstin: '27AAPFU0939', businessName: '' })).toEqual({
      gstin: CheckoutMessages.gstin,
      businessName: CheckoutMessages.businessName,
    });
    expect(schemaErrors(businessSchema, { gstin: '', businessName: 'A' })).toEqual({
      gstin: CheckoutMessages.gstin,
    });
  });
});
