import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert, Button, Form, FormTextField, useZodForm } from '../../components/ui';
import { readGraphQLError } from '../../lib/graphql-errors';
import { AuthMessages } from './messages';
import { ResendRegistrationCodeMutation, VerifyRegistrationMutation } from './operations';
import { isCompleteOtp, otpSchema, otpFieldProps } from './validation';
import formStyles from './auth-form.module.css';

/**
 * The registration code step: the 6-digit code mailed to `email`, Verify, Resend OTP and (when
 * given) Back. Used after sign-up, after an admin creates an admin, and at login for an account
 * that was never verified. The code field takes focus when the step appears.
 */
export function VerifyEmailForm({
  email,
  info: initialInfo,
  onVerified,
  onBack,
  submitLabel = 'Verify',
  resendLabel = 'Resend OTP',
  testIdPrefix = 'verify',
}: {
  email: string;
  /** What the step says first (e.g. 'We sent a 6-digit code to …'). */
  info?: string | null;
  /** Runs after the server accepted the code; a throw shows in the form's banner. */
  onVerified: () => Promise<void> | void;
  onBack?: () => void;
  submitLabel?: string;
  resendLabel?: string;
  testIdPrefix?: string;
}) {
  const form = useZodForm(otpSchema, { defaultValues: { otp: '' } });
  const otp = useWatch({ control: form.control, name: 'otp' });
  const [info, setInfo] = useState<string | null>(initialInfo ?? null);
  const [verify] = useMutation(VerifyRegistrationMutation);
  const [resend, resendState] = useMutation(ResendRegistrationCodeMutation);
  const { setFocus } = form;

  useEffect(() => setFocus('otp'), [setFocus]);

  async function submit({ otp: code }: { otp: string }) {
    setInfo(null);
    await verify({ variables: { input: { email, otp: code } } });
    await onVerified();
  }

  async function resendCode() {
    form.setFormError(null);
    setInfo(null);
    try {
      const { data } = await resend({ variables: { input: { email } } });
      setInfo(data?.resendRegistrationCode.message ?? AuthMessages.resent);
    } catch (err) {
      form.setFormError(readGraphQLError(err).message || AuthMessages.resendFailed);
    }
  }

  const busy = form.formState.isSubmitting;
  return (
    <Form
      form={form}
      className={formStyles.form}
      onSubmit={submit}
      failureMessage={AuthMessages.verificationFailed}
      errorTestId={`${testIdPrefix}-error`}
      aria-label="Verify email"
    >
      {info && (
        <Alert variant="success" onDismiss={() => setInfo(null)} data-testid={`${testIdPrefix}-info`}>
          {info}
        </Alert>
      )}
      <FormTextField
        control={form.control}
        {...otpFieldProps}
        inputClassName={formStyles.otp}
        hint={`Sent to ${email}`}
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={!isCompleteOtp(otp)}
        loading={busy}
        loadingText="Verifying..."
      >
        {submitLabel}
      </Button>
      <div className={formStyles.actions}>
        {onBack && (
          <Button variant="secondary" onClick={onBack} disabled={busy}>
            Back
          </Button>
        )}
        <Button
          variant="ghost"
          onClick={() => void resendCode()}
          loading={resendState.loading}
          loadingText="Sending..."
        >
          {resendLabel}
        </Button>
      </div>
    </Form>
  );
}
