/** The privacy panel's words (profile → Your data and privacy). */
export const PrivacyMessages = {
  exportFailed: 'Could not prepare your data. Please try again.',
  downloadFailed: 'Could not download the file. Please try again.',
  erasureCodeFailed: 'Could not send the code. Please try again.',
  erasureFailed: 'Could not erase your account. Please try again.',
  passwordRequired: 'Enter your password',
  codeDigits: 'Enter the 6-digit code',
  erased: 'Your account and its personal data have been erased.',
} as const;
