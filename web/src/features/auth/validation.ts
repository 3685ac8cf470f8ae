/**
 * The account forms' client rules as zod schemas (messages from messages.ts), and small pure helpers.
 * Unit-tested in validation.spec.ts.
 */
import * as z from 'zod/mini';
import { FormError } from '../../components/ui/form-errors';
import { readGraphQLError } from '../../lib/graphql-errors';
import { AuthMessages as M } from './messages';

/** text@text.text with no spaces. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// ---------- Login ----------
export const loginSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, M.loginRequired), z.regex(EMAIL_RE, M.loginEmail)),
  password: z.string().check(z.minLength(1, M.loginRequired), z.minLength(6, M.loginPassword)),
});

/** What the login screen shows for a failure message from the server. */
export function loginErrorMessage(serverMessage: string | undefined | null): string {
  if (!serverMessage) return M.loginFailed;
  if (serverMessage === 'Invalid credentials') return M.incorrectCredentials;
  if (serverMessage.includes('Unexpected token')) return M.serverUnreachable;
  return serverMessage;
}

/** True when a sign-in was refused only because the account's e-mail was never verified. */
export function isUnverifiedLogin(err: unknown): boolean {
  const message = err instanceof FormError ? err.message : readGraphQLError(err).message;
  return message === M.notVerified;
}

// ---------- Registration (shopper and admin) ----------
/**
 * Shopper and admin sign-up share the rules; only the mobile format message differs
 * ('Mobile number must be 10 digits' for shoppers, 'Invalid mobile number' for the admin form).
 */
export function registrationSchema(variant: 'customer' | 'admin' = 'customer') {
  return z
    .object({
      name: z.string().check(z.trim(), z.minLength(1, M.nameRequired)),
      mobileNumber: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, M.mobileRequired),
          z.regex(/^\d{10}$/, variant === 'admin' ? M.mobileInvalid : M.mobileDigits),
        ),
      email: z.string().check(z.trim(), z.minLength(1, M.emailRequired), z.regex(EMAIL_RE, M.emailInvalid)),
      address: z.string().check(z.trim(), z.minLength(1, M.addressRequired)),
      password: z.string().check(z.minLength(1, M.passwordRequired), z.minLength(6, M.passwordShort)),
      confirmPassword: z.string(),
    })
    .check(
      z.refine((v) => v.confirmPassword === v.password, {
        message: M.passwordsMismatch,
        path: ['confirmPassword'],
      }),
    );
}
export type RegistrationValues = z.input<ReturnType<typeof registrationSchema>>;

export const emptyRegistration: RegistrationValues = {
  name: '',
  mobileNumber: '',
  email: '',
  address: '',
  password: '',
  confirmPassword: '',
};

// ---------- One-time password ----------
/** Keeps digits only, at most 6. */
export function sanitizeOtp(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

/** The one-time code input, the same wherever a code is entered (registration, login, reset). */
export const otpFieldProps = {
  name: 'otp',
  parse: sanitizeOtp,
  label: 'One-time password (OTP)',
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  pattern: '[0-9]*',
  maxLength: 6,
} as const;

export function isCompleteOtp(value: string): boolean {
  return /^\d{6}$/.test(value);
}

export const otpSchema = z.object({ otp: z.string().check(z.regex(/^\d{6}$/, M.otpDigits)) });

// ---------- Password reset ----------
export const forgotPasswordSchema = z.object({
  email: z.string().check(z.trim(), z.regex(EMAIL_RE, M.resetEmail)),
});

export const resetOtpSchema = z.object({
  otp: z.string().check(z.trim(), z.minLength(1, M.resetOtpRequired)),
});

export const newPasswordSchema = z
  .object({
    newPassword: z.string().check(z.minLength(8, M.newPasswordShort)),
    confirmNewPassword: z.string(),
  })
  .check(
    z.refine((v) => v.newPassword.length < 8 || v.confirmNewPassword === v.newPassword, {
      message: M.resetMismatch,
      path: ['confirmNewPassword'],
    }),
  );

// ---------- Profile ----------
export const profileSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, M.nameRequired)),
  email: z.string().check(z.trim(), z.minLength(1, M.emailRequired), z.regex(EMAIL_RE, M.emailInvalid)),
  mobileNumber: z
    .string()
    .check(z.trim(), z.minLength(1, M.mobileRequired), z.regex(/^\d{10,12}$/, M.mobileDigitsProfile)),
  address: z.string().check(z.trim(), z.minLength(1, M.addressRequired)),
  /** Asked for (and required by the server) only when the e-mail changes. */
  currentPassword: z.optional(z.string()),
});
export type ProfileValues = z.input<typeof profileSchema>;

/** A new login e-mail needs the current password (the server checks it; this only asks for it). */
export function profileSchemaFor(currentEmail: string) {
  return profileSchema.check(
    z.refine((v) => v.email.trim().toLowerCase() === currentEmail.toLowerCase() || !!v.currentPassword, {
      message: M.emailChangePassword,
      path: ['currentPassword'],
    }),
  );
}

/** All three required; new and confirmation at least 8. Equality is left to the server (per the spec). */
export const passwordChangeSchema = z.object({
  currentPassword: z.string().check(z.minLength(1, M.currentPasswordRequired)),
  newPassword: z.string().check(z.minLength(1, M.newPasswordRequired), z.minLength(8, M.newPasswordShort)),
  confirmNewPassword: z
    .string()
    .check(z.minLength(1, M.confirmPasswordRequired), z.minLength(8, M.newPasswordShort)),
});

/** The welcome greeting after login. */
export function welcomeMessage(name: string | null | undefined): string {
  return `Welcome, ${name?.trim() || 'User'}!`;
}

/** Avatar letter for the dashboard header. */
export function avatarLetter(name: string | null | undefined): string {
  return (name?.trim()[0] ?? 'A').toUpperCase();
}
