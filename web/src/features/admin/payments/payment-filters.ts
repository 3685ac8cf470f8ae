import type { AdminPaymentsInput, PaymentPurpose, PaymentState } from '../../../graphql/graphql';

/** The Payments tab's filters as the admin sets them, and as the server's input. */
export interface PaymentFilterValues {
  search: string;
  state: PaymentState | '';
  provider: string;
  purpose: PaymentPurpose | '';
  /** `YYYY-MM-DD` from the date fields, read as the admin's own days. */
  from: string;
  to: string;
}

export const EMPTY_FILTERS: PaymentFilterValues = {
  search: '',
  state: '',
  provider: '',
  purpose: '',
  from: '',
  to: '',
};

/** Midnight at the start of a `YYYY-MM-DD` day in the browser's zone, as an ISO instant. */
function startOfDay(day: string, plusDays = 0): string | null {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return null;
  return new Date(y, m - 1, d + plusDays).toISOString();
}

/** The filters as the server's input: the "to" day is included (the server's bound is exclusive). */
export function toInput(f: PaymentFilterValues, search: string): AdminPaymentsInput {
  return {
    search: search || null,
    state: f.state || null,
    provider: f.provider || null,
    purpose: f.purpose || null,
    createdFrom: f.from ? startOfDay(f.from) : null,
    createdTo: f.to ? startOfDay(f.to, 1) : null,
  };
}
