import type { SessionUser } from '../../lib/session';

/**
 * Map the GraphQL role enum to the session's role. (Here, not beside the form schemas: the app
 * shell needs it on every page, the schemas only on the auth forms.)
 */
export function toSessionRole(role: string): 'admin' | 'customer' {
  return role.toUpperCase() === 'ADMIN' ? 'admin' : 'customer';
}

interface GraphQLUser {
  id: string;
  name: string;
  email: string;
  mobileNumber: string;
  address: string;
  role: string;
}

/** The session's user from a GraphQL `User` (role enum ADMIN/CUSTOMER becomes 'admin'/'customer'). */
export function toSessionUser(u: GraphQLUser): SessionUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    mobileNumber: u.mobileNumber,
    address: u.address,
    role: toSessionRole(u.role),
  };
}
