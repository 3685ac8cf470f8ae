import { useState, type ReactNode } from 'react';
import { Alert, Button, Form, FormTextField, useZodForm } from '../../components/ui';
import { AuthMessages } from './messages';
import { isUnverifiedLogin, loginSchema } from './validation';
import { VerifyEmailForm } from './VerifyEmailForm';
import formStyles from './auth-form.module.css';

export interface LoginFormProps {
  /** Does the sign-in; resolves on success, or throws (a FormError with the words to show, or a GraphQL error). */
  onSubmit: (email: string, password: string) => Promise<void>;
  submitLabel?: string;
  /** Extra content between the fields and the button (e.g. "Forgot Password?"). */
  extra?: ReactNode;
}

/**
 * E-mail and password with client rules, a busy button and a dismissible error banner. An account
 * whose e-mail was never verified gets the code step right here (enter the mailed code or ask for a
 * new one); once verified, it signs in with the details already typed.
 */
export function LoginForm({ onSubmit, submitLabel = 'Login', extra }: LoginFormProps) {
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });
  const [unverified, setUnverified] = useState<{ email: string; password: string } | null>(null);
  const busy = form.formState.isSubmitting;

  async function signIn({ email, password }: { email: string; password: string }) {
    try {
      await onSubmit(email, password);
    } catch (err) {
      if (!isUnverifiedLogin(err)) throw err;
      setUnverified({ email, password });
    }
  }

  if (unverified) {
    return (
      <div className={formStyles.form} data-testid="login-verify">
        <Alert variant="warning" title="Verify your e-mail to log in">
          {AuthMessages.notVerified} Enter the 6-digit code we e-mailed you, or ask for a new one.
        </Alert>
        <VerifyEmailForm
          email={unverified.email}
          submitLabel="Verify and log in"
          resendLabel="Resend code"
          testIdPrefix="login-verify"
          onBack={() => setUnverified(null)}
          onVerified={() => onSubmit(unverified.email, unverified.password)}
        />
      </div>
    );
  }

  return (
    <Form
      form={form}
      className={formStyles.form}
      onSubmit={signIn}
      failureMessage={AuthMessages.loginFailed}
      errorTestId="login-error"
    >
      <FormTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
      />
      <FormTextField
        control={form.control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      {extra}
      <Button type="submit" fullWidth size="lg" loading={busy} loadingText="Logging in...">
        {submitLabel}
      </Button>
    </Form>
  );
}
