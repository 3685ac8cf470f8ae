/** The customers feature's face: the admin's customer directory. */
/** The dashboard's Customers tab (import lazily). */
export const loadCustomersTab = async () => ({ default: (await import('./CustomersTab')).CustomersTab });
