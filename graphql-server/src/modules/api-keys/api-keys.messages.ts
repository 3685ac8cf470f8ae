export const ApiKeyMessages = {
  adminOnly: 'Access denied. Admin login required.',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 80 characters',
  scopeRequired: 'Choose at least one scope',
  scopeInvalid: 'Unknown scope',
  notFound: 'API key not found',
  invalid: 'Invalid or revoked API key',
  outOfScope: 'This API key may only run queries (scope catalog:read)',
} as const;
