import { setTimeout as sleep } from 'node:timers/promises';
import type { ClientMeta } from '../../common/context.js';
import type { RateLimit, RateLimits } from '../../common/rate-limit.js';
import type { DeviceCookies } from './device-cookie.js';

export interface ThrottleLimits {
  /**
   * Failed logins for one account from one client address (or from one browser holding a device
   * cookie for it) before that address (or browser) gets 429 for that account; and the window.
   */
  loginFailuresPerAccount: number;
  /** Failed logins from one client address, whatever the account, before 429. */
  loginFailuresPerClient: number;
  loginWindowSeconds: number;
  /**
   * An account's failures from every address, within the window, before its logins slow down:
   * then each attempt without a device cookie waits loginDelayBaseMs, doubling per failure, at
   * most loginDelayMaxMs. Nothing blocks the owner: only waits.
   */
  loginSlowdownAfter: number;
  loginDelayBaseMs: number;
  loginDelayMaxMs: number;
  /** Wrong current passwords given to "change password", per account, within the login window. */
  passwordChecksPerAccount: number;
  /** one-time-code mails (register, resend, forgot) per e-mail and per client */
  codeMailsPerEmail: number;
  codeMailsPerClient: number;
  codeMailWindowSeconds: number;
}

export const defaultLimits: ThrottleLimits = {
  loginFailuresPerAccount: 5,
  loginFailuresPerClient: 50,
  loginWindowSeconds: 15 * 60,
  loginSlowdownAfter: 10,
  loginDelayBaseMs: 250,
  loginDelayMaxMs: 4000,
  passwordChecksPerAccount: 5,
  codeMailsPerEmail: 5,
  codeMailsPerClient: 30,
  codeMailWindowSeconds: 60 * 60,
};

const TOO_MANY_LOGINS = 'Too many failed login attempts. Please try again later.';
const TOO_MANY_CODES = 'Too many code requests. Please try again later.';
const TOO_MANY_PASSWORD_CHECKS = 'Too many failed password attempts. Please try again later.';

/** How long an attempt on an account waits after `failures` failures from anywhere. */
export function loginDelayMs(
  failures: number,
  limits: Pick<ThrottleLimits, 'loginSlowdownAfter' | 'loginDelayBaseMs' | 'loginDelayMaxMs'>,
): number {
  if (failures < limits.loginSlowdownAfter) return 0;
  const doublings = Math.min(failures - limits.loginSlowdownAfter, 30);
  return Math.min(limits.loginDelayMaxMs, limits.loginDelayBaseMs * 2 ** doublings);
}

/**
 * Brute-force and mail-bombing protection for accounts, on the shared rate limits. Failed logins
 * block one (account, address) pair or one (account, device) pair, never the account: the owner
 * signs in from an address that has not failed, or from a browser that signed in before.
 */
export class AuthThrottle {
  private readonly loginByAccountClient: RateLimit;
  private readonly loginByAccountDevice: RateLimit;
  private readonly loginByClient: RateLimit;
  /** Only counts (its points are never reached): the account's failures, for the slowdown. */
  private readonly loginFailuresOfAccount: RateLimit;
  private readonly passwordChecks: RateLimit;
  private readonly codesByEmail: RateLimit;
  private readonly codesByClient: RateLimit;

  constructor(
    private readonly limits: ThrottleLimits,
    rateLimits: RateLimits,
    private readonly devices: DeviceCookies,
  ) {
    const login = (points: number, message = TOO_MANY_LOGINS) => ({
      points,
      durationSeconds: limits.loginWindowSeconds,
      message,
    });
    const codes = (points: number) => ({
      points,
      durationSeconds: limits.codeMailWindowSeconds,
      message: TOO_MANY_CODES,
    });
    const perPair = login(limits.loginFailuresPerAccount);
    this.loginByAccountClient = rateLimits.create('login_acct_client', perPair);
    this.loginByAccountDevice = rateLimits.create('login_acct_device', perPair);
    this.loginByClient = rateLimits.create('login_client', login(limits.loginFailuresPerClient));
    this.loginFailuresOfAccount = rateLimits.create('login_acct_failures', login(Number.MAX_SAFE_INTEGER));
    this.passwordChecks = rateLimits.create(
      'password_checks',
      login(limits.passwordChecksPerAccount, TOO_MANY_PASSWORD_CHECKS),
    );
    this.codesByEmail = rateLimits.create('codes_email', codes(limits.codeMailsPerEmail));
    this.codesByClient = rateLimits.create('codes_client', codes(limits.codeMailsPerClient));
  }

  /**
   * Throws 429 when this address (or this browser) already failed too often for this account, or
   * the address for every account; otherwise waits the account's slowdown (none for a browser
   * that signed in to it before).
   */
  async assertLoginAllowed(email: string, meta: ClientMeta): Promise<void> {
    const device = this.devices.find(meta.cookies, email);
    if (device) return this.loginByAccountDevice.assertAvailable(`${device} ${email}`);
    await this.loginByAccountClient.assertAvailable(`${meta.client} ${email}`);
    await this.loginByClient.assertAvailable(meta.client);
    const delay = loginDelayMs(await this.loginFailuresOfAccount.used(email), this.limits);
    if (delay) await sleep(delay);
  }

  async recordLoginFailure(email: string, meta: ClientMeta): Promise<void> {
    const device = this.devices.find(meta.cookies, email);
    await Promise.all([
      device
        ? this.loginByAccountDevice.penalty(`${device} ${email}`)
        : this.loginByAccountClient.penalty(`${meta.client} ${email}`),
      device ? null : this.loginByClient.penalty(meta.client),
      this.loginFailuresOfAccount.penalty(email),
    ]);
  }

  /** Clears this address's (or browser's) failures for the account; gives the browser its device cookie. */
  async recordLoginSuccess(email: string, meta: ClientMeta): Promise<void> {
    const device = this.devices.find(meta.cookies, email);
    // Only the path this attempt took: a device's success leaves its address's count (an attacker
    // behind the same NAT) where it was.
    await (device
      ? this.loginByAccountDevice.reset(`${device} ${email}`)
      : this.loginByAccountClient.reset(`${meta.client} ${email}`));
    meta.answer?.appendHeader('set-cookie', this.devices.issue(meta.cookies, email));
  }

  /** Before checking a signed-in user's current password: 429 after too many wrong ones. */
  assertPasswordCheckAllowed(userId: string): Promise<void> {
    return this.passwordChecks.assertAvailable(userId);
  }

  recordPasswordCheckFailure(userId: string): Promise<void> {
    return this.passwordChecks.penalty(userId);
  }

  /** Counts one code mail for this e-mail and client; throws 429 past the limit. */
  async consumeCodeMail(email: string, client: string): Promise<void> {
    await this.codesByClient.consume(client);
    await this.codesByEmail.consume(email);
  }
}
