import type { MailIdentity, MailLogin } from './mailer.js';

/**
 * The shop's own figures and the admin's site and mail settings. Services and listeners are
 * given a provider and read it when they need a value, never a constant, so a change applies
 * without a restart. The pure calculators take these values as parameters. The settings module's
 * store (`modules/settings`) reads the stored settings and keeps them cached until they change.
 */
export interface ShopSettings {
  shopName: string;
  /** The shop's logo (absolute http(s) URL), or null for the text mark. */
  logoUrl: string | null;
  /** Shown on the contact page; the Reply-To of every e-mail. */
  contactEmail: string;
  /** The SMTP login the admin saved (replaces SMTP_URL's own), or null. */
  mailLogin: MailLogin | null;
  /** The mail sender's address when the admin saved a mail user (else MAIL_FROM's). */
  mailUser: string | null;
  /** The seller on tax invoices; any field may be unset until the admin saves it. */
  seller: SellerDetails;
  /** GST in whole percent of the subtotal */
  gstPercent: number;
  /** kept from a cancelled or returned order's base total, in whole percent */
  cancellationFeePercent: number;
  /** how long after delivery a return may be requested */
  returnWindowMs: number;
  /** The largest amount payable offered cash on delivery, in paise; 0 = cash on delivery is off. */
  codLimitPaise: number;
}

export interface SellerDetails {
  legalName: string | null;
  address: string | null;
  /** GST state code (two digits) */
  stateCode: string | null;
  gstin: string | null;
  /** the invoice series prefix (1 to 3 capitals or digits) */
  invoicePrefix: string;
}

export const NO_SELLER: SellerDetails = Object.freeze({
  legalName: null,
  address: null,
  stateCode: null,
  gstin: null,
  invoicePrefix: 'RS',
});

/** Cash on delivery's default order-value limit: ₹10,000. */
export const DEFAULT_COD_LIMIT_PAISE = 1_000_000;

export interface ShopSettingsProvider {
  current(): ShopSettings;
}

/** What every e-mail's envelope takes from the settings: sender name and address, Reply-To, login. */
export function mailIdentity(settings: ShopSettings): MailIdentity {
  return {
    senderName: settings.shopName,
    senderAddress: settings.mailUser,
    replyTo: settings.contactEmail,
    login: settings.mailLogin,
  };
}

/** Fixed settings (tests, and shops started with given figures). */
export function fixedShopSettings(
  settings: Pick<ShopSettings, 'shopName' | 'gstPercent' | 'cancellationFeePercent' | 'returnWindowMs'> &
    Partial<ShopSettings>,
): ShopSettingsProvider {
  const frozen: ShopSettings = Object.freeze({
    logoUrl: null,
    contactEmail: 'support@rupeeshop.in',
    mailLogin: null,
    mailUser: null,
    seller: NO_SELLER,
    codLimitPaise: DEFAULT_COD_LIMIT_PAISE,
    ...settings,
  });
  return { current: () => frozen };
}
