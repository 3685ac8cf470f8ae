import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientMeta, Viewer } from '../../common/context.js';
import { DomainError, forbidden, unauthenticated } from '../../common/errors.js';
import type { Logger } from '../../common/logger.js';
import type { EventRaiser } from '../../common/events.js';
import { isUuid, normalizeEmail } from '../../common/validation.js';
import { requireViewer } from '../../common/viewer.js';
import type { AuthEvents } from './auth.events.js';
import type { LoginInput } from './auth.inputs.js';
import { sessionForToken } from './auth.sql.js';
import { AuthMessages, type AuthResult } from './auth.messages.js';
import type { SessionInfo } from './auth.types.js';
import { deviceName } from './device-name.js';
import { dummyPasswordHash, verifyPassword } from './password.js';
import { Session } from './session.entity.js';
import type { AuthThrottle } from './throttle.js';
import type { TokenSigner } from './tokens.js';
import type { TwoFactorGate } from './two-factor-gate.js';
import { AdminSecurityMessages } from './admin-security.messages.js';
import { User, UserRole } from './user.entity.js';

interface SessionDeps {
  tokens: TokenSigner;
  throttle: AuthThrottle;
  sessionTtlMs: number;
  sessionAbsoluteMs: number;
  events: EventRaiser<AuthEvents>;
  log: Logger;
  /** Admin two-factor: plain `login` refuses an admin who needs a second step (see adminSignIn). */
  twoFactor: TwoFactorGate;
}

/** A token one generation old, replayed this soon after its rotation, is a race between tabs, not theft. */
export const REFRESH_RACE_GRACE_MS = 10_000;

/** The most sessions the profile lists (the most recently used). */
const MAX_LISTED_SESSIONS = 50;

/** A session is live until it is revoked or expires (an entity's dates, or a row's). */
function sessionIsLive(revokedAt: Date | string | null | undefined, expiresAt: Date | string): boolean {
  return !revokedAt && new Date(expiresAt).getTime() > Date.now();
}

/** Sessions: login, bearer tokens to viewers, refresh, logout. */
export class SessionService {
  constructor(private readonly deps: SessionDeps) {}

  async login(
    em: EntityManager,
    input: LoginInput,
    meta: ClientMeta,
    opts: { requireAdmin?: boolean } = {},
  ): Promise<AuthResult> {
    const user = await this.checkPassword(em, input, meta, opts);
    if (await this.deps.twoFactor.secondStep(em, user))
      throw forbidden(AdminSecurityMessages.twoFactorRequired);
    return this.startSession(em, user, meta);
  }

  /** The first step of every sign-in: throttled password check, verified, enabled, the right role. */
  async checkPassword(
    em: EntityManager,
    input: LoginInput,
    meta: ClientMeta,
    opts: { requireAdmin?: boolean } = {},
  ): Promise<User> {
    const email = normalizeEmail(input.email);
    await this.deps.throttle.assertLoginAllowed(email, meta);
    const user = await em.findOne(User, { email }, { populate: ['passwordHash'] });
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
    if (!user || !ok) {
      await this.deps.throttle.recordLoginFailure(email, meta);
      throw new DomainError('UNAUTHENTICATED', AuthMessages.invalidCredentials);
    }
    await this.deps.throttle.recordLoginSuccess(email, meta);
    if (!user.isVerified) throw forbidden(AuthMessages.notVerified);
    if (opts.requireAdmin && user.role !== UserRole.ADMIN) throw forbidden(AuthMessages.notAdmin);
    if (user.disabledAt) throw forbidden(AdminSecurityMessages.accountDisabled);
    return user;
  }

  /** A new session for a user who passed every step of sign-in. */
  async startSession(em: EntityManager, user: User, meta: ClientMeta): Promise<AuthResult> {
    const session = em.create(Session, {
      user,
      expiresAt: this.expiryFor(new Date()),
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
    // Every signed-in request comes through here: one prepared statement, a plain row (no entity).
    const session = isUuid(check.claims.sid) ? await sessionForToken(em, check.claims.sid) : undefined;
    // Only the session's current token: one rotated out by a refresh is no longer an access token.
    if (
      !session ||
      !sessionIsLive(session.revoked_at, session.expires_at) ||
      session.user_id !== check.claims.sub ||
      session.generation !== check.claims.gen
    )
      throw unauthenticated(AuthMessages.sessionExpired);
    return { userId: session.user_id, sessionId: check.claims.sid, role: session.role };
  }

  /**
   * Trades a token (expired is fine, but it must be the session's current one) for a new one,
   * renewing the session. An old token cannot refresh twice.
   */
  async refresh(em: EntityManager, token: string): Promise<AuthResult> {
    const check = await this.deps.tokens.check(token);
    if (!check.ok) throw unauthenticated(AuthMessages.sessionExpired);
    const sessionId = check.claims.sid;
    const outcome = await em.transactional(async (tx): Promise<'refused' | 'revoked' | AuthResult> => {
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
        await this.deps.events.raise(tx, 'SessionsRevoked', { userId: session.user.id, sessionId });
        return 'revoked' as const;
      }
      // Past its absolute lifetime a session ends, however active.
      const expiresAt = this.expiryFor(session.createdAt);
      if (expiresAt.getTime() <= Date.now()) return 'refused' as const;
      session.generation += 1;
      session.refreshedAt = new Date();
      session.expiresAt = expiresAt;
      await tx.flush();
      return { token: await this.issueToken(session.user, session), user: session.user };
    });
    if (outcome === 'refused') throw unauthenticated(AuthMessages.sessionExpired);
    if (outcome === 'revoked') {
      this.deps.log.warn({ sessionId }, 'refresh token reused: session revoked');
      throw unauthenticated(AuthMessages.sessionExpired);
    }
    return outcome;
  }

  async logout(em: EntityManager, viewer: Viewer | null): Promise<{ message: string }> {
    if (viewer) {
      await em.transactional(async (tx) => {
        await tx.nativeUpdate(Session, { id: viewer.sessionId }, { revokedAt: new Date() });
        await this.deps.events.raise(tx, 'SessionsRevoked', {
          userId: viewer.userId,
          sessionId: viewer.sessionId,
        });
      });
    }
    return { message: AuthMessages.loggedOut };
  }

  /** The shopper's live sessions, most recently used first, this one marked. */
  async listSessions(em: EntityManager, viewer: Viewer | null): Promise<SessionInfo[]> {
    const v = requireViewer(viewer);
    const sessions = await em.find(
      Session,
      { user: v.userId, revokedAt: null, expiresAt: { $gt: new Date() } },
      { orderBy: { refreshedAt: 'desc' }, limit: MAX_LISTED_SESSIONS },
    );
    return sessions.map((s) => ({
      id: s.id,
      device: deviceName(s.userAgent),
      ipAddress: s.ip ?? null,
      signedInAt: s.createdAt,
      lastSeenAt: s.refreshedAt,
      expiresAt: s.expiresAt,
      current: s.id === v.sessionId,
    }));
  }

  /** Ends every session of the shopper but this one; their sockets close on every instance. */
  async signOutOtherSessions(em: EntityManager, viewer: Viewer | null): Promise<{ message: string }> {
    const v = requireViewer(viewer);
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(
        Session,
        { user: v.userId, id: { $ne: v.sessionId }, revokedAt: null },
        { revokedAt: new Date() },
      );
      await this.deps.events.raise(tx, 'SessionsRevoked', { userId: v.userId, exceptSessionId: v.sessionId });
    });
    return { message: AuthMessages.otherSessionsEnded };
  }

  /** A new expiry: the sliding lifetime from now, never past the absolute one from the sign-in. */
  private expiryFor(signedInAt: Date): Date {
    const now = Date.now();
    return new Date(
      Math.min(now + this.deps.sessionTtlMs, signedInAt.getTime() + this.deps.sessionAbsoluteMs),
    );
  }

  private isLive(session: Session | null): session is Session {
    return !!session && sessionIsLive(session.revokedAt, session.expiresAt);
  }

  private issueToken(user: User, session: Session): Promise<string> {
    return this.deps.tokens.sign({ sub: user.id, sid: session.id, gen: session.generation, role: user.role });
  }
}
