import type { RateLimit, RateLimits } from '../../common/rate-limit.js';

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

/** Brute-force and mail-bombing protection for accounts, on the shared rate limits. */
export class AuthThrottle {
  private readonly loginByAccount: RateLimit;
  private readonly loginByClient: RateLimit;
  private readonly codesByEmail: RateLimit;
  private readonly codesByClient: RateLimit;

  constructor(limits: ThrottleLimits, rateLimits: RateLimits) {
    const login = (points: number) => ({
      points,
      durationSeconds: limits.loginWindowSeconds,
      message: TOO_MANY_LOGINS,
    });
    const codes = (points: number) => ({
      points,
      durationSeconds: limits.codeMailWindowSeconds,
      message: TOO_MANY_CODES,
    });
    this.loginByAccount = rateLimits.create('login_acct', login(limits.loginFailuresPerAccount));
    this.loginByClient = rateLimits.create('login_client', login(limits.loginFailuresPerClient));
    this.codesByEmail = rateLimits.create('codes_email', codes(limits.codeMailsPerEmail));
    this.codesByClient = rateLimits.create('codes_client', codes(limits.codeMailsPerClient));
  }

  /** Throws 429 when this account or client already failed too often. */
  async assertLoginAllowed(email: string, client: string): Promise<void> {
    await this.loginByAccount.assertAvailable(email);
    await this.loginByClient.assertAvailable(client);
  }

  async recordLoginFailure(email: string, client: string): Promise<void> {
    await Promise.all([this.loginByAccount.penalty(email), this.loginByClient.penalty(client)]);
  }

  async recordLoginSuccess(email: string): Promise<void> {
    await this.loginByAccount.reset(email);
  }

  /** Counts one code mail for this e-mail and client; throws 429 past the limit. */
  async consumeCodeMail(email: string, client: string): Promise<void> {
    await this.codesByClient.consume(client);
    await this.codesByEmail.consume(email);
  }
}
