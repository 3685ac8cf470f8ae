import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../lib/link';
import {
  Button,
  Form,
  FormError,
  Stepper,
  useToast,
  useZodForm,
  mailIcon,
  userIcon,
} from '../../components/ui';
import { AuthCard } from './AuthCard';
import { AuthMessages } from './messages';
import { RegisterMutation } from './operations';
import { RegistrationFields } from './RegistrationFields';
import { emptyRegistration, registrationSchema } from './validation';
import { VerifyEmailForm } from './VerifyEmailForm';
import formStyles from './auth-form.module.css';

const schema = registrationSchema('customer');

export function RegisterPage() {
  const form = useZodForm(schema, { defaultValues: emptyRegistration });
  const [pending, setPending] = useState<string | null>(null);
  const [register] = useMutation(RegisterMutation);
  const navigate = useNavigate();
  const toast = useToast();
  const step = pending ? 1 : 0;
  const busy = form.formState.isSubmitting;

  async function submit(values: ReturnType<typeof schema.parse>) {
    const { data } = await register({ variables: { input: values } });
    const message = data?.register.message;
    // The code step only follows the server's exact answer (spec).
    if (message !== AuthMessages.otpSent) throw new FormError(message || AuthMessages.unexpectedResponse);
    setPending(values.email);
  }

  function back() {
    setPending(null);
    form.clearErrors();
  }

  return (
    <AuthCard
      wide={step === 0}
      icon={step === 0 ? userIcon : mailIcon}
      title={step === 0 ? 'Create your account' : 'Verify your email'}
      subtitle={
        step === 0
          ? 'Join Rupee Shop in two quick steps.'
          : 'Enter the 6-digit code we e-mailed you to activate your account.'
      }
      footer={
        <>
          <p>
            Already have an account? <Link to="/login">Login</Link>
          </p>
          <p>
            How we use and keep your details: <Link to="/privacy">Privacy notice</Link>
          </p>
        </>
      }
    >
      <Stepper steps={['Account details', 'Verify email']} current={step} label="Registration progress" />
      {pending ? (
        <VerifyEmailForm
          email={pending}
          info={`We sent a 6-digit code to ${pending}.`}
          testIdPrefix="register"
          onBack={back}
          onVerified={() => {
            toast.success(AuthMessages.registrationDone);
            navigate('/login');
          }}
        />
      ) : (
        <Form
          form={form}
          className={formStyles.form}
          onSubmit={submit}
          failureMessage={AuthMessages.registrationFailed}
          errorTestId="register-error"
          aria-label="Account details"
        >
          <RegistrationFields control={form.control} disabled={busy} />
          <Button type="submit" size="lg" fullWidth loading={busy} loadingText="Sending code...">
            Register
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
