/** The address book: the profile's editor, and the saved addresses for checkout. */
export { AddressBook } from './AddressBook';
export { AddressesQuery, IndianStatesQuery, type SavedAddress } from './operations';
