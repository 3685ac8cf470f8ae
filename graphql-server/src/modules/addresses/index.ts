/** The address book's face: what the rest of the server may use. */
import { Address } from './address.entity.js';
import { AddressResolver } from './addresses.resolver.js';

export { AddressService } from './addresses.service.js';
export { registerAddressListeners } from './addresses.listeners.js';

export const addressesModule = { entities: [Address], resolvers: [AddressResolver] };
export { exportAddresses, forgetAddresses } from './addresses.privacy.sql.js';
