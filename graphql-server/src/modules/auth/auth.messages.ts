import type { User } from './user.entity.js';

/** The specs' account messages. */
export const AuthMessages = {
  otpSent: 'OTP sent to email',
  adminCreated: 'Admin account created. OTP sent to email.',
  verified: 'Account verified successfully',
  otpResent: 'New OTP sent successfully',
  invalidOtp: 'Invalid or expired OTP',
  invalidCredentials: 'Invalid credentials',
  notVerified: 'Please verify your email before logging in.',
  notAdmin: 'You are not authorized as an admin',
  resetSent: 'If an account exists for this email, an OTP has been sent.',
  resetVerified: 'OTP verified successfully',
  passwordReset: 'Password reset successfully',
  sessionExpired: 'Session expired. Please log in again.',
  profileUpdated: 'Profile updated successfully',
  passwordChanged: 'Password changed successfully',
  adminPasswordChanged: 'Password updated successfully',
  adminsOnly: 'Unauthorized: Admins only',
  wrongPassword: 'Current password is incorrect',
  emailTaken: 'This email is already in use',
  passwordForEmailChange: 'Enter your current password to change your email',
  emailCodeSent:
    'Profile updated. We sent a code to your new email address: enter it to make that address your login.',
  emailChanged: 'Email changed successfully',
  loggedOut: 'Logged out successfully',
  otherSessionsEnded: 'Signed out of all other sessions',
  customerDataAdminOnly: 'You must be an admin to view customer data',
} as const;

export interface AuthResult {
  token: string;
  user: User;
}
