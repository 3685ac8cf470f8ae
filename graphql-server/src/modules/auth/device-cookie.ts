import crypto from 'node:crypto';

/** The cookie's name; its value is up to MAX_ENTRIES entries `nonce.signature`, joined by `~`. */
export const DEVICE_COOKIE = 'shop_device';
const MAX_ENTRIES = 5;
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const ENTRY = /^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}$/;

/** The value of one cookie in a `Cookie` header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * OWASP's "device cookies": a browser that signed in to an account before carries a signed entry
 * for that login (an HMAC of the e-mail and a random nonce: the e-mail itself is not in the
 * cookie). Its attempts are counted per device, not per address, so an attack from elsewhere on
 * the same account never blocks it.
 */
export class DeviceCookies {
  constructor(
    private readonly key: Uint8Array,
    private readonly secure: boolean,
  ) {}

  /** The nonce of this browser's valid entry for this login, or null. */
  find(cookieHeader: string | undefined, email: string): string | null {
    for (const entry of this.entries(cookieHeader)) {
      const [nonce, signature] = entry.split('.') as [string, string];
      const expected = Buffer.from(this.sign(email, nonce));
      const actual = Buffer.from(signature);
      if (actual.length === expected.length && crypto.timingSafeEqual(actual, expected)) return nonce;
    }
    return null;
  }

  /** A Set-Cookie value: a fresh entry for this login first, the browser's other logins kept. */
  issue(cookieHeader: string | undefined, email: string): string {
    const nonce = crypto.randomBytes(12).toString('base64url');
    const others = this.entries(cookieHeader).filter(
      (e) => this.find(`${DEVICE_COOKIE}=${e}`, email) === null,
    );
    const value = [`${nonce}.${this.sign(email, nonce)}`, ...others].slice(0, MAX_ENTRIES).join('~');
    const secure = this.secure ? '; Secure' : '';
    return `${DEVICE_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`;
  }

  private entries(cookieHeader: string | undefined): string[] {
    const value = readCookie(cookieHeader, DEVICE_COOKIE);
    return value ? value.split('~').filter((e) => ENTRY.test(e)) : [];
  }

  private sign(email: string, nonce: string): string {
    return crypto
      .createHmac('sha256', this.key)
      .update(`${email}\n${nonce}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  }
}
