import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../lib/link';
import {
  Alert,
  Button,
  ButtonLink,
  Form,
  FormTextField,
  Stepper,
  useZodForm,
  lockIcon,
} from '../../components/ui';
import { AuthCard } from './AuthCard';
import { AuthMessages } from './messages';
import { ResetPasswordMutation, VerifyPasswordResetCodeMutation } from './operations';
import { newPasswordSchema, resetOtpSchema, otpFieldProps } from './validation';
import formStyles from './auth-form.module.css';

export const RESET_REDIRECT_MS = 3000;

export function ResetPasswordPage() {
  const location = useLocation();
  const email = (location.state as { email?: unknown } | null)?.email;
  const address = typeof email === 'string' && email ? email : null;
  const [otp, setOtp] = useState<string | null>(null);

  const footer = (
    <>
      <p>
        <Link to="/login">Back to login</Link>
      </p>
      <p>
        Didn&apos;t get a code? <Link to="/forgot-password">Resend OTP</Link>
      </p>
    </>
  );

  if (!address) {
    return (
      <AuthCard title="Reset password" icon={lockIcon} footer={footer}>
        <div className={formStyles.form}>
          <Alert variant="error">{AuthMessages.resetEmailMissing}</Alert>
          <ButtonLink to="/forgot-password" fullWidth size="lg">
            Start again
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset password"
      subtitle={
        otp === null ? `Enter the code sent to ${address}.` : 'Choose a new password for your account.'
      }
      icon={lockIcon}
      footer={footer}
    >
      <Stepper
        steps={['Enter OTP', 'New password']}
        current={otp === null ? 0 : 1}
        label="Password reset progress"
      />
      {otp === null ? (
        <ResetCodeForm email={address} onVerified={setOtp} />
      ) : (
        <NewPasswordForm email={address} otp={otp} />
      )}
    </AuthCard>
  );
}

function ResetCodeForm({ email, onVerified }: { email: string; onVerified: (otp: string) => void }) {
  const form = useZodForm(resetOtpSchema, { defaultValues: { otp: '' } });
  const [verify] = useMutation(VerifyPasswordResetCodeMutation);

  async function submit({ otp }: { otp: string }) {
    await verify({ variables: { input: { email, otp } } });
    onVerified(otp);
  }

  return (
    <Form
      form={form}
      className={formStyles.form}
      onSubmit={submit}
      failureMessage={AuthMessages.verifyOtpFailed}
      aria-label="Enter OTP"
    >
      <FormTextField control={form.control} {...otpFieldProps} inputClassName={formStyles.otp} />
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={form.formState.isSubmitting}
        loadingText="Verifying..."
      >
        Verify OTP
      </Button>
    </Form>
  );
}

function NewPasswordForm({ email, otp }: { email: string; otp: string }) {
  const form = useZodForm(newPasswordSchema, { defaultValues: { newPassword: '', confirmNewPassword: '' } });
  const [success, setSuccess] = useState<string | null>(null);
  const [reset] = useMutation(ResetPasswordMutation);
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { setFocus } = form;

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setFocus('newPassword'), [setFocus]);

  async function submit(values: { newPassword: string; confirmNewPassword: string }) {
    if (success) return;
    const { data } = await reset({ variables: { input: { email, otp, ...values } } });
    setSuccess(data?.resetPassword.message ?? 'Password reset successfully');
    timer.current = setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
  }

  return (
    <Form
      form={form}
      className={formStyles.form}
      onSubmit={submit}
      failureMessage={AuthMessages.resetFailed}
      aria-label="New password"
    >
      {success && (
        <Alert variant="success" data-testid="reset-success">
          {success} Taking you to login...
        </Alert>
      )}
      <FormTextField
        control={form.control}
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters"
        disabled={Boolean(success)}
      />
      <FormTextField
        control={form.control}
        name="confirmNewPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        disabled={Boolean(success)}
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={form.formState.isSubmitting}
        loadingText="Resetting..."
        disabled={Boolean(success)}
      >
        Reset password
      </Button>
    </Form>
  );
}
