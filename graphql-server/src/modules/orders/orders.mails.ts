import type { MailMessage } from '../../common/mailer.js';
import type { ShopSettings } from '../../common/settings.js';
import { formatPaise, orderRef } from '../pricing/index.js';
import { SHIPPING_LIMITS } from './checkout.js';
import type { Order } from './order.entity.js';

/**
 * A value the buyer typed, as it may appear inside a mail: on one line (control and bidirectional
 * formatting characters become spaces, so it cannot start a paragraph or fake a header) and cut
 * to its field's limit. The shipping fields are the courier's data, never a recipient.
 */
export function courierText(value: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  const flat = value.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, ' ');
  const chars = [...flat.trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}

/**
 * The order confirmation: every line, the totals as charged, where it ships. It goes to the
 * account's own (verified) e-mail, never to the shipping e-mail the buyer typed, and it opens with
 * the shop's words: the buyer's text (the shipping name and address) comes last, on capped lines,
 * so the shop cannot be used to relay a message of the buyer's to anyone.
 */
export function orderConfirmationMail(
  settings: Pick<ShopSettings, 'shopName' | 'gstPercent'>,
  order: Order,
  accountEmail: string,
): MailMessage {
  const lines = order.items
    .getItems()
    .map(
      (i) =>
        `  ${i.quantity} × ${i.name} @ ${formatPaise(i.unitPricePaise)} = ${formatPaise(i.unitPricePaise * i.quantity)}`,
    );
  const L = SHIPPING_LIMITS;
  const text = [
    `Thank you for your order ${orderRef(order.id)} at ${settings.shopName}.`,
    '',
    ...lines,
    '',
    `Subtotal: ${formatPaise(order.subtotalPaise)}`,
    `GST (${settings.gstPercent}%): ${formatPaise(order.gstPaise)}`,
    ...(order.promoDiscountPaise
      ? [`Promo ${order.promoCode}: -${formatPaise(order.promoDiscountPaise)}`]
      : []),
    `Total: ${formatPaise(order.baseTotalPaise)}`,
    ...(order.walletUsedPaise ? [`Paid from wallet: ${formatPaise(order.walletUsedPaise)}`] : []),
    `Paid by ${order.paymentMethod}: ${formatPaise(order.totalPaise)}`,
    '',
    'Shipping to:',
    `  ${courierText(order.shippingName, L.name)}`,
    `  ${courierText(order.shippingAddress, L.address)}`,
    `  ${courierText(order.shippingCity, L.city)} ${courierText(order.shippingPostalCode, L.postalCode)}`,
    'Shipping is free.',
    '',
    'You get this mail because an order was placed with your account. If it was not you, change your password and contact us.',
  ].join('\n');
  return {
    to: accountEmail,
    subject: `${settings.shopName}: order ${orderRef(order.id)} confirmed`,
    text,
  };
}
