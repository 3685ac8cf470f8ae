/** The address book's words (the shipping messages are the spec's). */
export const AddressMessages = {
  required: 'Please fill in all shipping details',
  state: 'Please select your state',
  loadFailed: 'Failed to fetch addresses',
  saveFailed: 'Failed to save the address',
  deleteFailed: 'Failed to delete the address',
  defaultFailed: 'Failed to update the default address',
  deleteConfirm: 'Are you sure you want to delete this address?',
} as const;
