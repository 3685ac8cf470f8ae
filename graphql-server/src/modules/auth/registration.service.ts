import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientMeta } from '../../common/context.js';
import { badInput } from '../../common/errors.js';
import type { EventRaiser } from '../../common/events.js';
import { normalizeEmail } from '../../common/validation.js';
import type { AuthEvents } from './auth.events.js';
import type { RegisterInput, VerifyCodeInput } from './auth.inputs.js';
import { AuthMessages } from './auth.messages.js';
import { generateCode } from './codes.js';
import { CodePurpose, OneTimeCode, type RegistrationPayload } from './one-time-code.entity.js';
import type { OneTimeCodeService } from './one-time-code.service.js';
import { hashPassword } from './password.js';
import type { AuthThrottle } from './throttle.js';
import { User, UserRole } from './user.entity.js';

interface RegistrationDeps {
  codes: OneTimeCodeService;
  throttle: AuthThrottle;
  events: EventRaiser<AuthEvents>;
}

/** Registration: an unverified account and an e-mailed code, then verification with the code. */
export class RegistrationService {
  constructor(private readonly deps: RegistrationDeps) {}

  async register(em: EntityManager, input: RegisterInput, meta: ClientMeta): Promise<{ message: string }> {
    await this.startRegistration(em, input, UserRole.CUSTOMER, meta);
    return { message: AuthMessages.otpSent };
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
      await this.deps.events.raise(em, 'RegistrationRepeated', { email });
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
      tx.create(OneTimeCode, this.deps.codes.create(email, CodePurpose.Register, code, payload));
      await this.deps.events.raise(tx, 'CodeRequested', { email, code, purpose: CodePurpose.Register });
    });
  }

  async verifyRegistration(em: EntityManager, input: VerifyCodeInput): Promise<{ message: string }> {
    const email = normalizeEmail(input.email);
    // A miss must commit its counted attempt, so the transaction returns instead of throwing.
    const verified = await em.transactional(async (tx) => {
      const match = await this.deps.codes.consume(tx, email, CodePurpose.Register, input.otp);
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
    const payload = latest.payload;
    await em.transactional(async (tx) => {
      tx.create(OneTimeCode, this.deps.codes.create(email, CodePurpose.Register, code, payload));
      await this.deps.events.raise(tx, 'CodeRequested', { email, code, purpose: CodePurpose.Register });
    });
    return { message: AuthMessages.otpResent };
  }
}
