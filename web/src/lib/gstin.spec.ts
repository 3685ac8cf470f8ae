import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstinProblem as serverProblem } from '../../../graphql-server/src/modules/pricing/gst';
import { gstinCheckChar, gstinProblem, normalizeGstin } from './gstin';

describe('the GSTIN check of the forms', () => {
  it('accepts valid GSTINs, typed in lower case or with spaces', () => {
    expect(gstinProblem('29AAGCB7383J1Z4')).toBeNull();
    expect(gstinProblem('27aapfu0939f1zv')).toBeNull();
    expect(gstinProblem(' 27 AAPFU 0939F1ZV ')).toBeNull();
    expect(normalizeGstin(' 27 aapfu0939f1zv')).toBe('27AAPFU0939F1ZV');
  });

  it('names the problem: format, check character, state', () => {
    expect(gstinProblem('')).toBe('format');
    expect(gstinProblem('29AAGCB7383J1Z')).toBe('format');
    expect(gstinProblem('29AAGCB7383J1X4')).toBe('format');
    expect(gstinProblem('29AAGCB7383J1Z5')).toBe('checkDigit');
    expect(gstinProblem('27AAPFU0939F1ZA')).toBe('checkDigit');
    expect(gstinProblem('29AAGCB7383J1Z4', '27')).toBe('state');
    const retired = `28AAGCB7383J1Z`;
    expect(gstinProblem(retired + gstinCheckChar(retired))).toBe('state');
  });

  it("agrees with the server's check on any GSTIN-shaped text", () => {
    const char = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const shaped = fc
      .tuple(
        fc.integer({ min: 0, max: 40 }),
        fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 5, maxLength: 5 }),
        fc.integer({ min: 0, max: 9999 }),
        fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        char,
        fc.boolean(),
      )
      .map(([state, pan, digits, letter, entity, check, fix]) => {
        const first14 = `${String(state).padStart(2, '0')}${pan}${String(digits).padStart(4, '0')}${letter}${entity}Z`;
        return first14 + (fix ? gstinCheckChar(first14) : check);
      });
    fc.assert(
      fc.property(shaped, fc.constantFrom(null, '29', '27', '07'), (gstin, state) => {
        expect(gstinProblem(gstin, state)).toBe(serverProblem(gstin, state));
      }),
    );
  });
});
