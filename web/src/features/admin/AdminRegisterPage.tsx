import { useValidatedForm } from '../../lib/use-validated-form';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, useToast } from '../../components/ui';
import {
  AuthCard,
  emptyRegistration,
  RegisterAdminMutation,
  RegistrationFields,
  validateRegistration,
  type RegistrationForm,
} from '../auth/public';

/** /admin/register (behind RequireAdmin). */
export function AdminRegisterPage() {
  return <AdminRegisterForm />;
}

function AdminRegisterForm() {
  const {
    form,
    errors: fieldErrors,
    change,
    check,
    serverError,
  } = useValidatedForm<RegistrationForm>(emptyRegistration, (f) => validateRegistration(f, 'admin'));
  const [error, setError] = useState<string | null>(null);
  const [registerAdmin, { loading }] = useMutation(RegisterAdminMutation);
  const navigate = useNavigate();
  const toast = useToast();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const formEl = e.currentTarget as HTMLFormElement;
    setError(null);
    if (!check(formEl)) return;
    try {
      const { data } = await registerAdmin({
        variables: { input: { ...form, name: form.name.trim(), email: form.email.trim() } },
      });
      toast.success(data?.registerAdmin.message ?? 'Admin account created. OTP sent to email.');
      navigate('/admin/dashboard');
    } catch (err) {
      const message = serverError(err, formEl);
      if (message !== null) setError(message || 'Admin registration failed.');
    }
  }

  return (
    <AuthCard
      wide
      title="Create Admin Account"
      subtitle="The new admin verifies the account with a code sent to their e-mail."
      icon="users"
      footer={
        <p>
          <Link to="/dashboard">Back to dashboard</Link>
        </p>
      }
    >
      <form className="auth-form" onSubmit={submit} noValidate aria-label="Create admin account">
        {error && (
          <Alert variant="error" onDismiss={() => setError(null)} data-testid="admin-register-error">
            {error}
          </Alert>
        )}
        <RegistrationFields form={form} errors={fieldErrors} onChange={change} disabled={loading} />
        <Button type="submit" size="lg" fullWidth loading={loading} loadingText="Creating account...">
          Create Admin Account
        </Button>
      </form>
    </AuthCard>
  );
}
