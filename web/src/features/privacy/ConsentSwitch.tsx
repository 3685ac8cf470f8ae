import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert, Checkbox, ErrorState, LoadingState, useToast } from '../../components/ui';
import { formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/graphql-errors';
import { PrivacyMessages as M } from './messages';
import { MyNewsletterConsentQuery, SetNewsletterConsentMutation } from './operations';
import styles from './PrivacyPanel.module.css';

const SOURCES: Record<string, string> = {
  'confirmation-link': 'by the link in our e-mail',
  profile: 'here, in your profile',
  'one-click': "with your mail app's Unsubscribe button",
  'unsubscribe-page': 'with the link in one of our e-mails',
};

/**
 * The newsletter consent: one switch gives it and one switch withdraws it (the account's e-mail is
 * proven, so no confirmation mail); every change is recorded and listed here.
 */
export function ConsentSwitch() {
  const { data, loading, error, refetch } = useQuery(MyNewsletterConsentQuery, {
    fetchPolicy: 'network-only',
  });
  const [set, setState] = useMutation(SetNewsletterConsentMutation);
  const toast = useToast();
  const consent = data?.myNewsletterConsent;
  // The switch moves at once; it moves back if the server refuses.
  const [shown, setShown] = useState<boolean | null>(null);
  const checked = shown ?? consent?.subscribed ?? false;

  async function change(granted: boolean) {
    setShown(granted);
    try {
      const result = await set({ variables: { granted } });
      toast.success(result.data?.setNewsletterConsent.message ?? '');
      await refetch();
    } catch (err) {
      toast.error(errorMessage(err, M.consentFailed));
    } finally {
      setShown(null);
    }
  }

  return (
    <section aria-labelledby="consent-title" data-testid="newsletter-consent">
      <h3 id="consent-title">What we may send you</h3>
      {!consent && loading && <LoadingState label="Loading your newsletter choice…" />}
      {!consent && error && (
        <ErrorState message={errorMessage(error, M.consentLoadFailed)} onRetry={() => void refetch()} />
      )}
      {consent && (
        <>
          <Checkbox
            label="E-mail me offers (newsletter)"
            hint={consent.wording}
            checked={checked}
            disabled={setState.loading}
            onChange={(e) => void change(e.target.checked)}
          />
          {consent.pending && (
            <Alert variant="info" className={styles.notice}>
              You asked for our newsletter: open the link in the e-mail we sent you to confirm, or switch it
              on here.
            </Alert>
          )}
          {data.myConsents.length > 0 && (
            <ul className={`${styles.list} ${styles.history}`} aria-label="Your consent history">
              {data.myConsents.slice(0, 5).map((c, i) => (
                <li key={i} className={styles.meta}>
                  {c.granted ? 'Newsletter switched on' : 'Newsletter switched off'} {SOURCES[c.source] ?? ''}{' '}
                  on <time dateTime={c.at}>{formatDateTime(c.at)}</time> (privacy notice version{' '}
                  {c.noticeVersion})
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
