import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert, Badge, Button, Card, ErrorState, LoadingState } from '../../components/ui';
import { formatDateTime } from '../../lib/dates';
import { readGraphQLError } from '../../lib/graphql-errors';
import { AuthMessages } from './messages';
import { MySessionsQuery, SignOutOtherSessionsMutation } from './operations';
import styles from './SessionsPanel.module.css';

/**
 * The shopper's signed-in sessions (browser, address, last seen, "This device") and "Sign out of
 * other sessions", which ends them at once (their live updates too).
 */
export function SessionsPanel() {
  const { data, loading, error, refetch } = useQuery(MySessionsQuery, { fetchPolicy: 'network-only' });
  const [signOutOthers, signOutState] = useMutation(SignOutOtherSessionsMutation);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((s) => !s.current).length;

  async function endOthers() {
    setNotice(null);
    try {
      const result = await signOutOthers();
      setNotice({
        tone: 'success',
        text: result.data?.signOutOtherSessions.message ?? AuthMessages.otherSessionsEnded,
      });
      await refetch();
    } catch (err) {
      setNotice({ tone: 'error', text: readGraphQLError(err).message || AuthMessages.signOutOthersFailed });
    }
  }

  return (
    <Card padding="lg" className={styles.panel}>
      <section aria-labelledby="sessions-title" data-testid="sessions">
        <div className={styles.head}>
          <h2 id="sessions-title">Where you're signed in</h2>
          {data && (
            <Button
              variant="secondary"
              onClick={() => void endOthers()}
              disabled={others === 0}
              loading={signOutState.loading}
              loadingText="Signing out..."
            >
              Sign out of other sessions
            </Button>
          )}
        </div>
        <p className={styles.intro}>
          Each browser or app signed in to your account. If you see one you don't recognise, sign out of the
          others and change your password.
        </p>
        {notice && (
          <Alert
            variant={notice.tone}
            onDismiss={() => setNotice(null)}
            className={styles.notice}
            data-testid="sessions-notice"
          >
            {notice.text}
          </Alert>
        )}
        {loading && !data ? (
          <LoadingState label="Loading your sessions..." />
        ) : error && !data ? (
          <ErrorState
            message={readGraphQLError(error).message || AuthMessages.sessionsFailed}
            onRetry={() => void refetch()}
          />
        ) : sessions.length === 0 ? (
          <p className={styles.intro}>No active sessions.</p>
        ) : (
          <ul className={styles.list}>
            {sessions.map((s) => (
              <li key={s.id} className={styles.item} data-testid="session">
                <span className={styles.device}>{s.device}</span>
                {s.current && (
                  <Badge tone="success" data-testid="this-device">
                    This device
                  </Badge>
                )}
                <p className={styles.meta}>
                  {s.ipAddress ? `${s.ipAddress} · ` : ''}Last active {formatDateTime(s.lastSeenAt as string)}
                </p>
                <p className={styles.meta}>
                  Signed in {formatDateTime(s.signedInAt as string)} · Ends{' '}
                  {formatDateTime(s.expiresAt as string)}
                </p>
              </li>
            ))}
          </ul>
        )}
        {data && others === 0 && sessions.length > 0 && (
          <p className={styles.intro} data-testid="no-other-sessions">
            You're not signed in anywhere else.
          </p>
        )}
      </section>
    </Card>
  );
}
