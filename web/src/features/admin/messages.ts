/** Every message the admin screens show, worded as the admin spec gives them. */
export const AdminMessages = {
  accessDenied: 'Access denied. Admin login required.',
  notAdmin: 'You are not authorized as an admin',
  loginFailed: 'Login failed. Please try again later.',
  adminCreated: 'Admin account created. OTP sent to email.',
  adminRegistrationFailed: 'Admin registration failed.',
} as const;

/** The admin product and review forms (price, stock and image from the spec; the rest the server's words). */
export const ProductFormMessages = {
  hsn: 'HSN code must be 4, 6 or 8 digits',
  name: 'Product name is required',
  category: 'Category is required',
  priceRequired: 'Price is required',
  price: 'Price must be a non-negative number',
  stockRequired: 'Stock is required',
  stock: 'Stock must be a non-negative integer',
  description: 'Description is required',
  imageRequired: 'Please choose a product image',
  image: 'Please upload a valid image (JPEG, PNG, GIF, WEBP)',
  rating: 'Rating must be between 1 and 5',
  reviewText: 'Review text is required',
  addFailed: (status: number) => `Failed to add product (Status: ${status})`,
  updateFailed: (status: number) => `Failed to update product (Status: ${status})`,
  reviewFailed: 'Failed to submit review',
} as const;

/** The Settings tab: the admin spec's success and failure texts, and the field rules' words. */
export const SettingsMessages = {
  loadFailed: 'Failed to load settings',
  siteFailed: 'Failed to update site settings',
  sellerFailed: 'Failed to update seller details',
  sellerUpdated: 'Seller details updated successfully',
  legalNameRequired: 'Legal name is required',
  sellerAddressRequired: 'Seller address is required',
  stateRequired: 'Please select a state',
  gstinRequired: 'GSTIN is required',
  gstinFormat: 'GSTIN must be 15 characters: state code, PAN, entity number, Z and a check character',
  gstinCheckDigit: "GSTIN's check character is wrong: please check for a typing mistake",
  gstinState: "GSTIN's first two digits must be the state's GST code",
  invoicePrefixInvalid: 'Invoice prefix must be 1 to 3 capital letters or digits',
  emailFailed: 'Failed to update email settings',
  promoAddFailed: 'Failed to add promo code',
  promoDeleteFailed: 'Failed to delete promo code',
  passwordFailed: 'Failed to update password',
  siteUpdated: 'Site settings updated successfully',
  codLimitInvalid:
    'Cash on delivery limit must be an amount from ₹0 (off) to ₹10,00,000 with at most two decimals',
  emailUpdated: 'Email settings updated successfully',
  promoAdded: 'Promo code added successfully',
  promoDeleted: 'Promo code deleted successfully',
  passwordUpdated: 'Password updated successfully',
  passwordMismatch: 'New passwords do not match',
  confirmDelete: (code: string) => `Delete promo code ${code}?`,
  storeNameRequired: 'Store name is required',
  logoUrlInvalid: 'Logo URL must be a valid http(s) URL',
  contactEmailRequired: 'Contact email is required',
  contactEmailInvalid: 'Please enter a valid contact email',
  emailUserRequired: 'Email user is required',
  emailUserInvalid: 'Email user must be a valid email address',
  codeRequired: 'Code is required',
  codeInvalid: 'Code may use only letters, digits, - and _ (at most 32)',
  valueRequired: 'Value is required',
  valueNegative: 'Value must be a non-negative number',
  percentWhole: 'A percentage must be a whole number',
  percentMax: 'A percentage cannot exceed 100',
  fixedDecimals: 'A fixed value may have at most two decimals',
  labelRequired: 'Label is required',
  expiryPast: 'Expiry must be in the future',
  usageLimitInvalid: 'Usage limit must be a whole number of at least 1',
  currentRequired: 'Current password is required',
  newRequired: 'New password is required',
  newTooShort: 'New password must be at least 8 characters long',
  confirmRequired: 'Please confirm the new password',
};

/** The API keys tab (names and scope messages as the server words them). */
export const ApiKeyMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 80 characters',
  scopeRequired: 'Choose at least one scope',
  createFailed: 'Failed to create the API key',
  revokeFailed: 'Failed to revoke the API key',
  loadFailed: 'Failed to load API keys',
  copied: 'Key copied to the clipboard',
  copyFailed: 'Could not copy: select the key and copy it',
} as const;

/** The Webhooks tab (the field rules repeat the server's words). */
export const WebhookMessages = {
  nameRequired: 'Please enter a name',
  nameTooLong: 'Name must be at most 100 characters',
  urlRequired: 'Please enter a URL',
  urlInvalid: 'Please enter a valid URL (http or https)',
  documentRequired: 'Please enter a subscription document',
  createFailed: 'Failed to create the webhook',
  saveFailed: 'Failed to save the webhook',
  loadFailed: 'Failed to load webhooks',
  deliveriesFailed: 'Failed to load deliveries',
  actionFailed: 'The action failed; please try again',
  copied: 'Secret copied to the clipboard',
  copyFailed: 'Could not copy: select the secret and copy it',
} as const;

/** The Categories tab (the field rules repeat the server's words). */
export const CategoryMessages = {
  nameRequired: 'Category name is required',
  nameTooLong: 'Category name must be at most 40 characters',
  addFailed: 'Failed to add the category',
  renameFailed: 'Failed to rename the category',
  removeFailed: 'Failed to remove the category',
  loadFailed: 'Failed to load categories',
  hsnInvalid: 'HSN code must be 4, 6 or 8 digits',
  hsnFailed: 'Failed to save the HSN code',
} as const;

/** Admin two-factor sign-in and the admin list (the server's words where it has them). */
export const AdminSecurityMessages = {
  codeRequired: 'Enter the code from your authenticator app',
  codeFormat: 'Enter the 6-digit code, or a recovery code like abcde-12345',
  enrolCodeFormat: 'Enter the 6-digit code your app shows',
  passwordRequired: 'Current password is required',
  signInFailed: 'Sign-in failed. Please try again.',
  enrolFailed: 'Could not turn on two-factor sign-in. Please try again.',
  enrolStartFailed: 'Could not start the set-up. Please try again.',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  regenerateFailed: 'Could not make new recovery codes.',
  regenerated: 'New recovery codes made; the old ones no longer work.',
  disableFailed: 'Could not turn off two-factor sign-in.',
  policyFailed: 'Could not change the rule for every admin.',
  policyOn: 'Every admin must now use two-factor sign-in.',
  policyOff: 'Two-factor sign-in is now optional for admins.',
  loadFailed: 'Failed to load your security settings',
  copied: 'Recovery codes copied',
  copyFailed: 'Could not copy: select the codes and copy them yourself',
  adminsLoadFailed: 'Failed to load admins',
  inviteFailed: 'Admin registration failed.',
  invited: (email: string) => `Invitation sent to ${email}`,
  disabledAdmin: (name: string) => `${name} is disabled and signed out everywhere`,
  enabledAdmin: (name: string) => `${name} can sign in again`,
  disableFailedAdmin: 'Could not disable the admin',
  enableFailedAdmin: 'Could not enable the admin',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  otpFormat: 'Please enter a 6-digit OTP',
  passwordShort: 'Password must be at least 6 characters',
  passwordMismatch: 'Passwords do not match',
  acceptFailed: 'Could not set your password. Check the code and try again.',
  acceptAccepted: 'Your password is set. You can now sign in at the admin portal.',
} as const;

/** The Invoices tab and the GSTR-1 export (the server's words where it has them). */
export const InvoiceMessages = {
  loadFailed: 'Failed to load invoices',
  dateInvalid: 'Dates must be real days written YYYY-MM-DD',
  rangeInvalid: 'The start date must be on or before the end date',
  monthInvalid: 'Month must be a month written YYYY-MM',
  exportFailed: 'The download failed. Please try again.',
  exported: (month: string) => `GSTR-1 file for ${month} downloaded`,
} as const;
