/** Every message the account screens show, worded as the shopper and admin specs give them. */
export const AuthMessages = {
  // Login
  loginRequired: 'Please enter your email and password.',
  loginEmail: 'Please enter a valid email address.',
  loginPassword: 'Password must be at least 6 characters long.',
  incorrectCredentials: 'Incorrect email or password.',
  serverUnreachable: 'Server error: Unable to connect to the API. Please check if the server is running.',
  loginFailed: 'Login failed. Please try again later.',
  notVerified: 'Please verify your email before logging in.',

  // Registration (shopper and admin)
  nameRequired: 'Name is required',
  mobileRequired: 'Mobile number is required',
  mobileDigits: 'Mobile number must be 10 digits',
  mobileInvalid: 'Invalid mobile number',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  addressRequired: 'Address is required',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 6 characters',
  passwordsMismatch: 'Passwords do not match',
  otpSent: 'OTP sent to email',
  registrationFailed: 'Registration failed. Please try again.',
  unexpectedResponse: 'Unexpected response from server',
  registrationDone: 'Registration successful! You can now login.',

  // One-time password
  otpDigits: 'Please enter a 6-digit OTP',
  verificationFailed: 'Verification failed. Please try again.',
  resendFailed: 'Failed to resend OTP',
  resent: 'New OTP sent successfully',

  // Password reset
  resetEmail: 'Please enter a valid email address.',
  resetEmailMissing: 'Email is missing. Please start the reset process again.',
  resetOtpRequired: 'Please enter the OTP.',
  newPasswordShort: 'Password must be at least 8 characters long.',
  resetMismatch: 'Passwords do not match.',
  sendOtpFailed: 'Failed to send OTP',
  verifyOtpFailed: 'Failed to verify OTP',
  resetFailed: 'Failed to reset password',

  // Profile and password change
  mobileDigitsProfile: 'Mobile number must be 10-12 digits',
  profileFailed: 'Failed to update profile. Please try again.',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  confirmPasswordRequired: 'Please confirm the new password',
  passwordChangeFailed: 'Failed to change password. Please try again.',
  emailChangePassword: 'Enter your current password to change your email',
  emailChangeFailed: 'Failed to change your email. Please try again.',
  emailChanged: 'Email changed successfully',
  sessionsFailed: 'Failed to load your sessions',
  signOutOthersFailed: 'Failed to sign out of the other sessions. Please try again.',
  otherSessionsEnded: 'Signed out of all other sessions',
} as const;
