import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors.js';
import type { Viewer } from '../../common/context.js';
import { normalizePromoCode, type PromoRule } from '../pricing/index.js';
import { PromoCode } from './promo-code.entity.js';
import { PromoKind, type PromoCodeView } from './promos.types.js';

export const PromoMessages = {
  invalid: 'Invalid promo code',
  firstOrderOnly: 'FIRSTORDER is only valid on your first order',
} as const;

/** The seeded codes (the admin settings screen manages the table later). Values: percent or paise. */
export const DEFAULT_PROMOS: readonly PromoRule[] = [
  { code: 'SAVE10', type: 'percentage', value: 10, label: '10% off' },
  { code: 'FLAT50', type: 'fixed', value: 5000, label: '₹50 off' },
  { code: 'EXTRA20', type: 'percentage', value: 20, label: '20% off' },
  { code: 'FIRSTORDER', type: 'fixed', value: 3000, label: '₹30 off your first order' },
];

export const FIRST_ORDER_CODE = 'FIRSTORDER';

export function toPromoView(p: PromoRule): PromoCodeView {
  return {
    code: p.code,
    type: p.type === 'percentage' ? PromoKind.PERCENTAGE : PromoKind.FIXED,
    value: p.type === 'percentage' ? p.value : p.value / 100,
    label: p.label,
  };
}

/** Promo codes: lookup (case-insensitive, active only) and the FIRSTORDER rule. */
export class PromoService {
  /** Idempotent: adds the default codes that are missing, never changes existing ones. */
  async ensureDefaults(em: EntityManager): Promise<number> {
    let added = 0;
    for (const p of DEFAULT_PROMOS) {
      const rows = await em.execute(
        `insert into promo_codes (code, type, value, label) values (?, ?, ?, ?)
         on conflict (code) do nothing returning id`,
        [p.code, p.type, p.value, p.label],
      );
      added += rows.length;
    }
    return added;
  }

  /**
   * The rule for a code the user may use now, or null for a blank code. Throws 'Invalid promo
   * code' for unknown or inactive codes. FIRSTORDER needs the user to have no order that was not
   * cancelled; callers that place orders hold the user's wallet lock, so two first orders at once
   * cannot both use it.
   */
  async resolve(
    em: EntityManager,
    rawCode: string | null | undefined,
    userId: string | null,
  ): Promise<PromoRule | null> {
    if (rawCode == null || rawCode.trim() === '') return null;
    const code = normalizePromoCode(rawCode);
    const promo = await em.findOne(PromoCode, { code, active: true }, { refresh: true });
    if (!promo) throw badInput(PromoMessages.invalid, 'promoCode');
    if (code === FIRST_ORDER_CODE && userId) {
      const rows = await em.execute<{ n: string }[]>(
        `select count(*) as n from orders where user_id = ? and status <> 'Cancelled'`,
        [userId],
      );
      if (Number(rows[0]?.n ?? 0) > 0) throw badInput(PromoMessages.firstOrderOnly, 'promoCode');
    }
    return { code: promo.code, type: promo.type, value: promo.value, label: promo.label };
  }

  async validate(em: EntityManager, viewer: Viewer | null, code: string): Promise<PromoCodeView> {
    const rule = await this.resolve(em, code, viewer?.userId ?? null);
    if (!rule) throw badInput(PromoMessages.invalid, 'promoCode');
    return toPromoView(rule);
  }
}
