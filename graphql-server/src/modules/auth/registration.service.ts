import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientMeta } from '../../common/context.js';
import { badInput } from '../../common/errors.js';
import type { EventRaiser } from '../../common/events.js';
import { normalizeEmail } from '../../common/validation.js';
import type { AuthEvents } from './auth.events.js';
import type { RegisterInput, VerifyCodeInput } from './auth.inputs.js';
import { AuthMessages } from './auth.messages.js';
import { generateCode } from './codes.js';
import {
  CodePurpose,
  OneTimeCode,
  registrationPayload,
  type RegistrationPayload,
} from './one-time-code.entity.js';
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
   * Mails a code that carries the details it confirms; the first registration of an e-mail also
   * records the (unverified) account. A pending account is never changed here (its details change
   * only by verifying a code), a verified one or a pending admin invite never gets a code: a
   * verified owner gets a notice instead. The answer is the same, so registration does not reveal
   * which e-mails have accounts.
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
      client: meta.client,
    };
    const existing = await em.findOne(User, { email });
    if (existing?.isVerified) {
      await this.deps.events.raise(em, 'RegistrationRepeated', { email });
      return;
    }
    if (existing && existing.role !== role) return;
    const code = generateCode();
    await em.transactional(async (tx) => {
      if (!existing) tx.create(User, { email, ...detailsOf(payload), role, isVerified: false });
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
      const payload = registrationPayload(match?.payload);
      if (!payload || !user || user.isVerified) return false;
      // The details of this code only: whoever else registered the e-mail meanwhile changes nothing.
      Object.assign(user, detailsOf(payload));
      user.isVerified = true;
      if (user.role === 'customer') await this.deps.events.raise(tx, 'CustomerCreated', { userId: user.id });
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
    const user = await em.findOne(User, { email });
    const payload = user && !user.isVerified ? await this.payloadToResend(em, user, meta) : null;
    // Same answer whether or not there is a pending registration.
    if (!payload) return { message: AuthMessages.otpResent };
    const code = generateCode();
    await em.transactional(async (tx) => {
      tx.create(OneTimeCode, this.deps.codes.create(email, CodePurpose.Register, code, payload));
      await this.deps.events.raise(tx, 'CodeRequested', { email, code, purpose: CodePurpose.Register });
    });
    return { message: AuthMessages.otpResent };
  }

  /**
   * The details a resent code confirms: a shopper's own, from the latest registration this client
   * address made (another caller's details never ride on the owner's code); an admin invite's, the
   * invite's (a public registration never adds a code to an invite).
   */
  private async payloadToResend(
    em: EntityManager,
    user: User,
    meta: ClientMeta,
  ): Promise<RegistrationPayload | null> {
    const pending = await em.find(
      OneTimeCode,
      { email: user.email, purpose: CodePurpose.Register, consumedAt: null },
      { orderBy: { createdAt: 'desc' }, limit: 20 },
    );
    const own = pending
      .map((c) => registrationPayload(c.payload))
      .find((p) => p && (user.role === UserRole.ADMIN || p.client === meta.client));
    return own ?? null;
  }
}

/** The account's details in a registration payload (not where it came from). */
function detailsOf(p: RegistrationPayload) {
  return { name: p.name, mobileNumber: p.mobileNumber, address: p.address, passwordHash: p.passwordHash };
}
