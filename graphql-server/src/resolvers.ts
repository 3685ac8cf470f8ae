import type { NonEmptyArray } from 'type-graphql';
import { AuthResolver } from './modules/auth/auth.resolver.js';

/** Every resolver class. Each feature module adds its own here. */
export const resolvers: NonEmptyArray<Function> = [AuthResolver];
