import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Form,
  FormSelect,
  FormTextField,
  Icon,
  LoadingState,
  Modal,
  useToast,
  useZodForm,
  editIcon,
  homeIcon,
  plusIcon,
  trashIcon,
} from '../../components/ui';
import { errorMessage } from '../../lib/graphql-errors';
import { addressSchema, emptyAddress, type AddressFormValues } from './address-form';
import { AddressMessages } from './messages';
import {
  AddressesQuery,
  DeleteAddressMutation,
  IndianStatesQuery,
  SaveAddressMutation,
  SetDefaultAddressMutation,
  type SavedAddress,
} from './operations';
import styles from './AddressBook.module.css';

const FIELDS = [
  { name: 'name', label: 'Full name', autoComplete: 'name' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
  { name: 'address', label: 'Address', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code', inputMode: 'numeric' },
] as const;

/** The profile's address book: add, edit, delete and choose the default shipping address. */
export function AddressBook() {
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(AddressesQuery, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [remove, removing] = useMutation(DeleteAddressMutation);
  const [makeDefault, defaulting] = useMutation(SetDefaultAddressMutation);
  const list = data?.addresses ?? [];

  async function setDefault(a: SavedAddress) {
    try {
      const { data: done } = await makeDefault({ variables: { id: a.id } });
      toast.success(done?.setDefaultAddress.message ?? 'Default address updated');
      await refetch();
    } catch (err) {
      toast.error(errorMessage(err, AddressMessages.defaultFailed));
    }
  }

  async function deleteOne() {
    const a = deleting;
    setDeleting(null);
    if (!a) return;
    try {
      const { data: done } = await remove({ variables: { id: a.id } });
      toast.success(done?.deleteAddress.message ?? 'Address deleted');
      await refetch();
    } catch (err) {
      toast.error(errorMessage(err, AddressMessages.deleteFailed));
    }
  }

  let body;
  if (!data && loading) body = <LoadingState label="Loading your addresses..." />;
  else if (!data && error)
    body = (
      <ErrorState message={errorMessage(error, AddressMessages.loadFailed)} onRetry={() => void refetch()} />
    );
  else if (list.length === 0)
    body = (
      <EmptyState
        icon={homeIcon}
        title="No saved addresses yet"
        text="Add one now, or it is saved when you check out."
      />
    );
  else
    body = (
      <ul className={styles.list} data-testid="address-list">
        {list.map((a) => (
          <li key={a.id} className={styles.item} data-testid="address">
            <address className={styles.address}>
              <strong>{a.name}</strong>
              <span>{a.address}</span>
              <span>
                {a.city} {a.postalCode}
              </span>
              <span>{a.phone}</span>
            </address>
            <div className={styles.tags}>
              {a.isDefault && <Badge tone="success">Default</Badge>}
              {a.preselected && a.lastUsedAt && <Badge tone="info">Last used</Badge>}
            </div>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setEditing(a)}
                aria-label={`Edit: ${a.address}`}
              >
                <Icon icon={editIcon} size={16} /> Edit
              </Button>
              {!a.isDefault && (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={defaulting.loading}
                  onClick={() => void setDefault(a)}
                  aria-label={`Make default: ${a.address}`}
                >
                  Make default
                </Button>
              )}
              <Button
                variant="ghost"
                size="sm"
                disabled={removing.loading}
                onClick={() => setDeleting(a)}
                aria-label={`Delete: ${a.address}`}
              >
                <Icon icon={trashIcon} size={16} /> Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <Card as="section" padding="lg" aria-labelledby="address-book-title" className={styles.book}>
      <div className={styles.head}>
        <h2 id="address-book-title" className={styles.title}>
          Address book
        </h2>
        <Button size="sm" onClick={() => setEditing('new')}>
          <Icon icon={plusIcon} size={16} /> Add address
        </Button>
      </div>
      {body}
      {editing && (
        <AddressDialog
          address={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void refetch()}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete address"
        message={AddressMessages.deleteConfirm}
        confirmLabel="Delete"
        danger
        onConfirm={() => void deleteOne()}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}

function AddressDialog({
  address,
  onClose,
  onSaved,
}: {
  address: SavedAddress | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const toast = useToast();
  const [save, saving] = useMutation(SaveAddressMutation);
  const states = useQuery(IndianStatesQuery, { fetchPolicy: 'cache-first' });
  const form = useZodForm(addressSchema, {
    defaultValues: address
      ? {
          name: address.name,
          phone: address.phone,
          address: address.address,
          city: address.city,
          postalCode: address.postalCode,
          stateCode: address.stateCode ?? '',
          makeDefault: address.isDefault,
        }
      : emptyAddress,
  });

  async function submit(values: AddressFormValues) {
    const { data } = await save({ variables: { input: { ...values, id: address?.id ?? null } } });
    toast.success(data?.saveAddress.message ?? 'Address saved');
    onSaved();
    onClose();
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={address ? 'Edit address' : 'Add address'}
      data-testid="address-dialog"
    >
      <Form form={form} onSubmit={submit} failureMessage={AddressMessages.saveFailed} className={styles.form}>
        {FIELDS.map((f) => (
          <FormTextField
            key={f.name}
            control={form.control}
            name={f.name}
            label={f.label}
            type={'type' in f ? f.type : 'text'}
            autoComplete={f.autoComplete}
            inputMode={'inputMode' in f ? f.inputMode : undefined}
            className={'wide' in f ? styles.wide : undefined}
            required
          />
        ))}
        <FormSelect
          control={form.control}
          name="stateCode"
          label="State"
          placeholder="Select your state"
          autoComplete="address-level1"
          options={(states.data?.indianStates ?? []).map((s) => ({ value: s.code, label: s.name }))}
          required
        />
        <Checkbox
          label="Use as my default address"
          className={styles.wide}
          disabled={!!address?.isDefault}
          {...form.register('makeDefault')}
        />
        <div className={styles.formActions}>
          <Button type="submit" loading={saving.loading}>
            Save address
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
