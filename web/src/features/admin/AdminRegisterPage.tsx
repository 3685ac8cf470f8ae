import { useMutation } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Alert, Button, focusFirstInvalid, useToast } from '../../components/ui';
import { readGraphQLError } from '../../lib/graphql-errors';
import { useSession } from '../../lib/session';
import { AuthCard } from '../auth/AuthCard';
import { RegisterAdminMutation } from '../auth/operations';
import { RegistrationFields, registrationFields } from '../auth/RegistrationFields';
import {
  emptyRegistration,
  hasErrors,
  validateRegistration,
  type FieldErrors,
  type RegistrationField,
  type RegistrationForm,
} from '../auth/validation';

export const ACCESS_DENIED = 'Access denied. Admin login required.';

export function AdminRegisterPage() {
  const { user, token } = useSession();
  const isAdmin = Boolean(token && user?.role === 'admin');
  const toast = useToast();

  useEffect(() => {
    if (!isAdmin) toast.error(ACCESS_DENIED);
  }, [isAdmin, toast]);

  if (!isAdmin) return <Navigate to="/admin/login" replace />;
  return <AdminRegisterForm />;
}

function AdminRegisterForm() {
  const [form, setForm] = useState<RegistrationForm>(emptyRegistration);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<RegistrationField>>({});
  const [error, setError] = useState<string | null>(null);
  const [registerAdmin, { loading }] = useMutation(RegisterAdminMutation);
  const navigate = useNavigate();
  const toast = useToast();

  function change(field: RegistrationField, value: string) {
    setForm((f) => ({ ...f, [field]: value }));
    if (fieldErrors[field]) setFieldErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const formEl = e.currentTarget as HTMLFormElement;
    setError(null);
    const errors = validateRegistration(form, 'admin');
    setFieldErrors(errors);
    if (hasErrors(errors)) return focusFirstInvalid(formEl);
    try {
      const { data } = await registerAdmin({
        variables: { input: { ...form, name: form.name.trim(), email: form.email.trim() } },
      });
      toast.success(data?.registerAdmin.message ?? 'Admin account created. OTP sent to email.');
      navigate('/admin/dashboard');
    } catch (err) {
      const { message, field } = readGraphQLError(err);
      if (field && registrationFields.includes(field as RegistrationField) && message)
        setFieldErrors((fe) => ({ ...fe, [field]: message }));
      else setError(message || 'Admin registration failed.');
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
