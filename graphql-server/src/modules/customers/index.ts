/** The customers module's face: the admin's customer directory. */
import { CustomerResolver } from './customers.resolver.js';

export { CustomerService, CUSTOMERS_ADMIN_ONLY } from './customers.service.js';
export { CustomerDetails, CustomersInput, type Customer } from './customers.types.js';
export { CustomerSortField } from './customer-directory.js';

export const customersModule = { entities: [], resolvers: [CustomerResolver] };
