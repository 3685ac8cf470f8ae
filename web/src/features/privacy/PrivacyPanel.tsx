import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import {
  Alert,
  Badge,
  Button,
  Card,
  ErrorState,
  Form,
  FormTextField,
  LoadingState,
  useToast,
  useZodForm,
} from '../../components/ui';
import { formatDateTime } from '../../lib/dates';
import { readGraphQLError } from '../../lib/graphql-errors';
import { sessionStore } from '../../lib/session';
import { ConsentSwitch } from './ConsentSwitch';
import { saveDownload } from './download-file';
import { PrivacyMessages } from './messages';
import {
  EraseMyAccountMutation,
  MyDataExportsQuery,
  RequestAccountErasureMutation,
  RequestDataExportMutation,
} from './operations';
import styles from './PrivacyPanel.module.css';

/**
 * Profile → "Your data and privacy": my newsletter consent (given and withdrawn alike with one
 * switch), download everything the shop holds about me (a JSON file, offered 24 hours), and erase
 * my account (password, then an e-mailed code).
 */
export function PrivacyPanel() {
  return (
    <Card padding="lg" className={styles.panel}>
      <section aria-labelledby="privacy-title" data-testid="privacy">
        <h2 id="privacy-title">Your data and privacy</h2>
        <p className={styles.intro}>
          Choose what we may send you, see what we hold about you, or erase your account. Read how we use your
          data in our <a href="/privacy">privacy notice</a>.
        </p>
        <ConsentSwitch />
        <DataDownloads />
        <EraseAccount />
      </section>
    </Card>
  );
}

function DataDownloads() {
  const { data, loading, error, refetch } = useQuery(MyDataExportsQuery, { fetchPolicy: 'network-only' });
  const [request, requestState] = useMutation(RequestDataExportMutation);
  const [notice, setNotice] = useState<{
    tone: 'success' | 'error';
    text: string;
    preparing?: boolean;
  } | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const exports = data?.myDataExports ?? [];
  const pending = exports.some((e) => e.status === 'pending');

  // A download being prepared in the background: look again every few seconds.
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void refetch(), 3000);
    return () => clearInterval(timer);
  }, [pending, refetch]);

  async function ask() {
    setNotice(null);
    try {
      const result = await request();
      const ready = result.data?.requestDataExport.status === 'ready';
      setNotice({
        tone: 'success',
        preparing: !ready,
        text: ready
          ? 'Your data is ready. Download it below: the link works for 24 hours, for you only.'
          : 'Your data is being prepared. The download appears below when it is ready.',
      });
      await refetch();
    } catch (err) {
      setNotice({ tone: 'error', text: readGraphQLError(err).message || PrivacyMessages.exportFailed });
    }
  }

  async function save(id: string, path: string) {
    setNotice(null);
    setSaving(id);
    try {
      await saveDownload(path);
      setNotice({ tone: 'success', text: 'Your file has been downloaded.' });
    } catch (err) {
      setNotice({ tone: 'error', text: (err as Error).message || PrivacyMessages.downloadFailed });
    } finally {
      setSaving(null);
    }
  }

  return (
    <>
      <h3>Download my data</h3>
      <p className={styles.intro}>
        One file (JSON) with your profile, addresses, orders, wallet, reviews, chat, notifications, consents
        and sign-ins. It is kept for 24 hours and only you can open it.
      </p>
      {/* "Being prepared" goes once nothing is (the list then shows the download as ready). */}
      {notice && !(notice.preparing && !pending) && (
        <Alert
          variant={notice.tone}
          onDismiss={() => setNotice(null)}
          className={styles.notice}
          data-testid="export-notice"
        >
          {notice.text}
        </Alert>
      )}
      {loading && !data ? (
        <LoadingState label="Loading your downloads..." />
      ) : error && !data ? (
        <ErrorState
          message={readGraphQLError(error).message || PrivacyMessages.exportFailed}
          onRetry={() => void refetch()}
        />
      ) : (
        exports.length > 0 && (
          <ul className={styles.list} aria-label="Your downloads">
            {exports.map((e) => (
              <li key={e.id} className={styles.item} data-testid="data-export">
                <div>
                  <p>
                    Asked {formatDateTime(e.createdAt as string)}{' '}
                    {e.status === 'ready' ? (
                      <Badge tone="success">Ready</Badge>
                    ) : e.status === 'pending' ? (
                      <Badge>Preparing</Badge>
                    ) : (
                      <Badge tone="danger">Failed</Badge>
                    )}
                  </p>
                  <p className={styles.meta}>Available until {formatDateTime(e.expiresAt as string)}</p>
                </div>
                {e.status === 'ready' && (
                  <Button
                    variant="secondary"
                    onClick={() => void save(e.id, e.downloadPath)}
                    loading={saving === e.id}
                    loadingText="Downloading..."
                  >
                    Save file
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )
      )}
      <Button onClick={() => void ask()} loading={requestState.loading} loadingText="Preparing...">
        Download my data
      </Button>
    </>
  );
}

const passwordSchema = z.object({
  password: z.string().check(z.minLength(1, PrivacyMessages.passwordRequired)),
});
const codeSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, PrivacyMessages.codeDigits)),
});

type Step = 'closed' | 'password' | 'code';

function EraseAccount() {
  const [step, setStep] = useState<Step>('closed');
  const [sent, setSent] = useState<string | null>(null);
  return (
    <>
      <h3>Erase my account</h3>
      <p className={styles.intro}>
        Erasing removes your name, e-mail, mobile number, addresses, chat, notifications, newsletter entry and
        sign-ins for good. Your reviews stay, shown as by “A verified buyer”. Orders and their amounts stay
        for 8 years because tax law requires it, with your name and contact details removed.
      </p>
      <Alert variant="warning" className={styles.warning}>
        Your wallet must be empty (₹0.00) first: spend it, or ask us for a refund. An erased account cannot
        get money back. Erasing cannot be undone.
      </Alert>
      {step === 'closed' && (
        <Button variant="danger" onClick={() => setStep('password')}>
          Erase my account
        </Button>
      )}
      {step === 'password' && (
        <PasswordStep
          onCancel={() => setStep('closed')}
          onSent={(message) => {
            setSent(message);
            setStep('code');
          }}
        />
      )}
      {step === 'code' && <CodeStep sent={sent} onCancel={() => setStep('closed')} />}
    </>
  );
}

function PasswordStep({ onCancel, onSent }: { onCancel: () => void; onSent: (message: string) => void }) {
  const form = useZodForm(passwordSchema, { defaultValues: { password: '' } });
  const [requestCode] = useMutation(RequestAccountErasureMutation);
  const busy = form.formState.isSubmitting;
  const { setFocus } = form;
  useEffect(() => setFocus('password'), [setFocus]);

  async function submit({ password }: { password: string }) {
    const { data } = await requestCode({ variables: { password } });
    onSent(data?.requestAccountErasure.message ?? 'We sent a code to your e-mail address.');
  }

  return (
    <Form
      form={form}
      className={styles.form}
      onSubmit={submit}
      failureMessage={PrivacyMessages.erasureCodeFailed}
      errorTestId="erase-error"
      aria-label="Confirm with your password"
    >
      <FormTextField
        control={form.control}
        name="password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        hint="We then e-mail you a code to confirm."
        required
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" loading={busy} loadingText="Sending code...">
          Send me the code
        </Button>
      </div>
    </Form>
  );
}

function CodeStep({ sent, onCancel }: { sent: string | null; onCancel: () => void }) {
  const form = useZodForm(codeSchema, { defaultValues: { code: '' } });
  const code = useWatch({ control: form.control, name: 'code' });
  const [erase] = useMutation(EraseMyAccountMutation);
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const busy = form.formState.isSubmitting;
  const { setFocus } = form;
  useEffect(() => setFocus('code'), [setFocus]);

  async function submit({ code: value }: { code: string }) {
    const { data } = await erase({ variables: { code: value } });
    sessionStore.clear();
    await client.clearStore().catch(() => undefined);
    navigate('/', { replace: true });
    toast.success(data?.eraseMyAccount.message ?? PrivacyMessages.erased);
  }

  return (
    <Form
      form={form}
      className={styles.form}
      onSubmit={submit}
      failureMessage={PrivacyMessages.erasureFailed}
      errorTestId="erase-error"
      aria-label="Erase my account"
    >
      {sent && <p>{sent}</p>}
      <FormTextField
        control={form.control}
        name="code"
        label="Code from the e-mail"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="danger"
          disabled={!/^\d{6}$/.test(code.trim())}
          loading={busy}
          loadingText="Erasing..."
        >
          Erase my account for good
        </Button>
      </div>
    </Form>
  );
}
