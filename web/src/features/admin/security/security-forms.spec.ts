import { describe, expect, it } from 'vitest';
import { AdminSecurityMessages as M } from '../messages';
import { acceptInviteSchema, enrolCodeSchema, inviteSchema, signInCodeSchema } from './security-forms';

const messages = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);

describe('the sign-in code', () => {
  it('takes six digits (a space in the middle too) or a recovery code, trimmed', () => {
    for (const code of ['123456', '123 456', ' 654321 ', 'abcde-23456', 'ABCDE23456', 'abcde 23456'])
      expect(signInCodeSchema.safeParse({ code }).success).toBe(true);
    expect(signInCodeSchema.parse({ code: ' 123456 ' }).code).toBe('123456');
  });

  it('refuses an empty code and anything else with the words to show', () => {
    expect(messages(signInCodeSchema.safeParse({ code: '  ' }))).toContain(M.codeRequired);
    for (const code of ['12345', '1234567', 'abc-12', 'abcde--12345'])
      expect(messages(signInCodeSchema.safeParse({ code }))).toEqual([M.codeFormat]);
  });

  it('at enrolment takes six digits only', () => {
    expect(enrolCodeSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(messages(enrolCodeSchema.safeParse({ code: 'abcde-12345' }))).toEqual([M.enrolCodeFormat]);
  });
});

describe('invitations', () => {
  it('need a name and a valid e-mail', () => {
    expect(messages(inviteSchema.safeParse({ name: ' ', email: 'x@y.in' }))).toEqual([M.nameRequired]);
    expect(messages(inviteSchema.safeParse({ name: 'Kavya', email: 'not an email' }))).toEqual([
      M.emailInvalid,
    ]);
    expect(inviteSchema.parse({ name: ' Kavya ', email: ' k@shop.in ' })).toEqual({
      name: 'Kavya',
      email: 'k@shop.in',
    });
  });

  it('are accepted with a six-digit code and a confirmed password of 6+ characters', () => {
    const ok = { email: 'k@shop.in', otp: '123456', password: 'Secret', confirmPassword: 'Secret' };
    expect(acceptInviteSchema.safeParse(ok).success).toBe(true);
    expect(messages(acceptInviteSchema.safeParse({ ...ok, otp: '12345' }))).toEqual([M.otpFormat]);
    expect(
      messages(acceptInviteSchema.safeParse({ ...ok, password: 'short', confirmPassword: 'short' })),
    ).toEqual([M.passwordShort]);
    expect(messages(acceptInviteSchema.safeParse({ ...ok, confirmPassword: 'Other1' }))).toEqual([
      M.passwordMismatch,
    ]);
  });
});
