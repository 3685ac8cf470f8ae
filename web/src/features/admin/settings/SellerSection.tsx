import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Form,
  FormSelect,
  FormTextArea,
  FormTextField,
  useToast,
  useZodForm,
} from '../../../components/ui';
import type { AdminSettingsQuery } from '../../../graphql/graphql';
import { normalizeGstin } from '../../../lib/gstin';
import { IndianStatesQuery } from '../../addresses/public';
import { SettingsMessages as M } from '../messages';
import { SettingsCard } from './SettingsCard';
import { UpdateSellerSettingsMutation } from './operations';
import { sellerSchema } from './settings-forms';
import styles from './Settings.module.css';

type Seller = AdminSettingsQuery['adminSettings']['seller'];

/** The seller every tax invoice prints (docs/gst.md): legal name, address, state, GSTIN, series prefix. */
export function SellerSection({ seller }: { seller: Seller }) {
  const toast = useToast();
  const states = useQuery(IndianStatesQuery, { fetchPolicy: 'cache-first' });
  const form = useZodForm(sellerSchema, {
    defaultValues: {
      legalName: seller.legalName ?? '',
      address: seller.address ?? '',
      stateCode: seller.stateCode ?? '',
      gstin: seller.gstin ?? '',
      invoicePrefix: seller.invoicePrefix,
    },
  });
  const [save] = useMutation(UpdateSellerSettingsMutation, {
    refetchQueries: ['AdminSettings'],
    awaitRefetchQueries: true,
  });

  async function submit(input: {
    legalName: string;
    address: string;
    stateCode: string;
    gstin: string;
    invoicePrefix: string;
  }) {
    try {
      const { data } = await save({ variables: { input: { ...input, gstin: normalizeGstin(input.gstin) } } });
      toast.success(data?.updateSellerSettings.message ?? M.sellerUpdated);
    } catch (err) {
      toast.error(M.sellerFailed);
      throw err;
    }
  }

  const options = (states.data?.indianStates ?? []).map((s) => ({
    value: s.code,
    label: `${s.name} (${s.code})`,
  }));
  return (
    <SettingsCard
      id="seller"
      title="Seller details (GST)"
      intro="Printed on every tax invoice issued from now on; invoices already issued keep the details they were issued with."
    >
      <Form form={form} onSubmit={submit} failureMessage={M.sellerFailed} className={styles.form}>
        <FormTextField
          control={form.control}
          name="legalName"
          label="Legal name"
          required
          maxLength={200}
          autoComplete="organization"
        />
        <FormTextArea
          control={form.control}
          name="address"
          label="Address of the principal place of business"
          required
          maxLength={500}
          rows={3}
        />
        <div className={styles.row}>
          <FormSelect
            control={form.control}
            name="stateCode"
            label="State"
            placeholder={states.loading ? 'Loading states...' : 'Select the state'}
            options={options}
            required
          />
          <FormTextField
            control={form.control}
            name="gstin"
            label="GSTIN"
            required
            maxLength={20}
            autoCapitalize="characters"
            spellCheck={false}
            hint="15 characters; the first two are the state's code."
          />
        </div>
        <FormTextField
          control={form.control}
          name="invoicePrefix"
          label="Invoice series prefix"
          required
          maxLength={3}
          autoCapitalize="characters"
          hint="1 to 3 letters or digits: RS numbers invoices RS/26-27/000001."
        />
        <div className={styles.actions}>
          <Button type="submit" loading={form.formState.isSubmitting} loadingText="Saving...">
            Save seller details
          </Button>
        </div>
      </Form>
    </SettingsCard>
  );
}
