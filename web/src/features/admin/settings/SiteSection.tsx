import { useMutation } from '@apollo/client/react';
import { Button, Form, FormTextField, useToast, useZodForm } from '../../../components/ui';
import type { AdminSettingsQuery } from '../../../graphql/graphql';
import { SettingsMessages as M } from '../messages';
import { SettingsCard } from './SettingsCard';
import { UpdateSiteSettingsMutation } from './operations';
import { siteSchema, type SiteValues } from './settings-forms';
import styles from './Settings.module.css';

type Settings = AdminSettingsQuery['adminSettings'];

/**
 * Store name, logo and contact e-mail (the navbar, footer, titles, contact page and every e-mail
 * use them), and the cash-on-delivery limit the checkout offers it up to.
 */
export function SiteSection({ settings }: { settings: Settings }) {
  const toast = useToast();
  const form = useZodForm(siteSchema, {
    defaultValues: {
      storeName: settings.storeName,
      logoUrl: settings.logoUrl ?? '',
      contactEmail: settings.contactEmail,
      codLimit: String(settings.codLimit),
    },
  });
  const [save] = useMutation(UpdateSiteSettingsMutation, {
    refetchQueries: ['AdminSettings', 'SiteSettings'],
    awaitRefetchQueries: true,
  });

  async function submit({ codLimit, ...rest }: SiteValues) {
    try {
      const { data } = await save({ variables: { input: { ...rest, codLimit: Number(codLimit) } } });
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
        <FormTextField
          control={form.control}
          name="codLimit"
          label="Cash on delivery limit (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          hint="Cash on delivery is offered for orders up to this amount; 0 turns it off."
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
