import type { EntityManager } from '@mikro-orm/postgresql';

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
    const stale = before(AUTH_RETENTION.unverifiedRegistrationMs);
    const accounts = await tx.execute<{ email: string }[]>(
      `delete from users where role = 'customer' and not is_verified and erased_at is null and created_at < ?
       returning email`,
      [stale],
    );
    const registrationCodes = accounts.length
      ? await tx.execute<{ id: string }[]>(
          `delete from one_time_codes where email = any(?::text[]) returning id`,
          [`{${accounts.map((a) => `"${a.email.replace(/["\\]/g, '\\$&')}"`).join(',')}}`],
        )
      : [];
    const spent = before(AUTH_RETENTION.spentCodeMs);
    const codes = await tx.execute<{ id: string }[]>(
      `delete from one_time_codes where consumed_at < ? or expires_at < ? returning id`,
      [spent, spent],
    );
    const details = await tx.execute<{ id: string }[]>(
      `update sessions set ip = null, user_agent = null
        where created_at < ? and (ip is not null or user_agent is not null) returning id`,
      [before(AUTH_RETENTION.sessionDetailsMs)],
    );
    return {
      unverifiedAccounts: accounts.length,
      codes: registrationCodes.length + codes.length,
      sessionDetails: details.length,
    };
  });
}
