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

/** The notice and the requests desk's messages. */
export const DeskMessages = {
  adminsOnly: 'Access denied. Admin login required.',
  noNotice: 'No privacy notice has been published yet.',
  fiduciaryNameRequired: "Enter the data fiduciary's name",
  fiduciaryContactRequired: "Enter the data fiduciary's contact",
  officerNameRequired: "Enter the grievance officer's name",
  emailInvalid: 'Please enter a valid email address',
  bodyRequired: 'Enter the text of the notice',
  bodyTooLong: 'The notice can be at most 20,000 characters',
  tooLong: 'This is too long',
  kindRequired: 'Choose what your request is about',
  nameRequired: 'Enter your name',
  messageRequired: 'Tell us what you are asking for',
  messageTooLong: 'Your message can be at most 5,000 characters',
  requestFiled:
    'We received your request and e-mailed you an acknowledgement. Our grievance officer will answer within 90 days.',
  requestNotFound: 'No such request.',
  alreadyClosed: 'This request is already closed.',
  resolutionRequired: 'Say what was done',
} as const;
