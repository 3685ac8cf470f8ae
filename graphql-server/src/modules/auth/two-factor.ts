import crypto from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/** TOTP as RFC 6238 and every authenticator app: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side of now is accepted (a phone clock a little off, a code typed at the turn). */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
export const RECOVERY_CODE_COUNT = 10;
/** A sign-in challenge lives this long: the time to open the app and type a code. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
/** Wrong codes one challenge may take before it is spent (the password must be entered again). */
export const MAX_CHALLENGE_ATTEMPTS = 5;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(issuer: string, account: string, secret: string): string {
  return generateURI({ issuer, label: account, secret });
}

/** The code of the current step (tests and the journey compute theirs the same way). */
export function currentTotp(secret: string): string {
  return generateSync({ secret });
}

/**
 * The time step the code belongs to, or null when it is wrong or its step is not after
 * `afterTimeStep` (a code already used is refused: RFC 6238 section 5.2).
 */
export function checkTotp(secret: string, code: string, afterTimeStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep !== null ? { afterTimeStep } : {}),
  });
  return result.valid && 'timeStep' in result ? (result.timeStep as number) : null;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7m2p-x9qrt`: 50 bits each, easy to read out and type. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const one = () =>
    Array.from({ length: 10 }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: count }, () => {
    const c = one();
    return `${c.slice(0, 5)}-${c.slice(5)}`;
  });
}

/** Spaces, dashes and case do not matter when a recovery code is typed. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Recovery codes are stored as keyed hashes bound to their admin (high entropy: no slow hash needed). */
export function hashRecoveryCode(key: Uint8Array, userId: string, code: string): string {
  return crypto
    .createHmac('sha256', key)
    .update(`recovery:${userId}:${normalizeRecoveryCode(code)}`)
    .digest('hex');
}

export type ChallengeStep = 'code' | 'enrol';

export interface Challenge {
  userId: string;
  step: ChallengeStep;
  /** Its own id: wrong codes are counted per challenge. */
  id: string;
  expiresAt: Date;
}

const ALG = 'HS256';
const ISSUER = 'rupee-shop';
/** Not the access tokens' audience: a challenge is never a bearer token. */
const AUDIENCE = 'rupee-shop-admin-2fa';

/** The signed, short-lived proof that the password was right, handed to the second step. */
export class ChallengeSigner {
  constructor(private readonly key: Uint8Array) {}

  async sign(userId: string, step: ChallengeStep): Promise<{ challenge: string; expiresAt: Date }> {
    const expiresAt = new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000);
    const challenge = await new SignJWT({ step })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(userId)
      .setJti(crypto.randomUUID())
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { challenge, expiresAt };
  }

  /** The challenge, or null when it is forged, expired or for another purpose. */
  async open(challenge: string): Promise<Challenge | null> {
    try {
      const { payload } = await jwtVerify(challenge, this.key, {
        algorithms: [ALG],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      const { sub, jti, step, exp } = payload;
      if (typeof sub !== 'string' || typeof jti !== 'string' || (step !== 'code' && step !== 'enrol'))
        return null;
      return { userId: sub, step, id: jti, expiresAt: new Date((exp ?? 0) * 1000) };
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}
