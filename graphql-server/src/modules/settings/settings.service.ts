import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../common/context.js';
import { badInput } from '../../common/errors.js';
import type { EventRaiser } from '../../common/events.js';
import type { Mailer, MailLogin } from '../../common/mailer.js';
import { openSecret, sealSecret } from '../../common/sealed.js';
import { paiseToRupees, rupeesToPaise } from '../../common/money.js';
import type { ShopSettingsProvider } from '../../common/settings.js';
import { normalizeEmail } from '../../common/validation.js';
import { requireAdmin } from '../../common/viewer.js';
import type { AccountService } from '../auth/index.js';
import {
  gstinProblem,
  INDIAN_STATES,
  normalizeGstin,
  normalizePromoCode,
  stateByCode,
} from '../pricing/index.js';
import { PromoKind, toPromoView, type PromoCode, type PromoService } from '../promos/index.js';
import { SettingsChange, SiteSettingsRow, type SettingsSection } from './settings.entity.js';
import type { SettingsEvents } from './settings.events.js';
import type {
  AddPromoCodeInput,
  UpdateEmailSettingsInput,
  UpdateSellerSettingsInput,
  UpdateSiteSettingsInput,
} from './settings.inputs.js';
import { testMail } from './settings.mails.js';
import { SettingsMessages as M } from './settings.messages.js';
import type {
  AdminPromoCode,
  AdminSettingsView,
  EmailSettingsPayload,
  IndianStateView,
  PromoCodeDeletePayload,
  PromoCodePayload,
  SellerSettingsPayload,
  SiteSettingsPayload,
  SiteSettingsView,
} from './settings.types.js';

const INDIAN_STATES_VIEW: IndianStateView[] = INDIAN_STATES.map((s) => ({
  code: s.code,
  name: s.name,
  unionTerritory: s.kind !== 'state',
}));

/** How many settings changes the Settings tab lists. */
export const RECENT_CHANGES = 20;
/** ₹1 crore: the largest fixed discount (paise fit an integer column with room to spare). */
const MAX_FIXED_PAISE = 1_000_000_000;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export function toAdminPromo(p: PromoCode): AdminPromoCode {
  return {
    ...toPromoView(p),
    expiresAt: p.expiresAt,
    usageLimit: p.usageLimit,
    usedCount: p.usedCount,
    createdAt: p.createdAt,
  };
}

/** A promo value as stored: whole percent, or paise from rupees with at most two decimals. */
export function promoValue(type: PromoKind, value: number): number {
  if (type === PromoKind.PERCENTAGE) {
    if (!Number.isInteger(value)) throw badInput(M.percentWhole, 'value');
    if (value > 100) throw badInput(M.percentMax, 'value');
    return value;
  }
  const paise = Math.round(value * 100);
  if (Math.abs(paise - value * 100) > 1e-6) throw badInput(M.fixedDecimals, 'value');
  if (paise > MAX_FIXED_PAISE) throw badInput(M.fixedMax, 'value');
  return paise;
}

export interface SettingsServiceDeps {
  promos: PromoService;
  account: AccountService;
  mailer: Mailer;
  store: ShopSettingsProvider & { reload(): Promise<unknown> };
  events: EventRaiser<SettingsEvents>;
  /** AES-256 key sealing the mail password. */
  key: Uint8Array;
  smtpConfigured: boolean;
}

/**
 * The admin Settings tab: site and mail settings, promo codes, and the log of every change.
 * Each save is one transaction that also writes its log line; SettingsChanged (after commit)
 * reloads every instance's cached settings.
 */
export class SettingsService {
  constructor(private readonly deps: SettingsServiceDeps) {}

  /** The storefront's view: from the cache, no database work. */
  site(): SiteSettingsView {
    const s = this.deps.store.current();
    return { storeName: s.shopName, logoUrl: s.logoUrl, contactEmail: s.contactEmail };
  }

  /** The states and union territories for address and seller forms. */
  indianStates(): IndianStateView[] {
    return INDIAN_STATES_VIEW;
  }

  async adminView(em: EntityManager, viewer: Viewer | null): Promise<AdminSettingsView> {
    requireAdmin(viewer, M.adminsOnly);
    const [row, promos, changes] = await Promise.all([
      em.fork().findOneOrFail(SiteSettingsRow, { id: 1 }, { populate: ['emailPassSealed'], refresh: true }),
      this.deps.promos.list(em.fork()),
      this.recentChanges(em.fork()),
    ]);
    return {
      storeName: row.storeName,
      logoUrl: row.logoUrl,
      contactEmail: row.contactEmail,
      emailUser: row.emailUser,
      emailPassSet: row.emailPassSealed !== null,
      smtpConfigured: this.deps.smtpConfigured,
      seller: {
        legalName: row.sellerLegalName,
        address: row.sellerAddress,
        stateCode: row.sellerStateCode,
        gstin: row.sellerGstin,
        invoicePrefix: row.invoicePrefix,
      },
      codLimit: paiseToRupees(row.codLimitPaise),
      promoCodes: promos.map(toAdminPromo),
      recentChanges: changes,
    };
  }

  recentChanges(em: EntityManager): Promise<SettingsChange[]> {
    return em.find(SettingsChange, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: RECENT_CHANGES });
  }

  async updateSite(
    em: EntityManager,
    viewer: Viewer | null,
    input: UpdateSiteSettingsInput,
  ): Promise<SiteSettingsPayload> {
    const v = requireAdmin(viewer, M.adminsOnly);
    const logoUrl = input.logoUrl?.trim() || null;
    if (logoUrl && !isHttpUrl(logoUrl)) throw badInput(M.logoUrlInvalid, 'logoUrl');
    const storeName = input.storeName.trim();
    const contactEmail = normalizeEmail(input.contactEmail);
    const codLimitPaise = codLimitOf(input.codLimit);
    await em.transactional(async (tx) => {
      const row = await tx.findOneOrFail(SiteSettingsRow, { id: 1 });
      const codLimit = codLimitPaise ?? row.codLimitPaise;
      const changed = [
        row.storeName !== storeName && 'store name',
        row.logoUrl !== logoUrl && 'logo',
        row.contactEmail !== contactEmail && 'contact email',
        row.codLimitPaise !== codLimit && 'cash on delivery limit',
      ].filter(Boolean);
      Object.assign(row, {
        storeName,
        logoUrl,
        contactEmail,
        codLimitPaise: codLimit,
        updatedAt: new Date(),
      });
      await this.record(tx, v, 'site', changed.length ? `Changed ${changed.join(', ')}` : 'Saved, no change');
    });
    return { message: M.siteUpdated, settings: this.site() };
  }

  /**
   * The seller on tax invoices. The GSTIN must be well formed, carry a right check character and
   * begin with the state's code. Invoices already issued keep the details they were issued with.
   */
  async updateSeller(
    em: EntityManager,
    viewer: Viewer | null,
    input: UpdateSellerSettingsInput,
  ): Promise<SellerSettingsPayload> {
    const v = requireAdmin(viewer, M.adminsOnly);
    const legalName = input.legalName.trim();
    const address = input.address.trim();
    const stateCode = input.stateCode.trim();
    if (!stateByCode(stateCode)) throw badInput(M.stateRequired, 'stateCode');
    const gstin = normalizeGstin(input.gstin);
    const problem = gstinProblem(gstin, stateCode);
    if (problem)
      throw badInput(
        problem === 'format' ? M.gstinFormat : problem === 'checkDigit' ? M.gstinCheckDigit : M.gstinState,
        'gstin',
      );
    const invoicePrefix = input.invoicePrefix.trim().toUpperCase();
    const seller = { legalName, address, stateCode, gstin, invoicePrefix };
    await em.transactional(async (tx) => {
      const row = await tx.findOneOrFail(SiteSettingsRow, { id: 1 });
      const changed = [
        row.sellerLegalName !== legalName && 'legal name',
        row.sellerAddress !== address && 'address',
        row.sellerStateCode !== stateCode && 'state',
        row.sellerGstin !== gstin && 'GSTIN',
        row.invoicePrefix !== invoicePrefix && 'invoice prefix',
      ].filter(Boolean);
      Object.assign(row, {
        sellerLegalName: legalName,
        sellerAddress: address,
        sellerStateCode: stateCode,
        sellerGstin: gstin,
        invoicePrefix,
        updatedAt: new Date(),
      });
      await this.record(
        tx,
        v,
        'seller',
        changed.length ? `Changed ${changed.join(', ')}` : 'Saved, no change',
      );
    });
    return { message: M.sellerUpdated, seller };
  }

  /**
   * Saves the mail user (and the password, sealed, when one is given: empty keeps the stored one),
   * then tries an SMTP login with them and says whether it worked. The save stands either way.
   */
  async updateEmail(
    em: EntityManager,
    viewer: Viewer | null,
    input: UpdateEmailSettingsInput,
  ): Promise<EmailSettingsPayload> {
    const v = requireAdmin(viewer, M.adminsOnly);
    const emailUser = input.emailUser.trim();
    const newPass = input.emailPass ? input.emailPass : null;
    const login = await em.transactional(async (tx): Promise<MailLogin | null> => {
      const row = await tx.findOneOrFail(SiteSettingsRow, { id: 1 }, { populate: ['emailPassSealed'] });
      row.emailUser = emailUser;
      if (newPass !== null) row.emailPassSealed = sealSecret(this.deps.key, newPass);
      row.updatedAt = new Date();
      await this.record(
        tx,
        v,
        'email',
        newPass !== null ? 'Changed mail user and password' : 'Changed mail user',
      );
      const pass = row.emailPassSealed ? openSecret(this.deps.key, row.emailPassSealed) : null;
      return pass !== null ? { user: emailUser, pass } : null;
    });
    const check = await this.deps.mailer.verifyLogin(login);
    return {
      message: M.emailUpdated,
      smtpLoginOk: check.ok,
      smtpMessage:
        check.ok === null
          ? M.smtpNotConfigured
          : check.ok
            ? M.smtpOk
            : M.smtpFailed(check.error ?? 'unknown error'),
    };
  }

  /** Sends a test e-mail to the signed-in admin with the current settings. */
  async sendTestEmail(em: EntityManager, viewer: Viewer | null): Promise<{ message: string }> {
    requireAdmin(viewer, M.adminsOnly);
    const admin = await this.deps.account.me(em, viewer);
    try {
      await this.deps.mailer.send(testMail(this.deps.store.current().shopName, admin.email));
    } catch (err) {
      throw badInput(M.testFailed(err instanceof Error ? err.message : String(err)));
    }
    return { message: M.testSent(admin.email) };
  }

  async addPromo(
    em: EntityManager,
    viewer: Viewer | null,
    input: AddPromoCodeInput,
  ): Promise<PromoCodePayload> {
    const v = requireAdmin(viewer, M.adminsOnly);
    const code = normalizePromoCode(input.code);
    const value = promoValue(input.type, input.value);
    const expiresAt = input.expiresAt ?? null;
    if (expiresAt && expiresAt.getTime() <= Date.now()) throw badInput(M.expiryPast, 'expiresAt');
    const promo = await em.transactional(async (tx) => {
      const added = await this.deps.promos.add(tx, {
        code,
        type: input.type === PromoKind.PERCENTAGE ? 'percentage' : 'fixed',
        value,
        label: input.label.trim(),
        expiresAt,
        usageLimit: input.usageLimit ?? null,
      });
      await this.record(tx, v, 'promo', `Added promo code ${code}`);
      return added;
    });
    return { message: M.promoAdded, promoCode: toAdminPromo(promo) };
  }

  async deletePromo(
    em: EntityManager,
    viewer: Viewer | null,
    rawCode: string,
  ): Promise<PromoCodeDeletePayload> {
    const v = requireAdmin(viewer, M.adminsOnly);
    const code = await em.transactional(async (tx) => {
      const removed = await this.deps.promos.remove(tx, rawCode);
      await this.record(tx, v, 'promo', `Deleted promo code ${removed}`);
      return removed;
    });
    return { code, message: M.promoDeleted };
  }

  /** The settings log line for an admin's password change (raised by the auth module). */
  async recordPasswordChange(em: EntityManager, actor: { userId: string; email: string }): Promise<void> {
    em.create(SettingsChange, {
      section: 'password',
      summary: 'Changed own password',
      actorId: actor.userId,
      actorEmail: actor.email,
    });
    await em.flush();
  }

  private async record(
    tx: EntityManager,
    v: Viewer,
    section: SettingsSection,
    summary: string,
  ): Promise<void> {
    const actor = await this.deps.account.me(tx, v);
    tx.create(SettingsChange, { section, summary, actorId: v.userId, actorEmail: actor.email });
    if (section !== 'promo') await this.deps.events.raise(tx, 'SettingsChanged', { section });
  }
}

/** Cash on delivery's limit from rupees: ₹0 (off) to ₹10,00,000, two decimals at most; null = unchanged. */
function codLimitOf(rupees: number | null | undefined): number | null {
  if (rupees === null || rupees === undefined) return null;
  const paise = rupeesToPaise(rupees);
  if (!Number.isFinite(paise) || paise < 0 || paise > 100_000_000 || Math.abs(rupees * 100 - paise) > 1e-6)
    throw badInput(M.codLimitInvalid, 'codLimit');
  return paise;
}
