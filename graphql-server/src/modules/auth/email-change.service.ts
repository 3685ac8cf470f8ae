import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientMeta, Viewer } from '../../common/context.js';
import { badInput } from '../../common/errors.js';
import type { EventRaiser } from '../../common/events.js';
import { normalizeEmail } from '../../common/validation.js';
import { requireViewer } from '../../common/viewer.js';
import type { AuthEvents } from './auth.events.js';
import type { ConfirmEmailChangeInput } from './auth.inputs.js';
import { AuthMessages } from './auth.messages.js';
import { generateCode } from './codes.js';
import { CodePurpose, OneTimeCode, type EmailChangePayload } from './one-time-code.entity.js';
import type { OneTimeCodeService } from './one-time-code.service.js';
import type { AuthThrottle } from './throttle.js';
import { User } from './user.entity.js';

interface EmailChangeDeps {
  codes: OneTimeCodeService;
  throttle: AuthThrottle;
  events: EventRaiser<AuthEvents>;
}

/**
 * Changing the login e-mail: asked for with the current password (checked by the caller), proven by
 * a code sent to the new address. Until the code is entered the old e-mail stays the login. No
 * answer tells the requester whether the new address already has an account: that address is told.
 */
export class EmailChangeService {
  constructor(private readonly deps: EmailChangeDeps) {}

  /** Inside the profile update's transaction: the code (or the "taken" notice) and the old address's notice. */
  async request(tx: EntityManager, user: User, newEmail: string, meta: ClientMeta): Promise<void> {
    await this.deps.throttle.consumeCodeMail(newEmail, meta.client);
    // One pending change per account: a new request ends the codes of the earlier ones.
    await tx.nativeUpdate(
      OneTimeCode,
      { purpose: CodePurpose.EmailChange, consumedAt: null, payload: { userId: user.id } },
      { consumedAt: new Date() },
    );
    const taken = (await tx.count(User, { email: newEmail })) > 0;
    const code = taken ? null : generateCode();
    if (code) {
      const payload: EmailChangePayload = { userId: user.id };
      tx.create(OneTimeCode, this.deps.codes.create(newEmail, CodePurpose.EmailChange, code, payload));
    }
    await this.deps.events.raise(tx, 'EmailChangeRequested', { oldEmail: user.email, newEmail, code });
  }

  /** The code from the new address's mail makes it the login; a wrong, used or foreign code changes nothing. */
  async confirm(
    em: EntityManager,
    viewer: Viewer | null,
    input: ConfirmEmailChangeInput,
  ): Promise<{ message: string; user: User }> {
    const v = requireViewer(viewer);
    const email = normalizeEmail(input.email);
    let user: User | null;
    try {
      // A miss must commit its counted attempt, so the transaction returns instead of throwing.
      user = await em.transactional(async (tx) => {
        const match = await this.deps.codes.match(tx, email, CodePurpose.EmailChange, input.otp);
        if (!match || (match.payload as EmailChangePayload | null)?.userId !== v.userId) return null;
        match.consumedAt = new Date();
        // Taken since the code was sent: it fails as a wrong code would.
        if (await tx.count(User, { email })) return null;
        const u = await tx.findOneOrFail(User, { id: v.userId });
        const oldEmail = u.email;
        u.email = email;
        await this.deps.events.raise(tx, 'EmailChanged', { userId: u.id, oldEmail, newEmail: email });
        await this.deps.events.raise(tx, 'AccountUpdated', { userId: u.id });
        return u;
      });
    } catch (err) {
      if (!(err instanceof UniqueConstraintViolationException)) throw err;
      user = null;
    }
    if (!user) throw badInput(AuthMessages.invalidOtp, 'otp');
    return { message: AuthMessages.emailChanged, user };
  }
}
