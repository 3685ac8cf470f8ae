import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../lib/link';
import { Button, Form, FormTextField, useToast, useZodForm, usersIcon } from '../../components/ui';
import { AuthCard } from '../auth/public';
import { InviteAdminMutation } from './admins/operations';
import { AdminMessages, AdminSecurityMessages as M } from './messages';
import { inviteSchema } from './security/security-forms';
import styles from './admin.module.css';

/**
 * /admin/register (behind RequireAdmin): invites an admin by name and e-mail. The new admin gets a
 * code by e-mail and sets their own password: the inviter never knows it.
 */
export function AdminRegisterPage() {
  const form = useZodForm(inviteSchema, { defaultValues: { name: '', email: '' } });
  const [invite] = useMutation(InviteAdminMutation, { refetchQueries: ['Admins'] });
  const navigate = useNavigate();
  const toast = useToast();
  const busy = form.formState.isSubmitting;

  async function submit(input: { name: string; email: string }) {
    const { data } = await invite({ variables: { input } });
    toast.success(data?.inviteAdmin.message ?? AdminMessages.adminCreated);
    navigate('/dashboard?tab=admins');
  }

  return (
    <AuthCard
      wide
      title="Create Admin Account"
      subtitle="The new admin gets a 6-digit code by e-mail and sets their own password with it."
      icon={usersIcon}
      footer={
        <p>
          <Link to="/dashboard?tab=admins">Back to the admin list</Link>
        </p>
      }
    >
      <Form
        form={form}
        className={styles.registerForm}
        onSubmit={submit}
        failureMessage={M.inviteFailed}
        errorTestId="admin-register-error"
        aria-label="Create admin account"
      >
        <FormTextField control={form.control} name="name" label="Full name" autoComplete="off" required />
        <FormTextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="off"
          required
        />
        <Button type="submit" size="lg" fullWidth loading={busy} loadingText="Sending invitation...">
          Create Admin Account
        </Button>
      </Form>
    </AuthCard>
  );
}
