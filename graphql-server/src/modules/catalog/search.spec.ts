import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeCursor,
  escapeLike,
  normalizeSearch,
  prefixTsQuery,
  searchTerms,
} from './search.js';
import { isUuid } from '../../common/validation.js';

const id = '0b0f3c1e-8a1d-4f7e-9a44-3b2f6c8d9e01';

describe('cursors', () => {
  it('round-trips a plain and a ranked key', () => {
    const plain = { createdAt: '2026-11-22 00:11:51.123456+00', id };
    expect(decodeCursor(encodeCursor(plain))).toEqual(plain);
    const ranked = { ...plain, rank: '10.608000' };
    expect(decodeCursor(encodeCursor(ranked))).toEqual(ranked);
  });

  it('refuses tampered or malformed cursors', () => {
    expect(decodeCursor('not-a-cursor')).toBeUndefined();
    expect(decodeCursor(Buffer.from('["x","y"]').toString('base64url'))).toBeUndefined();
    expect(
      decodeCursor(Buffer.from(JSON.stringify(['2026-11-22 00:00:00+00', 'nope'])).toString('base64url')),
    ).toBeUndefined();
    expect(
      decodeCursor(
        Buffer.from(JSON.stringify(['2026-11-22 00:00:00+00', id, '1; drop table'])).toString('base64url'),
      ),
    ).toBeUndefined();
    expect(decodeCursor(Buffer.from('{"a":1}').toString('base64url'))).toBeUndefined();
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = decodeCursor(s);
        expect(out === undefined || isUuid(out.id)).toBe(true);
      }),
    );
  });
});

describe('search text', () => {
  it('builds a prefix query from the words only', () => {
    expect(prefixTsQuery('  Wireless   HEAD ')).toBe('wireless:* & head:*');
    expect(prefixTsQuery("men's t-shirt!")).toBe('men:* & s:* & t:* & shirt:*');
    expect(prefixTsQuery('&|!():*<->')).toBe('');
    expect(prefixTsQuery('')).toBe('');
  });

  it('keeps letters of other scripts and digits', () => {
    expect(searchTerms('साड़ी 4K')).toEqual(['साड़ी', '4k']);
    expect(searchTerms('Redmi 13C 5G')).toEqual(['redmi', '13c', '5g']);
  });

  it('caps the number of words and the length', () => {
    expect(searchTerms('a b c d e f g h i j k')).toHaveLength(8);
    expect(normalizeSearch('x'.repeat(500))).toHaveLength(100);
  });

  it('only ever emits safe tsquery syntax', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(prefixTsQuery(s)).toMatch(/^([\p{L}\p{M}\p{N}]+:\*( & [\p{L}\p{M}\p{N}]+:\*)*)?$/u);
      }),
    );
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
