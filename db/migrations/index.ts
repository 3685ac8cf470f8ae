import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_accounts } from './Migration20261122000000_accounts.js';
import { Migration20261122000100_catalog } from './Migration20261122000100_catalog.js';
import { Migration20261122000200_commerce } from './Migration20261122000200_commerce.js';
import { Migration20261122000300_chat } from './Migration20261122000300_chat.js';
import { Migration20261122230000_product_listing } from './Migration20261122230000_product_listing.js';

/**
 * Every migration, in order. A static list (not a folder scan) so that tsx, vitest and a
 * compiled build all find the same set. Add new migrations at the end.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000000_accounts', class: Migration20261122000000_accounts },
  { name: 'Migration20261122000100_catalog', class: Migration20261122000100_catalog },
  { name: 'Migration20261122000200_commerce', class: Migration20261122000200_commerce },
  { name: 'Migration20261122000300_chat', class: Migration20261122000300_chat },
  { name: 'Migration20261122230000_product_listing', class: Migration20261122230000_product_listing },
];
