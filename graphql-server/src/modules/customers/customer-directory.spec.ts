import { describe, expect, it } from 'vitest';
import {
  containsPattern,
  CustomerSortField,
  decodeCursor,
  encodeCursor,
  sortSql,
} from './customer-directory.js';

const id = '5f0c3a52-8a0f-4c1e-9d47-3d7f6e1b2a90';

describe('customer directory', () => {
  it('round-trips a cursor for its own sort only', () => {
    const c = encodeCursor(CustomerSortField.NAME, 'asc', "O'Brien, Asha", id);
    expect(decodeCursor(c, CustomerSortField.NAME, 'asc')).toEqual({ value: "O'Brien, Asha", id });
    expect(decodeCursor(c, CustomerSortField.NAME, 'desc')).toBeUndefined();
    expect(decodeCursor(c, CustomerSortField.EMAIL, 'asc')).toBeUndefined();
  });

  it('refuses malformed cursors and values that do not fit the column', () => {
    expect(decodeCursor('not-a-cursor', CustomerSortField.JOINED, 'desc')).toBeUndefined();
    const bad = encodeCursor(CustomerSortField.ORDERS, 'desc', '1; drop table users', id);
    expect(decodeCursor(bad, CustomerSortField.ORDERS, 'desc')).toBeUndefined();
    const noId = encodeCursor(CustomerSortField.ORDERS, 'desc', '3', 'x');
    expect(decodeCursor(noId, CustomerSortField.ORDERS, 'desc')).toBeUndefined();
    const never = encodeCursor(CustomerSortField.LAST_ORDER, 'asc', '-infinity', id);
    expect(decodeCursor(never, CustomerSortField.LAST_ORDER, 'asc')).toEqual({ value: '-infinity', id });
  });

  it('pages after the cursor in the direction of the sort', () => {
    const joined = sortSql(CustomerSortField.JOINED, 'desc');
    expect(joined.orderBy).toBe('u.created_at desc, u.id desc');
    expect(joined.after('$1', '$2')).toBe('(u.created_at, u.id) < ($1::timestamptz, $2::uuid)');
    const spent = sortSql(CustomerSortField.TOTAL_SPENT, 'asc');
    expect(spent.orderBy).toBe('s.spent_paise asc, s.user_id asc');
    expect(spent.after('$3', '$4')).toBe('(s.spent_paise, s.user_id) > ($3::bigint, $4::uuid)');
  });

  it('searches for the literal text', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
