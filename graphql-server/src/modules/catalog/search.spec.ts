import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeLike, normalizeSearch, searchOf, searchTerms } from './search.js';

const prefixTsQuery = (q: string) => searchOf(q)?.tsquery ?? '';

describe('search text', () => {
  it('builds a prefix query from the words only', () => {
    expect(prefixTsQuery('  Wireless   HEAD ')).toBe('wireless:* & head:*');
    expect(prefixTsQuery("men's t-shirt!")).toBe('men:* & s:* & t:* & shirt:*');
    expect(prefixTsQuery('&|!():*<->')).toBe('');
    expect(prefixTsQuery('')).toBe('');
  });

  it("adds the catalog's word for a kind of product", () => {
    expect(searchOf('Phone case')).toMatchObject({
      tsquery: '(phone:* | smartphone:*) & case:*',
      nameTsquery: '(phone:*A | smartphone:*A) & case:*A',
      kinds: 'smartphone',
      nameKinds: 'smartphone:A',
      words: ['phone', 'case'],
    });
    expect(searchOf('5G tv')?.words).toEqual([]);
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
        const word = String.raw`[\p{L}\p{M}\p{N}]+:\*`;
        const term = `(${word}|\\(${word} \\| ${word}\\))`;
        expect(prefixTsQuery(s)).toMatch(new RegExp(`^(${term}( & ${term})*)?$`, 'u'));
      }),
    );
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

describe('typo replacements', () => {
  it('replaces whole words only, whatever their case, and keeps the rest of the text', async () => {
    const { replaceWords } = await import('./search-words.sql.js');
    const nearest = new Map([
      ['hedphones', 'headphones'],
      ['coker', 'cooker'],
    ]);
    expect(replaceWords('Hedphones', nearest)).toBe('headphones');
    expect(replaceWords('presure coker 5 L', new Map([...nearest, ['presure', 'pressure']]))).toBe(
      'pressure cooker 5 L',
    );
    expect(replaceWords('cokery hedphones-pro', nearest)).toBe('cokery headphones-pro');
  });
});
