export const AddressMessages = {
  login: 'Please log in to manage your addresses.',
  required: 'Please fill in all shipping details',
  state: 'Please select your state',
  notFound: 'Address not found',
  tooMany: (max: number) => `You can keep up to ${max} addresses. Delete one first.`,
  saved: 'Address saved',
  deleted: 'Address deleted',
  defaultSet: 'Default address updated',
} as const;
