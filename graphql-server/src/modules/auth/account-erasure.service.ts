import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, unauthenticated } from '../../common/errors.js';
import type { EventRaiser } from '../../common/events.js';
import type { AuthEvents } from './auth.events.js';
import { AuthMessages } from './auth.messages.js';
import { deleteAccountCodes, lockAccountRow } from './auth.sql.js';
import { generateCode } from './codes.js';
import { CodePurpose, OneTimeCode } from './one-time-code.entity.js';
import type { OneTimeCodeService } from './one-time-code.service.js';
import { verifyPassword } from './password.js';
import { Session } from './session.entity.js';
import type { AuthThrottle } from './throttle.js';
import { User, UserRole } from './user.entity.js';

/** The name an erased account's tombstone shows wherever a name is still asked for. */
export const ERASED_NAME = 'Erased account';

/** A tombstone's login e-mail: unique, on a reserved domain (RFC 2606), never a mailbox. */
export function erasedEmail(userId: string): string {
  return `erased-${userId}@erased.invalid`;
}

/** What the auth module does for the privacy module's erasure: the password, the code, the account row. */
export class AccountErasureService {
  constructor(
    private readonly deps: {
      codes: OneTimeCodeService;
      throttle: AuthThrottle;
      events: EventRaiser<AuthEvents>;
    },
  ) {}

  /**
   * The first step of a shopper's own erasure: their current password (wrong ones counted per
   * account, as for every sensitive change), then a code to the account's e-mail.
   */
  async sendCode(em: EntityManager, userId: string, password: string): Promise<void> {
    const user = await em.findOne(User, { id: userId }, { populate: ['passwordHash'] });
    if (!user || user.erasedAt) throw unauthenticated(AuthMessages.sessionExpired);
    await this.deps.throttle.assertPasswordCheckAllowed(user.id);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await this.deps.throttle.recordPasswordCheckFailure(user.id);
      throw badInput(AuthMessages.wrongPassword, 'password');
    }
    await em.transactional(async (tx) => {
      // One pending erasure per account: a new request ends the codes of the earlier ones.
      await tx.nativeUpdate(
        OneTimeCode,
        { email: user.email, purpose: CodePurpose.Erase, consumedAt: null },
        { consumedAt: new Date() },
      );
      const code = generateCode();
      tx.create(OneTimeCode, this.deps.codes.create(user.email, CodePurpose.Erase, code, null));
      await this.deps.events.raise(tx, 'CodeRequested', {
        email: user.email,
        code,
        purpose: CodePurpose.Erase,
      });
    });
  }

  /** The account's row, locked for the erasure's transaction; null when it is gone or already erased. */
  async lockForErasure(tx: EntityManager, userId: string): Promise<User | null> {
    if (!(await lockAccountRow(tx, userId, 'update'))) return null;
    return tx.findOneOrFail(User, { id: userId }, { refresh: true });
  }

  /** Uses the erasure code mailed to the account (inside the erasure's transaction); false when it does not match. */
  async consumeCode(tx: EntityManager, email: string, code: string): Promise<boolean> {
    return !!(await this.deps.codes.consume(tx, email, CodePurpose.Erase, code.trim()));
  }

  /**
   * Inside an order's transaction: refuses a buyer whose account was erased meanwhile. The row is
   * share-locked, so an erasure running now finishes first (and this refuses) or waits for the order
   * (and then erases its shipping details too).
   */
  async assertNotErased(tx: EntityManager, userId: string): Promise<void> {
    if (!(await lockAccountRow(tx, userId, 'share'))) throw unauthenticated(AuthMessages.sessionExpired);
  }

  /**
   * Erases the account's own rows (inside the erasure's transaction, row locked): every session
   * and code, and the row itself becomes a tombstone (no name, e-mail, mobile, address, password).
   */
  async anonymise(tx: EntityManager, user: User): Promise<{ sessionsEnded: number }> {
    const sessionsEnded = await tx.nativeDelete(Session, { user: user.id });
    await deleteAccountCodes(tx, user.email, user.id);
    user.name = ERASED_NAME;
    user.email = erasedEmail(user.id);
    user.mobileNumber = '';
    user.address = '';
    // Not a hash any password can match: nobody signs in to a tombstone.
    user.passwordHash = `erased:${crypto.randomBytes(16).toString('hex')}`;
    user.isVerified = false;
    user.role = UserRole.CUSTOMER;
    user.erasedAt = new Date();
    await tx.flush();
    return { sessionsEnded };
  }

  /** The account as the export shows it (null when erased). */
  async profile(em: EntityManager, userId: string): Promise<User | null> {
    const user = await em.findOne(User, { id: userId });
    return user && !user.erasedAt ? user : null;
  }
}
