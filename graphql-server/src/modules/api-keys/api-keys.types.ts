import { registerEnumType } from 'type-graphql';

/** What a key may do. `catalog:read`: read operations (queries) of the public API. */
export enum ApiKeyScope {
  CATALOG_READ = 'catalog:read',
  WEBHOOKS_MANAGE = 'webhooks:manage',
}

registerEnumType(ApiKeyScope, {
  name: 'ApiKeyScope',
  description: 'What an API key may do.',
  valuesConfig: {
    CATALOG_READ: { description: 'Queries: the catalog and other public reads.' },
    WEBHOOKS_MANAGE: { description: "The key's own webhook endpoints: made, changed, listed, redelivered." },
  },
});
