import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField } from '../../components/ui';
import { validateLogin } from './validation';

export interface LoginFormProps {
  /** Does the sign-in; resolves on success, or rejects with the message to show. */
  onSubmit: (email: string, password: string) => Promise<void>;
  submitLabel?: string;
  /** Extra content between the fields and the button (e.g. "Forgot Password?"). */
  extra?: React.ReactNode;
}

/** E-mail and password with client rules, a busy button and a dismissible error banner. */
export function LoginForm({ onSubmit, submitLabel = 'Login', extra }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const invalid = validateLogin({ email, password });
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSubmit(email.trim(), password);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      {error && (
        <Alert variant="error" onDismiss={() => setError(null)} data-testid="login-error">
          {error}
        </Alert>
      )}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      {extra}
      <Button type="submit" fullWidth size="lg" loading={busy} loadingText="Logging in...">
        {submitLabel}
      </Button>
    </form>
  );
}
