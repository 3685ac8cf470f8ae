import crypto from 'node:crypto';
import { badInput } from '../../common/errors.js';
import { EMAIL_PATTERN } from '../../common/validation.js';
import { isUuid } from '../../common/validation.js';
import { gstinProblem, normalizeGstin, stateByCode } from '../pricing/index.js';
import { PaymentMethod } from './order.entity.js';

export const CheckoutMessages = {
  login: 'Please log in to place an order',
  empty: 'Your cart is empty',
  missingIds: 'Some items are missing product IDs',
  minQuantity: 'Quantity cannot be less than 1',
  shipping: 'Please fill in all shipping information',
  email: 'Please enter a valid email address',
  method: 'Please select a payment method',
  upi: 'Please enter your UPI ID',
  card: 'Please enter a valid 16-digit card number',
  expiry: 'Please enter a valid expiry date (MM/YY)',
  cvv: 'Please enter a valid CVV',
  state: 'Please select your state',
  gstin: 'Please enter a valid GSTIN (15 characters, its check character right)',
  businessName: 'Please enter the business name registered with the GSTIN',
  productNotFound: 'Product not found',
  insufficient: (name: string) => `${name} has insufficient stock`,
  key: 'Idempotency-Key is required (1 to 200 characters)',
  keyReused: 'Idempotency key was already used for a different request',
} as const;

export const MAX_ORDER_LINES = 100;
export const MAX_LINE_QUANTITY = 10_000;

export interface RawLine {
  productId: unknown;
  quantity: unknown;
}

/** Validates lines and sums duplicates; sorted by product id (the order rows are locked in). */
export function normalizeLines(
  items: readonly RawLine[] | null | undefined,
): { productId: string; quantity: number }[] {
  if (!Array.isArray(items) || items.length === 0) throw badInput(CheckoutMessages.empty, 'items');
  if (items.length > MAX_ORDER_LINES) throw badInput(`At most ${MAX_ORDER_LINES} lines per order`, 'items');
  const sums = new Map<string, number>();
  for (const it of items) {
    if (!it || typeof it.productId !== 'string' || !it.productId)
      throw badInput(CheckoutMessages.missingIds, 'items');
    if (!isUuid(it.productId)) throw badInput(CheckoutMessages.productNotFound, 'items');
    const q =
      typeof it.quantity === 'string' && /^\d{1,6}$/.test(it.quantity.trim())
        ? Number(it.quantity)
        : it.quantity;
    if (typeof q !== 'number' || !Number.isInteger(q) || q < 1)
      throw badInput(CheckoutMessages.minQuantity, 'quantity');
    const id = it.productId.toLowerCase();
    const total = (sums.get(id) ?? 0) + q;
    if (total > MAX_LINE_QUANTITY)
      throw badInput(`At most ${MAX_LINE_QUANTITY} of one product per order`, 'quantity');
    sums.set(id, total);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([productId, quantity]) => ({ productId, quantity }));
}

export interface ShippingDetails {
  name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  postalCode: string;
  /** GST state code of the delivery address: the place of supply */
  stateCode: string;
}

const SHIPPING_KEYS = ['name', 'phone', 'email', 'address', 'city', 'postalCode'] as const;

/**
 * The shipping fields' lengths: the address book's (a shipping address is kept there after the
 * order) and an e-mail's 254. They are the courier's data, shown escaped and capped, never a mail
 * recipient (orders.mails.ts).
 */
export const SHIPPING_LIMITS: Record<keyof ShippingDetails, number> = {
  name: 100,
  phone: 20,
  email: 254,
  address: 500,
  city: 100,
  postalCode: 12,
  stateCode: 2,
};

const TOO_LONG: Record<keyof ShippingDetails, string> = {
  name: 'Name must be at most 100 characters',
  phone: 'Phone must be at most 20 characters',
  email: CheckoutMessages.email,
  address: 'Address must be at most 500 characters',
  city: 'City must be at most 100 characters',
  postalCode: 'Postal code must be at most 12 characters',
  stateCode: CheckoutMessages.state,
};

export function normalizeShipping(
  raw: Partial<Record<keyof ShippingDetails, unknown>> | null | undefined,
): ShippingDetails {
  const out = {} as ShippingDetails;
  const state = raw?.stateCode;
  for (const k of SHIPPING_KEYS) {
    const v = raw?.[k];
    if (typeof v !== 'string' || !v.trim()) throw badInput(CheckoutMessages.shipping, k);
    if (v.trim().length > SHIPPING_LIMITS[k]) throw badInput(TOO_LONG[k], k);
    out[k] = v.trim();
  }
  if (!EMAIL_PATTERN.test(out.email)) throw badInput(CheckoutMessages.email, 'email');
  if (typeof state !== 'string' || !stateByCode(state.trim()))
    throw badInput(CheckoutMessages.state, 'stateCode');
  out.stateCode = state.trim();
  return out;
}

/** A business buyer: GSTIN (checked: shape, check character, state code) and registered name. */
export interface BusinessBuyer {
  gstin: string;
  name: string;
}

export function normalizeBusiness(
  raw: { gstin?: unknown; name?: unknown } | null | undefined,
): BusinessBuyer | null {
  const gstinRaw = typeof raw?.gstin === 'string' ? normalizeGstin(raw.gstin) : '';
  const name = typeof raw?.name === 'string' ? raw.name.trim().replace(/\s+/g, ' ') : '';
  if (!gstinRaw && !name) return null;
  if (!gstinRaw || gstinProblem(gstinRaw)) throw badInput(CheckoutMessages.gstin, 'gstin');
  if (!name || name.length > 200) throw badInput(CheckoutMessages.businessName, 'businessName');
  return { gstin: gstinRaw, name };
}

/** What the shopper chose; a card number is checked here and reduced to its last four digits. */
export interface PaymentChoice {
  method: PaymentMethod | null;
  upiId: string | null;
  upiProvider: string | null;
  cardLastFour: string | null;
  /** Pay on the provider's page (no details taken here). */
  hosted: boolean;
  /** The legacy payload's details, for the test gateway's direct charge; in memory only, never stored. */
  direct: { cardNumber: string | null; upiId: string | null } | null;
}

export function normalizePayment(
  raw:
    | {
        method?: unknown;
        upiId?: unknown;
        upiProvider?: unknown;
        cardNumber?: unknown;
        expiry?: unknown;
        cvv?: unknown;
        payOnProviderPage?: unknown;
      }
    | null
    | undefined,
): PaymentChoice {
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const m = str(raw?.method).toLowerCase();
  const method =
    m === 'card'
      ? PaymentMethod.CARD
      : m === 'upi'
        ? PaymentMethod.UPI
        : m === 'wallet'
          ? PaymentMethod.WALLET
          : m === 'cod'
            ? PaymentMethod.COD
            : null;
  const provider = str(raw?.upiProvider).slice(0, 40) || null;
  if (raw?.payOnProviderPage === true && (method === PaymentMethod.UPI || method === PaymentMethod.CARD))
    return { method, upiId: null, upiProvider: provider, cardLastFour: null, hosted: true, direct: null };
  if (method === PaymentMethod.UPI) {
    const upiId = str(raw?.upiId);
    if (!upiId) throw badInput(CheckoutMessages.upi, 'upiId');
    if (upiId.length > 100) throw badInput(CheckoutMessages.upi, 'upiId');
    return {
      method,
      upiId,
      upiProvider: provider,
      cardLastFour: null,
      hosted: false,
      direct: { cardNumber: null, upiId },
    };
  }
  if (method === PaymentMethod.CARD) {
    const digits = str(raw?.cardNumber).replace(/\s+/g, '');
    if (!/^\d{16}$/.test(digits)) throw badInput(CheckoutMessages.card, 'cardNumber');
    // Expiry and CVV are the paying client's to check (the documented legacy payload carries
    // neither); when a client sends them, they must at least be well formed. Neither is kept.
    const expiry = str(raw?.expiry);
    if (expiry && !/^(0[1-9]|1[0-2])\/\d{2}$/.test(expiry)) throw badInput(CheckoutMessages.expiry, 'expiry');
    const cvv = str(raw?.cvv);
    if (cvv && !/^\d{3,4}$/.test(cvv)) throw badInput(CheckoutMessages.cvv, 'cvv');
    return {
      method,
      upiId: null,
      upiProvider: null,
      cardLastFour: digits.slice(-4),
      hosted: false,
      direct: { cardNumber: digits, upiId: null },
    };
  }
  return { method, upiId: null, upiProvider: null, cardLastFour: null, hosted: false, direct: null };
}

/**
 * The fingerprint of a request, for idempotency: everything that decides the order, and nothing
 * secret (the card number and CVV are reduced to the last four digits before hashing).
 */
export function requestHash(parts: {
  lines: { productId: string; quantity: number }[];
  shipping: ShippingDetails;
  payment: PaymentChoice;
  promoCode: string | null;
  useWallet: boolean;
  business: BusinessBuyer | null;
}): string {
  const canonical = JSON.stringify([
    parts.lines.map((l) => [l.productId, l.quantity]),
    ['name', 'phone', 'email', 'address', 'city', 'postalCode', 'stateCode'].map(
      (k) => parts.shipping[k as keyof ShippingDetails],
    ),
    [parts.payment.method, parts.payment.upiId, parts.payment.cardLastFour, parts.payment.hosted],
    parts.promoCode,
    parts.useWallet,
    parts.business ? [parts.business.gstin, parts.business.name] : null,
  ]);
  return crypto.createHash('sha256').update(canonical).digest('hex');
}

export function normalizeKey(key: unknown): string {
  if (typeof key !== 'string' || !key.trim() || key.length > 200)
    throw badInput(CheckoutMessages.key, 'idempotencyKey');
  return key.trim();
}
