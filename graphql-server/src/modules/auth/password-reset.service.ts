import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientMeta } from '../../common/context.js';
import { badInput } from '../../common/errors.js';
import type { EventRaiser } from '../../common/events.js';
import { normalizeEmail } from '../../common/validation.js';
import type { AuthEvents } from './auth.events.js';
import type { ResetPasswordInput, VerifyResetCodeInput } from './auth.inputs.js';
import { AuthMessages } from './auth.messages.js';
import { generateCode } from './codes.js';
import { CodePurpose, OneTimeCode } from './one-time-code.entity.js';
import type { OneTimeCodeService } from './one-time-code.service.js';
import { hashPassword } from './password.js';
import { Session } from './session.entity.js';
import type { AuthThrottle } from './throttle.js';
import { User } from './user.entity.js';

interface PasswordResetDeps {
  codes: OneTimeCodeService;
  throttle: AuthThrottle;
  events: EventRaiser<AuthEvents>;
}

/** Forgotten passwords: a mailed code, checked, then the new password (ending every session). */
export class PasswordResetService {
  constructor(private readonly deps: PasswordResetDeps) {}

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
        tx.create(OneTimeCode, this.deps.codes.create(email, CodePurpose.Reset, code, null));
        await this.deps.events.raise(tx, 'CodeRequested', { email, code, purpose: CodePurpose.Reset });
      });
    }
    return { message: AuthMessages.resetSent };
  }

  /** Checks a reset code without using it up (wrong guesses still count). */
  async verifyResetCode(em: EntityManager, input: VerifyResetCodeInput): Promise<{ message: string }> {
    const email = normalizeEmail(input.email);
    const match = await em.transactional((tx) =>
      this.deps.codes.match(tx, email, CodePurpose.Reset, input.otp),
    );
    if (!match) throw badInput(AuthMessages.invalidOtp, 'otp');
    return { message: AuthMessages.resetVerified };
  }

  async resetPassword(em: EntityManager, input: ResetPasswordInput): Promise<{ message: string }> {
    const email = normalizeEmail(input.email);
    const passwordHash = await hashPassword(input.newPassword);
    const resetUserId = await em.transactional(async (tx) => {
      const match = await this.deps.codes.consume(tx, email, CodePurpose.Reset, input.otp);
      const user = match && (await tx.findOne(User, { email }, { populate: ['passwordHash'] }));
      if (!user) return null;
      user.passwordHash = passwordHash;
      await tx.nativeUpdate(Session, { user, revokedAt: null }, { revokedAt: new Date() });
      await this.deps.events.raise(tx, 'SessionsRevoked', { userId: user.id });
      return user.id;
    });
    if (!resetUserId) throw badInput(AuthMessages.invalidOtp, 'otp');
    return { message: AuthMessages.passwordReset };
  }
}
