import * as z from 'zod/mini';
import type { ApiKeyScope } from '../../../graphql/graphql';
import { ApiKeyMessages } from '../messages';

/** The scopes a key may hold, as the form offers them (the server's `ApiKeyScope`, its words). */
export const SCOPES: readonly {
  scope: ApiKeyScope;
  field: 'catalogRead' | 'webhooksManage';
  label: string;
  hint: string;
}[] = [
  {
    scope: 'CATALOG_READ',
    field: 'catalogRead',
    label: 'Read catalog (catalog:read)',
    hint: 'Products, categories and reviews through the public API',
  },
  {
    scope: 'WEBHOOKS_MANAGE',
    field: 'webhooksManage',
    label: 'Manage its webhooks (webhooks:manage)',
    hint: 'Create, change and delete its own webhook endpoints and see their deliveries',
  },
];

/** The new-key form: a name and at least one scope. */
export const apiKeySchema = z
  .object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, ApiKeyMessages.nameRequired),
        z.maxLength(80, ApiKeyMessages.nameTooLong),
      ),
    catalogRead: z.boolean(),
    webhooksManage: z.boolean(),
  })
  .check(
    z.refine((v) => v.catalogRead || v.webhooksManage, {
      message: ApiKeyMessages.scopeRequired,
      path: ['catalogRead'],
    }),
  );

export type ApiKeyValues = z.output<typeof apiKeySchema>;

export const NEW_KEY: ApiKeyValues = { name: '', catalogRead: true, webhooksManage: false };

/** The scopes the form's ticks stand for. */
export const scopesOf = (v: ApiKeyValues): ApiKeyScope[] =>
  SCOPES.filter((s) => v[s.field]).map((s) => s.scope);
