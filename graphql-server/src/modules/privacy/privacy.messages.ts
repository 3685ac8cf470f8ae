/** The privacy module's messages (shown as they are). */
export const PrivacyMessages = {
  erasureCodeSent:
    'We sent a code to your e-mail address. Enter it to erase your account: this cannot be undone.',
  erased: 'Your account and its personal data have been erased. Goodbye.',
  adminErased: 'The account and its personal data have been erased.',
  alreadyErased: 'This account has already been erased.',
  wrongCode: 'Invalid or expired code',
  walletNotEmpty: (rupees: string) =>
    `Your wallet still holds ${rupees}. Spend it, or ask us for a refund, before erasing your account: an erased account cannot get its money back.`,
  adminsCannotErase: 'Admin accounts cannot be erased here: another admin must disable the account.',
  notACustomer: 'No shopper with this id.',
  passwordRequired: 'Enter your password',
  codeRequired: 'Enter the code we sent you',
  exportRequested:
    'Your data is being prepared. The download appears here when it is ready (usually within a minute).',
  exportNotFound: 'No such download.',
  exportNotReady: 'This download is still being prepared. Try again in a minute.',
  exportExpired: 'This download has expired (downloads are kept for 24 hours). Ask for a new one.',
  exportForbidden: 'Only the person the data is about can open this download.',
  adminsOnly: 'Access denied. Admin login required.',
} as const;
