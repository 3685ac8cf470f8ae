import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { tooManyRequests } from '../../common/errors.js';

export interface ThrottleLimits {
  /** failed logins per e-mail+client before 429, and the window */
  loginFailuresPerAccount: number;
  loginFailuresPerClient: number;
  loginWindowSeconds: number;
  /** one-time-code mails (register, resend, forgot) per e-mail and per client */
  codeMailsPerEmail: number;
  codeMailsPerClient: number;
  codeMailWindowSeconds: number;
}

export const defaultLimits: ThrottleLimits = {
  loginFailuresPerAccount: 5,
  loginFailuresPerClient: 50,
  loginWindowSeconds: 15 * 60,
  codeMailsPerEmail: 5,
  codeMailsPerClient: 30,
  codeMailWindowSeconds: 60 * 60,
};

const TOO_MANY_LOGINS = 'Too many failed login attempts. Please try again later.';
const TOO_MANY_CODES = 'Too many code requests. Please try again later.';

function makeLimiter(
  redis: Redis | undefined,
  keyPrefix: string,
  points: number,
  duration: number,
): RateLimiterAbstract {
  return redis
    ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration })
    : new RateLimiterMemory({ keyPrefix, points, duration });
}

function retryAfter(res: RateLimiterRes | null): number {
  return Math.max(1, Math.ceil((res?.msBeforeNext ?? 1000) / 1000));
}

/**
 * Counters for brute-force and mail-bombing protection. In memory for one instance; shared
 * through Redis when several instances run.
 */
export class AuthThrottle {
  private readonly loginByAccount: RateLimiterAbstract;
  private readonly loginByClient: RateLimiterAbstract;
  private readonly codesByEmail: RateLimiterAbstract;
  private readonly codesByClient: RateLimiterAbstract;

  constructor(
    private readonly limits: ThrottleLimits,
    redis?: Redis,
    prefix = 'shop:',
  ) {
    const limiter = (name: string, points: number, duration: number) =>
      makeLimiter(redis, `${prefix}${name}`, points, duration);
    this.loginByAccount = limiter('login_acct', limits.loginFailuresPerAccount, limits.loginWindowSeconds);
    this.loginByClient = limiter('login_client', limits.loginFailuresPerClient, limits.loginWindowSeconds);
    this.codesByEmail = limiter('codes_email', limits.codeMailsPerEmail, limits.codeMailWindowSeconds);
    this.codesByClient = limiter('codes_client', limits.codeMailsPerClient, limits.codeMailWindowSeconds);
  }

  /** Throws 429 when this account or client already failed too often. */
  async assertLoginAllowed(email: string, client: string): Promise<void> {
    const [acct, cli] = await Promise.all([this.loginByAccount.get(email), this.loginByClient.get(client)]);
    if (acct && acct.consumedPoints >= this.limits.loginFailuresPerAccount)
      throw tooManyRequests(TOO_MANY_LOGINS, retryAfter(acct));
    if (cli && cli.consumedPoints >= this.limits.loginFailuresPerClient)
      throw tooManyRequests(TOO_MANY_LOGINS, retryAfter(cli));
  }

  async recordLoginFailure(email: string, client: string): Promise<void> {
    await Promise.all([this.loginByAccount.penalty(email, 1), this.loginByClient.penalty(client, 1)]);
  }

  async recordLoginSuccess(email: string): Promise<void> {
    await this.loginByAccount.delete(email);
  }

  /** Counts one code mail for this e-mail and client; throws 429 past the limit. */
  async consumeCodeMail(email: string, client: string): Promise<void> {
    try {
      await this.codesByClient.consume(client, 1);
      await this.codesByEmail.consume(email, 1);
    } catch (res) {
      if (res instanceof RateLimiterRes) throw tooManyRequests(TOO_MANY_CODES, retryAfter(res));
      throw res;
    }
  }
}
