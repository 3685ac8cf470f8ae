import { describe, expect, it } from 'vitest';
import { SettingsMessages as M } from '../messages';
import {
  emailSchema,
  emptyPromo,
  passwordSchema,
  promoInput,
  promoSchema,
  promoValueText,
  sellerSchema,
  siteSchema,
} from './settings-forms';
import { schemaErrors } from '../../../components/ui/form-errors';

/** The first message of each field, as the form shows them (one per field). */
function first(r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  if (!r.error) return undefined;
  const seen = new Map<string, string>();
  for (const i of r.error.issues) if (!seen.has(String(i.path[0]))) seen.set(String(i.path[0]), i.message);
  return [...seen].map(([field, message]) => `${field}: ${message}`);
}

describe('settings forms', () => {
  it('site: store name and contact e-mail required; logo an http(s) URL when given', () => {
    expect(
      first(siteSchema.safeParse({ storeName: ' ', logoUrl: '', contactEmail: 'a@b.in', codLimit: '10000' })),
    ).toEqual([`storeName: ${M.storeNameRequired}`]);
    expect(
      first(siteSchema.safeParse({ storeName: 'S', logoUrl: 'logo.png', contactEmail: 'x', codLimit: '0' })),
    ).toEqual([`logoUrl: ${M.logoUrlInvalid}`, `contactEmail: ${M.contactEmailInvalid}`]);
    expect(
      siteSchema.safeParse({
        storeName: 'S',
        logoUrl: 'https://x.in/l.png',
        contactEmail: 'a@b.in',
        codLimit: '10000',
      }).success,
    ).toBe(true);
  });

  it('site: the cash-on-delivery limit is ₹0 (off) to ₹10,00,000 with two decimals at most', () => {
    const site = (codLimit: string) =>
      siteSchema.safeParse({ storeName: 'S', logoUrl: '', contactEmail: 'a@b.in', codLimit });
    for (const ok of ['0', '10000', '2500.50', '1000000']) expect(site(ok).success).toBe(true);
    for (const bad of ['', '-1', '10.001', '1000000.01', 'abc'])
      expect(first(site(bad))).toEqual([`codLimit: ${M.codLimitInvalid}`]);
  });

  it('email: the user is a required e-mail, the password optional', () => {
    expect(first(emailSchema.safeParse({ emailUser: '', emailPass: '' }))).toEqual([
      `emailUser: ${M.emailUserRequired}`,
    ]);
    expect(emailSchema.safeParse({ emailUser: 'm@shop.in', emailPass: '' }).success).toBe(true);
  });

  it('promo: code upper-cased, percentage whole and at most 100, fixed in paise steps', () => {
    const ok = promoSchema.safeParse({ ...emptyPromo, code: 'diwali', value: '10', label: 'Ten' });
    expect(ok.success && promoInput(ok.data)).toMatchObject({
      code: 'DIWALI',
      type: 'PERCENTAGE',
      value: 10,
    });
    const bad = (over: object) =>
      first(promoSchema.safeParse({ ...emptyPromo, code: 'A', value: '1', label: 'L', ...over }));
    expect(bad({ value: '101' })).toEqual([`value: ${M.percentMax}`]);
    expect(bad({ value: '2.5' })).toEqual([`value: ${M.percentWhole}`]);
    expect(bad({ value: '-1' })).toEqual([`value: ${M.valueNegative}`]);
    expect(bad({ type: 'fixed', value: '49.999' })).toEqual([`value: ${M.fixedDecimals}`]);
    expect(bad({ type: 'fixed', value: '49.99' })).toBeUndefined();
    expect(bad({ code: '', label: '', value: '' })).toEqual([
      `code: ${M.codeRequired}`,
      `value: ${M.valueRequired}`,
      `label: ${M.labelRequired}`,
    ]);
    expect(bad({ usageLimit: '0' })).toEqual([`usageLimit: ${M.usageLimitInvalid}`]);
    expect(bad({ expiresAt: '2001-01-01T10:00' })).toEqual([`expiresAt: ${M.expiryPast}`]);
  });

  it('password: a different confirmation is refused with the spec message', () => {
    expect(
      first(
        passwordSchema.safeParse({
          currentPassword: 'x',
          newPassword: 'Fresh#Pass1',
          confirmPassword: 'Other#1234',
        }),
      ),
    ).toEqual([`confirmPassword: ${M.passwordMismatch}`]);
  });

  it('shows fixed values in rupees, percentages with %', () => {
    expect(promoValueText({ type: 'FIXED', value: 1500 })).toBe('₹1,500.00');
    expect(promoValueText({ type: 'PERCENTAGE', value: 10 })).toBe('10%');
  });
});

describe('the seller details (GST)', () => {
  const seller = {
    legalName: 'Rupee Retail Private Limited',
    address: '12 MG Road, Bengaluru',
    stateCode: '29',
    gstin: '29aagcb7383j1z4',
    invoicePrefix: 'rs',
  };
  it('accepts a valid seller; the prefix in capitals', () => {
    expect(schemaErrors(sellerSchema, seller)).toBeNull();
    expect(sellerSchema.parse(seller).invoicePrefix).toBe('RS');
  });
  it("shows each problem at its field, in the server's words", () => {
    expect(schemaErrors(sellerSchema, { ...seller, gstin: '29AAGCB7383J1Z5' })).toEqual({
      gstin: M.gstinCheckDigit,
    });
    expect(schemaErrors(sellerSchema, { ...seller, stateCode: '27' })).toEqual({ gstin: M.gstinState });
    expect(schemaErrors(sellerSchema, { ...seller, gstin: '29AAGCB7383' })).toEqual({ gstin: M.gstinFormat });
    expect(schemaErrors(sellerSchema, { ...seller, gstin: ' ' })).toEqual({ gstin: M.gstinRequired });
    expect(
      schemaErrors(sellerSchema, {
        ...seller,
        legalName: '',
        address: ' ',
        stateCode: '',
        invoicePrefix: 'R/S',
      }),
    ).toEqual({
      legalName: M.legalNameRequired,
      address: M.sellerAddressRequired,
      stateCode: M.stateRequired,
      invoicePrefix: M.invoicePrefixInvalid,
    });
  });
});
