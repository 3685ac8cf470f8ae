import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { Button, Form, FormTextField, useToast, useZodForm, usersIcon } from '../../../components/ui';
import { Link } from '../../../lib/link';
import { useSearchParams } from '../../../lib/use-search-params';
import { AuthCard } from '../../auth/public';
import { AdminSecurityMessages as M } from '../messages';
import { acceptInviteSchema } from '../security/security-forms';
import styles from '../security/security.module.css';
import { AcceptAdminInviteMutation } from './operations';

/** /admin/accept-invite?email=…: the invited admin sets their own password with the mailed code. */
export function AcceptInvitePage() {
  const params = useSearchParams();
  const form = useZodForm(acceptInviteSchema, {
    defaultValues: { email: params.get('email') ?? '', otp: '', password: '', confirmPassword: '' },
  });
  const [accept] = useMutation(AcceptAdminInviteMutation);
  const toast = useToast();
  const navigate = useNavigate();

  async function submit(input: { email: string; otp: string; password: string; confirmPassword: string }) {
    const { data } = await accept({ variables: { input } });
    toast.success(data?.acceptAdminInvite.message ?? M.acceptAccepted);
    navigate('/admin/login', { replace: true });
  }

  return (
    <AuthCard
      title="Join as an admin"
      subtitle="Enter the 6-digit code from your invitation e-mail and choose your password."
      icon={usersIcon}
      footer={
        <p>
          Already set up? <Link to="/admin/login">Admin login</Link>
        </p>
      }
    >
      <Form
        form={form}
        onSubmit={submit}
        failureMessage={M.acceptFailed}
        className={styles.form}
        aria-label="Set your admin password"
        errorTestId="accept-invite-error"
      >
        <FormTextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
        />
        <FormTextField
          control={form.control}
          name="otp"
          label="Invitation code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
        />
        <FormTextField
          control={form.control}
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          required
        />
        <FormTextField
          control={form.control}
          name="confirmPassword"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={form.formState.isSubmitting}
          loadingText="Saving..."
        >
          Set password
        </Button>
      </Form>
    </AuthCard>
  );
}
