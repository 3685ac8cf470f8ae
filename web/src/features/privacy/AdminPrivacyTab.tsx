import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Modal,
  Select,
  TextArea,
  useToast,
  lockIcon,
  type DataTableColumn,
} from '../../components/ui';
import type { AdminPrivacyQuery as AdminPrivacyData } from '../../graphql/graphql';
import { formatDate } from '../../lib/dates';
import { errorMessage } from '../../lib/graphql-errors';
import { AdminPrivacyActivity } from './AdminPrivacyActivity';
import { PrivacyMessages as M } from './messages';
import {
  AdminEraseAccountMutation,
  AdminPrivacyQuery,
  AdminRequestDataExportMutation,
  ClosePrivacyRequestMutation,
} from './operations';
import { PrivacyNoticeForm } from './PrivacyNoticeForm';
import { REQUEST_KINDS } from './privacy-forms';
import { clockText } from './request-clock';
import styles from './AdminPrivacy.module.css';

type Request = AdminPrivacyData['privacyRequests'][number];

const kindLabel = (kind: string) => REQUEST_KINDS.find((k) => k.value === kind)?.label ?? kind;

const columns: DataTableColumn<Request>[] = [
  { id: 'kind', header: 'Request', rowHeader: true, card: 'title', cell: (r) => kindLabel(r.kind) },
  {
    id: 'state',
    header: 'State',
    card: 'aside',
    cell: (r) =>
      r.status === 'open' ? <Badge tone="warning">Open</Badge> : <Badge tone="success">Closed</Badge>,
  },
  {
    id: 'from',
    header: 'From',
    cell: (r) => (
      <span className={styles.who}>
        <span>{r.name || '(erased)'}</span>
        {r.email && <a href={`mailto:${r.email}`}>{r.email}</a>}
        <span className={styles.muted}>{r.userId ? 'Signed-in shopper' : 'Not signed in'}</span>
      </span>
    ),
  },
  { id: 'message', header: 'Message', cell: (r) => <p className={styles.message}>{r.message}</p> },
  {
    id: 'dates',
    header: 'Received / due',
    cell: (r) => {
      const clock = clockText(r.dueAt);
      return (
        <span className={styles.who}>
          <span>Received {formatDate(r.createdAt)}</span>
          <span>{r.acknowledgedAt ? 'Acknowledged by e-mail' : 'Acknowledgement not sent yet'}</span>
          {r.status === 'open' ? (
            <span className={clock.overdue ? styles.overdue : undefined}>
              Due {formatDate(r.dueAt)} ({clock.text})
            </span>
          ) : (
            <span>
              Closed {r.closedAt ? formatDate(r.closedAt) : ''}: {r.resolution}
            </span>
          )}
        </span>
      );
    },
  },
];

/**
 * The dashboard's Privacy tab: requests and grievances with their 90-day clock (close with what was
 * done; for a signed-in shopper's access or erasure request, act on it here), the erasures and
 * downloads done, and the privacy notice's settings.
 */
export function AdminPrivacyTab() {
  const toast = useToast();
  const [status, setStatus] = useState<'open' | 'closed' | ''>('open');
  const q = useQuery(AdminPrivacyQuery, {
    variables: { status: status || null },
    fetchPolicy: 'cache-and-network',
  });
  const [closing, setClosing] = useState<Request | null>(null);
  const [resolution, setResolution] = useState('');
  const [resolutionError, setResolutionError] = useState<string | null>(null);
  const [erasing, setErasing] = useState<Request | null>(null);
  const [close, closeState] = useMutation(ClosePrivacyRequestMutation);
  const [erase, eraseState] = useMutation(AdminEraseAccountMutation);
  const [exportData] = useMutation(AdminRequestDataExportMutation);

  async function confirmClose() {
    if (!closing) return;
    if (!resolution.trim()) return setResolutionError(M.resolutionRequired);
    try {
      await close({ variables: { id: closing.id, resolution } });
      toast.success(M.closed);
      setClosing(null);
      await q.refetch();
    } catch (err) {
      setResolutionError(errorMessage(err, M.closeFailed));
    }
  }

  async function act(run: () => Promise<unknown>, done: string) {
    try {
      await run();
      toast.success(done);
      await q.refetch();
    } catch (err) {
      toast.error(errorMessage(err, M.actionFailed));
    }
  }

  return (
    <div className={styles.root}>
      <section aria-labelledby="requests-title">
        <h2 id="requests-title">Requests and grievances</h2>
        <p className={styles.intro}>
          Each is acknowledged by e-mail when it arrives and must be answered within 90 days.
        </p>
        <div className={styles.toolbar}>
          <Select
            label="Show"
            value={status}
            onChange={(e) => setStatus(e.target.value as typeof status)}
            options={[
              { value: 'open', label: 'Open' },
              { value: 'closed', label: 'Closed' },
              { value: '', label: 'All' },
            ]}
          />
        </div>
        <DataTable
          columns={columns}
          rows={q.data?.privacyRequests}
          rowKey={(r) => r.id}
          caption="Privacy requests and grievances, the nearest deadline first"
          loading={q.loading}
          loadingLabel="Loading privacy requests…"
          error={q.error && errorMessage(q.error, M.adminLoadFailed)}
          onRetry={() => void q.refetch()}
          empty={<EmptyState icon={lockIcon} title={M.adminEmpty} />}
          actionsHeader="Actions"
          rowActions={(r) =>
            r.status === 'open' && (
              <span className={styles.actions}>
                {r.userId && (r.kind === 'access' || r.kind === 'erasure') && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Prepare the data of ${r.name}`}
                    onClick={() =>
                      void act(
                        () => exportData({ variables: { userId: r.userId!, requestId: r.id } }),
                        M.exportStarted,
                      )
                    }
                  >
                    Prepare data
                  </Button>
                )}
                {r.userId && r.kind === 'erasure' && (
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => setErasing(r)}
                    aria-label={`Erase the account of ${r.name}`}
                  >
                    Erase account
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Close the request of ${r.name}`}
                  onClick={() => {
                    setResolution('');
                    setResolutionError(null);
                    setClosing(r);
                  }}
                >
                  Close
                </Button>
              </span>
            )
          }
          testId="privacy-requests"
          rowTestId="privacy-request"
        />
      </section>
      <AdminPrivacyActivity audit={q.data?.privacyAudit} />
      <PrivacyNoticeForm />
      <Modal
        open={closing !== null}
        onClose={() => setClosing(null)}
        title="Close the request"
        footer={
          <>
            <Button variant="ghost" onClick={() => setClosing(null)}>
              Cancel
            </Button>
            <Button onClick={() => void confirmClose()} loading={closeState.loading} loadingText="Closing...">
              Close request
            </Button>
          </>
        }
      >
        <TextArea
          label="What was done"
          value={resolution}
          onChange={(e) => setResolution(e.target.value)}
          error={resolutionError ?? undefined}
          rows={4}
        />
      </Modal>
      <ConfirmDialog
        open={erasing !== null}
        title="Erase this account?"
        message={`The account of ${erasing?.name ?? ''} and its personal data will be erased for good; orders and invoices stay, without the name. The wallet must be empty.`}
        confirmLabel="Erase account"
        danger
        loading={eraseState.loading}
        onConfirm={() => {
          const r = erasing;
          setErasing(null);
          if (r?.userId)
            void act(() => erase({ variables: { userId: r.userId!, requestId: r.id } }), M.erasedByAdmin);
        }}
        onCancel={() => setErasing(null)}
      />
    </div>
  );
}
