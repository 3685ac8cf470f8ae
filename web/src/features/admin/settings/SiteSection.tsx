import { useMutation } from '@apollo/client/react';
import { Button, Form, FormTextField, useToast, useZodForm } from '../../../components/ui';
import type { AdminSettingsQuery } from '../../../graphql/graphql';
import { SettingsMessages as M } from '../messages';
import { SettingsCard } from './SettingsCard';
import { UpdateSiteSettingsMutation } from './operations';
import { siteSchema } from './settings-forms';
import styles from './Settings.module.css';

type Settings = AdminSettingsQuery['adminSettings'];

/** Store name, logo and contact e-mail: the navbar, footer, titles, contact page and every e-mail use them. */
export function SiteSection({ settings }: { settings: Settings }) {
  const toast = useToast();
  const form = useZodForm(siteSchema, {
    defaultValues: {
      storeName: settings.storeName,
      logoUrl: settings.logoUrl ?? '',
      contactEmail: settings.contactEmail,
    },
  });
  const [save] = useMutation(UpdateSiteSettingsMutation, {
    refetchQueries: ['AdminSettings', 'SiteSettings'],
    awaitRefetchQueries: true,
  });

  async function submit(input: { storeName: string; logoUrl: string; contactEmail: string }) {
    try {
      const { data } = await save({ variables: { input } });
      toast.success(data?.updateSiteSettings.message ?? M.siteUpdated);
    } catch (err) {
      toast.error(M.siteFailed);
      throw err;
    }
  }

  return (
    <SettingsCard
      id="site"
      title="Site Settings"
      intro="The store name and logo head every page and name the sender of every e-mail; replies go to the contact e-mail."
    >
      <Form form={form} onSubmit={submit} failureMessage={M.siteFailed} className={styles.form}>
        <FormTextField control={form.control} name="storeName" label="Store name" required maxLength={80} />
        <FormTextField
          control={form.control}
          name="logoUrl"
          label="Logo URL"
          type="url"
          inputMode="url"
          hint="Optional: an https:// address of a square image."
        />
        <FormTextField
          control={form.control}
          name="contactEmail"
          label="Contact email"
          type="email"
          autoComplete="email"
          required
        />
        <div className={styles.actions}>
          <Button type="submit" loading={form.formState.isSubmitting} loadingText="Saving...">
            Save site settings
          </Button>
        </div>
      </Form>
    </SettingsCard>
  );
}
