import { LockMode, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  badInput,
  DomainError,
  forbidden,
  notFound,
  unauthenticated,
  conflict,
} from '../../common/errors.js';
import type { Logger } from '../../common/logger.js';
import type { Mailer } from '../../common/mailer.js';
import type { ShopPubSub } from '../../common/pubsub.js';
import { normalizeEmail } from '../../common/validation.js';
import { requireAdmin, requireViewer, type Viewer } from '../../common/viewer.js';
import type {
  ChangePasswordInput,
  LoginInput,
  RegisterAdminInput,
  RegisterInput,
  ResetPasswordInput,
  UpdateProfileInput,
  VerifyCodeInput,
  VerifyResetCodeInput,
} from './auth.inputs.js';
import { CODE_TTL_MS, codeMatches, generateCode, hashCode, MAX_CODE_ATTEMPTS } from './codes.js';
import { CodePurpose, OneTimeCode, type RegistrationPayload } from './one-time-code.entity.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.js';
import { Session } from './session.entity.js';
import type { AuthThrottle } from './throttle.js';
import type { TokenSigner } from './tokens.js';
import { User, UserRole } from './user.entity.js';

export const AuthMessages = {
  otpSent: 'OTP sent to email',
  adminCreated: 'Admin account created. OTP sent to email.',
  verified: 'Account verified successfully',
  otpResent: 'New OTP sent successfully',
  invalidOtp: 'Invalid or expired OTP',
  invalidCredentials: 'Invalid credentials',
  notVerified: 'Please verify your email before logging in.',
  notAdmin: 'You are not authorized as an admin',
  resetSent: 'If an account exists for this email, an OTP has been sent.',
  resetVerified: 'OTP verified successfully',
  passwordReset: 'Password reset successfully',
  sessionExpired: 'Session expired. Please log in again.',
  profileUpdated: 'Profile updated successfully',
  passwordChanged: 'Password changed successfully',
  wrongPassword: 'Current password is incorrect',
  emailTaken: 'This email is already in use',
  loggedOut: 'Logged out successfully',
  customerDataAdminOnly: 'You must be an admin to view customer data',
} as const;

/** A token one generation old, replayed this soon after its rotation, is a race between tabs, not theft. */
export const REFRESH_RACE_GRACE_MS = 10_000;

export interface ClientMeta {
  /** the client's address, used for per-client throttling */
  client: string;
  userAgent?: string | undefined;
}

export interface AuthResult {
  token: string;
  user: User;
}

interface AuthServiceDeps {
  tokens: TokenSigner;
  codeSecret: Uint8Array;
  mailer: Mailer;
  throttle: AuthThrottle;
  pubSub: ShopPubSub;
  sessionTtlMs: number;
  log: Logger;
  shopName: string;
}

/** Accounts: registration with e-mailed codes, login sessions, password reset, profile. */
export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  // ---------------------------------------------------------------- registration

  async register(em: EntityManager, input: RegisterInput, meta: ClientMeta): Promise<{ message: string }> {
    await this.startRegistration(em, input, UserRole.CUSTOMER, meta);
    return { message: AuthMessages.otpSent };
  }

  async registerAdmin(
    em: EntityManager,
    viewer: Viewer | null,
    input: RegisterAdminInput,
    meta: ClientMeta,
  ): Promise<{ message: string }> {
    requireAdmin(viewer, 'Not authenticated. Please log in as admin.');
    const email = normalizeEmail(input.email);
    if (await em.count(User, { email })) throw conflict(AuthMessages.emailTaken);
    await this.startRegistration(em, input, UserRole.ADMIN, meta);
    return { message: AuthMessages.adminCreated };
  }

  /**
   * Records the (unverified) account and mails a code that carries the details it confirms.
   * A verified e-mail is never changed here: its owner gets a notice instead, and the answer is
   * the same, so registration does not reveal which e-mails have accounts.
   */
  private async startRegistration(
    em: EntityManager,
    input: RegisterInput,
    role: UserRole,
    meta: ClientMeta,
  ): Promise<void> {
    const email = normalizeEmail(input.email);
    await this.deps.throttle.consumeCodeMail(email, meta.client);
    const payload: RegistrationPayload = {
      name: input.name.trim(),
      mobileNumber: input.mobileNumber.trim(),
      address: input.address.trim(),
      passwordHash: await hashPassword(input.password),
    };
    const existing = await em.findOne(User, { email });
    if (existing?.isVerified) {
      await this.deps.mailer.send({
        to: email,
        subject: `${this.deps.shopName}: you already have an account`,
        text: `Someone (hopefully you) tried to register ${email} again.\n\nYou already have an account: log in, or use "Forgot Password?" if you cannot remember your password.\nYour password has not been changed.`,
      });
      return;
    }
    const code = generateCode();
    await em.transactional(async (tx) => {
      const user = existing
        ? tx.merge(existing)
        : tx.create(User, { email, ...payload, role, isVerified: false });
      if (existing) {
        user.name = payload.name;
        user.mobileNumber = payload.mobileNumber;
        user.address = payload.address;
        user.role = role;
      }
      tx.create(OneTimeCode, this.newCode(email, CodePurpose.Register, code, payload));
    });
    await this.mailCode(email, code, CodePurpose.Register);
  }

  async verifyRegistration(em: EntityManager, input: VerifyCodeInput): Promise<{ message: string }> {
    const email = normalizeEmail(input.email);
    // A miss must commit its counted attempt, so the transaction returns instead of throwing.
    const verified = await em.transactional(async (tx) => {
      const match = await this.consumeCode(tx, email, CodePurpose.Register, input.otp);
      const user = match && (await tx.findOne(User, { email }, { populate: ['passwordHash'] }));
      if (!match?.payload || !user || user.isVerified) return false;
      Object.assign(user, match.payload);
      user.isVerified = true;
      return true;
    });
    if (!verified) throw badInput(AuthMessages.invalidOtp, 'otp');
    return { message: AuthMessages.verified };
  }

  async resendRegistrationCode(
    em: EntityManager,
    rawEmail: string,
    meta: ClientMeta,
  ): Promise<{ message: string }> {
    const email = normalizeEmail(rawEmail);
    await this.deps.throttle.consumeCodeMail(email, meta.client);
    const latest = await em.findOne(
      OneTimeCode,
      { email, purpose: CodePurpose.Register, consumedAt: null },
      { orderBy: { createdAt: 'desc' } },
    );
    const user = await em.findOne(User, { email });
    // Same answer whether or not there is a pending registration.
    if (!latest?.payload || !user || user.isVerified) return { message: AuthMessages.otpResent };
    const code = generateCode();
    em.create(OneTimeCode, this.newCode(email, CodePurpose.Register, code, latest.payload));
    await em.flush();
    await this.mailCode(email, code, CodePurpose.Register);
    return { message: AuthMessages.otpResent };
  }

  // ---------------------------------------------------------------- sessions

  async login(
    em: EntityManager,
    input: LoginInput,
    meta: ClientMeta,
    opts: { requireAdmin?: boolean } = {},
  ): Promise<AuthResult> {
    const email = normalizeEmail(input.email);
    await this.deps.throttle.assertLoginAllowed(email, meta.client);
    const user = await em.findOne(User, { email }, { populate: ['passwordHash'] });
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
    if (!user || !ok) {
      await this.deps.throttle.recordLoginFailure(email, meta.client);
      throw new DomainError('UNAUTHENTICATED', AuthMessages.invalidCredentials);
    }
    await this.deps.throttle.recordLoginSuccess(email);
    if (!user.isVerified) throw forbidden(AuthMessages.notVerified);
    if (opts.requireAdmin && user.role !== UserRole.ADMIN) throw forbidden(AuthMessages.notAdmin);
    const session = em.create(Session, {
      user,
      expiresAt: new Date(Date.now() + this.deps.sessionTtlMs),
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.client,
    });
    await em.flush();
    return { token: await this.issueToken(user, session), user };
  }

  /**
   * Resolves a bearer token to a viewer: a valid signature, not expired, and a live session.
   * Throws UNAUTHENTICATED otherwise (the client then refreshes once).
   */
  async authenticate(em: EntityManager, token: string): Promise<Viewer> {
    const check = await this.deps.tokens.check(token);
    if (!check.ok) throw unauthenticated('Invalid token');
    if (check.expired) throw unauthenticated('Token expired');
    const session = await em.findOne(Session, { id: check.claims.sid }, { populate: ['user'] });
    // Only the session's current token: one rotated out by a refresh is no longer an access token.
    if (
      !this.isLive(session) ||
      session.user.id !== check.claims.sub ||
      session.generation !== check.claims.gen
    )
      throw unauthenticated(AuthMessages.sessionExpired);
    return { userId: session.user.id, sessionId: session.id, role: session.user.role };
  }

  /**
   * Trades a token (expired is fine, but it must be the session's current one) for a new one,
   * renewing the session. An old token cannot refresh twice.
   */
  async refresh(em: EntityManager, token: string): Promise<AuthResult> {
    const check = await this.deps.tokens.check(token);
    if (!check.ok) throw unauthenticated(AuthMessages.sessionExpired);
    const sessionId = check.claims.sid;
    const outcome = await em.transactional(
      async (tx): Promise<'refused' | { revoked: string } | AuthResult> => {
        const session = await tx.findOne(
          Session,
          { id: check.claims.sid },
          { populate: ['user'], lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!this.isLive(session) || session.user.id !== check.claims.sub) return 'refused' as const;
        if (session.generation !== check.claims.gen) {
          // A rotated-out token came back: someone holds a copy. End the session, newer token too,
          // unless it is the previous token within seconds of its rotation (two tabs refreshing at once).
          const race =
            check.claims.gen === session.generation - 1 &&
            Date.now() - session.refreshedAt.getTime() < REFRESH_RACE_GRACE_MS;
          if (race) return 'refused' as const;
          session.revokedAt = new Date();
          return { revoked: session.user.id };
        }
        session.generation += 1;
        session.refreshedAt = new Date();
        session.expiresAt = new Date(Date.now() + this.deps.sessionTtlMs);
        await tx.flush();
        return { token: await this.issueToken(session.user, session), user: session.user };
      },
    );
    if (outcome === 'refused') throw unauthenticated(AuthMessages.sessionExpired);
    if ('revoked' in outcome) {
      this.deps.log.warn({ sessionId }, 'refresh token reused: session revoked');
      await this.deps.pubSub.publish('SESSIONS_REVOKED', { userId: outcome.revoked, sessionId });
      throw unauthenticated(AuthMessages.sessionExpired);
    }
    return outcome;
  }

  async logout(em: EntityManager, viewer: Viewer | null): Promise<{ message: string }> {
    if (viewer) {
      await em.nativeUpdate(Session, { id: viewer.sessionId }, { revokedAt: new Date() });
      await this.deps.pubSub.publish('SESSIONS_REVOKED', {
        userId: viewer.userId,
        sessionId: viewer.sessionId,
      });
    }
    return { message: AuthMessages.loggedOut };
  }

  private isLive(session: Session | null): session is Session {
    return !!session && !session.revokedAt && session.expiresAt.getTime() > Date.now();
  }

  private issueToken(user: User, session: Session): Promise<string> {
    return this.deps.tokens.sign({ sub: user.id, sid: session.id, gen: session.generation, role: user.role });
  }

  // ---------------------------------------------------------------- password reset

  async requestPasswordReset(
    em: EntityManager,
    rawEmail: string,
    meta: ClientMeta,
  ): Promise<{ message: string }> {
    const email = normalizeEmail(rawEmail);
    await this.deps.throttle.consumeCodeMail(email, meta.client);
    const user = await em.findOne(User, { email });
    if (user?.isVerified) {
      const code = generateCode();
      await em.transactional(async (tx) => {
        // One live reset code at a time.
        await tx.nativeUpdate(
          OneTimeCode,
          { email, purpose: CodePurpose.Reset, consumedAt: null },
          { consumedAt: new Date() },
        );
        tx.create(OneTimeCode, this.newCode(email, CodePurpose.Reset, code, null));
      });
      await this.mailCode(email, code, CodePurpose.Reset);
    }
    return { message: AuthMessages.resetSent };
  }

  /** Checks a reset code without using it up (wrong guesses still count). */
  async verifyResetCode(em: EntityManager, input: VerifyResetCodeInput): Promise<{ message: string }> {
    const email = normalizeEmail(input.email);
    const match = await em.transactional((tx) => this.matchCode(tx, email, CodePurpose.Reset, input.otp));
    if (!match) throw badInput(AuthMessages.invalidOtp, 'otp');
    return { message: AuthMessages.resetVerified };
  }

  async resetPassword(em: EntityManager, input: ResetPasswordInput): Promise<{ message: string }> {
    const email = normalizeEmail(input.email);
    const passwordHash = await hashPassword(input.newPassword);
    const resetUserId = await em.transactional(async (tx) => {
      const match = await this.consumeCode(tx, email, CodePurpose.Reset, input.otp);
      const user = match && (await tx.findOne(User, { email }, { populate: ['passwordHash'] }));
      if (!user) return null;
      user.passwordHash = passwordHash;
      await tx.nativeUpdate(Session, { user, revokedAt: null }, { revokedAt: new Date() });
      return user.id;
    });
    if (!resetUserId) throw badInput(AuthMessages.invalidOtp, 'otp');
    await this.deps.pubSub.publish('SESSIONS_REVOKED', { userId: resetUserId });
    return { message: AuthMessages.passwordReset };
  }

  // ---------------------------------------------------------------- profile

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
      return u;
    });
    await this.deps.pubSub.publish('ACCOUNT_UPDATED', user.id, { userId: user.id });
    return { message: AuthMessages.profileUpdated, user };
  }

  /** Changes the password and ends every other session of the account. */
  async changePassword(
    em: EntityManager,
    viewer: Viewer | null,
    input: ChangePasswordInput,
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
    });
    await this.deps.pubSub.publish('SESSIONS_REVOKED', { userId: v.userId, exceptSessionId: v.sessionId });
    return { message: AuthMessages.passwordChanged };
  }

  /** The back-office's password change: the same rule, for admins only. */
  changeAdminPassword(
    em: EntityManager,
    viewer: Viewer | null,
    input: ChangePasswordInput,
  ): Promise<{ message: string }> {
    requireAdmin(viewer, 'Unauthorized: Admins only');
    return this.changePassword(em, viewer, input);
  }

  // ---------------------------------------------------------------- admin

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

  // ---------------------------------------------------------------- bootstrap

  /** Creates the first admin from configuration when the shop has none. */
  async ensureFirstAdmin(
    em: EntityManager,
    admin: { email: string; password: string; name: string },
  ): Promise<boolean> {
    if (await em.count(User, { role: UserRole.ADMIN })) return false;
    const email = normalizeEmail(admin.email);
    const existing = await em.findOne(User, { email });
    if (existing) {
      existing.role = UserRole.ADMIN;
      existing.isVerified = true;
    } else {
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

  // ---------------------------------------------------------------- one-time codes

  private newCode(email: string, purpose: CodePurpose, code: string, payload: RegistrationPayload | null) {
    return {
      email,
      purpose,
      codeHash: hashCode(this.deps.codeSecret, email, purpose, code),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
      payload,
    };
  }

  /**
   * Finds the live code this guess matches, or null. Every live code of the e-mail and purpose
   * counts a miss; a code is burned after MAX_CODE_ATTEMPTS misses. Runs inside a transaction
   * with the codes locked, so parallel guesses are counted exactly.
   */
  private async matchCode(
    tx: EntityManager,
    email: string,
    purpose: CodePurpose,
    otp: string,
  ): Promise<OneTimeCode | null> {
    const live = await tx.find(
      OneTimeCode,
      {
        email,
        purpose,
        consumedAt: null,
        expiresAt: { $gt: new Date() },
        attempts: { $lt: MAX_CODE_ATTEMPTS },
      },
      { orderBy: { createdAt: 'desc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const match = live.find((c) => codeMatches(this.deps.codeSecret, email, purpose, otp, c.codeHash));
    if (!match) {
      if (live.length) {
        await tx.nativeUpdate(
          OneTimeCode,
          { id: { $in: live.map((c) => c.id) } },
          { attempts: raw('attempts + 1') },
        );
      }
      return null;
    }
    return match;
  }

  private async consumeCode(
    tx: EntityManager,
    email: string,
    purpose: CodePurpose,
    otp: string,
  ): Promise<OneTimeCode | null> {
    const match = await this.matchCode(tx, email, purpose, otp);
    if (!match) return null;
    // Using a code ends every other live code of the same purpose.
    await tx.nativeUpdate(OneTimeCode, { email, purpose, consumedAt: null }, { consumedAt: new Date() });
    return match;
  }

  private async mailCode(email: string, code: string, purpose: CodePurpose): Promise<void> {
    const what = purpose === CodePurpose.Register ? 'verify your e-mail address' : 'reset your password';
    await this.deps.mailer.send({
      to: email,
      subject: `${this.deps.shopName}: your one-time code is ${code}`,
      text: `Your one-time code to ${what} is:\n\n    ${code}\n\nIt expires in 10 minutes and can be used once. If you did not ask for it, ignore this e-mail.`,
      html: `<p>Your one-time code to ${what} is:</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p><p>It expires in 10 minutes and can be used once. If you did not ask for it, ignore this e-mail.</p>`,
    });
  }
}
