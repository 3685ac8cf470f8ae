import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, toInput } from './payment-filters';

describe("the Payments tab's filters as the server's input", () => {
  it('sends nothing for empty filters', () => {
    expect(toInput(EMPTY_FILTERS, '')).toEqual({
      search: null,
      state: null,
      provider: null,
      purpose: null,
      createdFrom: null,
      createdTo: null,
    });
  });

  it("includes the whole 'to' day: the server's bound is the next midnight, exclusive", () => {
    const input = toInput({ ...EMPTY_FILTERS, from: '2026-11-01', to: '2026-11-30' }, '');
    expect(input.createdFrom).toBe(new Date(2026, 10, 1).toISOString());
    expect(input.createdTo).toBe(new Date(2026, 11, 1).toISOString());
  });

  it('passes the chosen state, provider, purpose and the (trimmed) search through', () => {
    expect(
      toInput({ ...EMPTY_FILTERS, state: 'PENDING', provider: 'test', purpose: 'TOPUP' }, 'asha@'),
    ).toMatchObject({ search: 'asha@', state: 'PENDING', provider: 'test', purpose: 'TOPUP' });
  });

  it('ignores a malformed day rather than sending a wrong instant', () => {
    expect(toInput({ ...EMPTY_FILTERS, from: 'not-a-day' }, '').createdFrom).toBeNull();
  });
});
