import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { FormError, schemaErrors } from '../../components/ui/form-errors';
import {
  avatarLetter,
  emptyRegistration,
  forgotPasswordSchema,
  isCompleteOtp,
  isUnverifiedLogin,
  loginErrorMessage,
  loginSchema,
  newPasswordSchema,
  otpSchema,
  passwordChangeSchema,
  profileSchema,
  profileSchemaFor,
  registrationSchema,
  resetOtpSchema,
  sanitizeOtp,
  welcomeMessage,
  type RegistrationValues,
} from './validation';
import { toSessionRole } from './session-user';

/** The schemas' messages per field ({} when the values pass), as the forms show them. */
const errorsOf = (schema: Parameters<typeof schemaErrors>[0], values: unknown) =>
  schemaErrors(schema, values) ?? {};
const validateLogin = (v: { email: string; password: string }) => errorsOf(loginSchema, v);
const validateRegistration = (v: RegistrationValues, variant?: 'customer' | 'admin') =>
  errorsOf(registrationSchema(variant), v);

const valid = {
  name: 'Asha Rao',
  mobileNumber: '9876543210',
  email: 'asha@example.in',
  address: '12 MG Road, Bengaluru',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('validateLogin', () => {
  it('accepts a well-formed email and a 6+ character password', () => {
    expect(validateLogin({ email: 'a@b.co', password: '123456' })).toEqual({});
  });
  it('rejects malformed emails with the spec message', () => {
    for (const email of ['plain', 'a@b', 'a b@c.d', '@b.c', 'a@.c'])
      expect(validateLogin({ email, password: '123456' })).toEqual({
        email: 'Please enter a valid email address.',
      });
  });
  it('rejects short passwords with the spec message', () => {
    expect(validateLogin({ email: 'a@b.co', password: '12345' })).toEqual({
      password: 'Password must be at least 6 characters long.',
    });
  });
  it('requires both fields', () => {
    expect(validateLogin({ email: '', password: '123456' })).toEqual({
      email: 'Please enter your email and password.',
    });
    expect(validateLogin({ email: 'a@b.co', password: '' })).toEqual({
      password: 'Please enter your email and password.',
    });
  });
});

describe('loginErrorMessage', () => {
  it('maps the server messages as the spec says', () => {
    expect(loginErrorMessage('Invalid credentials')).toBe('Incorrect email or password.');
    expect(loginErrorMessage('Unexpected token < in JSON')).toBe(
      'Server error: Unable to connect to the API. Please check if the server is running.',
    );
    expect(loginErrorMessage('Please verify your email before logging in.')).toBe(
      'Please verify your email before logging in.',
    );
    expect(loginErrorMessage(undefined)).toBe('Login failed. Please try again later.');
    expect(loginErrorMessage('')).toBe('Login failed. Please try again later.');
  });
});

describe('isUnverifiedLogin', () => {
  const refused = (message: string) =>
    new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: 'FORBIDDEN' } }] });
  it('spots the refusal of an unverified account, as the server sends it or as the page words it', () => {
    expect(isUnverifiedLogin(refused('Please verify your email before logging in.'))).toBe(true);
    expect(isUnverifiedLogin(new FormError('Please verify your email before logging in.'))).toBe(true);
  });
  it('leaves every other failure to the banner', () => {
    expect(isUnverifiedLogin(refused('You are not authorized as an admin'))).toBe(false);
    expect(isUnverifiedLogin(new FormError('Incorrect email or password.'))).toBe(false);
    expect(isUnverifiedLogin(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('validateRegistration', () => {
  it('passes a complete form', () => {
    expect(validateRegistration(valid)).toEqual({});
  });
  it('trims what it hands on', () => {
    const parsed = registrationSchema().parse({ ...valid, name: '  Asha Rao ', email: ' asha@example.in ' });
    expect(parsed.name).toBe('Asha Rao');
    expect(parsed.email).toBe('asha@example.in');
    expect(parsed.password).toBe('secret1');
  });
  it('reports every empty field with its message', () => {
    expect(validateRegistration(emptyRegistration)).toEqual({
      name: 'Name is required',
      mobileNumber: 'Mobile number is required',
      email: 'Email is required',
      address: 'Address is required',
      password: 'Password is required',
    });
  });
  it('checks formats and lengths', () => {
    const errors = validateRegistration({
      ...valid,
      mobileNumber: '98765',
      email: 'no spaces@x.in',
      password: 'abc',
      confirmPassword: 'abd',
    });
    expect(errors).toEqual({
      mobileNumber: 'Mobile number must be 10 digits',
      email: 'Invalid email format',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
    });
  });
  it('rejects 11 digits and letters in the mobile number', () => {
    expect(validateRegistration({ ...valid, mobileNumber: '98765432101' }).mobileNumber).toBe(
      'Mobile number must be 10 digits',
    );
    expect(validateRegistration({ ...valid, mobileNumber: '98765abc10' }).mobileNumber).toBe(
      'Mobile number must be 10 digits',
    );
  });
  it('uses the admin message for a bad mobile number on the admin form', () => {
    expect(validateRegistration({ ...valid, mobileNumber: '123' }, 'admin').mobileNumber).toBe(
      'Invalid mobile number',
    );
    expect(validateRegistration({ ...valid, mobileNumber: '' }, 'admin').mobileNumber).toBe(
      'Mobile number is required',
    );
  });
});

describe('one-time password', () => {
  it('keeps digits only, at most six', () => {
    expect(sanitizeOtp('12a3 4-5678')).toBe('123456');
    expect(sanitizeOtp('abc')).toBe('');
  });
  it('needs exactly six digits', () => {
    expect(isCompleteOtp('123456')).toBe(true);
    expect(isCompleteOtp('12345')).toBe(false);
    expect(errorsOf(otpSchema, { otp: '12345' })).toEqual({ otp: 'Please enter a 6-digit OTP' });
    expect(errorsOf(otpSchema, { otp: '123456' })).toEqual({});
  });
});

describe('password reset', () => {
  it('checks the e-mail format', () => {
    expect(errorsOf(forgotPasswordSchema, { email: 'x@y' })).toEqual({
      email: 'Please enter a valid email address.',
    });
    expect(errorsOf(forgotPasswordSchema, { email: ' x@y.in ' })).toEqual({});
  });
  it('needs a code', () => {
    expect(errorsOf(resetOtpSchema, { otp: '' })).toEqual({ otp: 'Please enter the OTP.' });
    expect(errorsOf(resetOtpSchema, { otp: '123456' })).toEqual({});
  });
  it('checks the new password', () => {
    const check = (newPassword: string, confirmNewPassword: string) =>
      errorsOf(newPasswordSchema, { newPassword, confirmNewPassword });
    expect(check('short', 'short')).toEqual({ newPassword: 'Password must be at least 8 characters long.' });
    expect(check('short', 'other')).toEqual({ newPassword: 'Password must be at least 8 characters long.' });
    expect(check('longenough', 'different1')).toEqual({ confirmNewPassword: 'Passwords do not match.' });
    expect(check('longenough', 'longenough')).toEqual({});
  });
});

describe('profile', () => {
  const profile = { name: 'A', email: 'a@b.in', mobileNumber: '9876543210', address: 'X' };
  it('accepts 10 to 12 digits', () => {
    expect(errorsOf(profileSchema, profile)).toEqual({});
    expect(errorsOf(profileSchema, { ...profile, mobileNumber: '919876543210' })).toEqual({});
  });
  it('rejects 9 or 13 digits', () => {
    for (const mobileNumber of ['987654321', '9198765432101'])
      expect(errorsOf(profileSchema, { ...profile, mobileNumber }).mobileNumber).toBe(
        'Mobile number must be 10-12 digits',
      );
  });
  it('requires every field', () => {
    const errors = errorsOf(profileSchema, { name: ' ', email: '', mobileNumber: '', address: '' });
    expect(Object.keys(errors).sort()).toEqual(['address', 'email', 'mobileNumber', 'name']);
  });
});

describe('password change', () => {
  it('requires all three and 8+ for new and confirmation', () => {
    expect(
      errorsOf(passwordChangeSchema, { currentPassword: '', newPassword: '', confirmNewPassword: '' }),
    ).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
      confirmNewPassword: 'Please confirm the new password',
    });
    expect(
      errorsOf(passwordChangeSchema, {
        currentPassword: 'x',
        newPassword: 'short',
        confirmNewPassword: 'short',
      }),
    ).toEqual({
      newPassword: 'Password must be at least 8 characters long.',
      confirmNewPassword: 'Password must be at least 8 characters long.',
    });
  });
  it('leaves equality to the server', () => {
    expect(
      errorsOf(passwordChangeSchema, {
        currentPassword: 'x',
        newPassword: 'abcdefgh',
        confirmNewPassword: 'abcdefgi',
      }),
    ).toEqual({});
  });
});

describe('the profile form with a new e-mail', () => {
  const profile = {
    name: 'Asha',
    email: 'asha@example.com',
    mobileNumber: '9876543210',
    address: '12 MG Road',
  };
  it('asks for the current password only when the e-mail changes', () => {
    const schema = profileSchemaFor('Asha@example.com');
    expect(errorsOf(schema, profile)).toEqual({});
    expect(errorsOf(schema, { ...profile, email: 'new@example.com' })).toEqual({
      currentPassword: 'Enter your current password to change your email',
    });
    expect(errorsOf(schema, { ...profile, email: 'new@example.com', currentPassword: 'x' })).toEqual({});
  });
});

describe('small helpers', () => {
  it('maps roles, greetings and avatar letters', () => {
    expect(toSessionRole('ADMIN')).toBe('admin');
    expect(toSessionRole('CUSTOMER')).toBe('customer');
    expect(welcomeMessage('Asha')).toBe('Welcome, Asha!');
    expect(welcomeMessage('')).toBe('Welcome, User!');
    expect(avatarLetter('asha')).toBe('A');
    expect(avatarLetter(null)).toBe('A');
  });
});
