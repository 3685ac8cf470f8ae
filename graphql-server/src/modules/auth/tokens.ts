import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

const ALG = 'HS256';
const ISSUER = 'rupee-shop';
const AUDIENCE = 'rupee-shop-api';

export interface AccessClaims {
  /** user id */
  sub: string;
  /** session id */
  sid: string;
  /** session generation when issued */
  gen: number;
  role: string;
}

export type TokenCheck =
  | { ok: true; claims: AccessClaims; expired: false }
  | { ok: true; claims: AccessClaims; expired: true }
  | { ok: false };

function toClaims(payload: JWTPayload): AccessClaims | undefined {
  const { sub, sid, gen, role } = payload as JWTPayload & Partial<AccessClaims>;
  if (
    typeof sub !== 'string' ||
    typeof sid !== 'string' ||
    typeof gen !== 'number' ||
    typeof role !== 'string'
  )
    return undefined;
  return { sub, sid, gen, role };
}

/** Short-lived HS256 access tokens. The algorithm is pinned on verify; `none` and others are refused. */
export class TokenSigner {
  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sid, gen: claims.gen, role: claims.role })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.secret);
  }

  /** Checks signature, algorithm, issuer and audience; reports expiry separately so refresh can accept it. */
  async check(token: string): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: [ALG],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      const claims = toClaims(payload);
      return claims ? { ok: true, claims, expired: false } : { ok: false };
    } catch (err) {
      if (err instanceof errors.JWTExpired) {
        const claims = toClaims(err.payload);
        // The signature was verified before the expiry check failed.
        return claims ? { ok: true, claims, expired: true } : { ok: false };
      }
      return { ok: false };
    }
  }
}
