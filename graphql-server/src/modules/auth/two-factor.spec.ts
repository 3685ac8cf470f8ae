import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ChallengeSigner,
  checkTotp,
  currentTotp,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpUri,
} from './two-factor.js';

describe('TOTP', () => {
  it('accepts the current code once: a code of a step already used is refused', () => {
    const secret = newTotpSecret();
    const code = currentTotp(secret);
    const step = checkTotp(secret, code, null);
    expect(step).toBe(Math.floor(Date.now() / 1000 / 30));
    expect(checkTotp(secret, code, step)).toBeNull();
  });

  it('refuses a wrong code, a code of another secret and anything not six digits', () => {
    const secret = newTotpSecret();
    const code = currentTotp(secret);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(checkTotp(secret, wrong, null)).toBeNull();
    expect(checkTotp(newTotpSecret(), code, null)).toBeNull();
    expect(checkTotp(secret, `${code} `, null)).toBeNull();
    expect(checkTotp(secret, '12345', null)).toBeNull();
  });

  it('names the shop and the account in the otpauth address', () => {
    const uri = totpUri('Rupee Shop', 'admin@shop.in', 'JBSWY3DPEHPK3PXP');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Rupee%20Shop:admin%40shop\.in\?/);
    expect(uri).toContain('secret=JBSWY3DPEHPK3PXP');
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes; their hashes ignore case and dashes and bind the admin', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const key = crypto.randomBytes(32);
    const h = hashRecoveryCode(key, 'u1', codes[0]!);
    expect(hashRecoveryCode(key, 'u1', codes[0]!.toUpperCase().replace('-', ' '))).toBe(h);
    expect(hashRecoveryCode(key, 'u2', codes[0]!)).not.toBe(h);
  });
});

describe('sign-in challenges', () => {
  it('opens its own challenges and refuses altered ones and ones signed with another key', async () => {
    const signer = new ChallengeSigner(crypto.randomBytes(32));
    const { challenge } = await signer.sign('user-1', 'code');
    expect(await signer.open(challenge)).toMatchObject({ userId: 'user-1', step: 'code' });
    expect(await signer.open(`${challenge}x`)).toBeNull();
    expect(await new ChallengeSigner(crypto.randomBytes(32)).open(challenge)).toBeNull();
    expect(await signer.open('not-a-token')).toBeNull();
  });
});
