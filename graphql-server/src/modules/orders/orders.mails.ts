import type { MailMessage } from '../../common/mailer.js';
import type { ShopSettings } from '../../common/settings.js';
import { formatPaise, orderRef } from '../pricing/index.js';
import type { Order } from './order.entity.js';

/** The order confirmation: every line, the totals as charged, where it ships. */
export function orderConfirmationMail(
  settings: Pick<ShopSettings, 'shopName' | 'gstPercent'>,
  order: Order,
): MailMessage {
  const lines = order.items
    .getItems()
    .map(
      (i) =>
        `  ${i.quantity} × ${i.name} @ ${formatPaise(i.unitPricePaise)} = ${formatPaise(i.unitPricePaise * i.quantity)}`,
    );
  const text = [
    `Hello ${order.shippingName},`,
    '',
    `Thank you for your order ${orderRef(order.id)}.`,
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
    `Shipping to: ${order.shippingAddress}, ${order.shippingCity} ${order.shippingPostalCode}`,
    'Shipping is free.',
  ].join('\n');
  return {
    to: order.shippingEmail,
    subject: `${settings.shopName}: order ${orderRef(order.id)} confirmed`,
    text,
  };
}
