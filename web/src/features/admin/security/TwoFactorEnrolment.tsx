import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Button, ErrorState, Form, FormTextField, LoadingState, useZodForm } from '../../../components/ui';
import type { ConfirmTwoFactorEnrolmentMutation as Confirmed } from '../../../graphql/graphql';
import { errorMessage } from '../../../lib/graphql-errors';
import { AdminSecurityMessages as M } from '../messages';
import { ConfirmTwoFactorEnrolmentMutation, StartTwoFactorEnrolmentMutation } from './operations';
import { enrolCodeSchema } from './security-forms';
import styles from './security.module.css';

export type EnrolmentResult = Confirmed['confirmTwoFactorEnrolment'];

/** The secret in groups of four, easier to read and type. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * Setting up an authenticator app: a new secret as a QR code and as text, then the first code to
 * confirm it. For the signed-in admin (Settings), or with a sign-in challenge (when the shop
 * requires two-factor and the admin has none yet).
 */
export function TwoFactorEnrolment({
  challenge,
  onDone,
  onCancel,
}: {
  challenge?: string;
  onDone: (result: EnrolmentResult) => void;
  onCancel?: () => void;
}) {
  const [start, started] = useMutation(StartTwoFactorEnrolmentMutation);
  const [confirm] = useMutation(ConfirmTwoFactorEnrolmentMutation);
  const [attempt, setAttempt] = useState(0);
  const form = useZodForm(enrolCodeSchema, { defaultValues: { code: '' } });

  useEffect(() => {
    void start({ variables: { challenge: challenge ?? null } }).catch(() => undefined);
  }, [start, challenge, attempt]);

  const enrolment = started.data?.startTwoFactorEnrolment;
  if (!enrolment) {
    if (started.error)
      return (
        <ErrorState
          message={errorMessage(started.error, M.enrolStartFailed)}
          onRetry={() => setAttempt((a) => a + 1)}
        />
      );
    return <LoadingState label="Preparing your authenticator set-up..." />;
  }

  async function submit({ code }: { code: string }) {
    const res = await confirm({ variables: { input: { code, challenge: challenge ?? null } } });
    const result = res.data?.confirmTwoFactorEnrolment;
    if (!result) throw new Error(M.enrolFailed);
    onDone(result);
  }

  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`;
  return (
    <div className={styles.enrol} data-testid="two-factor-enrolment">
      <ol className={styles.steps}>
        <li>
          <p>
            Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
            1Password, Aegis…).
          </p>
          <img
            className={styles.qr}
            src={qr}
            alt="QR code for your authenticator app"
            width={176}
            height={176}
          />
        </li>
        <li>
          <p>Or type this key into the app (time-based, 6 digits):</p>
          <code
            className={styles.secret}
            data-testid="two-factor-secret"
            aria-label={`Setup key ${enrolment.secret}`}
          >
            {grouped(enrolment.secret)}
          </code>
        </li>
        <li>
          <Form
            form={form}
            onSubmit={submit}
            failureMessage={M.enrolFailed}
            className={styles.form}
            aria-label="Confirm your authenticator"
          >
            <FormTextField
              control={form.control}
              name="code"
              label="Code from the app"
              hint="The 6-digit code it shows now"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              required
            />
            <div className={styles.actions}>
              <Button type="submit" loading={form.formState.isSubmitting} loadingText="Checking...">
                Turn on two-factor
              </Button>
              {onCancel && (
                <Button variant="ghost" onClick={onCancel}>
                  Cancel
                </Button>
              )}
            </div>
          </Form>
        </li>
      </ol>
    </div>
  );
}
