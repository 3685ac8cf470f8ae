import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../lib/link';
import { Button, Form, useToast, useZodForm, usersIcon } from '../../components/ui';
import {
  AuthCard,
  emptyRegistration,
  RegisterAdminMutation,
  RegistrationFields,
  registrationSchema,
} from '../auth/public';
import { AdminMessages } from './messages';
import styles from './admin.module.css';

const schema = registrationSchema('admin');

/** /admin/register (behind RequireAdmin). */
export function AdminRegisterPage() {
  return <AdminRegisterForm />;
}

function AdminRegisterForm() {
  const form = useZodForm(schema, { defaultValues: emptyRegistration });
  const [registerAdmin] = useMutation(RegisterAdminMutation);
  const navigate = useNavigate();
  const toast = useToast();
  const busy = form.formState.isSubmitting;

  async function submit(input: ReturnType<typeof schema.parse>) {
    const { data } = await registerAdmin({ variables: { input } });
    toast.success(data?.registerAdmin.message ?? AdminMessages.adminCreated);
    navigate('/admin/dashboard');
  }

  return (
    <AuthCard
      wide
      title="Create Admin Account"
      subtitle="The new admin gets a 6-digit code by e-mail and enters it the first time they sign in at the admin portal."
      icon={usersIcon}
      footer={
        <p>
          <Link to="/dashboard">Back to dashboard</Link>
        </p>
      }
    >
      <Form
        form={form}
        className={styles.registerForm}
        onSubmit={submit}
        failureMessage={AdminMessages.adminRegistrationFailed}
        errorTestId="admin-register-error"
        aria-label="Create admin account"
      >
        <RegistrationFields control={form.control} disabled={busy} />
        <Button type="submit" size="lg" fullWidth loading={busy} loadingText="Creating account...">
          Create Admin Account
        </Button>
      </Form>
    </AuthCard>
  );
}
