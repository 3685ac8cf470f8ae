import * as z from 'zod/mini';
import { AdminSecurityMessages as M } from '../messages';

/** A code at sign-in: six digits from the app, or a recovery code (letters, digits, a dash). */
export const signInCodeSchema = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, M.codeRequired),
      z.regex(/^(\d{3} ?\d{3}|[A-Za-z0-9]{5}[- ]?[A-Za-z0-9]{5})$/, M.codeFormat),
    ),
});

/** The first code of a new authenticator: six digits. */
export const enrolCodeSchema = z.object({
  code: z
    .string()
    .check(z.trim(), z.minLength(1, M.codeRequired), z.regex(/^\d{3} ?\d{3}$/, M.enrolCodeFormat)),
});

/** The password and a current code (new recovery codes, turning two-factor off). */
export const passwordAndCodeSchema = z.object({
  password: z.string().check(z.minLength(1, M.passwordRequired)),
  code: signInCodeSchema.shape.code,
});

export const inviteSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, M.nameRequired), z.maxLength(100, M.nameRequired)),
  email: z
    .string()
    .check(z.trim(), z.minLength(1, M.emailRequired), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, M.emailInvalid)),
});

export const acceptInviteSchema = z
  .object({
    email: inviteSchema.shape.email,
    otp: z.string().check(z.trim(), z.regex(/^\d{6}$/, M.otpFormat)),
    password: z.string().check(z.minLength(6, M.passwordShort)),
    confirmPassword: z.string(),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: M.passwordMismatch,
      path: ['confirmPassword'],
    }),
  );
