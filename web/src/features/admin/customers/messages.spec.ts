import { describe, expect, it } from 'vitest';
import { orNA } from './messages';

describe('customers table values', () => {
  it("shows the spec's 'N/A' for a missing or blank mobile or address", () => {
    expect(orNA('')).toBe('N/A');
    expect(orNA('   ')).toBe('N/A');
    expect(orNA(null)).toBe('N/A');
    expect(orNA(undefined)).toBe('N/A');
    expect(orNA('12 MG Road, Bengaluru')).toBe('12 MG Road, Bengaluru');
  });
});
