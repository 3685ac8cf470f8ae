import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  ConfirmDialog,
  DataTable,
  EmptyState,
  FieldLegend,
  Form,
  FormTextField,
  useToast,
  useZodForm,
  type DataTableColumn,
  boxIcon,
} from '../../../components/ui';
import type { ApiKeysQuery as ApiKeysData } from '../../../graphql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/graphql-errors';
import { ApiKeyMessages } from '../messages';
import { apiKeySchema, NEW_KEY, SCOPES, scopesOf, type ApiKeyValues } from './api-key-form';
import { ApiKeysQuery, CreateApiKeyMutation, RevokeApiKeyMutation } from './operations';
import layout from '../AdminFormTab.module.css';
import { CreateCard } from '../CreateCard';
import { SecretDialog, type ShownSecret } from '../SecretDialog';
import { useConfirmAction } from '../use-confirm-action';
import styles from './ApiKeysTab.module.css';

type ApiKeyRow = ApiKeysData['apiKeys'][number];

const SCOPE_LABELS: Record<string, string> = {
  CATALOG_READ: 'Read catalog',
  WEBHOOKS_MANAGE: 'Manage webhooks',
};

const columns: DataTableColumn<ApiKeyRow>[] = [
  { id: 'name', header: 'Name', rowHeader: true, card: 'title', cell: (k) => k.name },
  {
    id: 'key',
    header: 'Key',
    cell: (k) => (
      <code className={styles.prefix} aria-label={`Key starting ${k.prefix}`}>
        {k.prefix}…
      </code>
    ),
  },
  { id: 'scopes', header: 'Scopes', cell: (k) => k.scopes.map((s) => SCOPE_LABELS[s] ?? s).join(', ') },
  { id: 'created', header: 'Created', cell: (k) => formatDateTime(k.createdAt) },
  { id: 'used', header: 'Last used', cell: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never') },
  {
    id: 'status',
    header: 'Status',
    card: 'aside',
    cell: (k) => (k.revokedAt ? <Badge tone="danger">Revoked</Badge> : <Badge tone="success">Active</Badge>),
  },
];

/** The dashboard's API Keys tab: issue keys to third parties, see them, revoke them. */
export function ApiKeysTab() {
  const toast = useToast();
  const { data, error, loading, refetch } = useQuery(ApiKeysQuery);
  const [createKey, { loading: creating }] = useMutation(CreateApiKeyMutation, {
    refetchQueries: ['ApiKeys'],
  });
  const [revokeKey] = useMutation(RevokeApiKeyMutation);
  const [created, setCreated] = useState<ShownSecret | null>(null);
  const revoke = useConfirmAction(async (k: ApiKeyRow) => {
    await revokeKey({ variables: { id: k.id } });
    return `Revoked the key ${k.name}`;
  }, ApiKeyMessages.revokeFailed);
  const form = useZodForm(apiKeySchema, { defaultValues: NEW_KEY });
  const scopeError = form.formState.errors.catalogRead?.message;

  async function create(values: ApiKeyValues) {
    const res = await createKey({ variables: { input: { name: values.name, scopes: scopesOf(values) } } });
    const payload = res.data?.createApiKey;
    if (!payload) throw new Error(ApiKeyMessages.createFailed);
    form.reset(NEW_KEY);
    setCreated({ title: `Key for ${payload.apiKey.name}`, value: payload.secret });
    toast.success(`Created the key ${payload.apiKey.name}`);
  }

  return (
    <div className={layout.tab}>
      <p className={layout.intro}>
        Keys let other sites and apps use the public GraphQL API at <code>/graphql</code>, with a larger rate
        limit than anonymous clients. They send the key in the <code>X-Api-Key</code> header. A key can do
        only what its scopes allow: read the catalogue, or manage its own webhooks. Revoke it if it leaks.
      </p>
      <CreateCard title="New key">
        <Form
          form={form}
          onSubmit={create}
          failureMessage={ApiKeyMessages.createFailed}
          className={styles.form}
        >
          <FormTextField
            control={form.control}
            name="name"
            label="Name"
            hint="Who the key is for, e.g. the partner's site"
            required
            maxLength={80}
            className={styles.name}
          />
          <fieldset className={styles.scopes}>
            <FieldLegend>Scopes</FieldLegend>
            {SCOPES.map((s, i) => (
              <Checkbox
                key={s.scope}
                label={s.label}
                hint={s.hint}
                error={i === 0 ? scopeError : undefined}
                {...form.register(s.field)}
              />
            ))}
          </fieldset>
          <Button type="submit" loading={creating} loadingText="Creating..." className={styles.submit}>
            Create key
          </Button>
        </Form>
      </CreateCard>

      <DataTable
        columns={columns}
        rows={data?.apiKeys}
        rowKey={(k) => k.id}
        caption="API keys, newest first"
        loading={loading}
        loadingLabel="Loading API keys..."
        error={error && errorMessage(error, ApiKeyMessages.loadFailed)}
        onRetry={() => void refetch()}
        empty={
          <EmptyState
            icon={boxIcon}
            title="No API keys yet"
            text="Create a key for the first partner above."
          />
        }
        actionsHeader="Actions"
        rowActions={(k) =>
          k.revokedAt ? null : (
            <Button size="sm" variant="ghost" onClick={() => revoke.ask(k)} aria-label={`Revoke ${k.name}`}>
              Revoke
            </Button>
          )
        }
        testId="api-keys-table"
        rowTestId="api-key-row"
      />

      <SecretDialog
        secret={created}
        onClose={() => setCreated(null)}
        label="API key"
        warning="Copy the key now and hand it over safely: it is shown only this once. The shop keeps only a fingerprint of it."
        messages={ApiKeyMessages}
        testId="api-key-secret"
      />
      <ConfirmDialog
        {...revoke.dialog}
        title="Revoke key?"
        message={`Requests with the key ${revoke.item?.name ?? ''} will be refused from now on. This cannot be undone.`}
        confirmLabel="Revoke"
        danger
      />
    </div>
  );
}
