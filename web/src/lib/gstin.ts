/**
 * The GSTIN check the forms run before the server runs it again (the server's rule:
 * graphql-server/src/modules/pricing/gst.ts `gstinProblem`, docs/gst.md): 15 characters (state
 * code, PAN, entity number, `Z`, check character), a known state code, the GSTN's base-36 check
 * character, and, when a state is given, its first two digits are that state's code.
 */
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GST state codes the shop knows (the `indianStates` list; 25 and 28 are retired). */
const STATE_CODES = new Set([
  ...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')).filter(
    (c) => c !== '25' && c !== '28',
  ),
]);

export type GstinProblem = 'format' | 'checkDigit' | 'state';

/** Spaces out, capitals: what the shopper typed as the server reads it. */
export function normalizeGstin(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36]!;
}

/** What is wrong with a GSTIN (normalised first), or null when it is valid. */
export function gstinProblem(raw: string, stateCode?: string | null): GstinProblem | null {
  const gstin = normalizeGstin(raw);
  if (!SHAPE.test(gstin)) return 'format';
  if (!STATE_CODES.has(gstin.slice(0, 2))) return 'state';
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) return 'checkDigit';
  if (stateCode && gstin.slice(0, 2) !== stateCode) return 'state';
  return null;
}
