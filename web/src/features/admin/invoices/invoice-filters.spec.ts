import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../../components/ui/form-errors';
import { filterInput, invoiceFilterSchema, isDay, monthSchema, previousMonth } from './invoice-filters';

describe('the Invoices tab filter', () => {
  it('takes real days in order; names the field of a problem', () => {
    expect(schemaErrors(invoiceFilterSchema, { search: ' RS/26 ', from: '', to: '' })).toBeNull();
    expect(
      schemaErrors(invoiceFilterSchema, { search: '', from: '2026-11-01', to: '2026-11-30' }),
    ).toBeNull();
    expect(schemaErrors(invoiceFilterSchema, { search: '', from: '2026-11-30', to: '2026-11-01' })).toEqual({
      from: 'The start date must be on or before the end date',
    });
    expect(schemaErrors(invoiceFilterSchema, { search: '', from: '2026-02-30', to: '' })).toEqual({
      from: 'Dates must be real days written YYYY-MM-DD',
    });
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
  });

  it('sends empty texts as null', () => {
    expect(filterInput({ search: '', from: '2026-11-01', to: '' }, { first: 50, offset: 0 })).toEqual({
      search: null,
      from: '2026-11-01',
      to: null,
      first: 50,
      offset: 0,
    });
  });

  it('checks the export month and offers the previous one', () => {
    expect(schemaErrors(monthSchema, { month: '2026-11' })).toBeNull();
    expect(schemaErrors(monthSchema, { month: '2026-13' })).toEqual({
      month: 'Month must be a month written YYYY-MM',
    });
    expect(previousMonth(new Date(2026, 10, 29))).toBe('2026-10');
    expect(previousMonth(new Date(2027, 0, 3))).toBe('2026-12');
  });
});
