import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../common/context.js';
import { badInput, DomainError, forbidden, notFound, unauthenticated } from '../../common/errors.js';
import type { EventRaiser } from '../../common/events.js';
import type { JobSender } from '../../common/jobs.js';
import { isUuid } from '../../common/validation.js';
import { requireAdmin, requireViewer } from '../../common/viewer.js';
import { forgetAddresses } from '../addresses/index.js';
import { forgetShopperInAdminBell } from '../admin-notifications/index.js';
import type { AccountErasureService } from '../auth/index.js';
import { forgetCart } from '../cart/index.js';
import type { CatalogEvents } from '../catalog/index.js';
import { forgetChat } from '../chat/index.js';
import { forgetFeedback } from '../feedback/index.js';
import { detachInvoicesFromBuyer } from '../invoices/index.js';
import { forgetNewsletter } from '../newsletter/index.js';
import { forgetNotifications } from '../notifications/index.js';
import { detachOrdersFromBuyer, orderIdsOf } from '../orders/index.js';
import { formatPaise } from '../pricing/index.js';
import { anonymiseReviews } from '../reviews/index.js';
import type { WalletService } from '../wallet/index.js';
import type { ConsentService } from './privacy.consent.js';
import { buildExport } from './privacy.export.js';
import type { PrivacyEvents } from './privacy.events.js';
import { PrivacyMessages } from './privacy.messages.js';
import { forgetConsents } from './privacy.sql.js';
import { exportView, type DataExportView, type ExportRow } from './privacy.types.js';

/** How long a ready download is offered. */
export const EXPORT_TTL_MS = 24 * 60 * 60 * 1000;
/** The background job that builds a download. */
export const EXPORT_JOB = 'privacy.export';

interface PrivacyDeps {
  consents: ConsentService;
  accounts: AccountErasureService;
  wallet: WalletService;
  events: EventRaiser<PrivacyEvents & CatalogEvents>;
  jobs: () => JobSender;
}

/** What is audited: who, what, about whom, on which request. */
interface AuditEntry {
  actorId: string | null;
  actorRole: 'customer' | 'admin' | 'system';
  action: string;
  subjectId: string | null;
  requestId?: string | null;
  detail?: string | null;
}

/** The person's rights over their data: erasure and download (docs/privacy.md). */
export class PrivacyService {
  constructor(private readonly deps: PrivacyDeps) {}

  // ---------------------------------------------------------------- erasure

  /** Step one of a shopper's erasure: their password, an empty wallet, then a code by e-mail. */
  async requestErasure(
    em: EntityManager,
    viewer: Viewer | null,
    password: unknown,
  ): Promise<{ message: string }> {
    const v = requireViewer(viewer);
    if (v.role !== 'customer') throw forbidden(PrivacyMessages.adminsCannotErase);
    if (typeof password !== 'string' || !password)
      throw badInput(PrivacyMessages.passwordRequired, 'password');
    await this.assertWalletEmpty(await this.deps.wallet.balance(em, v.userId));
    await this.deps.accounts.sendCode(em, v.userId, password);
    return { message: PrivacyMessages.erasureCodeSent };
  }

  /** Step two: the code from the e-mail erases the account in one transaction. */
  async eraseOwnAccount(
    em: EntityManager,
    viewer: Viewer | null,
    code: unknown,
  ): Promise<{ message: string }> {
    const v = requireViewer(viewer);
    if (v.role !== 'customer') throw forbidden(PrivacyMessages.adminsCannotErase);
    if (typeof code !== 'string' || !code.trim()) throw badInput(PrivacyMessages.codeRequired, 'code');
    await this.erase(em, v.userId, { code, actor: v });
    return { message: PrivacyMessages.erased };
  }

  /** An admin erases a shopper's account on the shopper's written request (audited). */
  async adminErase(
    em: EntityManager,
    viewer: Viewer | null,
    userId: unknown,
    requestId: unknown,
  ): Promise<{ message: string }> {
    const admin = requireAdmin(viewer, PrivacyMessages.adminsOnly);
    if (typeof userId !== 'string' || !isUuid(userId)) throw notFound(PrivacyMessages.notACustomer);
    await this.erase(em, userId, { actor: admin, requestId: this.requestIdOf(requestId) });
    return { message: PrivacyMessages.adminErased };
  }

  /**
   * Erases or anonymises every personal datum of the account in ONE transaction, the account row
   * locked first (an order being placed finishes first, or is refused after). Orders, order lines
   * and amounts, and the wallet ledger stay (tax law), detached from the person.
   */
  private async erase(
    em: EntityManager,
    userId: string,
    opts: { code?: string; actor: Viewer; requestId?: string | null },
  ): Promise<void> {
    const byAdmin = opts.actor.role === 'admin';
    await em.transactional(async (tx) => {
      const user = await this.deps.accounts.lockForErasure(tx, userId);
      if (!user) {
        if (byAdmin) throw badInput(PrivacyMessages.alreadyErased);
        throw unauthenticated();
      }
      if (user.role !== 'customer') throw forbidden(PrivacyMessages.adminsCannotErase);
      if (opts.code !== undefined && !(await this.deps.accounts.consumeCode(tx, user.email, opts.code)))
        throw badInput(PrivacyMessages.wrongCode, 'code');
      const wallet = await this.deps.wallet.lock(tx, userId);
      await this.assertWalletEmpty(wallet.balancePaise);
      const email = user.email;
      const orderIds = await orderIdsOf(tx, userId);
      await forgetShopperInAdminBell(tx, userId, orderIds);
      const ordersDetached = await detachOrdersFromBuyer(tx, userId);
      await detachInvoicesFromBuyer(tx, userId);
      await forgetAddresses(tx, userId);
      await forgetCart(tx, userId);
      await forgetChat(tx, userId);
      await forgetNotifications(tx, userId);
      await forgetFeedback(tx, userId, email);
      await forgetNewsletter(tx, email);
      const products = await anonymiseReviews(tx, userId, [
        user.name,
        email,
        user.mobileNumber,
        user.address,
      ]);
      await forgetConsents(tx, userId, this.deps.consents.subjectHash(email));
      await tx.execute('delete from privacy_exports where user_id = ?', [userId]);
      await tx.execute(`update privacy_requests set name = '', email = '' where user_id = ?`, [userId]);
      const { sessionsEnded } = await this.deps.accounts.anonymise(tx, user);
      await this.audit(tx, {
        actorId: byAdmin ? opts.actor.userId : null,
        actorRole: byAdmin ? 'admin' : 'customer',
        action: 'erase',
        subjectId: userId,
        requestId: opts.requestId ?? null,
        detail: `orders detached: ${ordersDetached}, sessions ended: ${sessionsEnded}`,
      });
      for (const productId of products) await this.deps.events.raise(tx, 'ProductChanged', { productId });
      await this.deps.events.raise(tx, 'AccountErased', {
        userId,
        byAdminId: byAdmin ? opts.actor.userId : null,
      });
    });
  }

  private async assertWalletEmpty(balancePaise: number): Promise<void> {
    if (balancePaise !== 0) throw badInput(PrivacyMessages.walletNotEmpty(formatPaise(balancePaise)));
  }

  // ---------------------------------------------------------------- download

  /** The shopper asks for their data: a download built in the background, offered for 24 hours. */
  async requestExport(em: EntityManager, viewer: Viewer | null): Promise<DataExportView> {
    const v = requireViewer(viewer);
    return this.startExport(em, v.userId, null);
  }

  /** An admin asks for a shopper's data on the shopper's written request (audited; the admin downloads it). */
  async adminRequestExport(
    em: EntityManager,
    viewer: Viewer | null,
    userId: unknown,
    requestId: unknown,
  ): Promise<DataExportView> {
    const admin = requireAdmin(viewer, PrivacyMessages.adminsOnly);
    if (typeof userId !== 'string' || !isUuid(userId) || !(await this.deps.accounts.profile(em, userId)))
      throw notFound(PrivacyMessages.notACustomer);
    const view = await this.startExport(em, userId, admin.userId, this.requestIdOf(requestId));
    return view;
  }

  private async startExport(
    em: EntityManager,
    userId: string,
    adminId: string | null,
    requestId: string | null = null,
  ): Promise<DataExportView> {
    const row = await em.transactional(async (tx) => {
      const [created] = await tx.execute<ExportRow[]>(
        `insert into privacy_exports (user_id, requested_by, expires_at) values (?, ?, now() + interval '24 hours')
         returning id, user_id, requested_by, status, created_at, ready_at, expires_at`,
        [userId, adminId],
      );
      if (adminId)
        await this.audit(tx, {
          actorId: adminId,
          actorRole: 'admin',
          action: 'export',
          subjectId: userId,
          requestId,
          detail: `export ${created!.id}`,
        });
      return created!;
    });
    // After commit: the job finds the row (with JOBS=off it runs here and now).
    await this.deps.jobs().send(EXPORT_JOB, { exportId: row.id });
    const [fresh] = await em.execute<ExportRow[]>(
      'select id, user_id, requested_by, status, created_at, ready_at, expires_at from privacy_exports where id = ?',
      [row.id],
    );
    return exportView(fresh ?? row);
  }

  /** The background job: builds the document and offers it for 24 hours from now. Idempotent. */
  async runExport(em: EntityManager, exportId: string, now: Date): Promise<{ status: string }> {
    const [row] = await em.execute<ExportRow[]>(
      'select id, user_id, requested_by, status, created_at, ready_at, expires_at from privacy_exports where id = ?',
      [exportId],
    );
    if (!row || row.status !== 'pending') return { status: row?.status ?? 'gone' };
    const body = await buildExport(em, this.deps.accounts, this.deps.consents, row.user_id, now);
    if (!body) {
      await em.execute(`update privacy_exports set status = 'failed' where id = ?`, [exportId]);
      return { status: 'failed' };
    }
    await em.execute(
      `update privacy_exports set status = 'ready', body = ?::jsonb, ready_at = ?, expires_at = ?
        where id = ? and status = 'pending'`,
      [JSON.stringify(body), now, new Date(now.getTime() + EXPORT_TTL_MS), exportId],
    );
    return { status: 'ready' };
  }

  /** The viewer's downloads (newest first): the shopper's own, or those an admin asked for. */
  async myExports(em: EntityManager, viewer: Viewer | null): Promise<DataExportView[]> {
    const v = requireViewer(viewer);
    const rows = await em.execute<ExportRow[]>(
      `select id, user_id, requested_by, status, created_at, ready_at, expires_at from privacy_exports
        where (user_id = ? and requested_by is null) or requested_by = ?
        order by created_at desc limit 20`,
      [v.userId, v.userId],
    );
    return rows.map(exportView);
  }

  /** The download itself: only the person it is about (or the admin who asked for it), within 24 hours. */
  async download(
    em: EntityManager,
    viewer: Viewer | null,
    exportId: unknown,
  ): Promise<{ filename: string; body: unknown }> {
    const v = requireViewer(viewer);
    if (typeof exportId !== 'string' || !isUuid(exportId)) throw notFound(PrivacyMessages.exportNotFound);
    const [row] = await em.execute<(ExportRow & { body: unknown })[]>(
      'select id, user_id, requested_by, status, body, expires_at from privacy_exports where id = ?',
      [exportId],
    );
    const mine = row && (row.requested_by ? row.requested_by === v.userId : row.user_id === v.userId);
    if (!row || !mine) throw forbidden(PrivacyMessages.exportForbidden);
    if (new Date(row.expires_at).getTime() <= Date.now())
      throw new DomainError('GONE', PrivacyMessages.exportExpired);
    if (row.status !== 'ready') throw new DomainError('CONFLICT', PrivacyMessages.exportNotReady);
    return { filename: `rupee-shop-my-data-${row.id.slice(0, 8)}.json`, body: row.body };
  }

  // ---------------------------------------------------------------- audit

  private requestIdOf(requestId: unknown): string | null {
    return typeof requestId === 'string' && isUuid(requestId) ? requestId : null;
  }

  async audit(tx: EntityManager, e: AuditEntry): Promise<void> {
    await tx.execute(
      `insert into privacy_audit (actor_id, actor_role, action, subject_id, request_id, detail)
       values (?, ?, ?, ?, ?, ?)`,
      [e.actorId, e.actorRole, e.action, e.subjectId, e.requestId ?? null, e.detail ?? null],
    );
  }
}
