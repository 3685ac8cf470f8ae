import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Alert, Button, Form, FormTextField, useToast, useZodForm } from '../../../components/ui';
import type { AdminSettingsQuery, UpdateEmailSettingsMutation as Saved } from '../../../graphql/graphql';
import { errorMessage } from '../../../lib/graphql-errors';
import { SettingsMessages as M } from '../messages';
import { SettingsCard } from './SettingsCard';
import { SendTestEmailMutation, UpdateEmailSettingsMutation } from './operations';
import { emailSchema, type EmailValues } from './settings-forms';
import styles from './Settings.module.css';

type Settings = AdminSettingsQuery['adminSettings'];
type LoginResult = Saved['updateEmailSettings'];

/** The SMTP login the mailer uses; the password is never shown or prefilled. */
export function EmailSection({ settings }: { settings: Settings }) {
  const toast = useToast();
  const form = useZodForm(emailSchema, {
    defaultValues: { emailUser: settings.emailUser ?? '', emailPass: '' },
  });
  const [login, setLogin] = useState<LoginResult | null>(null);
  const [save] = useMutation(UpdateEmailSettingsMutation, {
    refetchQueries: ['AdminSettings'],
    awaitRefetchQueries: true,
  });
  const [sendTest, { loading: sending }] = useMutation(SendTestEmailMutation);

  async function submit(input: EmailValues) {
    setLogin(null);
    try {
      const { data } = await save({
        variables: { input: { emailUser: input.emailUser, emailPass: input.emailPass || null } },
      });
      form.setValue('emailPass', '');
      if (data) setLogin(data.updateEmailSettings);
      toast.success(data?.updateEmailSettings.message ?? M.emailUpdated);
    } catch (err) {
      toast.error(M.emailFailed);
      throw err;
    }
  }

  async function test() {
    try {
      const { data } = await sendTest();
      toast.success(data?.sendTestEmail.message ?? 'Test e-mail sent');
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to send the test e-mail'));
    }
  }

  return (
    <SettingsCard
      id="email"
      title="Email Settings"
      intro={
        settings.smtpConfigured
          ? 'The mail server login for every e-mail the shop sends. Saving tries the login.'
          : 'No mail server is configured (SMTP_URL), so e-mails go to the outbox folder; the login is kept for when one is.'
      }
    >
      <Form form={form} onSubmit={submit} failureMessage={M.emailFailed} className={styles.form}>
        <FormTextField
          control={form.control}
          name="emailUser"
          label="Email user"
          type="email"
          autoComplete="off"
          required
        />
        <FormTextField
          control={form.control}
          name="emailPass"
          label="Email password"
          type="password"
          autoComplete="new-password"
          hint={
            settings.emailPassSet
              ? 'A password is stored. Leave this empty to keep it.'
              : 'Optional. Stored encrypted; never shown again.'
          }
        />
        {login && (
          <Alert
            variant={login.smtpLoginOk === false ? 'warning' : login.smtpLoginOk ? 'success' : 'info'}
            data-testid="smtp-result"
          >
            {login.smtpMessage}
          </Alert>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={form.formState.isSubmitting} loadingText="Saving...">
            Save email settings
          </Button>
          <Button variant="secondary" onClick={() => void test()} loading={sending} loadingText="Sending...">
            Send test e-mail
          </Button>
        </div>
      </Form>
    </SettingsCard>
  );
}
