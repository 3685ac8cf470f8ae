/** The auth module's face: what the rest of the server may use. */
import type { EventRaiser } from '../../common/events.js';
import type { Logger } from '../../common/logger.js';
import type { RateLimits } from '../../common/rate-limit.js';
import type { AuthEvents } from './auth.events.js';
import crypto from 'node:crypto';
import { AccountService } from './account.service.js';
import { AccountErasureService } from './account-erasure.service.js';
import { AdminAccountService } from './admin-accounts.service.js';
import { AdminAccountsResolver } from './admin-accounts.resolver.js';
import { AuthResolver } from './auth.resolver.js';
import { deriveKey } from './codes.js';
import { DeviceCookies } from './device-cookie.js';
import { EmailChangeService } from './email-change.service.js';
import { OneTimeCode } from './one-time-code.entity.js';
import { OneTimeCodeService } from './one-time-code.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { RegistrationService } from './registration.service.js';
import { Session } from './session.entity.js';
import { SessionService } from './session.service.js';
import { AuthThrottle, defaultLimits, type ThrottleLimits } from './throttle.js';
import { TokenSigner } from './tokens.js';
import { ChallengeSigner } from './two-factor.js';
import { AdminSecurityPolicy, AdminTwoFactor } from './two-factor.entity.js';
import { TwoFactorGate } from './two-factor-gate.js';
import { TwoFactorResolver } from './two-factor.resolver.js';
import { TwoFactorService } from './two-factor.service.js';
import { User } from './user.entity.js';

export { User } from './user.entity.js';
export { SessionGate } from './session-gate.js';
export {
  accountCard,
  accountEmails,
  accountIdsByEmail,
  lockAccount,
  type AccountCard,
} from './auth-reads.sql.js';
export type { AuthEvents } from './auth.events.js';
export {
  ChangePasswordInput,
  ConfirmEmailChangeInput,
  EmailInput,
  LoginInput,
  RegisterAdminInput,
  RegisterInput,
  ResetPasswordInput,
  UpdateProfileInput,
  VerifyCodeInput,
  VerifyResetCodeInput,
} from './auth.inputs.js';
export { registerAuthListeners } from './auth.listeners.js';
export { endedSessionsJob, ENDED_SESSION_KEEP_MS } from './auth.jobs.js';
export { registerAdminAccountListeners } from './admin-accounts.listeners.js';
export { AcceptAdminInviteInput, InviteAdminInput } from './admin-security.inputs.js';
export type { ThrottleLimits } from './throttle.js';
export { ERASED_NAME } from './account-erasure.service.js';
export type {
  AccountErasureService,
  AccountService,
  AdminAccountService,
  EmailChangeService,
  PasswordResetService,
  RegistrationService,
  SessionService,
  TwoFactorService,
};

export const authModule = {
  entities: [User, Session, OneTimeCode, AdminTwoFactor, AdminSecurityPolicy],
  resolvers: [AuthResolver, TwoFactorResolver, AdminAccountsResolver],
};

export function createAuthServices(deps: {
  secrets: { jwt: Uint8Array; codes: Uint8Array; settings: Uint8Array };
  /** Device cookies only over HTTPS (the shop's PUBLIC_URL is https). */
  secureCookies?: boolean;
  /** The shop's name, as authenticator apps list the admin's account. */
  issuer: () => string;
  accessTokenTtlSeconds: number;
  sessionTtlMs: number;
  /** A session's absolute lifetime from its sign-in (refreshes never extend it past this). */
  sessionAbsoluteMs: number;
  limits?: Partial<ThrottleLimits> | undefined;
  rateLimits: RateLimits;
  events: EventRaiser<AuthEvents>;
  log: Logger;
}) {
  const devices = new DeviceCookies(deriveKey(deps.secrets.codes, 'device-cookie'), !!deps.secureCookies);
  const throttle = new AuthThrottle({ ...defaultLimits, ...deps.limits }, deps.rateLimits, devices);
  const codes = new OneTimeCodeService(deps.secrets.codes);
  const { events } = deps;
  const emailChange = new EmailChangeService({ codes, throttle, events });
  const gate = new TwoFactorGate();
  const sessions = new SessionService({
    tokens: new TokenSigner(deps.secrets.jwt, deps.accessTokenTtlSeconds),
    throttle,
    sessionTtlMs: deps.sessionTtlMs,
    sessionAbsoluteMs: deps.sessionAbsoluteMs,
    events,
    log: deps.log,
    twoFactor: gate,
  });
  const challengeKey = new Uint8Array(
    crypto.createHmac('sha256', deps.secrets.jwt).update('admin-2fa-challenge').digest(),
  );
  return {
    sessions,
    twoFactor: new TwoFactorService({
      sessions,
      gate,
      challenges: new ChallengeSigner(challengeKey),
      sealKey: deps.secrets.settings,
      hashKey: deps.secrets.codes,
      rateLimits: deps.rateLimits,
      issuer: deps.issuer,
    }),
    adminAccounts: new AdminAccountService({ codes, throttle, events }),
    registration: new RegistrationService({ codes, throttle, events }),
    passwordReset: new PasswordResetService({ codes, throttle, events }),
    account: new AccountService({ events, throttle, emailChange }),
    emailChange,
    accountErasure: new AccountErasureService({ codes, throttle, events }),
  };
}
export { exportSessions } from './auth.privacy.js';
export { applyAuthRetention, AUTH_RETENTION } from './auth.retention.js';
