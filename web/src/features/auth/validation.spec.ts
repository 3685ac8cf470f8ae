import { describe, expect, it } from 'vitest';
import {
  avatarLetter,
  emptyRegistration,
  hasErrors,
  isCompleteOtp,
  loginErrorMessage,
  sanitizeOtp,
  toSessionRole,
  validateLogin,
  validateNewPassword,
  validateOtp,
  validatePasswordChange,
  validateProfile,
  validateRegistration,
  validateResetEmail,
  validateResetOtp,
  welcomeMessage,
} from './validation';

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
    expect(validateLogin({ email: 'a@b.co', password: '123456' })).toBeNull();
  });
  it('rejects malformed emails with the spec message', () => {
    for (const email of ['plain', 'a@b', 'a b@c.d', '@b.c', 'a@.c'])
      expect(validateLogin({ email, password: '123456' })).toBe('Please enter a valid email address.');
  });
  it('rejects short passwords with the spec message', () => {
    expect(validateLogin({ email: 'a@b.co', password: '12345' })).toBe(
      'Password must be at least 6 characters long.',
    );
  });
  it('requires both fields', () => {
    expect(validateLogin({ email: '', password: '123456' })).not.toBeNull();
    expect(validateLogin({ email: 'a@b.co', password: '' })).not.toBeNull();
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

describe('validateRegistration', () => {
  it('passes a complete form', () => {
    expect(hasErrors(validateRegistration(valid))).toBe(false);
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
    expect(validateOtp('12345')).toBe('Please enter a 6-digit OTP');
    expect(validateOtp('123456')).toBeNull();
  });
});

describe('password reset', () => {
  it('checks the e-mail format', () => {
    expect(validateResetEmail('x@y')).toBe('Please enter a valid email address.');
    expect(validateResetEmail(' x@y.in ')).toBeNull();
  });
  it('needs the e-mail from navigation state and a code', () => {
    expect(validateResetOtp('123456', null)).toBe('Email is missing. Please start the reset process again.');
    expect(validateResetOtp('', 'x@y.in')).toBe('Please enter the OTP.');
    expect(validateResetOtp('123456', 'x@y.in')).toBeNull();
  });
  it('checks the new password', () => {
    expect(validateNewPassword('short', 'short', 'x@y.in')).toBe(
      'Password must be at least 8 characters long.',
    );
    expect(validateNewPassword('longenough', 'different1', 'x@y.in')).toBe('Passwords do not match.');
    expect(validateNewPassword('longenough', 'longenough', undefined)).toBe(
      'Email is missing. Please start the reset process again.',
    );
    expect(validateNewPassword('longenough', 'longenough', 'x@y.in')).toBeNull();
  });
});

describe('profile', () => {
  const profile = { name: 'A', email: 'a@b.in', mobileNumber: '9876543210', address: 'X' };
  it('accepts 10 to 12 digits', () => {
    expect(validateProfile(profile)).toEqual({});
    expect(validateProfile({ ...profile, mobileNumber: '919876543210' })).toEqual({});
  });
  it('rejects 9 or 13 digits', () => {
    for (const mobileNumber of ['987654321', '9198765432101'])
      expect(validateProfile({ ...profile, mobileNumber }).mobileNumber).toBe(
        'Mobile number must be 10-12 digits',
      );
  });
  it('requires every field', () => {
    const errors = validateProfile({ name: ' ', email: '', mobileNumber: '', address: '' });
    expect(Object.keys(errors).sort()).toEqual(['address', 'email', 'mobileNumber', 'name']);
  });
});

describe('password change', () => {
  it('requires all three and 8+ for new and confirmation', () => {
    expect(
      Object.keys(
        validatePasswordChange({ currentPassword: '', newPassword: '', confirmNewPassword: '' }),
      ).sort(),
    ).toEqual(['confirmNewPassword', 'currentPassword', 'newPassword']);
    expect(
      validatePasswordChange({ currentPassword: 'x', newPassword: 'short', confirmNewPassword: 'short' }),
    ).toEqual({
      newPassword: 'Password must be at least 8 characters long.',
      confirmNewPassword: 'Password must be at least 8 characters long.',
    });
  });
  it('leaves equality to the server', () => {
    expect(
      validatePasswordChange({
        currentPassword: 'x',
        newPassword: 'abcdefgh',
        confirmNewPassword: 'abcdefgi',
      }),
    ).toEqual({});
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
