import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Form,
  FormSelect,
  FormTextField,
  useToast,
  useZodForm,
  type DataTableColumn,
} from '../../../components/ui';
import type { AdminPromoCodeFieldsFragment } from '../../../graphql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/graphql-errors';
import { SettingsMessages as M } from '../messages';
import { SettingsCard } from './SettingsCard';
import { AddPromoCodeMutation, DeletePromoCodeMutation } from './operations';
import {
  emptyPromo,
  promoInput,
  promoSchema,
  promoValueText,
  valueStep,
  type PromoType,
} from './settings-forms';
import styles from './Settings.module.css';

type Promo = AdminPromoCodeFieldsFragment;

const columns: DataTableColumn<Promo>[] = [
  {
    id: 'code',
    header: 'Code',
    card: 'title',
    rowHeader: true,
    cell: (p) => <span className={styles.code}>{p.code}</span>,
  },
  { id: 'type', header: 'Type', cell: (p) => (p.type === 'PERCENTAGE' ? 'Percentage' : 'Fixed') },
  { id: 'value', header: 'Value', numeric: true, cell: (p) => promoValueText(p) },
  { id: 'label', header: 'Label', cell: (p) => p.label },
  { id: 'expires', header: 'Expires', cell: (p) => (p.expiresAt ? formatDateTime(p.expiresAt) : 'Never') },
  {
    id: 'uses',
    header: 'Uses',
    numeric: true,
    cell: (p) => (p.usageLimit ? `${p.usedCount} of ${p.usageLimit}` : `${p.usedCount}`),
  },
];

const refetch = { refetchQueries: ['AdminSettings'], awaitRefetchQueries: true };

/** The codes checkout accepts (exactly these), with Delete, and the add form. */
export function PromoCodesSection({ promos }: { promos: readonly Promo[] }) {
  const toast = useToast();
  const [toDelete, setToDelete] = useState<Promo | null>(null);
  const [remove, { loading: deleting }] = useMutation(DeletePromoCodeMutation, refetch);
  const [add] = useMutation(AddPromoCodeMutation, refetch);
  const form = useZodForm(promoSchema, { defaultValues: emptyPromo });
  const type = useWatch({ control: form.control, name: 'type' }) as PromoType;

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      const { data } = await remove({ variables: { code: toDelete.code } });
      toast.success(data?.deletePromoCode.message ?? M.promoDeleted);
      setToDelete(null);
    } catch (err) {
      toast.error(errorMessage(err, M.promoDeleteFailed));
    }
  }

  async function submit(values: Parameters<typeof promoInput>[0]) {
    try {
      const { data } = await add({ variables: { input: promoInput(values) } });
      toast.success(data?.addPromoCode.message ?? M.promoAdded);
      form.reset(emptyPromo);
    } catch (err) {
      toast.error(M.promoAddFailed);
      throw err;
    }
  }

  return (
    <SettingsCard
      id="promos"
      title="Promo Codes"
      intro="Checkout accepts exactly these codes, from the moment you add or delete one."
      wide
    >
      <DataTable
        columns={columns}
        rows={promos}
        rowKey={(p) => p.code}
        caption="Promo codes"
        empty="No promo codes yet. Add one below."
        testId="promo-table"
        rowTestId="promo-row"
        actionsHeader="Actions"
        rowActions={(p) => (
          <Button variant="danger" size="sm" onClick={() => setToDelete(p)} aria-label={`Delete ${p.code}`}>
            Delete
          </Button>
        )}
      />
      <h3 className={styles.subheading}>Add a promo code</h3>
      <Form
        form={form}
        onSubmit={submit}
        failureMessage={M.promoAddFailed}
        className={styles.form}
        data-testid="promo-form"
      >
        <div className={styles.row}>
          <FormTextField
            control={form.control}
            name="code"
            label="Code"
            required
            maxLength={32}
            autoCapitalize="characters"
            parse={(raw) => raw.toUpperCase()}
          />
          <FormSelect
            control={form.control}
            name="type"
            label="Type"
            required
            options={[
              { value: 'percentage', label: 'Percentage (%)' },
              { value: 'fixed', label: 'Fixed amount (₹)' },
            ]}
          />
          <FormTextField
            control={form.control}
            name="value"
            label={type === 'fixed' ? 'Value (₹)' : 'Value (%)'}
            type="number"
            inputMode="decimal"
            min={0}
            max={type === 'percentage' ? 100 : undefined}
            step={valueStep(type)}
            required
          />
          <FormTextField control={form.control} name="label" label="Label" required maxLength={100} />
          <FormTextField
            control={form.control}
            name="expiresAt"
            label="Expires (optional)"
            type="datetime-local"
          />
          <FormTextField
            control={form.control}
            name="usageLimit"
            label="Usage limit (optional)"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint="Orders that may use the code in total."
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={form.formState.isSubmitting} loadingText="Adding...">
            Add promo code
          </Button>
        </div>
      </Form>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete promo code"
        message={toDelete ? M.confirmDelete(toDelete.code) : ''}
        confirmLabel="Delete"
        danger
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </SettingsCard>
  );
}
