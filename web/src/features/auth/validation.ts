/** Client-side form rules with the spec's exact messages. Pure functions: unit-tested in validation.spec.ts. */
import type { FieldErrors } from '../../lib/use-validated-form';

export type { FieldErrors };

/** text@text.text with no spaces. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}

// ---------- Login ----------
export interface LoginForm {
  email: string;
  password: string;
}

/** First failing rule as a banner message, or null. */
export function validateLogin(form: LoginForm): string | null {
  if (!form.email.trim() || !form.password) return 'Please enter your email and password.';
  if (!EMAIL_RE.test(form.email.trim())) return 'Please enter a valid email address.';
  if (form.password.length < 6) return 'Password must be at least 6 characters long.';
  return null;
}

/** What the login screen shows for a failure message from the server. */
export function loginErrorMessage(serverMessage: string | undefined | null): string {
  if (!serverMessage) return 'Login failed. Please try again later.';
  if (serverMessage === 'Invalid credentials') return 'Incorrect email or password.';
  if (serverMessage.includes('Unexpected token'))
    return 'Server error: Unable to connect to the API. Please check if the server is running.';
  return serverMessage;
}

// ---------- Registration (shopper and admin) ----------
export interface RegistrationForm {
  name: string;
  mobileNumber: string;
  email: string;
  address: string;
  password: string;
  confirmPassword: string;
}
export type RegistrationField = keyof RegistrationForm;

export const emptyRegistration: RegistrationForm = {
  name: '',
  mobileNumber: '',
  email: '',
  address: '',
  password: '',
  confirmPassword: '',
};

/**
 * Shopper and admin sign-up share the rules; only the mobile format message differs
 * ('Mobile number must be 10 digits' for shoppers, 'Invalid mobile number' for the admin form).
 */
export function validateRegistration(
  form: RegistrationForm,
  variant: 'customer' | 'admin' = 'customer',
): FieldErrors<RegistrationField> {
  const errors: FieldErrors<RegistrationField> = {};
  if (!form.name.trim()) errors.name = 'Name is required';
  const mobile = form.mobileNumber.trim();
  if (!mobile) errors.mobileNumber = 'Mobile number is required';
  else if (!/^\d{10}$/.test(mobile))
    errors.mobileNumber = variant === 'admin' ? 'Invalid mobile number' : 'Mobile number must be 10 digits';
  const email = form.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (!EMAIL_RE.test(email)) errors.email = 'Invalid email format';
  if (!form.address.trim()) errors.address = 'Address is required';
  if (!form.password) errors.password = 'Password is required';
  else if (form.password.length < 6) errors.password = 'Password must be at least 6 characters';
  if (form.confirmPassword !== form.password) errors.confirmPassword = 'Passwords do not match';
  return errors;
}

// ---------- One-time password ----------
/** Keeps digits only, at most 6. */
export function sanitizeOtp(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

export function isCompleteOtp(value: string): boolean {
  return /^\d{6}$/.test(value);
}

export function validateOtp(value: string): string | null {
  return isCompleteOtp(value) ? null : 'Please enter a 6-digit OTP';
}

// ---------- Password reset ----------
export function validateResetEmail(email: string): string | null {
  return EMAIL_RE.test(email.trim()) ? null : 'Please enter a valid email address.';
}

export function validateResetOtp(otp: string, email: string | null | undefined): string | null {
  if (!email) return 'Email is missing. Please start the reset process again.';
  if (!otp.trim()) return 'Please enter the OTP.';
  return null;
}

export function validateNewPassword(
  newPassword: string,
  confirmPassword: string,
  email: string | null | undefined,
): string | null {
  if (!email) return 'Email is missing. Please start the reset process again.';
  if (newPassword.length < 8) return 'Password must be at least 8 characters long.';
  if (newPassword !== confirmPassword) return 'Passwords do not match.';
  return null;
}

// ---------- Profile ----------
export interface ProfileForm {
  name: string;
  email: string;
  mobileNumber: string;
  address: string;
}
export type ProfileField = keyof ProfileForm;

export function validateProfile(form: ProfileForm): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  if (!form.name.trim()) errors.name = 'Name is required';
  if (!form.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL_RE.test(form.email.trim())) errors.email = 'Invalid email format';
  const mobile = form.mobileNumber.trim();
  if (!mobile) errors.mobileNumber = 'Mobile number is required';
  else if (!/^\d{10,12}$/.test(mobile)) errors.mobileNumber = 'Mobile number must be 10-12 digits';
  if (!form.address.trim()) errors.address = 'Address is required';
  return errors;
}

export interface PasswordChangeForm {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}
export type PasswordChangeField = keyof PasswordChangeForm;

/** All three required; new and confirmation at least 8. Equality is left to the server (per the spec). */
export function validatePasswordChange(form: PasswordChangeForm): FieldErrors<PasswordChangeField> {
  const errors: FieldErrors<PasswordChangeField> = {};
  if (!form.currentPassword) errors.currentPassword = 'Current password is required';
  if (!form.newPassword) errors.newPassword = 'New password is required';
  else if (form.newPassword.length < 8) errors.newPassword = 'Password must be at least 8 characters long.';
  if (!form.confirmNewPassword) errors.confirmNewPassword = 'Please confirm the new password';
  else if (form.confirmNewPassword.length < 8)
    errors.confirmNewPassword = 'Password must be at least 8 characters long.';
  return errors;
}

/** Map the GraphQL role enum to the session's role. */
export function toSessionRole(role: string): 'admin' | 'customer' {
  return role.toUpperCase() === 'ADMIN' ? 'admin' : 'customer';
}

/** The welcome greeting after login. */
export function welcomeMessage(name: string | null | undefined): string {
  return `Welcome, ${name?.trim() || 'User'}!`;
}

/** Avatar letter for the dashboard header. */
export function avatarLetter(name: string | null | undefined): string {
  return (name?.trim()[0] ?? 'A').toUpperCase();
}
