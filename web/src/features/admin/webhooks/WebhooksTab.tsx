import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Form,
  Modal,
  useToast,
  type DataTableColumn,
  boxIcon,
} from '../../../components/ui';
import type { WebhookEndpointsQuery as EndpointsData } from '../../../graphql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/graphql-errors';
import { WebhookMessages } from '../messages';
import layout from '../AdminFormTab.module.css';
import { CreateCard } from '../CreateCard';
import { SecretDialog, type ShownSecret } from '../SecretDialog';
import { useConfirmAction } from '../use-confirm-action';
import { DeliveriesModal } from './DeliveriesModal';
import { BLANK, EndpointFields, useWebhookForm } from './EndpointFields';
import {
  CreateWebhookEndpointMutation,
  DeleteWebhookEndpointMutation,
  RotateWebhookSecretMutation,
  UpdateWebhookEndpointMutation,
  WebhookEndpointsQuery,
} from './operations';
import type { WebhookValues } from './webhook-form';
import styles from './WebhooksTab.module.css';

type Endpoint = EndpointsData['webhookEndpoints'][number];

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

interface RowActions {
  deliveries: (e: Endpoint) => void;
  edit: (e: Endpoint) => void;
  togglePause: (e: Endpoint) => void;
  rotate: (e: Endpoint) => void;
  remove: (e: Endpoint) => void;
}

/** One endpoint's buttons; each names the endpoint for screen readers. */
function EndpointActions({ endpoint: e, on }: { endpoint: Endpoint; on: RowActions }) {
  const resume = e.paused || !!e.disabledAt;
  return (
    <div className={styles.actions}>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => on.deliveries(e)}
        aria-label={`Deliveries of ${e.name}`}
      >
        Deliveries
      </Button>
      <Button size="sm" variant="ghost" onClick={() => on.edit(e)} aria-label={`Edit ${e.name}`}>
        Edit
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => on.togglePause(e)}
        aria-label={`${resume ? 'Resume' : 'Pause'} ${e.name}`}
      >
        {resume ? 'Resume' : 'Pause'}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => on.rotate(e)}
        aria-label={`Rotate secret of ${e.name}`}
      >
        Rotate secret
      </Button>
      <Button size="sm" variant="ghost" onClick={() => on.remove(e)} aria-label={`Delete ${e.name}`}>
        Delete
      </Button>
    </div>
  );
}

/** Editing one endpoint: its fields in a dialog (mounted per endpoint, its values the form's defaults). */
function EditEndpointModal({ endpoint, onClose }: { endpoint: Endpoint; onClose: () => void }) {
  const toast = useToast();
  const [updateEndpoint] = useMutation(UpdateWebhookEndpointMutation);
  const form = useWebhookForm({ name: endpoint.name, url: endpoint.url, document: endpoint.document });

  async function save(values: WebhookValues) {
    await updateEndpoint({ variables: { id: endpoint.id, changes: values } });
    toast.success(`Saved the webhook ${values.name}`);
    onClose();
  }

  return (
    <Modal open onClose={onClose} title={`Edit ${endpoint.name}`} size="lg">
      <Form form={form} onSubmit={save} failureMessage={WebhookMessages.saveFailed} className={styles.form}>
        <EndpointFields form={form} />
        <div className={styles.actions}>
          <Button variant="secondary" type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting} loadingText="Saving...">
            Save
          </Button>
        </div>
      </Form>
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
  const [deleteEndpoint] = useMutation(DeleteWebhookEndpointMutation, { refetchQueries });
  const [rotateSecret] = useMutation(RotateWebhookSecretMutation, { refetchQueries });
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [editing, setEditing] = useState<Endpoint | null>(null);
  const [deliveriesOf, setDeliveriesOf] = useState<Endpoint | null>(null);
  const form = useWebhookForm();
  const remove = useConfirmAction(async (e: Endpoint) => {
    await deleteEndpoint({ variables: { id: e.id } });
    return `Deleted the webhook ${e.name}`;
  }, WebhookMessages.actionFailed);
  const rotate = useConfirmAction(async (e: Endpoint) => {
    const res = await rotateSecret({ variables: { id: e.id } });
    const payload = res.data?.rotateWebhookSecret;
    if (!payload) throw new Error(WebhookMessages.actionFailed);
    setSecret({
      title: `New signing secret for ${payload.endpoint.name}`,
      value: payload.secret,
      note: 'The previous secret keeps signing for 24 hours while the receiver switches.',
    });
  }, WebhookMessages.actionFailed);

  async function create(values: WebhookValues) {
    const res = await createEndpoint({ variables: { input: values } });
    const payload = res.data?.createWebhookEndpoint;
    if (!payload) throw new Error(WebhookMessages.createFailed);
    form.reset(BLANK);
    setSecret({ title: `Signing secret for ${payload.endpoint.name}`, value: payload.secret });
    toast.success(`Created the webhook ${payload.endpoint.name}`);
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

  const on: RowActions = {
    deliveries: setDeliveriesOf,
    edit: setEditing,
    togglePause: (e) => void togglePause(e),
    rotate: rotate.ask,
    remove: remove.ask,
  };

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
        rowActions={(e) => <EndpointActions endpoint={e} on={on} />}
        testId="webhooks-table"
        rowTestId="webhook-row"
      />

      {editing && <EditEndpointModal key={editing.id} endpoint={editing} onClose={() => setEditing(null)} />}
      <SecretDialog
        secret={secret}
        onClose={() => setSecret(null)}
        label="Signing secret"
        warning="Copy the secret now: it is shown only this once. The receiver verifies every message with it."
        messages={WebhookMessages}
        testId="webhook-secret"
      />
      <DeliveriesModal endpoint={deliveriesOf} onClose={() => setDeliveriesOf(null)} />
      <ConfirmDialog
        {...rotate.dialog}
        title="Rotate the secret?"
        message={`A new secret signs messages to ${rotate.item?.name ?? ''}; the old one still signs beside it for 24 hours.`}
        confirmLabel="Rotate"
      />
      <ConfirmDialog
        {...remove.dialog}
        title="Delete webhook?"
        message={`${remove.item?.name ?? ''} and its delivery history will be deleted. This cannot be undone.`}
        confirmLabel="Delete"
        danger
      />
    </div>
  );
}
