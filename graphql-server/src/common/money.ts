/** Money is integer paise everywhere on the server; the API shows rupees with two decimals. */
export type Paise = number;

export function paiseToRupees(paise: Paise): number {
  return Math.round(paise) / 100;
}

/** Parses a rupee amount from a client (number or numeric string) into integer paise; NaN when invalid. */
export function rupeesToPaise(rupees: number | string): Paise {
  const n = typeof rupees === 'string' ? Number(rupees.trim()) : rupees;
  if (!Number.isFinite(n)) return Number.NaN;
  return Math.round(n * 100);
}
