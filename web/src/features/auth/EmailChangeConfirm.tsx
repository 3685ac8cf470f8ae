import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { Button, Form, FormTextField, useZodForm } from '../../components/ui';
import { sessionStore } from '../../lib/session';
import { AuthMessages } from './messages';
import { ConfirmEmailChangeMutation } from './operations';
import { toSessionUser } from './session-user';
import { isCompleteOtp, otpFieldProps, otpSchema } from './validation';
import formStyles from './auth-form.module.css';

/**
 * The e-mail change's second step: the code sent to the new address. Until it is entered the old
 * e-mail stays the login; Cancel leaves it so (the code simply expires).
 */
export function EmailChangeConfirm({
  email,
  onCancel,
  onDone,
}: {
  email: string;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const form = useZodForm(otpSchema, { defaultValues: { otp: '' } });
  const otp = useWatch({ control: form.control, name: 'otp' });
  const [confirm] = useMutation(ConfirmEmailChangeMutation);
  const busy = form.formState.isSubmitting;
  const { setFocus } = form;

  useEffect(() => setFocus('otp'), [setFocus]);

  async function submit({ otp: code }: { otp: string }) {
    const { data } = await confirm({ variables: { input: { email, otp: code } } });
    if (data) sessionStore.setUser(toSessionUser(data.confirmEmailChange.user));
    onDone(data?.confirmEmailChange.message ?? AuthMessages.emailChanged);
  }

  return (
    <Form
      form={form}
      className={formStyles.form}
      onSubmit={submit}
      failureMessage={AuthMessages.emailChangeFailed}
      errorTestId="email-change-error"
      aria-label="Confirm new email"
    >
      <p>
        Enter the 6-digit code we sent to <strong>{email}</strong>. Until then, your current email stays your
        login.
      </p>
      <FormTextField
        control={form.control}
        {...otpFieldProps}
        inputClassName={formStyles.otp}
        hint={`Sent to ${email}`}
      />
      <div className={formStyles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={!isCompleteOtp(otp)} loading={busy} loadingText="Confirming...">
          Confirm email
        </Button>
      </div>
    </Form>
  );
}
