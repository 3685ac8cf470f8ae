/** Messages of admin two-factor sign-in and admin accounts (not in the specs: written here once). */
export const AdminSecurityMessages = {
  twoFactorRequired:
    'Two-factor sign-in is on for this admin: sign in at /admin/login, where the second step asks for your authenticator code.',
  challengeExpired: 'Your sign-in has expired. Please enter your password again.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  tooManyCodes: 'Too many wrong codes. Please enter your password again.',
  alreadyEnabled: 'Two-factor sign-in is already on. Turn it off first to set up a new authenticator.',
  notEnrolling: 'Start the set-up again: no authenticator is waiting to be confirmed.',
  notEnabled: 'Two-factor sign-in is not on for your account.',
  enabled: 'Two-factor sign-in is on.',
  disabled: 'Two-factor sign-in is off.',
  requiredForAll: 'The shop requires two-factor sign-in for every admin: it cannot be turned off.',
  policyNeedsOwnTwoFactor: 'Turn on two-factor sign-in for your own account first.',
  wrongPassword: 'Current password is incorrect',
  accountDisabled: 'This admin account is disabled. Ask another admin to enable it.',
  notAnAdmin: 'No such admin.',
  cannotDisableSelf: 'You cannot disable your own account.',
  lastAdmin: 'This is the last active admin: it cannot be disabled.',
  inviteSent: 'Admin account created. OTP sent to email.',
  inviteAccepted: 'Your password is set. You can now sign in at the admin portal.',
  invalidInvite: 'Invalid or expired OTP',
} as const;
