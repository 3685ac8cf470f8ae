import { useMutation } from '@apollo/client/react';
import { Button, Form, FormTextField, useToast, useZodForm } from '../../../components/ui';
import { SettingsMessages as M } from '../messages';
import { SettingsCard } from './SettingsCard';
import { ChangeAdminPasswordMutation } from './operations';
import { passwordSchema, type PasswordValues } from './settings-forms';
import styles from './Settings.module.css';

const empty: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The admin's own password; a different confirmation is refused here, with no call. */
export function PasswordSection() {
  const toast = useToast();
  const form = useZodForm(passwordSchema, {
    defaultValues: empty,
    serverFields: { confirmNewPassword: 'confirmPassword' },
  });
  const [change] = useMutation(ChangeAdminPasswordMutation, {
    refetchQueries: ['AdminSettings'],
    awaitRefetchQueries: true,
  });

  async function submit(v: PasswordValues) {
    try {
      const { data } = await change({
        variables: {
          input: {
            currentPassword: v.currentPassword,
            newPassword: v.newPassword,
            confirmNewPassword: v.confirmPassword,
          },
        },
      });
      toast.success(data?.changeAdminPassword.message ?? M.passwordUpdated);
      form.reset(empty);
    } catch (err) {
      toast.error(M.passwordFailed);
      throw err;
    }
  }

  return (
    <SettingsCard
      id="password"
      title="Change Password"
      intro="Your other signed-in sessions end when the password changes."
    >
      <Form form={form} onSubmit={submit} failureMessage={M.passwordFailed} className={styles.form}>
        <FormTextField
          control={form.control}
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
        />
        <FormTextField
          control={form.control}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
        />
        <FormTextField
          control={form.control}
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
        />
        <div className={styles.actions}>
          <Button type="submit" loading={form.formState.isSubmitting} loadingText="Updating...">
            Update password
          </Button>
        </div>
      </Form>
    </SettingsCard>
  );
}
