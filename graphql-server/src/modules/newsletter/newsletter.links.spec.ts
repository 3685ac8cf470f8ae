import { describe, expect, it } from 'vitest';
import { CONFIRM_LINK_TTL_MS, openLink, signLink } from './newsletter.links.js';

const key = new Uint8Array(32).fill(7);
const other = new Uint8Array(32).fill(8);
const now = new Date('2026-11-29T08:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('signed newsletter links', () => {
  it('open to the address they were made for, for their own purpose only', () => {
    const t = signLink(key, 'confirm', 'a@example.com', now);
    expect(openLink(key, 'confirm', t, now)).toBe('a@example.com');
    expect(openLink(key, 'unsubscribe', t, now)).toBeNull();
    expect(openLink(other, 'confirm', t, now)).toBeNull();
  });

  it('refuse a changed address, signature or time, and junk', () => {
    const t = signLink(key, 'unsubscribe', 'a@example.com', now);
    const [, issued, sig] = t.split('.');
    const swapped = `${Buffer.from('b@example.com').toString('base64url')}.${issued}.${sig}`;
    expect(openLink(key, 'unsubscribe', swapped, now)).toBeNull();
    const flipped = `${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`;
    expect(openLink(key, 'unsubscribe', flipped, now)).toBeNull();
    expect(openLink(key, 'unsubscribe', t.replace(`.${issued}.`, '.0.'), now)).toBeNull();
    for (const junk of ['', 'a.b', 'a.b.c.d', 42, null, 'x'.repeat(2000)])
      expect(openLink(key, 'unsubscribe', junk, now)).toBeNull();
  });

  it('a confirmation lasts 7 days; an unsubscribe link never expires', () => {
    const c = signLink(key, 'confirm', 'a@example.com', now);
    expect(openLink(key, 'confirm', c, later(CONFIRM_LINK_TTL_MS - 1000))).toBe('a@example.com');
    expect(openLink(key, 'confirm', c, later(CONFIRM_LINK_TTL_MS + 1000))).toBeNull();
    const u = signLink(key, 'unsubscribe', 'a@example.com', now);
    expect(openLink(key, 'unsubscribe', u, later(3 * 365 * 24 * 3600 * 1000))).toBe('a@example.com');
  });
});
