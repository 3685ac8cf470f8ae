import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Form,
  FormTextArea,
  FormTextField,
  Modal,
  TextField,
  useToast,
  useZodForm,
  type DataTableColumn,
  boxIcon,
} from '../../../components/ui';
import type {
  WebhookDeliveriesQuery as DeliveriesData,
  WebhookEndpointsQuery as EndpointsData,
} from '../../../graphql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/graphql-errors';
import { WebhookMessages } from '../messages';
import layout from '../AdminFormTab.module.css';
import { CreateCard } from '../CreateCard';
import {
  CreateWebhookEndpointMutation,
  DeleteWebhookEndpointMutation,
  RedeliverFailedWebhooksMutation,
  RedeliverWebhookMutation,
  RotateWebhookSecretMutation,
  UpdateWebhookEndpointMutation,
  WebhookDeliveriesQuery,
  WebhookEndpointsQuery,
} from './operations';
import { EXAMPLE_DOCUMENT, webhookSchema, type WebhookValues } from './webhook-form';
import styles from './WebhooksTab.module.css';

type Endpoint = EndpointsData['webhookEndpoints'][number];
type Delivery = DeliveriesData['webhookDeliveries'][number];

function status(e: Endpoint) {
  if (e.disabledAt) return <Badge tone="danger">Disabled</Badge>;
  if (e.paused) return <Badge tone="warning">Paused</Badge>;
  return <Badge tone="success">Active</Badge>;
}

const columns: DataTableColumn<Endpoint>[] = [
  { id: 'name', header: 'Name', rowHeader: true, card: 'title', cell: (e) => e.name },
  { id: 'event', header: 'Event', cell: (e) => <code className={styles.mono}>{e.eventType}</code> },
  { id: 'url', header: 'URL', cell: (e) => <span className={styles.url}>{e.url}</span> },
  { id: 'created', header: 'Created', cell: (e) => formatDateTime(e.createdAt) },
  { id: 'status', header: 'Status', card: 'aside', cell: status },
];

const STATE_TONE = { succeeded: 'success', failed: 'danger', pending: 'warning' } as const;

const deliveryColumns: DataTableColumn<Delivery>[] = [
  { id: 'event', header: 'Event', rowHeader: true, card: 'title', cell: (d) => d.eventType },
  {
    id: 'state',
    header: 'Result',
    card: 'aside',
    cell: (d) => (
      <Badge tone={STATE_TONE[d.state as keyof typeof STATE_TONE] ?? 'neutral'}>
        {d.state}
        {d.responseCode ? ` (${d.responseCode})` : ''}
      </Badge>
    ),
  },
  { id: 'attempts', header: 'Attempts', cell: (d) => d.attempts },
  {
    id: 'time',
    header: 'Last attempt',
    cell: (d) => (d.lastAttemptAt ? formatDateTime(d.lastAttemptAt) : 'Not yet'),
  },
  {
    id: 'request',
    header: 'Request',
    cell: (d) =>
      d.requestBody || d.error ? (
        <details className={styles.details}>
          <summary>View</summary>
          {d.error && <p className={styles.error}>{d.error}</p>}
          {d.requestBody && <pre className={styles.body}>{d.requestBody}</pre>}
        </details>
      ) : (
        '–'
      ),
  },
];

/** The endpoint's fields, for creating and for editing. */
const BLANK: WebhookValues = { name: '', url: '', document: EXAMPLE_DOCUMENT };

function useWebhookForm() {
  return useZodForm(webhookSchema, { defaultValues: BLANK });
}

function EndpointFields({ form }: { form: ReturnType<typeof useWebhookForm> }) {
  return (
    <>
      <FormTextField control={form.control} name="name" label="Name" required maxLength={100} />
      <FormTextField
        control={form.control}
        name="url"
        label="URL"
        hint="Where the shop POSTs (https in production)"
        required
        inputMode="url"
      />
      <FormTextArea
        control={form.control}
        name="document"
        label="Subscription document"
        hint="One event and the fields to send, e.g. orderPlaced, productStockChanged (see docs/webhooks.md)"
        required
        rows={7}
        className={styles.document}
        inputClassName={styles.mono}
      />
    </>
  );
}

/** The deliveries of one endpoint: what was sent, the answer, redeliver. */
function DeliveriesModal({ endpoint, onClose }: { endpoint: Endpoint | null; onClose: () => void }) {
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(WebhookDeliveriesQuery, {
    variables: { endpointId: endpoint?.id ?? '' },
    skip: !endpoint,
    fetchPolicy: 'network-only',
  });
  const [redeliver, one] = useMutation(RedeliverWebhookMutation);
  const [redeliverFailed, all] = useMutation(RedeliverFailedWebhooksMutation);

  async function again(d: Delivery) {
    try {
      await redeliver({ variables: { id: d.id } });
      toast.success('Queued to send again');
      await refetch();
    } catch (err) {
      toast.error(errorMessage(err, WebhookMessages.actionFailed));
    }
  }

  async function allFailed() {
    if (!endpoint) return;
    try {
      const res = await redeliverFailed({ variables: { endpointId: endpoint.id } });
      const n = res.data?.redeliverFailedWebhooks ?? 0;
      toast.success(
        n ? `${n} failed ${n === 1 ? 'delivery' : 'deliveries'} queued again` : 'No failed deliveries',
      );
      await refetch();
    } catch (err) {
      toast.error(errorMessage(err, WebhookMessages.actionFailed));
    }
  }

  return (
    <Modal
      open={endpoint !== null}
      onClose={onClose}
      title={`Deliveries to ${endpoint?.name ?? ''}`}
      size="lg"
      footer={
        <>
          <Button variant="secondary" loading={all.loading} onClick={() => void allFailed()}>
            Redeliver failed (14 days)
          </Button>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <DataTable
        columns={deliveryColumns}
        rows={data?.webhookDeliveries}
        rowKey={(d) => d.id}
        caption="Latest deliveries, newest first"
        loading={loading}
        loadingLabel="Loading deliveries..."
        error={error && errorMessage(error, WebhookMessages.deliveriesFailed)}
        onRetry={() => void refetch()}
        empty={
          <EmptyState icon={boxIcon} title="No deliveries yet" text="Events appear here as they are sent." />
        }
        actionsHeader="Actions"
        rowActions={(d) =>
          d.state === 'pending' ? null : (
            <Button
              size="sm"
              variant="ghost"
              loading={one.loading && one.data?.redeliverWebhook.id === d.id}
              onClick={() => void again(d)}
              aria-label={`Redeliver ${d.eventType} of ${formatDateTime(d.createdAt)}`}
            >
              Redeliver
            </Button>
          )
        }
        testId="webhook-deliveries-table"
        rowTestId="webhook-delivery-row"
      />
    </Modal>
  );
}

/** The dashboard's Webhooks tab: endpoints that receive signed events, their deliveries. */
export function WebhooksTab() {
  const toast = useToast();
  const { data, error, loading, refetch } = useQuery(WebhookEndpointsQuery);
  const refetchQueries = ['WebhookEndpoints'];
  const [createEndpoint] = useMutation(CreateWebhookEndpointMutation, { refetchQueries });
  const [updateEndpoint] = useMutation(UpdateWebhookEndpointMutation);
  const [deleteEndpoint, deleting] = useMutation(DeleteWebhookEndpointMutation, { refetchQueries });
  const [rotateSecret] = useMutation(RotateWebhookSecretMutation, { refetchQueries });
  const [secret, setSecret] = useState<{ name: string; secret: string; rotated: boolean } | null>(null);
  const [editing, setEditing] = useState<Endpoint | null>(null);
  const [toDelete, setToDelete] = useState<Endpoint | null>(null);
  const [toRotate, setToRotate] = useState<Endpoint | null>(null);
  const [deliveriesOf, setDeliveriesOf] = useState<Endpoint | null>(null);
  const form = useWebhookForm();
  const editForm = useWebhookForm();
  const secretRef = useRef<HTMLInputElement>(null);

  async function create(values: WebhookValues) {
    const res = await createEndpoint({ variables: { input: values } });
    const payload = res.data?.createWebhookEndpoint;
    if (!payload) throw new Error(WebhookMessages.createFailed);
    form.reset(BLANK);
    setSecret({ name: payload.endpoint.name, secret: payload.secret, rotated: false });
    toast.success(`Created the webhook ${payload.endpoint.name}`);
  }

  function startEdit(e: Endpoint) {
    editForm.reset({ name: e.name, url: e.url, document: e.document });
    setEditing(e);
  }

  async function save(values: WebhookValues) {
    if (!editing) return;
    await updateEndpoint({ variables: { id: editing.id, changes: values } });
    toast.success(`Saved the webhook ${values.name}`);
    setEditing(null);
  }

  async function togglePause(e: Endpoint) {
    const pause = !e.paused && !e.disabledAt;
    try {
      await updateEndpoint({ variables: { id: e.id, changes: { paused: pause } } });
      toast.success(pause ? `Paused ${e.name}: events wait for it` : `Resumed ${e.name}`);
    } catch (err) {
      toast.error(errorMessage(err, WebhookMessages.actionFailed));
    }
  }

  async function confirmRotate() {
    if (!toRotate) return;
    try {
      const res = await rotateSecret({ variables: { id: toRotate.id } });
      const payload = res.data?.rotateWebhookSecret;
      if (payload) setSecret({ name: payload.endpoint.name, secret: payload.secret, rotated: true });
      setToRotate(null);
    } catch (err) {
      toast.error(errorMessage(err, WebhookMessages.actionFailed));
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await deleteEndpoint({ variables: { id: toDelete.id } });
      toast.success(`Deleted the webhook ${toDelete.name}`);
      setToDelete(null);
    } catch (err) {
      toast.error(errorMessage(err, WebhookMessages.actionFailed));
    }
  }

  async function copySecret() {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret.secret);
      toast.success(WebhookMessages.copied);
    } catch {
      secretRef.current?.select();
      toast.error(WebhookMessages.copyFailed);
    }
  }

  return (
    <div className={layout.tab}>
      <p className={layout.intro}>
        Webhooks tell other systems what happens in the shop as it happens: the shop POSTs a signed JSON
        message to their URL for each event. The subscription document picks the event and the fields to send.
        Failed deliveries are retried for 24 hours; then the webhook is disabled and you are told.
      </p>
      <CreateCard title="New webhook">
        <Form
          form={form}
          onSubmit={create}
          failureMessage={WebhookMessages.createFailed}
          className={styles.form}
        >
          <EndpointFields form={form} />
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            loadingText="Creating..."
            className={layout.submit}
          >
            Create webhook
          </Button>
        </Form>
      </CreateCard>

      <DataTable
        columns={columns}
        rows={data?.webhookEndpoints}
        rowKey={(e) => e.id}
        caption="Webhooks, newest first"
        loading={loading}
        loadingLabel="Loading webhooks..."
        error={error && errorMessage(error, WebhookMessages.loadFailed)}
        onRetry={() => void refetch()}
        empty={<EmptyState icon={boxIcon} title="No webhooks yet" text="Create the first one above." />}
        actionsHeader="Actions"
        rowActions={(e) => (
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setDeliveriesOf(e)}
              aria-label={`Deliveries of ${e.name}`}
            >
              Deliveries
            </Button>
            <Button size="sm" variant="ghost" onClick={() => startEdit(e)} aria-label={`Edit ${e.name}`}>
              Edit
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => void togglePause(e)}
              aria-label={`${e.paused || e.disabledAt ? 'Resume' : 'Pause'} ${e.name}`}
            >
              {e.paused || e.disabledAt ? 'Resume' : 'Pause'}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setToRotate(e)}
              aria-label={`Rotate secret of ${e.name}`}
            >
              Rotate secret
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setToDelete(e)} aria-label={`Delete ${e.name}`}>
              Delete
            </Button>
          </div>
        )}
        testId="webhooks-table"
        rowTestId="webhook-row"
      />

      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={`Edit ${editing?.name ?? ''}`}
        size="lg"
      >
        <Form
          form={editForm}
          onSubmit={save}
          failureMessage={WebhookMessages.saveFailed}
          className={styles.form}
        >
          <EndpointFields form={editForm} />
          <div className={styles.actions}>
            <Button variant="secondary" type="button" onClick={() => setEditing(null)}>
              Cancel
            </Button>
            <Button type="submit" loading={editForm.formState.isSubmitting} loadingText="Saving...">
              Save
            </Button>
          </div>
        </Form>
      </Modal>

      <Modal
        open={secret !== null}
        onClose={() => setSecret(null)}
        title={`Signing secret for ${secret?.name ?? ''}`}
        initialFocusRef={secretRef}
        closeOnBackdrop={false}
        footer={
          <>
            <Button variant="secondary" onClick={() => void copySecret()}>
              Copy secret
            </Button>
            <Button onClick={() => setSecret(null)}>Done</Button>
          </>
        }
      >
        <p className={styles.warning} role="note">
          Copy the secret now: it is shown only this once. The receiver verifies every message with it.
          {secret?.rotated && ' The previous secret keeps signing for 24 hours while the receiver switches.'}
        </p>
        <TextField
          ref={secretRef}
          label="Signing secret"
          value={secret?.secret ?? ''}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          inputClassName={styles.mono}
          data-testid="webhook-secret"
        />
      </Modal>

      <DeliveriesModal endpoint={deliveriesOf} onClose={() => setDeliveriesOf(null)} />

      <ConfirmDialog
        open={toRotate !== null}
        title="Rotate the secret?"
        message={`A new secret signs messages to ${toRotate?.name ?? ''}; the old one still signs beside it for 24 hours.`}
        confirmLabel="Rotate"
        onConfirm={() => void confirmRotate()}
        onCancel={() => setToRotate(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete webhook?"
        message={`${toDelete?.name ?? ''} and its delivery history will be deleted. This cannot be undone.`}
        confirmLabel="Delete"
        danger
        loading={deleting.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
