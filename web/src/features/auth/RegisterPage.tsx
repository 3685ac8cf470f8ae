import { useValidatedForm } from '../../lib/use-validated-form';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Stepper, TextField, useToast } from '../../components/ui';
import { readGraphQLError } from '../../lib/graphql-errors';
import { AuthCard } from './AuthCard';
import { RegisterMutation, ResendRegistrationCodeMutation, VerifyRegistrationMutation } from './operations';
import { RegistrationFields } from './RegistrationFields';
import {
  emptyRegistration,
  isCompleteOtp,
  sanitizeOtp,
  validateOtp,
  validateRegistration,
  type RegistrationForm,
} from './validation';

const OTP_SENT = 'OTP sent to email';

export function RegisterPage() {
  const [step, setStep] = useState<0 | 1>(0);
  const {
    form,
    errors: fieldErrors,
    setErrors: setFieldErrors,
    change,
    check,
    serverError,
  } = useValidatedForm<RegistrationForm>(emptyRegistration, (f) => validateRegistration(f));
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [register, registerState] = useMutation(RegisterMutation);
  const [verify, verifyState] = useMutation(VerifyRegistrationMutation);
  const [resend, resendState] = useMutation(ResendRegistrationCodeMutation);
  const navigate = useNavigate();
  const toast = useToast();
  const otpRef = useRef<HTMLInputElement>(null);
  const firstStep = useRef(true);

  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    if (step === 1) otpRef.current?.focus();
  }, [step]);

  async function submitForm(e: FormEvent) {
    e.preventDefault();
    const formEl = e.currentTarget as HTMLFormElement;
    setError(null);
    if (!check(formEl)) return;
    try {
      const { data } = await register({
        variables: { input: { ...form, email: form.email.trim(), name: form.name.trim() } },
      });
      const message = data?.register.message;
      if (message === OTP_SENT) {
        setInfo(`We sent a 6-digit code to ${form.email.trim()}.`);
        setStep(1);
      } else {
        setError(message || 'Unexpected response from server');
      }
    } catch (err) {
      const message = serverError(err, formEl);
      if (message !== null) setError(message || 'Registration failed. Please try again.');
    }
  }

  async function submitOtp(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const invalid = validateOtp(otp);
    if (invalid) {
      setError(invalid);
      return;
    }
    try {
      await verify({ variables: { input: { email: form.email.trim(), otp } } });
      toast.success('Registration successful! You can now login.');
      navigate('/login');
    } catch (err) {
      setError(readGraphQLError(err).message || 'Verification failed. Please try again.');
    }
  }

  async function resendCode() {
    setError(null);
    setInfo(null);
    try {
      const { data } = await resend({ variables: { input: { email: form.email.trim() } } });
      setInfo(data?.resendRegistrationCode.message ?? 'New OTP sent successfully');
    } catch (err) {
      setError(readGraphQLError(err).message || 'Failed to resend OTP');
    }
  }

  function back() {
    setStep(0);
    setOtp('');
    setError(null);
    setInfo(null);
    setFieldErrors({});
  }

  return (
    <AuthCard
      wide={step === 0}
      icon={step === 0 ? 'user' : 'mail'}
      title={step === 0 ? 'Create your account' : 'Verify your email'}
      subtitle={
        step === 0
          ? 'Join Rupee Shop in two quick steps.'
          : 'Enter the 6-digit code we e-mailed you to activate your account.'
      }
      footer={
        <p>
          Already have an account? <Link to="/login">Login</Link>
        </p>
      }
    >
      <Stepper steps={['Account details', 'Verify email']} current={step} label="Registration progress" />
      <div className="auth-form">
        {error && (
          <Alert variant="error" onDismiss={() => setError(null)} data-testid="register-error">
            {error}
          </Alert>
        )}
        {info && step === 1 && (
          <Alert variant="success" onDismiss={() => setInfo(null)} data-testid="register-info">
            {info}
          </Alert>
        )}
        {step === 0 ? (
          <form className="auth-form" onSubmit={submitForm} noValidate aria-label="Account details">
            <RegistrationFields
              form={form}
              errors={fieldErrors}
              onChange={change}
              disabled={registerState.loading}
            />
            <Button
              type="submit"
              size="lg"
              fullWidth
              loading={registerState.loading}
              loadingText="Sending code..."
            >
              Register
            </Button>
          </form>
        ) : (
          <form className="auth-form" onSubmit={submitOtp} noValidate aria-label="Verify email">
            <TextField
              ref={otpRef}
              label="One-time password (OTP)"
              name="otp"
              inputClassName="otp-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              hint={`Sent to ${form.email.trim()}`}
              value={otp}
              onChange={(e) => setOtp(sanitizeOtp(e.target.value))}
            />
            <Button
              type="submit"
              size="lg"
              fullWidth
              disabled={!isCompleteOtp(otp)}
              loading={verifyState.loading}
              loadingText="Verifying..."
            >
              Verify
            </Button>
            <div className="auth-form__actions">
              <Button variant="secondary" onClick={back} disabled={verifyState.loading}>
                Back
              </Button>
              <Button
                variant="ghost"
                onClick={() => void resendCode()}
                loading={resendState.loading}
                loadingText="Sending..."
              >
                Resend OTP
              </Button>
            </div>
          </form>
        )}
      </div>
    </AuthCard>
  );
}
