import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '../../common/errors.js';
import type { Viewer } from '../../common/context.js';
import { actorKey } from '../../common/action-limits.js';
import type { RateLimit } from '../../common/rate-limit.js';
import { normalizePromoCode, type PromoRule } from '../pricing/index.js';
import { PromoCode } from './promo-code.entity.js';
import { claimPromoUse, hasLiveOrder, insertPromo } from './promos.sql.js';
import { PromoKind, type PromoCodeView } from './promos.types.js';

export const PromoMessages = {
  invalid: 'Invalid promo code',
  firstOrderOnly: 'FIRSTORDER is only valid on your first order',
  expired: 'This promo code has expired',
  usedUp: 'This promo code has reached its usage limit',
  exists: (code: string) => `Promo code ${code} already exists`,
  notFound: 'Promo code not found',
} as const;

export const FIRST_ORDER_CODE = 'FIRSTORDER';

export function toPromoView(p: PromoRule): PromoCodeView {
  return {
    code: p.code,
    type: p.type === 'percentage' ? PromoKind.PERCENTAGE : PromoKind.FIXED,
    value: p.type === 'percentage' ? p.value : p.value / 100,
    label: p.label,
  };
}

/** A new code as the admin settings give it: value in whole percent or paise. */
export interface NewPromo extends PromoRule {
  expiresAt: Date | null;
  usageLimit: number | null;
}

/**
 * Promo codes: the table the admin manages (the launch codes were inserted once by a migration and
 * are ordinary rows), lookup (case-insensitive, active, unexpired, not used up), the FIRSTORDER
 * rule, and claiming one use per order under the usage limit.
 */
export class PromoService {
  /**
   * `failures`: unknown codes tried per account (or client address); past the limit no code is
   * looked up at all, so the codes cannot be enumerated.
   */
  constructor(private readonly failures: RateLimit) {}

  /** Every code, oldest first (the admin list). */
  list(em: EntityManager): Promise<PromoCode[]> {
    return em.find(
      PromoCode,
      { active: true },
      { orderBy: { createdAt: 'asc', code: 'asc' }, refresh: true },
    );
  }

  /** Adds a code (already validated); 409 when the code exists. Call inside a transaction. */
  async add(em: EntityManager, promo: NewPromo): Promise<PromoCode> {
    const id = await insertPromo(em, promo);
    if (!id) throw conflict(PromoMessages.exists(promo.code));
    return em.findOneOrFail(PromoCode, { id }, { refresh: true });
  }

  /** Deletes a code: checkout refuses it from the next request on. 404 when there is none. */
  async remove(em: EntityManager, rawCode: string): Promise<string> {
    const code = normalizePromoCode(rawCode);
    const deleted = code ? await em.nativeDelete(PromoCode, { code }) : 0;
    if (!deleted) throw notFound(PromoMessages.notFound);
    return code;
  }

  /**
   * The rule for a code the user may use now, or null for a blank code. Throws 'Invalid promo
   * code' for unknown or inactive codes, and says so when it expired or is used up. FIRSTORDER
   * needs the user to have no order that was not cancelled; callers that place orders hold the
   * user's wallet lock, so two first orders at once cannot both use it. Unknown codes count
   * against the user (or `client`'s address, anonymous): past the limit, 429 before any lookup.
   */
  async resolve(
    em: EntityManager,
    rawCode: string | null | undefined,
    userId: string | null,
    client = 'unknown',
  ): Promise<PromoRule | null> {
    if (rawCode == null || rawCode.trim() === '') return null;
    const who = actorKey(userId ? { userId } : null, client);
    await this.failures.assertAvailable(who);
    const code = normalizePromoCode(rawCode);
    const promo = await em.findOne(PromoCode, { code, active: true }, { refresh: true });
    if (!promo) {
      await this.failures.penalty(who);
      throw badInput(PromoMessages.invalid, 'promoCode');
    }
    if (promo.expiresAt && promo.expiresAt.getTime() <= Date.now())
      throw badInput(PromoMessages.expired, 'promoCode');
    if (promo.usageLimit !== null && promo.usedCount >= promo.usageLimit)
      throw badInput(PromoMessages.usedUp, 'promoCode');
    if (code === FIRST_ORDER_CODE && userId && (await hasLiveOrder(em, userId)))
      throw badInput(PromoMessages.firstOrderOnly, 'promoCode');
    return { code: promo.code, type: promo.type, value: promo.value, label: promo.label };
  }

  /**
   * Takes one use of a code for the order being placed, inside its transaction: one conditional
   * update, so concurrent orders queue on the row and exactly `usageLimit` of them get a use. A
   * code deleted or expired since `resolve` is refused here too.
   */
  async claim(tx: EntityManager, code: string): Promise<void> {
    if (await claimPromoUse(tx, code)) return;
    const promo = await tx.findOne(PromoCode, { code, active: true }, { refresh: true });
    if (!promo) throw badInput(PromoMessages.invalid, 'promoCode');
    if (promo.expiresAt && promo.expiresAt.getTime() <= Date.now())
      throw badInput(PromoMessages.expired, 'promoCode');
    throw badInput(PromoMessages.usedUp, 'promoCode');
  }

  async validate(
    em: EntityManager,
    viewer: Viewer | null,
    code: string,
    client: string,
  ): Promise<PromoCodeView> {
    const rule = await this.resolve(em, code, viewer?.userId ?? null, client);
    if (!rule) throw badInput(PromoMessages.invalid, 'promoCode');
    return toPromoView(rule);
  }
}
