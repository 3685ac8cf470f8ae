import { FormTextArea, FormTextField, useZodForm } from '../../../components/ui';
import { EXAMPLE_DOCUMENT, webhookSchema, type WebhookValues } from './webhook-form';
import styles from './WebhooksTab.module.css';

/** The endpoint's fields, for creating and for editing. */
export const BLANK: WebhookValues = { name: '', url: '', document: EXAMPLE_DOCUMENT };

export function useWebhookForm(values: WebhookValues = BLANK) {
  return useZodForm(webhookSchema, { defaultValues: values });
}

export function EndpointFields({ form }: { form: ReturnType<typeof useWebhookForm> }) {
  return (
    <>
      <FormTextField control={form.control} name="name" label="Name" required maxLength={100} />
      <FormTextField
        control={form.control}
        name="url"
        label="URL"
        hint="Where the shop POSTs (https in production)"
        required
        inputMode="url"
      />
      <FormTextArea
        control={form.control}
        name="document"
        label="Subscription document"
        hint="One event and the fields to send, e.g. orderPlaced, productStockChanged (see docs/webhooks.md)"
        required
        rows={7}
        className={styles.document}
        inputClassName={styles.mono}
      />
    </>
  );
}
