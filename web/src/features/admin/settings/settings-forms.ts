/** The Settings tab's form rules (unit-tested in settings-forms.spec.ts); the server checks them again. */
import * as z from 'zod/mini';
import { gstinProblem } from '../../../lib/gstin';
import { SettingsMessages as M } from '../messages';

/** text@text.text with no spaces: the shop's e-mail format. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const siteSchema = z.object({
  storeName: z.string().check(z.trim(), z.minLength(1, M.storeNameRequired)),
  logoUrl: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || isHttpUrl(v), M.logoUrlInvalid),
  ),
  contactEmail: z
    .string()
    .check(z.trim(), z.minLength(1, M.contactEmailRequired), z.regex(EMAIL, M.contactEmailInvalid)),
  /** Cash on delivery's order-value limit in rupees: 0 turns it off. */
  codLimit: z.string().check(
    z.trim(),
    z.refine((v) => /^\d+(\.\d{1,2})?$/.test(v) && Number(v) <= 1_000_000, M.codLimitInvalid),
  ),
});

export type SiteValues = z.output<typeof siteSchema>;

export const emailSchema = z.object({
  emailUser: z
    .string()
    .check(z.trim(), z.minLength(1, M.emailUserRequired), z.regex(EMAIL, M.emailUserInvalid)),
  /** Optional; never prefilled (empty keeps the stored one). */
  emailPass: z.string(),
});
export type EmailValues = z.input<typeof emailSchema>;

export type PromoType = 'percentage' | 'fixed';

/** The value's input step: whole percents, or paise for rupee amounts. */
export const valueStep = (type: PromoType) => (type === 'percentage' ? '1' : '0.01');

export const promoSchema = z
  .object({
    code: z.pipe(
      z
        .string()
        .check(z.trim(), z.minLength(1, M.codeRequired), z.regex(/^[A-Za-z0-9_-]{1,32}$/, M.codeInvalid)),
      z.transform((v) => v.toUpperCase()),
    ),
    type: z.enum(['percentage', 'fixed']),
    value: z.string().check(
      z.trim(),
      z.minLength(1, M.valueRequired),
      z.refine((v) => v === '' || Number.isFinite(Number(v)), M.valueRequired),
      z.refine((v) => !(Number(v) < 0), M.valueNegative),
    ),
    label: z.string().check(z.trim(), z.minLength(1, M.labelRequired)),
    /** `datetime-local` text, or empty for no expiry. */
    expiresAt: z.string(),
    usageLimit: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1), M.usageLimitInvalid),
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      const n = Number(v.value);
      if (v.value.trim() === '' || !Number.isFinite(n) || n < 0) return;
      const issue = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['value'], input: v });
      if (v.type === 'percentage' && !Number.isInteger(n)) issue(M.percentWhole);
      else if (v.type === 'percentage' && n > 100) issue(M.percentMax);
      else if (v.type === 'fixed' && !/^\d+(\.\d{1,2})?$/.test(v.value.trim())) issue(M.fixedDecimals);
      if (v.expiresAt && !(new Date(v.expiresAt).getTime() > Date.now()))
        ctx.addIssue({ code: 'custom', message: M.expiryPast, path: ['expiresAt'], input: v });
    }),
  );
export type PromoValues = z.input<typeof promoSchema>;

export const emptyPromo: PromoValues = {
  code: '',
  type: 'percentage',
  value: '',
  label: '',
  expiresAt: '',
  usageLimit: '',
};

/** What the addPromoCode mutation takes, from the form's output. */
export function promoInput(v: z.output<typeof promoSchema>) {
  return {
    code: v.code,
    type: v.type === 'percentage' ? ('PERCENTAGE' as const) : ('FIXED' as const),
    value: Number(v.value),
    label: v.label,
    expiresAt: v.expiresAt ? new Date(v.expiresAt).toISOString() : null,
    usageLimit: v.usageLimit ? Number(v.usageLimit) : null,
  };
}

export const passwordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, M.currentRequired)),
    newPassword: z.string().check(z.minLength(1, M.newRequired), z.minLength(8, M.newTooShort)),
    confirmPassword: z.string().check(z.minLength(1, M.confirmRequired)),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.confirmPassword && v.newPassword !== v.confirmPassword)
        ctx.addIssue({ code: 'custom', message: M.passwordMismatch, path: ['confirmPassword'], input: v });
    }),
  );
export type PasswordValues = z.input<typeof passwordSchema>;

/** A promo's value as the list shows it: percent, or rupees (₹; the spec's "$" is a leftover). */
export function promoValueText(p: { type: string; value: number }): string {
  return p.type.toUpperCase() === 'PERCENTAGE'
    ? `${p.value}%`
    : `₹${p.value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The message of a GSTIN's problem (the server's words). */
export const GSTIN_MESSAGES = {
  format: M.gstinFormat,
  checkDigit: M.gstinCheckDigit,
  state: M.gstinState,
} as const;

/** The seller on tax invoices: the GSTIN checked for shape, check character and the chosen state. */
export const sellerSchema = z
  .object({
    legalName: z.string().check(z.trim(), z.minLength(1, M.legalNameRequired)),
    address: z.string().check(z.trim(), z.minLength(1, M.sellerAddressRequired)),
    stateCode: z.string().check(z.minLength(1, M.stateRequired)),
    gstin: z.string().check(z.trim(), z.minLength(1, M.gstinRequired)),
    invoicePrefix: z.pipe(
      z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]{1,3}$/, M.invoicePrefixInvalid)),
      z.transform((v) => v.toUpperCase()),
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (!v.gstin.trim()) return;
      const problem = gstinProblem(v.gstin, v.stateCode || null);
      if (problem)
        ctx.addIssue({ code: 'custom', message: GSTIN_MESSAGES[problem], path: ['gstin'], input: v });
    }),
  );
