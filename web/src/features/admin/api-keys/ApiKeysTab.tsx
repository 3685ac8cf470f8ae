import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Form,
  FormTextField,
  Modal,
  TextField,
  useToast,
  useZodForm,
  type DataTableColumn,
  boxIcon,
} from '../../../components/ui';
import type { ApiKeysQuery as ApiKeysData } from '../../../graphql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/graphql-errors';
import { ApiKeyMessages } from '../messages';
import { apiKeySchema } from './api-key-form';
import { ApiKeysQuery, CreateApiKeyMutation, RevokeApiKeyMutation } from './operations';
import layout from '../AdminFormTab.module.css';
import { CreateCard } from '../CreateCard';
import styles from './ApiKeysTab.module.css';

type ApiKeyRow = ApiKeysData['apiKeys'][number];

const SCOPE_LABELS: Record<string, string> = { CATALOG_READ: 'Read catalog' };

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
  { id: 'scopes', header: 'Scope', cell: (k) => k.scopes.map((s) => SCOPE_LABELS[s] ?? s).join(', ') },
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
  const [revokeKey, { loading: revoking }] = useMutation(RevokeApiKeyMutation);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiKeyRow | null>(null);
  const form = useZodForm(apiKeySchema, { defaultValues: { name: '' } });
  const secretRef = useRef<HTMLInputElement>(null);

  async function create(values: { name: string }) {
    const res = await createKey({ variables: { input: { name: values.name, scopes: ['CATALOG_READ'] } } });
    const payload = res.data?.createApiKey;
    if (!payload) throw new Error(ApiKeyMessages.createFailed);
    form.reset({ name: '' });
    setCreated({ name: payload.apiKey.name, secret: payload.secret });
    toast.success(`Created the key ${payload.apiKey.name}`);
  }

  async function copySecret() {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.secret);
      toast.success(ApiKeyMessages.copied);
    } catch {
      secretRef.current?.select();
      toast.error(ApiKeyMessages.copyFailed);
    }
  }

  async function confirmRevoke() {
    if (!toRevoke) return;
    try {
      await revokeKey({ variables: { id: toRevoke.id } });
      toast.success(`Revoked the key ${toRevoke.name}`);
      setToRevoke(null);
    } catch (err) {
      toast.error(errorMessage(err, ApiKeyMessages.revokeFailed));
    }
  }

  return (
    <div className={layout.tab}>
      <p className={layout.intro}>
        Keys let other sites and apps read the catalogue through the public GraphQL API at{' '}
        <code>/graphql</code>, with a larger rate limit than anonymous clients. They send the key in the{' '}
        <code>X-Api-Key</code> header. A key can only read; revoke it if it leaks.
      </p>
      <CreateCard title="New key">
        <Form
          form={form}
          onSubmit={create}
          failureMessage={ApiKeyMessages.createFailed}
          className={layout.form}
        >
          <FormTextField
            control={form.control}
            name="name"
            label="Name"
            hint="Who the key is for, e.g. the partner's site"
            required
            maxLength={80}
            className={layout.name}
          />
          <p className={styles.scope}>Scope: Read catalog (catalog:read)</p>
          <Button type="submit" loading={creating} loadingText="Creating..." className={layout.submit}>
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
            <Button size="sm" variant="ghost" onClick={() => setToRevoke(k)} aria-label={`Revoke ${k.name}`}>
              Revoke
            </Button>
          )
        }
        testId="api-keys-table"
        rowTestId="api-key-row"
      />

      <Modal
        open={created !== null}
        onClose={() => setCreated(null)}
        title={`Key for ${created?.name ?? ''}`}
        initialFocusRef={secretRef}
        closeOnBackdrop={false}
        footer={
          <>
            <Button variant="secondary" onClick={() => void copySecret()}>
              Copy key
            </Button>
            <Button onClick={() => setCreated(null)}>Done</Button>
          </>
        }
      >
        <p className={styles.warning} role="note">
          Copy the key now and hand it over safely: it is shown only this once. The shop keeps only a
          fingerprint of it.
        </p>
        <TextField
          ref={secretRef}
          label="API key"
          value={created?.secret ?? ''}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          inputClassName={styles.secret}
          data-testid="api-key-secret"
        />
      </Modal>
      <ConfirmDialog
        open={toRevoke !== null}
        title="Revoke key?"
        message={`Requests with the key ${toRevoke?.name ?? ''} will be refused from now on. This cannot be undone.`}
        confirmLabel="Revoke"
        danger
        loading={revoking}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setToRevoke(null)}
      />
    </div>
  );
}
