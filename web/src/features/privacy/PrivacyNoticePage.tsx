import { useQuery } from '@apollo/client/react';
import { Card, cx, ErrorState, layout, LoadingState, PageHeader } from '../../components/ui';
import { errorMessage } from '../../lib/graphql-errors';
import { Link } from '../../lib/link';
import { GrievanceForm } from './GrievanceForm';
import { PrivacyMessages as M } from './messages';
import { noticeBlocks, noticeDate, type NoticeBlock } from './notice-text';
import { PrivacyNoticeQuery } from './operations';
import styles from './PrivacyNotice.module.css';

function Block({ block }: { block: NoticeBlock }) {
  if (block.kind === 'heading') return <h2>{block.text}</h2>;
  if (block.kind === 'list')
    return (
      <ul>
        {block.items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    );
  return <p>{block.text}</p>;
}

/**
 * /privacy: the privacy notice the admins publish (Settings → Privacy), with its version and date,
 * who is responsible, the grievance officer, how long data is kept, and the grievance form.
 */
export function PrivacyNoticePage() {
  const { data, loading, error, refetch } = useQuery(PrivacyNoticeQuery);
  const notice = data?.privacyNotice;
  return (
    <div className={cx(layout.container, layout.page)}>
      <div className={styles.page}>
        <PageHeader
          title="Privacy policy"
          subtitle={
            notice ? `Last updated: ${noticeDate(notice.publishedAt)} (version ${notice.version})` : undefined
          }
        />
        {!notice && loading && <LoadingState label={M.noticeLoading} />}
        {!notice && error && (
          <ErrorState message={errorMessage(error, M.noticeFailed)} onRetry={() => void refetch()} />
        )}
        {notice && (
          <>
            <div className={styles.prose} data-testid="privacy-notice">
              {noticeBlocks(notice.body).map((block, i) => (
                <Block key={i} block={block} />
              ))}
              <p>
                Your profile, saved addresses, data download, newsletter choice and account erasure are in{' '}
                <Link to="/user-details">User Details</Link>.
              </p>
            </div>
            <div className={styles.facts}>
              <Card padding="lg">
                <h2>Who is responsible</h2>
                <p>{notice.fiduciaryName}</p>
                <p className={styles.muted}>{notice.fiduciaryContact}</p>
              </Card>
              <Card padding="lg" data-testid="grievance-officer">
                <h2>Grievance officer</h2>
                <p>{notice.officerName}</p>
                <p>
                  <a href={`mailto:${notice.officerEmail}`}>{notice.officerEmail}</a>
                </p>
              </Card>
            </div>
            <section className={styles.section} aria-labelledby="retention-title">
              <h2 id="retention-title">How long we keep your data</h2>
              <table className={styles.retention}>
                <caption className={layout.visuallyHidden}>What we keep and for how long</caption>
                <thead>
                  <tr>
                    <th scope="col">What</th>
                    <th scope="col">How long</th>
                  </tr>
                </thead>
                <tbody>
                  {notice.retention.map((r) => (
                    <tr key={r.data}>
                      <td>{r.data}</td>
                      <td>{r.period}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </>
        )}
        <GrievanceForm />
      </div>
    </div>
  );
}
