import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../lib/link';
import { Alert, Button, Form, FormTextField, useZodForm, mailIcon } from '../../components/ui';
import { AuthCard } from './AuthCard';
import { AuthMessages } from './messages';
import { RequestPasswordResetMutation } from './operations';
import { forgotPasswordSchema } from './validation';
import formStyles from './auth-form.module.css';

export const FORGOT_REDIRECT_MS = 2000;

export function ForgotPasswordPage() {
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: '' } });
  const [success, setSuccess] = useState<string | null>(null);
  const [request] = useMutation(RequestPasswordResetMutation);
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function submit({ email }: { email: string }) {
    if (success) return;
    const { data } = await request({ variables: { input: { email } } });
    setSuccess(data?.requestPasswordReset.message ?? 'OTP sent to your email.');
    timer.current = setTimeout(() => navigate('/reset-password', { state: { email } }), FORGOT_REDIRECT_MS);
  }

  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter your account e-mail and we will send you a 6-digit code to reset your password."
      icon={mailIcon}
      footer={
        <p>
          Remembered it? <Link to="/login">Back to login</Link>
        </p>
      }
    >
      <Form
        form={form}
        className={formStyles.form}
        onSubmit={submit}
        failureMessage={AuthMessages.sendOtpFailed}
      >
        {success && (
          <Alert variant="success" data-testid="forgot-success">
            {success} Taking you to the next step...
          </Alert>
        )}
        <FormTextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          disabled={Boolean(success)}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={form.formState.isSubmitting}
          loadingText="Sending OTP..."
          disabled={Boolean(success)}
        >
          Send OTP
        </Button>
      </Form>
    </AuthCard>
  );
}
