import { OneTimeCode } from '../modules/auth/one-time-code.entity.js';
import { Session } from '../modules/auth/session.entity.js';
import { User } from '../modules/auth/user.entity.js';
import { Product } from '../modules/catalog/product.entity.js';

/** Every entity the ORM knows. Each feature module adds its own here. */
export const entities = [User, Session, OneTimeCode, Product];
