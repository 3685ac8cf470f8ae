import { useDeferredValue, useState } from 'react';
import { Button, Select, TextField } from '../../../components/ui';
import type { PaymentPurpose, PaymentState } from '../../../graphql/graphql';
import { EMPTY_FILTERS, toInput, type PaymentFilterValues } from './payment-filters';
import { PROVIDER_LABELS, STATE_LABELS } from './messages';
import styles from './PaymentsTab.module.css';

/** The Payments tab's filters: their values, the server's input (search deferred while typing). */
export function usePaymentFilters() {
  const [values, setValues] = useState(EMPTY_FILTERS);
  const search = useDeferredValue(values.search.trim());
  const set = <K extends keyof PaymentFilterValues>(key: K, value: PaymentFilterValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const active = Object.values(values).some((v) => v !== '');
  return { values, set, clear: () => setValues(EMPTY_FILTERS), active, input: toInput(values, search) };
}

const stateOptions = (Object.keys(STATE_LABELS) as PaymentState[]).map((s) => ({
  value: s,
  label: STATE_LABELS[s],
}));
const providerOptions = Object.entries(PROVIDER_LABELS).map(([value, label]) => ({ value, label }));
const purposeOptions = [
  { value: 'ORDER', label: 'Order' },
  { value: 'TOPUP', label: 'Wallet top-up' },
];

/** The filter bar above the payments table. */
export function PaymentFilters({ filters }: { filters: ReturnType<typeof usePaymentFilters> }) {
  const { values, set, clear, active } = filters;
  return (
    <div className={styles.filters} role="search" aria-label="Filter payments">
      <TextField
        label="Search payments"
        hint="Order or payment id, provider id, or customer email"
        type="search"
        value={values.search}
        onChange={(e) => set('search', e.target.value)}
        className={styles.search}
        maxLength={100}
        data-testid="payments-search"
      />
      <Select
        label="State"
        placeholder="All states"
        options={stateOptions}
        value={values.state}
        onChange={(e) => set('state', e.target.value as PaymentState | '')}
        data-testid="payments-state"
      />
      <Select
        label="Provider"
        placeholder="All providers"
        options={providerOptions}
        value={values.provider}
        onChange={(e) => set('provider', e.target.value)}
      />
      <Select
        label="Purpose"
        placeholder="Orders and top-ups"
        options={purposeOptions}
        value={values.purpose}
        onChange={(e) => set('purpose', e.target.value as PaymentPurpose | '')}
        data-testid="payments-purpose"
      />
      <TextField
        label="From"
        type="date"
        value={values.from}
        max={values.to || undefined}
        onChange={(e) => set('from', e.target.value)}
      />
      <TextField
        label="To"
        type="date"
        value={values.to}
        min={values.from || undefined}
        onChange={(e) => set('to', e.target.value)}
      />
      <Button variant="ghost" onClick={clear} disabled={!active} className={styles.clear}>
        Clear filters
      </Button>
    </div>
  );
}
