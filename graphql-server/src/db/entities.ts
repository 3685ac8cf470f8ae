import { shopModules } from '../modules/index.js';

/** Every entity the ORM knows, read from the modules' faces. */
export const entities = shopModules.flatMap((m) => m.entities);
