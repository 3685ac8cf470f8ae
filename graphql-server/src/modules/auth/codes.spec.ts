import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeMatches, generateCode, hashCode } from './codes.js';

const secret = crypto.randomBytes(32);

describe('one-time codes', () => {
  it('are six digits, leading zeros kept, and spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1900);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  it('match only for the same e-mail, purpose and secret', () => {
    const stored = hashCode(secret, 'a@b.co', 'register', '123456');
    expect(codeMatches(secret, 'a@b.co', 'register', '123456', stored)).toBe(true);
    expect(codeMatches(secret, 'a@b.co', 'register', '123457', stored)).toBe(false);
    expect(codeMatches(secret, 'a@b.co', 'reset', '123456', stored)).toBe(false);
    expect(codeMatches(secret, 'c@b.co', 'register', '123456', stored)).toBe(false);
    expect(codeMatches(crypto.randomBytes(32), 'a@b.co', 'register', '123456', stored)).toBe(false);
  });
});
