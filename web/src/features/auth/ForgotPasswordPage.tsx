import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, TextField } from '../../components/ui';
import { readGraphQLError } from '../../lib/graphql-errors';
import { AuthCard } from './AuthCard';
import { RequestPasswordResetMutation } from './operations';
import { validateResetEmail } from './validation';

export const FORGOT_REDIRECT_MS = 2000;

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestPasswordResetMutation);
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (success) return;
    const invalid = validateResetEmail(email);
    setError(invalid);
    if (invalid) return;
    const address = email.trim();
    try {
      const { data } = await request({ variables: { input: { email: address } } });
      setSuccess(data?.requestPasswordReset.message ?? 'OTP sent to your email.');
      timer.current = setTimeout(
        () => navigate('/reset-password', { state: { email: address } }),
        FORGOT_REDIRECT_MS,
      );
    } catch (err) {
      setError(readGraphQLError(err).message || 'Failed to send OTP');
    }
  }

  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter your account e-mail and we will send you a 6-digit code to reset your password."
      icon="mail"
      footer={
        <p>
          Remembered it? <Link to="/login">Back to login</Link>
        </p>
      }
    >
      <form className="auth-form" onSubmit={submit} noValidate>
        {error && (
          <Alert variant="error" onDismiss={() => setError(null)}>
            {error}
          </Alert>
        )}
        {success && (
          <Alert variant="success" data-testid="forgot-success">
            {success} Taking you to the next step...
          </Alert>
        )}
        <TextField
          label="Email"
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          disabled={Boolean(success)}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={loading}
          loadingText="Sending OTP..."
          disabled={Boolean(success)}
        >
          Send OTP
        </Button>
      </form>
    </AuthCard>
  );
}
