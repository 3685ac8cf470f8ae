import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, ButtonLink, Card, cx, layout, LoadingState, PageHeader } from '../../components/ui';
import { errorMessage } from '../../lib/graphql-errors';
import { useSearchParams } from '../../lib/use-search-params';
import { PrivacyMessages as M } from './messages';
import { ConfirmNewsletterMutation, UnsubscribeNewsletterMutation } from './operations';
import styles from './PrivacyNotice.module.css';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

function LinkPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className={cx(layout.container, layout.page)}>
      <div className={styles.linkPage}>
        <PageHeader title={title} />
        <Card padding="lg">{children}</Card>
      </div>
    </div>
  );
}

/** /newsletter/confirm?token=…: the double opt-in mail's link; opening it confirms. */
export function NewsletterConfirmPage() {
  const token = useSearchParams().get('token') ?? '';
  const [confirm] = useMutation(ConfirmNewsletterMutation);
  const [outcome, setOutcome] = useState<Outcome>(token ? null : { tone: 'error', text: M.noToken });
  const asked = useRef(false);

  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    confirm({ variables: { token } })
      .then((r) => setOutcome({ tone: 'success', text: r.data?.confirmNewsletter.message ?? '' }))
      .catch((err: unknown) => setOutcome({ tone: 'error', text: errorMessage(err, M.confirmFailed) }));
  }, [token, confirm]);

  return (
    <LinkPage title="Newsletter">
      <div aria-live="polite" className={styles.form}>
        {outcome ? (
          <Alert variant={outcome.tone}>{outcome.text}</Alert>
        ) : (
          <LoadingState label={M.confirming} />
        )}
        {outcome && (
          <p className={styles.muted}>
            You can leave at any time from any of our e-mails, or under &ldquo;Your data and privacy&rdquo; in
            your profile.
          </p>
        )}
        <div>
          <ButtonLink to="/products" variant="secondary">
            Continue shopping
          </ButtonLink>
        </div>
      </div>
    </LinkPage>
  );
}

/** /unsubscribe?token=…: the visible link of every offer mail; one button unsubscribes. */
export function UnsubscribePage() {
  const token = useSearchParams().get('token') ?? '';
  const [unsubscribe, { loading }] = useMutation(UnsubscribeNewsletterMutation);
  const [outcome, setOutcome] = useState<Outcome>(token ? null : { tone: 'error', text: M.noToken });

  async function leave() {
    try {
      const r = await unsubscribe({ variables: { token } });
      setOutcome({ tone: 'success', text: r.data?.unsubscribeNewsletter.message ?? '' });
    } catch (err) {
      setOutcome({ tone: 'error', text: errorMessage(err, M.unsubscribeFailed) });
    }
  }

  return (
    <LinkPage title="Unsubscribe">
      <div className={styles.form}>
        <div aria-live="polite">{outcome && <Alert variant={outcome.tone}>{outcome.text}</Alert>}</div>
        {outcome?.tone !== 'success' && token && (
          <>
            <p>Stop receiving our offers by e-mail? Order and account e-mails still reach you.</p>
            <div>
              <Button onClick={() => void leave()} loading={loading} loadingText="Unsubscribing...">
                Unsubscribe
              </Button>
            </div>
          </>
        )}
        {outcome?.tone === 'success' && (
          <div>
            <ButtonLink to="/" variant="secondary">
              Back to the shop
            </ButtonLink>
          </div>
        )}
      </div>
    </LinkPage>
  );
}
