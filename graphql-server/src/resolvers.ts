import type { NonEmptyArray } from 'type-graphql';
import { shopModules } from './modules/index.js';

/** Every resolver class, read from the modules' faces. */
export const resolvers = shopModules.flatMap((m) => m.resolvers) as unknown as NonEmptyArray<Function>;
