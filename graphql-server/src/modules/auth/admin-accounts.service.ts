import crypto from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientMeta, Viewer } from '../../common/context.js';
import { badInput, conflict, forbidden, notFound } from '../../common/errors.js';
import type { EventRaiser } from '../../common/events.js';
import { isUuid, normalizeEmail } from '../../common/validation.js';
import { requireAdmin } from '../../common/viewer.js';
import { AdminSecurityMessages as M } from './admin-security.messages.js';
import type { AuthEvents } from './auth.events.js';
import { AuthMessages } from './auth.messages.js';
import { generateCode } from './codes.js';
import { CodePurpose, OneTimeCode } from './one-time-code.entity.js';
import type { OneTimeCodeService } from './one-time-code.service.js';
import { hashPassword } from './password.js';
import { Session } from './session.entity.js';
import type { AuthThrottle } from './throttle.js';
import { AdminTwoFactor } from './two-factor.entity.js';
import { User, UserRole } from './user.entity.js';

/** An invitation's code lives two days: the invitee may not read mail at once. */
export const INVITE_TTL_MS = 48 * 60 * 60 * 1000;

export type AdminStatus = 'active' | 'invited' | 'disabled';

export interface AdminAccountView {
  id: string;
  name: string;
  email: string;
  status: AdminStatus;
  twoFactorEnabled: boolean;
  createdAt: Date;
  disabledAt: Date | null;
}

interface AdminAccountDeps {
  codes: OneTimeCodeService;
  throttle: AuthThrottle;
  events: EventRaiser<AuthEvents>;
}

function statusOf(u: User): AdminStatus {
  if (u.disabledAt) return 'disabled';
  return u.isVerified ? 'active' : 'invited';
}

/**
 * The shop's admins: the list, invitations (name and e-mail; the invitee sets their own password
 * with the e-mailed code), and disabling another admin (never yourself, never the last active
 * one), which ends their sessions and sockets at once.
 */
export class AdminAccountService {
  constructor(private readonly deps: AdminAccountDeps) {}

  async list(em: EntityManager, viewer: Viewer | null): Promise<AdminAccountView[]> {
    requireAdmin(viewer);
    const admins = await em.find(
      User,
      { role: UserRole.ADMIN },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return this.views(em, admins);
  }

  /** Creates a pending admin (or renews a pending invitation) and mails them a code. */
  async invite(
    em: EntityManager,
    viewer: Viewer | null,
    input: { name: string; email: string; mobileNumber?: string | null; address?: string | null },
    meta: ClientMeta,
  ): Promise<{ message: string }> {
    const v = requireAdmin(viewer, 'Not authenticated. Please log in as admin.');
    const email = normalizeEmail(input.email);
    const existing = await em.findOne(User, { email });
    const pendingInvite = existing && existing.role === UserRole.ADMIN && !existing.isVerified;
    if (existing && !pendingInvite) throw conflict(AuthMessages.emailTaken);
    await this.deps.throttle.consumeCodeMail(email, meta.client);
    const inviter = await em.findOneOrFail(User, { id: v.userId });
    const code = generateCode();
    await em.transactional(async (tx) => {
      const details = {
        name: input.name.trim(),
        mobileNumber: input.mobileNumber?.trim() ?? '',
        address: input.address?.trim() ?? '',
      };
      if (existing) Object.assign(tx.merge(existing), details, { disabledAt: null });
      else
        tx.create(User, {
          email,
          ...details,
          // Nobody knows this password: the invitee sets their own with the code.
          passwordHash: await hashPassword(crypto.randomUUID() + crypto.randomUUID()),
          role: UserRole.ADMIN,
          isVerified: false,
        });
      await tx.nativeUpdate(
        OneTimeCode,
        { email, purpose: CodePurpose.AdminInvite, consumedAt: null },
        { consumedAt: new Date() },
      );
      tx.create(OneTimeCode, {
        ...this.deps.codes.create(email, CodePurpose.AdminInvite, code, null),
        expiresAt: new Date(Date.now() + INVITE_TTL_MS),
      });
      await this.deps.events.raise(tx, 'AdminInvited', {
        email,
        name: details.name,
        code,
        invitedBy: inviter.name,
      });
    });
    return { message: M.inviteSent };
  }

  /** The invitee sets their password with the e-mailed code; the account is then active. */
  async acceptInvite(
    em: EntityManager,
    input: { email: string; otp: string; password: string },
  ): Promise<{ message: string }> {
    const email = normalizeEmail(input.email);
    const passwordHash = await hashPassword(input.password);
    // A miss must commit its counted attempt, so the transaction returns instead of throwing.
    const accepted = await em.transactional(async (tx) => {
      const match = await this.deps.codes.consume(tx, email, CodePurpose.AdminInvite, input.otp);
      const user = match && (await tx.findOne(User, { email }, { populate: ['passwordHash'] }));
      if (!user || user.role !== UserRole.ADMIN || user.isVerified || user.disabledAt) return false;
      user.passwordHash = passwordHash;
      user.isVerified = true;
      return true;
    });
    if (!accepted) throw badInput(M.invalidInvite, 'otp');
    return { message: M.inviteAccepted };
  }

  /** Disables another admin: their sessions end now, their sockets close (AdminDisabled). */
  async disable(em: EntityManager, viewer: Viewer | null, id: string): Promise<AdminAccountView> {
    const v = requireAdmin(viewer);
    if (id === v.userId) throw forbidden(M.cannotDisableSelf);
    const target = await em.transactional(async (tx) => {
      // Every active admin locked, so two admins disabling each other cannot leave none.
      const active = await tx.find(
        User,
        { role: UserRole.ADMIN, isVerified: true, disabledAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
      );
      const user = await this.findAdmin(tx, id);
      if (user.disabledAt) return user;
      if (active.some((a) => a.id === user.id) && active.length <= 1) throw forbidden(M.lastAdmin);
      user.disabledAt = new Date();
      await tx.nativeUpdate(Session, { user: user.id, revokedAt: null }, { revokedAt: new Date() });
      await this.deps.events.raise(tx, 'AdminDisabled', { userId: user.id });
      return user;
    });
    return (await this.views(em, [target]))[0]!;
  }

  async enable(em: EntityManager, viewer: Viewer | null, id: string): Promise<AdminAccountView> {
    requireAdmin(viewer);
    const user = await em.transactional(async (tx) => {
      const u = await this.findAdmin(tx, id);
      u.disabledAt = null;
      return u;
    });
    return (await this.views(em, [user]))[0]!;
  }

  private async findAdmin(em: EntityManager, id: string): Promise<User> {
    const user = isUuid(id) ? await em.findOne(User, { id, role: UserRole.ADMIN }) : null;
    if (!user) throw notFound(M.notAnAdmin);
    return user;
  }

  private async views(em: EntityManager, admins: User[]): Promise<AdminAccountView[]> {
    const rows = admins.length
      ? await em.find(AdminTwoFactor, { userId: { $in: admins.map((a) => a.id) }, enabledAt: { $ne: null } })
      : [];
    const withTwoFactor = new Set(rows.map((r) => r.userId));
    return admins.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      status: statusOf(u),
      twoFactorEnabled: withTwoFactor.has(u.id),
      createdAt: u.createdAt,
      disabledAt: u.disabledAt,
    }));
  }
}
