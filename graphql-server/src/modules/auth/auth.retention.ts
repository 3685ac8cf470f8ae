import type { EntityManager } from '@mikro-orm/postgresql';
import {
  deleteCodesOf,
  deleteSpentCodes,
  deleteUnverifiedAccounts,
  forgetSessionDetails,
} from './auth.sql.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long each kind of the auth module's data is kept (docs/privacy.md; the privacy notice says the same). */
export const AUTH_RETENTION = {
  /** A registration never verified: the account row and its codes. */
  unverifiedRegistrationMs: 7 * DAY_MS,
  /** A one-time code once used or expired. */
  spentCodeMs: DAY_MS,
  /** A session's client address and user agent, from its sign-in. */
  sessionDetailsMs: 90 * DAY_MS,
} as const;

/**
 * The auth module's retention rules at `now` (the privacy module's `privacy.retention` job runs them;
 * ended sessions themselves go by `auth.ended-sessions`). Answers counts only.
 */
export async function applyAuthRetention(
  em: EntityManager,
  now: Date,
): Promise<{ unverifiedAccounts: number; codes: number; sessionDetails: number }> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return em.transactional(async (tx) => {
    const emails = await deleteUnverifiedAccounts(tx, before(AUTH_RETENTION.unverifiedRegistrationMs));
    const registrationCodes = await deleteCodesOf(tx, emails);
    const codes = await deleteSpentCodes(tx, before(AUTH_RETENTION.spentCodeMs));
    const sessionDetails = await forgetSessionDetails(tx, before(AUTH_RETENTION.sessionDetailsMs));
    return { unverifiedAccounts: emails.length, codes: registrationCodes + codes, sessionDetails };
  });
}
