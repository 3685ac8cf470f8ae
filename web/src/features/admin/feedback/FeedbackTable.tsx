import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Icon,
  useToast,
  type DataTableColumn,
  mailIcon,
  trashIcon,
} from '../../../components/ui';
import type { AdminFeedbacksQuery } from '../../../graphql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/graphql-errors';
import { useOnReconnect } from '../../../lib/socket-status';
import { FeedbackText } from './messages';
import { DeleteFeedbackMutation, FeedbackChangedSubscription, FeedbacksQuery } from './operations';
import styles from './FeedbackTable.module.css';

type Feedback = AdminFeedbacksQuery['feedbacks'][number];

const columns: DataTableColumn<Feedback>[] = [
  { id: 'name', header: 'Name', rowHeader: true, card: 'title', cell: (f) => f.name },
  {
    id: 'email',
    header: 'Email',
    cell: (f) => (
      <a href={`mailto:${f.email}`} className={styles.email}>
        {f.email}
      </a>
    ),
  },
  { id: 'message', header: 'Message', cell: (f) => <p className={styles.message}>{f.message}</p> },
  {
    id: 'user',
    header: 'User ID',
    cell: (f) => <span className={styles.userId}>{f.userId ?? 'N/A'}</span>,
  },
  {
    id: 'submitted',
    header: 'Submitted At',
    cell: (f) => <time dateTime={f.createdAt}>{formatDateTime(f.createdAt)}</time>,
  },
];

/**
 * The contact messages (admin): Name, Email, Message, User ID, Submitted At and Delete with a
 * confirmation. New and deleted messages arrive live (feedbackChanged).
 */
export function FeedbackTable() {
  const toast = useToast();
  const client = useApolloClient();
  const q = useQuery(FeedbacksQuery, { fetchPolicy: 'cache-and-network' });
  const [toDelete, setToDelete] = useState<Feedback | null>(null);
  const [remove, { loading: deleting }] = useMutation(DeleteFeedbackMutation);

  useSubscription(FeedbackChangedSubscription, {
    onData: ({ data }) => {
      const change = data.data?.feedbackChanged;
      if (!change) return;
      client.cache.updateQuery({ query: FeedbacksQuery }, (prev) => {
        if (!prev) return prev;
        const rest = prev.feedbacks.filter((f) => f.id !== change.id);
        return { feedbacks: change.feedback ? [change.feedback, ...rest] : rest };
      });
      if (change.feedback) toast.info(FeedbackText.arrived(change.feedback.name));
    },
  });

  // Messages sent or deleted while the socket was away were never pushed.
  useOnReconnect(() => void q.refetch().catch(() => undefined));

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove({ variables: { id: toDelete.id } });
      client.cache.updateQuery({ query: FeedbacksQuery }, (prev) =>
        prev ? { feedbacks: prev.feedbacks.filter((f) => f.id !== toDelete.id) } : prev,
      );
      toast.success(FeedbackText.deleted);
      setToDelete(null);
    } catch (err) {
      toast.error(errorMessage(err, FeedbackText.deleteFailed));
    }
  }

  return (
    <div className={styles.root}>
      <DataTable
        columns={columns}
        rows={q.data?.feedbacks}
        rowKey={(f) => f.id}
        caption="Feedback sent through the contact form, newest first"
        loading={q.loading}
        loadingLabel={FeedbackText.loading}
        error={q.error && errorMessage(q.error, FeedbackText.fetchFailed)}
        onRetry={() => void q.refetch()}
        empty={<EmptyState icon={mailIcon} title={FeedbackText.empty} />}
        actionsHeader="Actions"
        rowActions={(f) => (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setToDelete(f)}
            aria-label={`Delete feedback from ${f.name}`}
          >
            <Icon icon={trashIcon} size={16} />
            Delete
          </Button>
        )}
        testId="feedback-table"
        rowTestId="feedback-row"
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete feedback?"
        message={FeedbackText.confirm}
        confirmLabel="Delete"
        danger
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
