import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientMeta, Viewer } from '../../common/context.js';
import { DomainError, forbidden, unauthenticated } from '../../common/errors.js';
import { normalizeEmail } from '../../common/validation.js';
import type { LoginInput } from './auth.inputs.js';
import { AuthMessages, type AuthResult } from './auth.messages.js';
import { dummyPasswordHash, verifyPassword } from './password.js';
import { Session } from './session.entity.js';
import type { AuthThrottle } from './throttle.js';
import type { TokenSigner } from './tokens.js';
import { User, UserRole } from './user.entity.js';

interface SessionDeps {
  tokens: TokenSigner;
  throttle: AuthThrottle;
  sessionTtlMs: number;
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
    if (!this.isLive(session) || session.user.id !== check.claims.sub)
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
    return em.transactional(async (tx) => {
      const session = await tx.findOne(
        Session,
        { id: check.claims.sid },
        { populate: ['user'], lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (
        !this.isLive(session) ||
        session.generation !== check.claims.gen ||
        session.user.id !== check.claims.sub
      )
        throw unauthenticated(AuthMessages.sessionExpired);
      session.generation += 1;
      session.refreshedAt = new Date();
      session.expiresAt = new Date(Date.now() + this.deps.sessionTtlMs);
      await tx.flush();
      return { token: await this.issueToken(session.user, session), user: session.user };
    });
  }

  async logout(em: EntityManager, viewer: Viewer | null): Promise<{ message: string }> {
    if (viewer) await em.nativeUpdate(Session, { id: viewer.sessionId }, { revokedAt: new Date() });
    return { message: AuthMessages.loggedOut };
  }

  private isLive(session: Session | null): session is Session {
    return !!session && !session.revokedAt && session.expiresAt.getTime() > Date.now();
  }

  private issueToken(user: User, session: Session): Promise<string> {
    return this.deps.tokens.sign({ sub: user.id, sid: session.id, gen: session.generation, role: user.role });
  }
}
