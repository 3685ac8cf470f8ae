import type { SessionUser } from '../../lib/session';
import { toSessionRole } from './validation';

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
