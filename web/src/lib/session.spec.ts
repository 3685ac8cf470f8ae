import { describe, expect, it } from 'vitest';
import { parseStoredUser } from './session';

describe('parseStoredUser', () => {
  it('reads a stored user and normalises the role', () => {
    const raw = JSON.stringify({
      id: 'u1',
      email: 'a@b.in',
      name: 'Asha',
      mobileNumber: '9876543210',
      address: 'X',
      role: 'ADMIN',
    });
    expect(parseStoredUser(raw)).toEqual({
      id: 'u1',
      email: 'a@b.in',
      name: 'Asha',
      mobileNumber: '9876543210',
      address: 'X',
      role: 'admin',
    });
  });
  it('accepts the legacy _id and fills missing optional fields', () => {
    expect(parseStoredUser(JSON.stringify({ _id: 'u2', email: 'c@d.in', role: 'customer' }))).toEqual({
      id: 'u2',
      email: 'c@d.in',
      name: '',
      mobileNumber: '',
      address: '',
      role: 'customer',
    });
  });
  it('treats unknown roles as customer', () => {
    expect(parseStoredUser(JSON.stringify({ id: 'u3', email: 'e@f.in', role: 'superuser' }))?.role).toBe(
      'customer',
    );
  });
  it('discards anything without id, email or role, and broken JSON', () => {
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser('')).toBeNull();
    expect(parseStoredUser('{not json')).toBeNull();
    expect(parseStoredUser(JSON.stringify({ email: 'a@b.in', role: 'admin' }))).toBeNull();
    expect(parseStoredUser(JSON.stringify({ id: 'u', role: 'admin' }))).toBeNull();
    expect(parseStoredUser(JSON.stringify({ id: 'u', email: 'a@b.in' }))).toBeNull();
  });
});
