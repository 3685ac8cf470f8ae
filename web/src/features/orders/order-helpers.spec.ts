import { describe, expect, it } from 'vitest';
import { orderRef, paymentSummary, statusTone, upiLabel } from './order-helpers';

describe('order statuses', () => {
  it('styles each status case-insensitively; unknown is pending', () => {
    expect(statusTone('DELIVERED')).toBe('success');
    expect(statusTone('Return Requested')).toBe(statusTone('RETURN_REQUESTED'));
    expect(statusTone('cancelled')).toBe('danger');
    expect(statusTone('Teleported')).toBe(statusTone('PENDING'));
  });
  it('shortens ids like the server messages', () => {
    expect(orderRef('3f2a9c1b-0000-4000-8000-000000000000')).toBe('#3F2A9C1B');
  });
});

describe('UPI label from the handle', () => {
  it('names the app from the suffix, else UPI', () => {
    expect(upiLabel('asha@ybl.phonepe')).toBe('PhonePe');
    expect(upiLabel('asha@phonepe')).toBe('PhonePe');
    expect(upiLabel('asha@okgpay')).toBe('GPay');
    expect(upiLabel('asha@PAYTM')).toBe('Paytm');
    expect(upiLabel('asha@ybl')).toBe('UPI');
    expect(upiLabel('phonepe')).toBe('UPI');
    expect(upiLabel(null)).toBe('UPI');
  });
  it('summarises payments', () => {
    expect(paymentSummary({ method: 'CARD', cardLastFour: '1111' })).toBe('Card •••• 1111');
    expect(paymentSummary({ method: 'UPI', upiId: 'a@paytm' })).toBe('Paytm (a@paytm)');
    expect(paymentSummary({ method: 'WALLET' })).toBe('Wallet');
    // Paid on the provider's page: the app chosen at checkout, no id kept by the shop.
    expect(paymentSummary({ method: 'UPI', upiProvider: 'PhonePe' })).toBe('PhonePe');
    expect(paymentSummary({ method: 'UPI' })).toBe('UPI');
    expect(paymentSummary({ method: 'COD' })).toBe('Cash on delivery');
  });
});
