import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../common/context.js';
import { badInput, conflict, notFound } from '../../common/errors.js';
import type { EventRaiser } from '../../common/events.js';
import type { ShopPubSub } from '../../common/pubsub.js';
import { normalizeEmail } from '../../common/validation.js';
import { requireAdmin, requireViewer } from '../../common/viewer.js';
import type { AuthEvents } from './auth.events.js';
import type { ChangePasswordInput, UpdateProfileInput } from './auth.inputs.js';
import { AuthMessages } from './auth.messages.js';
import { hashPassword, verifyPassword } from './password.js';
import { Session } from './session.entity.js';
import { User, UserRole } from './user.entity.js';

/** The signed-in account: profile, password, the admin's customer count, the first admin. */
export class AccountService {
  constructor(private readonly deps: { events: EventRaiser<AuthEvents>; pubSub: ShopPubSub }) {}

  async me(em: EntityManager, viewer: Viewer | null): Promise<User> {
    const v = requireViewer(viewer);
    const user = await em.findOne(User, { id: v.userId });
    if (!user) throw notFound('User not found');
    return user;
  }

  async updateProfile(
    em: EntityManager,
    viewer: Viewer | null,
    input: UpdateProfileInput,
  ): Promise<{ message: string; user: User }> {
    const v = requireViewer(viewer);
    const email = normalizeEmail(input.email);
    const user = await em.transactional(async (tx) => {
      const u = await tx.findOneOrFail(User, { id: v.userId });
      if (email !== u.email && (await tx.count(User, { email }))) throw conflict(AuthMessages.emailTaken);
      u.name = input.name.trim();
      u.email = email;
      u.mobileNumber = input.mobileNumber.trim();
      u.address = input.address.trim();
      await this.deps.events.raise(tx, 'AccountUpdated', { userId: u.id });
      return u;
    });
    return { message: AuthMessages.profileUpdated, user };
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
    if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
      throw badInput(AuthMessages.wrongPassword, 'currentPassword');
    const passwordHash = await hashPassword(input.newPassword);
    await em.transactional(async (tx) => {
      tx.merge(user).passwordHash = passwordHash;
      await tx.nativeUpdate(
        Session,
        { user: v.userId, id: { $ne: v.sessionId }, revokedAt: null },
        { revokedAt: new Date() },
      );
      if (admin)
        await this.deps.events.raise(tx, 'AdminPasswordChanged', { userId: v.userId, email: user.email });
    });
    await this.deps.pubSub.publish('SESSIONS_REVOKED', { userId: v.userId, exceptSessionId: v.sessionId });
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
