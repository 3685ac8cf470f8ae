import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import QRCode from 'qrcode';
import type { ClientMeta, Viewer } from '../../common/context.js';
import { badInput, forbidden, unauthenticated } from '../../common/errors.js';
import type { RateLimit, RateLimits } from '../../common/rate-limit.js';
import { openSecret, sealSecret } from '../../common/sealed.js';
import { requireAdmin } from '../../common/viewer.js';
import { AdminSecurityMessages as M } from './admin-security.messages.js';
import type { AuthResult } from './auth.messages.js';
import type { LoginInput } from './auth.inputs.js';
import { verifyPassword } from './password.js';
import type { SessionService } from './session.service.js';
import type { TwoFactorGate } from './two-factor-gate.js';
import { AdminSecurityPolicy, AdminTwoFactor } from './two-factor.entity.js';
import {
  type ChallengeSigner,
  type ChallengeStep,
  CHALLENGE_TTL_SECONDS,
  checkTotp,
  hashRecoveryCode,
  MAX_CHALLENGE_ATTEMPTS,
  newRecoveryCodes,
  newTotpSecret,
  totpUri,
} from './two-factor.js';
import { User, UserRole } from './user.entity.js';

export interface TwoFactorDeps {
  sessions: SessionService;
  gate: TwoFactorGate;
  challenges: ChallengeSigner;
  /** AES-256 key sealing TOTP secrets (the settings key: the mail password's). */
  sealKey: Uint8Array;
  /** Keyed hashes of recovery codes. */
  hashKey: Uint8Array;
  rateLimits: RateLimits;
  /** The shop's name, as the authenticator app lists the account. */
  issuer: () => string;
}

export type AdminSignInResult =
  ({ next: 'signedIn' } & AuthResult) | { next: ChallengeStep; challenge: string; challengeExpiresAt: Date };

export interface Enrolment {
  secret: string;
  otpauthUri: string;
  qrCodeSvg: string;
}

export interface AdminSecurityView {
  twoFactorEnabled: boolean;
  recoveryCodesLeft: number;
  requireTwoFactor: boolean;
}

/** Who is enrolling: the signed-in admin, or an admin part-way through sign-in (a challenge). */
interface Actor {
  userId: string;
  challengeId?: string;
}

/**
 * Admin two-factor sign-in (TOTP, RFC 6238) with recovery codes: the two-step sign-in, enrolment
 * (from the back-office, or at sign-in when the shop requires it), new recovery codes, turning it
 * off, and the shop's "require two-factor for every admin" switch.
 */
export class TwoFactorService {
  /** Wrong codes per challenge; a used challenge is spent the same way. */
  private readonly attempts: RateLimit;

  constructor(private readonly deps: TwoFactorDeps) {
    this.attempts = deps.rateLimits.create('admin-2fa-challenge', {
      points: MAX_CHALLENGE_ATTEMPTS,
      durationSeconds: CHALLENGE_TTL_SECONDS,
      message: M.tooManyCodes,
    });
  }

  /** Step 1: the password. Answers a session, or the challenge for the code (or enrolment). */
  async signIn(em: EntityManager, input: LoginInput, meta: ClientMeta): Promise<AdminSignInResult> {
    const user = await this.deps.sessions.checkPassword(em, input, meta, { requireAdmin: true });
    const step = await this.deps.gate.secondStep(em, user);
    if (!step) return { next: 'signedIn', ...(await this.deps.sessions.startSession(em, user, meta)) };
    const { challenge, expiresAt } = await this.deps.challenges.sign(user.id, step);
    return { next: step, challenge, challengeExpiresAt: expiresAt };
  }

  /** Step 2: a code from the authenticator app, or an unused recovery code. */
  async signInWithCode(
    em: EntityManager,
    input: { challenge: string; code: string },
    meta: ClientMeta,
  ): Promise<AuthResult> {
    const actor = await this.openChallenge(input.challenge, 'code');
    const user = await this.signInUser(em, actor.userId);
    const ok = await em.transactional(async (tx) => {
      const row = await tx.findOne(
        AdminTwoFactor,
        { userId: user.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      return !!row?.enabledAt && this.useCode(row, user.id, input.code, { recovery: true });
    });
    await this.afterAttempt(actor, ok);
    return this.deps.sessions.startSession(em, user, meta);
  }

  /** A new secret to enrol (replacing one not yet confirmed), as text, otpauth address and QR code. */
  async startEnrolment(
    em: EntityManager,
    viewer: Viewer | null,
    challenge?: string | null,
  ): Promise<Enrolment> {
    const actor = await this.actor(viewer, challenge);
    const user = await em.findOneOrFail(User, { id: actor.userId });
    const secret = newTotpSecret();
    await em.transactional(async (tx) => {
      const row = await this.lockedRow(tx, user.id);
      if (row.enabledAt) throw badInput(M.alreadyEnabled);
      row.pendingSecretSealed = sealSecret(this.deps.sealKey, secret);
    });
    const otpauthUri = totpUri(this.deps.issuer(), user.email, secret);
    const qrCodeSvg = await QRCode.toString(otpauthUri, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
    });
    return { secret, otpauthUri, qrCodeSvg };
  }

  /**
   * Confirms enrolment with a first code; answers the recovery codes (shown once). Through a
   * sign-in challenge it also starts the session.
   */
  async confirmEnrolment(
    em: EntityManager,
    viewer: Viewer | null,
    input: { code: string; challenge?: string | null | undefined },
    meta: ClientMeta,
  ): Promise<{ recoveryCodes: string[] } & Partial<AuthResult>> {
    const actor = await this.actor(viewer, input.challenge);
    const user = actor.challengeId
      ? await this.signInUser(em, actor.userId)
      : await em.findOneOrFail(User, { id: actor.userId });
    const recoveryCodes = newRecoveryCodes();
    const ok = await em.transactional(async (tx) => {
      const row = await this.lockedRow(tx, user.id);
      if (row.enabledAt) throw badInput(M.alreadyEnabled);
      const secret = row.pendingSecretSealed && openSecret(this.deps.sealKey, row.pendingSecretSealed);
      if (!secret) throw badInput(M.notEnrolling);
      const step = checkTotp(secret, input.code.trim(), null);
      if (step === null) return false;
      Object.assign(row, {
        secretSealed: row.pendingSecretSealed,
        pendingSecretSealed: null,
        enabledAt: new Date(),
        lastTimeStep: step,
        recoveryCodeHashes: recoveryCodes.map((c) => hashRecoveryCode(this.deps.hashKey, user.id, c)),
      });
      return true;
    });
    await this.afterAttempt(actor, ok);
    if (!actor.challengeId) return { recoveryCodes };
    return { recoveryCodes, ...(await this.deps.sessions.startSession(em, user, meta)) };
  }

  /** New recovery codes (the old ones stop working), with the password and a current code. */
  async regenerateRecoveryCodes(
    em: EntityManager,
    viewer: Viewer | null,
    input: { password: string; code: string },
  ): Promise<{ recoveryCodes: string[] }> {
    const userId = await this.checkOwnPassword(em, viewer, input.password);
    const recoveryCodes = newRecoveryCodes();
    await em.transactional(async (tx) => {
      const row = await this.enabledRow(tx, userId);
      if (!this.useCode(row, userId, input.code, { recovery: false })) throw badInput(M.wrongCode, 'code');
      row.recoveryCodeHashes = recoveryCodes.map((c) => hashRecoveryCode(this.deps.hashKey, userId, c));
    });
    return { recoveryCodes };
  }

  /** Turns two-factor off for the signed-in admin (not while the shop requires it). */
  async disable(
    em: EntityManager,
    viewer: Viewer | null,
    input: { password: string; code: string },
  ): Promise<{ message: string }> {
    const userId = await this.checkOwnPassword(em, viewer, input.password);
    await em.transactional(async (tx) => {
      const policy = await tx.findOneOrFail(
        AdminSecurityPolicy,
        { id: 1 },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (policy.requireTwoFactor) throw forbidden(M.requiredForAll);
      const row = await this.enabledRow(tx, userId);
      if (!this.useCode(row, userId, input.code, { recovery: true })) throw badInput(M.wrongCode, 'code');
      tx.remove(row);
    });
    return { message: M.disabled };
  }

  async security(em: EntityManager, viewer: Viewer | null): Promise<AdminSecurityView> {
    const v = requireAdmin(viewer);
    const [row, policy] = await Promise.all([
      em.fork().findOne(AdminTwoFactor, { userId: v.userId }),
      em.fork().findOneOrFail(AdminSecurityPolicy, { id: 1 }),
    ]);
    return {
      twoFactorEnabled: !!row?.enabledAt,
      recoveryCodesLeft: row?.enabledAt ? row.recoveryCodeHashes.length : 0,
      requireTwoFactor: policy.requireTwoFactor,
    };
  }

  /** The shop's switch; only an admin who has two-factor on may change it. */
  async setRequired(em: EntityManager, viewer: Viewer | null, required: boolean): Promise<AdminSecurityView> {
    const v = requireAdmin(viewer);
    await em.transactional(async (tx) => {
      const own = await tx.findOne(AdminTwoFactor, { userId: v.userId });
      if (!own?.enabledAt) throw forbidden(M.policyNeedsOwnTwoFactor);
      const policy = await tx.findOneOrFail(
        AdminSecurityPolicy,
        { id: 1 },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      policy.requireTwoFactor = required;
    });
    return this.security(em, viewer);
  }

  /**
   * Checks a code against the row (locked by the caller) and uses it: a TOTP code moves the last
   * used step on (never accepted twice); a recovery code is removed.
   */
  private useCode(row: AdminTwoFactor, userId: string, raw: string, opts: { recovery: boolean }): boolean {
    const code = raw.trim();
    const secret = row.secretSealed && openSecret(this.deps.sealKey, row.secretSealed);
    if (!secret) return false;
    const step = checkTotp(secret, code.replace(/\s/g, ''), row.lastTimeStep);
    if (step !== null) {
      row.lastTimeStep = step;
      return true;
    }
    if (!opts.recovery || code.length > 40) return false;
    const hash = hashRecoveryCode(this.deps.hashKey, userId, code);
    if (!row.recoveryCodeHashes.includes(hash)) return false;
    row.recoveryCodeHashes = row.recoveryCodeHashes.filter((h) => h !== hash);
    return true;
  }

  /** A wrong code counts against its challenge; a right one spends the challenge. */
  private async afterAttempt(actor: Actor, ok: boolean): Promise<void> {
    if (actor.challengeId) await this.attempts.penalty(actor.challengeId, ok ? MAX_CHALLENGE_ATTEMPTS : 1);
    if (!ok) throw badInput(M.wrongCode, 'code');
  }

  private async openChallenge(challenge: string, step: ChallengeStep): Promise<Required<Actor>> {
    const opened = await this.deps.challenges.open(challenge);
    if (!opened || opened.step !== step) throw unauthenticated(M.challengeExpired);
    await this.attempts.assertAvailable(opened.id);
    return { userId: opened.userId, challengeId: opened.id };
  }

  private async actor(viewer: Viewer | null, challenge: string | null | undefined): Promise<Actor> {
    if (challenge) return this.openChallenge(challenge, 'enrol');
    return { userId: requireAdmin(viewer).userId };
  }

  /** The admin a challenge names, if they may still sign in (not disabled or demoted meanwhile). */
  private async signInUser(em: EntityManager, userId: string): Promise<User> {
    const user = await em.findOne(User, { id: userId });
    if (!user || user.role !== UserRole.ADMIN || !user.isVerified) throw unauthenticated(M.challengeExpired);
    if (user.disabledAt) throw forbidden(M.accountDisabled);
    return user;
  }

  private async checkOwnPassword(
    em: EntityManager,
    viewer: Viewer | null,
    password: string,
  ): Promise<string> {
    const v = requireAdmin(viewer);
    const user = await em.findOneOrFail(User, { id: v.userId }, { populate: ['passwordHash'] });
    if (!(await verifyPassword(user.passwordHash, password))) throw badInput(M.wrongPassword, 'password');
    return v.userId;
  }

  private async lockedRow(tx: EntityManager, userId: string): Promise<AdminTwoFactor> {
    const row = await tx.findOne(AdminTwoFactor, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    return row ?? tx.create(AdminTwoFactor, { userId });
  }

  private async enabledRow(tx: EntityManager, userId: string): Promise<AdminTwoFactor> {
    const row = await tx.findOne(AdminTwoFactor, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!row?.enabledAt) throw badInput(M.notEnabled);
    return row;
  }
}
