import { useDeferredValue, useState } from 'react';
import { Button, Select, TextField } from '../../../components/ui';
import type { AdminPaymentsInput, PaymentPurpose, PaymentState } from '../../../graphql/graphql';
import { PROVIDER_LABELS, STATE_LABELS } from './messages';
import styles from './PaymentsTab.module.css';

export interface PaymentFilterValues {
  search: string;
  state: PaymentState | '';
  provider: string;
  purpose: PaymentPurpose | '';
  /** `YYYY-MM-DD` from the date fields, read as the admin's own days. */
  from: string;
  to: string;
}

const EMPTY: PaymentFilterValues = { search: '', state: '', provider: '', purpose: '', from: '', to: '' };

/** Midnight at the start of a `YYYY-MM-DD` day in the browser's zone, as an ISO instant. */
function startOfDay(day: string, plusDays = 0): string | null {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return null;
  return new Date(y, m - 1, d + plusDays).toISOString();
}

/** The filters as the server's input: the "to" day is included (the server's bound is exclusive). */
function toInput(f: PaymentFilterValues, search: string): AdminPaymentsInput {
  return {
    search: search || null,
    state: f.state || null,
    provider: f.provider || null,
    purpose: f.purpose || null,
    createdFrom: f.from ? startOfDay(f.from) : null,
    createdTo: f.to ? startOfDay(f.to, 1) : null,
  };
}

/** The Payments tab's filters: their values, the server's input (search deferred while typing). */
export function usePaymentFilters() {
  const [values, setValues] = useState(EMPTY);
  const search = useDeferredValue(values.search.trim());
  const set = <K extends keyof PaymentFilterValues>(key: K, value: PaymentFilterValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const active = Object.values(values).some((v) => v !== '');
  return { values, set, clear: () => setValues(EMPTY), active, input: toInput(values, search) };
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
