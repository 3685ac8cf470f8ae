import type { EntityManager } from '@mikro-orm/postgresql';
import { exportAddresses } from '../addresses/index.js';
import { exportSessions, type AccountErasureService } from '../auth/index.js';
import { exportCart } from '../cart/index.js';
import { exportChat } from '../chat/index.js';
import { exportFeedback } from '../feedback/index.js';
import { exportInvoices } from '../invoices/index.js';
import { exportNewsletter } from '../newsletter/index.js';
import { exportNotifications } from '../notifications/index.js';
import { exportOrders } from '../orders/index.js';
import { exportReviews } from '../reviews/index.js';
import { exportWallet } from '../wallet/index.js';
import type { ConsentService } from './privacy.consent.js';
import { consentsOf, requestsOf } from './privacy.sql.js';

/** The export's schema name and version (docs/privacy.md, "The download"). */
export const EXPORT_SCHEMA = 'rupee-shop.personal-data/1';

/**
 * Everything the shop holds about one person, asked of each module through its face. Money is in
 * integer paise, times are ISO 8601 (UTC). The consent log and privacy requests are this module's own.
 */
export async function buildExport(
  em: EntityManager,
  accounts: AccountErasureService,
  consentLog: Pick<ConsentService, 'subjectHash'>,
  userId: string,
  now: Date,
): Promise<Record<string, unknown> | null> {
  const user = await accounts.profile(em, userId);
  if (!user) return null;
  const [addresses, orders, wallet, reviews, chat, notifications, sessions, cart, contact, newsletter, tax] =
    await Promise.all([
      exportAddresses(em, userId),
      exportOrders(em, userId),
      exportWallet(em, userId),
      exportReviews(em, userId),
      exportChat(em, userId),
      exportNotifications(em, userId),
      exportSessions(em, userId),
      exportCart(em, userId),
      exportFeedback(em, userId, user.email),
      exportNewsletter(em, user.email),
      exportInvoices(em, userId),
    ]);
  const consents = (await consentsOf(em, userId, consentLog.subjectHash(user.email))).reverse();
  const requests = (await requestsOf(em, userId)).map((r) => ({
    kind: r.kind,
    message: r.message,
    status: r.status,
    resolution: r.resolution,
    createdAt: r.createdAt,
    dueAt: r.dueAt,
    acknowledgedAt: r.acknowledgedAt,
    closedAt: r.closedAt,
  }));
  return {
    schema: EXPORT_SCHEMA,
    generatedAt: now.toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      mobileNumber: user.mobileNumber,
      address: user.address,
      role: user.role,
      isVerified: user.isVerified,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    addresses,
    orders,
    invoices: tax.invoices,
    creditNotes: tax.creditNotes,
    wallet,
    reviews,
    chatMessages: chat,
    notifications,
    consents,
    newsletter,
    sessions,
    cart,
    contactMessages: contact,
    privacyRequests: requests,
  };
}
