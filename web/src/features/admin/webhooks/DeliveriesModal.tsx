import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  Badge,
  Button,
  DataTable,
  EmptyState,
  Modal,
  useToast,
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
import {
  RedeliverFailedWebhooksMutation,
  RedeliverWebhookMutation,
  WebhookDeliveriesQuery,
} from './operations';
import styles from './WebhooksTab.module.css';

type Endpoint = EndpointsData['webhookEndpoints'][number];
type Delivery = DeliveriesData['webhookDeliveries'][number];

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

/** The deliveries of one endpoint: what was sent, the answer, redeliver. */
export function DeliveriesModal({ endpoint, onClose }: { endpoint: Endpoint | null; onClose: () => void }) {
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(WebhookDeliveriesQuery, {
    variables: { endpointId: endpoint?.id ?? '' },
    skip: !endpoint,
    fetchPolicy: 'network-only',
  });
  const [redeliver, one] = useMutation(RedeliverWebhookMutation);
  const [redeliverFailed, all] = useMutation(RedeliverFailedWebhooksMutation);
  const [refreshing, setRefreshing] = useState(false);

  /** Reads the deliveries again (attempts go on while the dialog is open). */
  async function refresh() {
    setRefreshing(true);
    try {
      await refetch();
      toast.success('Deliveries up to date');
    } catch (err) {
      toast.error(errorMessage(err, WebhookMessages.deliveriesFailed));
    } finally {
      setRefreshing(false);
    }
  }

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
          <Button variant="secondary" loading={refreshing} onClick={() => void refresh()}>
            Refresh
          </Button>
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
