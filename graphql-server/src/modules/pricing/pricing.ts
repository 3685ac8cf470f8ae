/**
 * The shop's money arithmetic, in integer paise. Pure functions, no I/O: the order service, the
 * quote query and the tests all use these, and nothing else computes a total.
 *
 * One rounding rule: every derived amount (GST, a percentage discount, the cancellation fee) is
 * rounded half up to the whole paisa, once, from integer inputs. Everything else is addition and
 * subtraction of integers.
 */
export type Paise = number;

export const GST_PERCENT = 18;
export const CANCELLATION_FEE_PERCENT = 18;
export const RETURN_WINDOW_MS = 432_000_000; // 5 days

export type PromoType = 'percentage' | 'fixed';

export interface PromoRule {
  code: string;
  type: PromoType;
  /** whole percent for `percentage`, paise for `fixed` */
  value: number;
  label: string;
}

export interface PriceLine {
  unitPricePaise: Paise;
  quantity: number;
}

export interface Totals {
  subtotal: Paise;
  gst: Paise;
  discount: Paise;
  /** subtotal + gst - discount */
  base: Paise;
  walletUsed: Paise;
  /** base - walletUsed: what the card or UPI pays */
  payable: Paise;
}

function assertPaise(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole paise >= 0`);
}

/** `percent`% of `amount`, rounded half up to the paisa (both non-negative integers). */
export function percentOf(amount: Paise, percent: number): Paise {
  assertPaise('amount', amount);
  assertPaise('percent', percent);
  return Math.floor((amount * percent + 50) / 100);
}

export function subtotalOf(lines: readonly PriceLine[]): Paise {
  let sum = 0;
  for (const l of lines) {
    assertPaise('unit price', l.unitPricePaise);
    if (!Number.isSafeInteger(l.quantity) || l.quantity < 1) throw new RangeError('quantity must be >= 1');
    sum += l.unitPricePaise * l.quantity;
  }
  return sum;
}

export function gstOf(subtotal: Paise, gstPercent: number = GST_PERCENT): Paise {
  return percentOf(subtotal, gstPercent);
}

/** The promo's discount on a subtotal, never more than the subtotal. */
export function promoDiscount(subtotal: Paise, promo: PromoRule | null | undefined): Paise {
  assertPaise('subtotal', subtotal);
  if (!promo) return 0;
  const raw = promo.type === 'percentage' ? percentOf(subtotal, Math.min(promo.value, 100)) : promo.value;
  assertPaise('discount', raw);
  return Math.min(raw, subtotal);
}

/** Every figure of a checkout, from current prices, the promo and (when chosen) the wallet. */
export function computeTotals(input: {
  lines: readonly PriceLine[];
  promo?: PromoRule | null;
  walletBalance: Paise;
  useWallet: boolean;
  /** the shop's GST rate in whole percent (default 18) */
  gstPercent?: number;
}): Totals {
  assertPaise('wallet balance', input.walletBalance);
  const subtotal = subtotalOf(input.lines);
  const gst = gstOf(subtotal, input.gstPercent);
  const discount = promoDiscount(subtotal, input.promo);
  const base = subtotal + gst - discount;
  const walletUsed = input.useWallet ? Math.min(input.walletBalance, base) : 0;
  return { subtotal, gst, discount, base, walletUsed, payable: base - walletUsed };
}

/** Cancelling or returning keeps a fee of 18% of the base total; the rest is refunded. */
export function refundSplit(
  baseTotal: Paise,
  feePercent: number = CANCELLATION_FEE_PERCENT,
): { fee: Paise; refund: Paise } {
  const fee = percentOf(baseTotal, feePercent);
  return { fee, refund: baseTotal - fee };
}

/** The last moment a return may be requested: 5 days after delivery (or creation without one). */
export function returnDeadline(
  deliveredAt: Date | null | undefined,
  createdAt: Date,
  windowMs: number = RETURN_WINDOW_MS,
): Date {
  return new Date((deliveredAt ?? createdAt).getTime() + windowMs);
}

export function isWithinReturnWindow(
  now: Date,
  deliveredAt: Date | null | undefined,
  createdAt: Date,
  windowMs: number = RETURN_WINDOW_MS,
): boolean {
  return now.getTime() <= returnDeadline(deliveredAt, createdAt, windowMs).getTime();
}

/** Promo codes are case-insensitive: stored and compared upper-cased and trimmed. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}
