import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button, DataTable, EmptyState, useToast, lockIcon, type DataTableColumn } from '../../components/ui';
import type { AdminPrivacyQuery } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/graphql-errors';
import { saveDownload } from './download-file';
import { PrivacyMessages as M } from './messages';
import { MyDataExportsQuery } from './operations';
import styles from './AdminPrivacy.module.css';

type Audit = AdminPrivacyQuery['privacyAudit'][number];

const WHAT: Record<string, string> = { erase: 'Account erased', export: 'Data prepared for download' };

const columns: DataTableColumn<Audit>[] = [
  { id: 'what', header: 'What', rowHeader: true, card: 'title', cell: (a) => WHAT[a.action] ?? a.action },
  { id: 'at', header: 'When', cell: (a) => <time dateTime={a.at}>{formatDateTime(a.at)}</time> },
  {
    id: 'by',
    header: 'By',
    cell: (a) => (a.actorRole === 'admin' ? 'An admin, on request' : 'The shopper, themselves'),
  },
  { id: 'account', header: 'Account', cell: (a) => <code>{a.subjectId?.slice(0, 8) ?? '-'}</code> },
  { id: 'detail', header: 'Detail', cell: (a) => <span className={styles.muted}>{a.detail}</span> },
];

/** Erasures and downloads done (the audit log), and the downloads this admin asked for. */
export function AdminPrivacyActivity({ audit }: { audit: Audit[] | undefined }) {
  const toast = useToast();
  const exports = useQuery(MyDataExportsQuery, { fetchPolicy: 'network-only', pollInterval: 5000 });
  const [saving, setSaving] = useState<string | null>(null);

  async function save(id: string, path: string) {
    setSaving(id);
    try {
      await saveDownload(path);
      toast.success('The file has been downloaded.');
    } catch (err) {
      toast.error(errorMessage(err, M.downloadFailed));
    } finally {
      setSaving(null);
    }
  }

  const ready = (exports.data?.myDataExports ?? []).filter((e) => e.status !== 'failed');
  return (
    <>
      <section aria-labelledby="audit-title">
        <h2 id="audit-title">Erasures and downloads</h2>
        <p className={styles.intro}>
          Every erasure and data download, by shoppers themselves or by an admin.
        </p>
        <DataTable
          columns={columns}
          rows={audit}
          rowKey={(a) => a.id}
          caption="Erasures and data downloads, newest first"
          empty={<EmptyState icon={lockIcon} title="Nothing erased or downloaded yet." />}
          testId="privacy-audit"
        />
      </section>
      {ready.length > 0 && (
        <section aria-labelledby="admin-downloads-title">
          <h2 id="admin-downloads-title">Data you prepared</h2>
          <p className={styles.intro}>Send the file to the person who asked; each is kept for 24 hours.</p>
          <ul className={styles.actions}>
            {ready.map((e) => (
              <li key={e.id}>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={e.status !== 'ready'}
                  loading={saving === e.id}
                  onClick={() => void save(e.id, e.downloadPath)}
                >
                  {e.status === 'ready' ? `Save file of ${formatDateTime(e.createdAt)}` : 'Being prepared…'}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
