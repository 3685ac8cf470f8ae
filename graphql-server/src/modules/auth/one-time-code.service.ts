import { LockMode, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CODE_TTL_MS, codeMatches, hashCode, MAX_CODE_ATTEMPTS } from './codes.js';
import {
  CodePurpose,
  OneTimeCode,
  type EmailChangePayload,
  type RegistrationPayload,
} from './one-time-code.entity.js';

/** One-time codes (registration, password reset): issued hashed, guesses counted, used once. */
export class OneTimeCodeService {
  constructor(private readonly codeSecret: Uint8Array) {}

  /** A new code row (only its keyed hash is stored); the caller creates it in its transaction. */
  create(
    email: string,
    purpose: CodePurpose,
    code: string,
    payload: RegistrationPayload | EmailChangePayload | null,
  ) {
    return {
      email,
      purpose,
      codeHash: hashCode(this.codeSecret, email, purpose, code),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
      payload,
    };
  }

  /**
   * Finds the live code this guess matches, or null. Every live code of the e-mail and purpose
   * counts a miss; a code is burned after MAX_CODE_ATTEMPTS misses. Runs inside a transaction
   * with the codes locked, so parallel guesses are counted exactly.
   */
  async match(
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
    const match = live.find((c) => codeMatches(this.codeSecret, email, purpose, otp, c.codeHash));
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

  async consume(
    tx: EntityManager,
    email: string,
    purpose: CodePurpose,
    otp: string,
  ): Promise<OneTimeCode | null> {
    const match = await this.match(tx, email, purpose, otp);
    if (!match) return null;
    // Using a code ends every other live code of the same purpose.
    await tx.nativeUpdate(OneTimeCode, { email, purpose, consumedAt: null }, { consumedAt: new Date() });
    return match;
  }
}
