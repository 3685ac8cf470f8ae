import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientMeta, Viewer } from '../../common/context.js';
import { badInput, notFound } from '../../common/errors.js';
import type { EventRaiser } from '../../common/events.js';
import { normalizeEmail } from '../../common/validation.js';
import { requireAdmin, requireViewer } from '../../common/viewer.js';
import type { AuthEvents } from './auth.events.js';
import type { ChangePasswordInput, UpdateProfileInput } from './auth.inputs.js';
import { AuthMessages } from './auth.messages.js';
import type { EmailChangeService } from './email-change.service.js';
import { hashPassword, verifyPassword } from './password.js';
import { Session } from './session.entity.js';
import type { AuthThrottle } from './throttle.js';
import { User, UserRole } from './user.entity.js';

interface AccountDeps {
  events: EventRaiser<AuthEvents>;
  throttle: AuthThrottle;
  emailChange: EmailChangeService;
}

/** The signed-in account: profile, password, the admin's customer count, the first admin. */
export class AccountService {
  constructor(private readonly deps: AccountDeps) {}

  async me(em: EntityManager, viewer: Viewer | null): Promise<User> {
    const v = requireViewer(viewer);
    const user = await em.findOne(User, { id: v.userId });
    if (!user) throw notFound('User not found');
    return user;
  }

  /**
   * Updates the profile. A different e-mail is not changed here: with the current password, a code
   * goes to the new address (confirmEmailChange), and the answer is the same whether or not that
   * address already has an account.
   */
  async updateProfile(
    em: EntityManager,
    viewer: Viewer | null,
    input: UpdateProfileInput,
    meta: ClientMeta,
  ): Promise<{ message: string; user: User; pendingEmail: string | null }> {
    const v = requireViewer(viewer);
    const email = normalizeEmail(input.email);
    const current = await em.findOneOrFail(User, { id: v.userId }, { populate: ['passwordHash'] });
    const changing = email !== current.email;
    if (changing) {
      if (!input.currentPassword) throw badInput(AuthMessages.passwordForEmailChange, 'currentPassword');
      await this.checkPassword(current, input.currentPassword);
    }
    const user = await em.transactional(async (tx) => {
      const u = tx.merge(current);
      u.name = input.name.trim();
      u.mobileNumber = input.mobileNumber.trim();
      u.address = input.address.trim();
      if (changing) await this.deps.emailChange.request(tx, u, email, meta);
      await this.deps.events.raise(tx, 'AccountUpdated', { userId: u.id });
      return u;
    });
    return changing
      ? { message: AuthMessages.emailCodeSent, user, pendingEmail: email }
      : { message: AuthMessages.profileUpdated, user, pendingEmail: null };
  }

  /** The current password, before a sensitive change: wrong ones are counted per account (429 past the limit). */
  private async checkPassword(user: User, password: string): Promise<void> {
    await this.deps.throttle.assertPasswordCheckAllowed(user.id);
    if (await verifyPassword(user.passwordHash, password)) return;
    await this.deps.throttle.recordPasswordCheckFailure(user.id);
    throw badInput(AuthMessages.wrongPassword, 'currentPassword');
  }

  /** Changes the password and ends every other session of the account. */
  async changePassword(
    em: EntityManager,
    viewer: Viewer | null,
    input: ChangePasswordInput,
    { admin = false }: { admin?: boolean } = {},
  ): Promise<{ message: string }> {
    const v = requireViewer(viewer);
    const user = await em.findOneOrFail(User, { id: v.userId }, { populate: ['passwordHash'] });
    await this.checkPassword(user, input.currentPassword);
    const passwordHash = await hashPassword(input.newPassword);
    await em.transactional(async (tx) => {
      tx.merge(user).passwordHash = passwordHash;
      await tx.nativeUpdate(
        Session,
        { user: v.userId, id: { $ne: v.sessionId }, revokedAt: null },
        { revokedAt: new Date() },
      );
      await this.deps.events.raise(tx, 'SessionsRevoked', { userId: v.userId, exceptSessionId: v.sessionId });
      if (admin)
        await this.deps.events.raise(tx, 'AdminPasswordChanged', { userId: v.userId, email: user.email });
    });
    return { message: admin ? AuthMessages.adminPasswordChanged : AuthMessages.passwordChanged };
  }

  /**
   * The back-office's password change: the same rule (other sessions end), for admins only, with
   * the admin spec's message; the settings log records it.
   */
  changeAdminPassword(
    em: EntityManager,
    viewer: Viewer | null,
    input: ChangePasswordInput,
  ): Promise<{ message: string }> {
    requireAdmin(viewer, AuthMessages.adminsOnly);
    return this.changePassword(em, viewer, input, { admin: true });
  }

  /** Admins: how many shoppers (role customer) have an account, and how many of them verified it. */
  async countCustomers(
    em: EntityManager,
    viewer: Viewer | null,
  ): Promise<{ totalUsers: number; verifiedUsers: number }> {
    requireAdmin(viewer, AuthMessages.customerDataAdminOnly);
    const [totalUsers, verifiedUsers] = await Promise.all([
      em.count(User, { role: UserRole.CUSTOMER }),
      em.count(User, { role: UserRole.CUSTOMER, isVerified: true }),
    ]);
    return { totalUsers, verifiedUsers };
  }

  /**
   * Creates the first admin from configuration when the shop has none. `beforeCreate` runs only when
   * a new account is about to get `admin.password` (start-up refuses a weak one in production).
   */
  async ensureFirstAdmin(
    em: EntityManager,
    admin: { email: string; password: string; name: string },
    beforeCreate: () => void = () => undefined,
  ): Promise<boolean> {
    if (await em.count(User, { role: UserRole.ADMIN })) return false;
    const email = normalizeEmail(admin.email);
    const existing = await em.findOne(User, { email });
    if (existing) {
      existing.role = UserRole.ADMIN;
      existing.isVerified = true;
    } else {
      beforeCreate();
      em.create(User, {
        email,
        name: admin.name,
        mobileNumber: '0000000000',
        address: 'Head office',
        passwordHash: await hashPassword(admin.password),
        role: UserRole.ADMIN,
        isVerified: true,
      });
    }
    await em.flush();
    return true;
  }
}
