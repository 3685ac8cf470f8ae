import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, ButtonLink, Stepper, TextField } from '../../components/ui';
import { readGraphQLError } from '../../lib/graphql-errors';
import { AuthCard } from './AuthCard';
import { ResetPasswordMutation, VerifyPasswordResetCodeMutation } from './operations';
import { sanitizeOtp, validateNewPassword, validateResetOtp } from './validation';

export const RESET_REDIRECT_MS = 3000;
const EMAIL_MISSING = 'Email is missing. Please start the reset process again.';

export function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const email = (location.state as { email?: unknown } | null)?.email;
  const address = typeof email === 'string' && email ? email : null;
  const [step, setStep] = useState<0 | 1>(0);
  const [otp, setOtp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [verify, verifyState] = useMutation(VerifyPasswordResetCodeMutation);
  const [reset, resetState] = useMutation(ResetPasswordMutation);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (step === 1) passwordRef.current?.focus();
  }, [step]);

  async function submitOtp(e: FormEvent) {
    e.preventDefault();
    const invalid = validateResetOtp(otp, address);
    setError(invalid);
    if (invalid || !address) return;
    try {
      await verify({ variables: { input: { email: address, otp } } });
      setStep(1);
    } catch (err) {
      setError(readGraphQLError(err).message || 'Failed to verify OTP');
    }
  }

  async function submitPassword(e: FormEvent) {
    e.preventDefault();
    if (success) return;
    const invalid = validateNewPassword(newPassword, confirm, address);
    setError(invalid);
    if (invalid || !address) return;
    try {
      const { data } = await reset({
        variables: { input: { email: address, otp, newPassword, confirmNewPassword: confirm } },
      });
      setSuccess(data?.resetPassword.message ?? 'Password reset successfully');
      timer.current = setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    } catch (err) {
      setError(readGraphQLError(err).message || 'Failed to reset password');
    }
  }

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
      <AuthCard title="Reset password" icon="lock" footer={footer}>
        <div className="auth-form">
          <Alert variant="error">{EMAIL_MISSING}</Alert>
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
      subtitle={step === 0 ? `Enter the code sent to ${address}.` : 'Choose a new password for your account.'}
      icon="lock"
      footer={footer}
    >
      <Stepper steps={['Enter OTP', 'New password']} current={step} label="Password reset progress" />
      <div className="auth-form">
        {error && (
          <Alert variant="error" onDismiss={() => setError(null)}>
            {error}
          </Alert>
        )}
        {success && (
          <Alert variant="success" data-testid="reset-success">
            {success} Taking you to login...
          </Alert>
        )}
        {step === 0 ? (
          <form className="auth-form" onSubmit={submitOtp} noValidate aria-label="Enter OTP">
            <TextField
              label="One-time password (OTP)"
              name="otp"
              inputClassName="otp-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              value={otp}
              onChange={(e) => setOtp(sanitizeOtp(e.target.value))}
            />
            <Button
              type="submit"
              size="lg"
              fullWidth
              loading={verifyState.loading}
              loadingText="Verifying..."
            >
              Verify OTP
            </Button>
          </form>
        ) : (
          <form className="auth-form" onSubmit={submitPassword} noValidate aria-label="New password">
            <TextField
              ref={passwordRef}
              label="New password"
              name="newPassword"
              type="password"
              autoComplete="new-password"
              hint="At least 8 characters"
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
              disabled={Boolean(success)}
            />
            <TextField
              label="Confirm new password"
              name="confirmNewPassword"
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              disabled={Boolean(success)}
            />
            <Button
              type="submit"
              size="lg"
              fullWidth
              loading={resetState.loading}
              loadingText="Resetting..."
              disabled={Boolean(success)}
            >
              Reset password
            </Button>
          </form>
        )}
      </div>
    </AuthCard>
  );
}
