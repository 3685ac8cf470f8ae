import { describe, expect, it } from 'vitest';
import { csvField, gstDate, gstr1Csv, gstr1Totals, rupees, type Gstr1Report } from './gstr1.js';

const report: Gstr1Report = {
  seller: { shopName: 'Rupee Shop', legalName: 'Rupee Retail, Pvt', gstin: '29AAGCB7383J1Z4' },
  month: '2026-11',
  b2b: [
    {
      gstin: '27AAPFU0939F1ZV',
      name: '@Traders',
      number: 'RS/26-27/000003',
      day: '2026-11-29',
      placeCode: '27',
      placeName: 'Maharashtra',
      rate: 18,
      taxable: 200_002,
      cgst: 0,
      sgst: 0,
      igst: 36_000,
      total: 236_002,
    },
  ],
  b2c: [
    {
      placeCode: '29',
      placeName: 'Karnataka',
      rate: 18,
      invoices: 2,
      taxable: 99_999,
      cgst: 9_001,
      sgst: 9_000,
      igst: 0,
      total: 118_000,
    },
  ],
  creditNotes: [
    {
      number: 'CN/26-27/000001',
      day: '2026-11-30',
      invoiceNumber: 'RS/26-27/000003',
      gstin: null,
      placeCode: '29',
      placeName: 'Karnataka',
      rate: 18,
      taxable: 1_000,
      cgst: 90,
      sgst: 90,
      igst: 0,
      total: 1_180,
    },
  ],
  hsn: [],
};

describe('the GSTR-1 CSV', () => {
  it('writes paise as rupees exactly, dates as the offline tool does', () => {
    expect(rupees(0)).toBe('0.00');
    expect(rupees(5)).toBe('0.05');
    expect(rupees(100_001)).toBe('1000.01');
    expect(rupees(-1_180)).toBe('-11.80');
    expect(rupees(900_719_925_474_099)).toBe('9007199254740.99');
    expect(gstDate('2026-04-01')).toBe('01-Apr-2026');
  });

  it('quotes commas and quotes, and keeps a text from running as a formula (not a negative amount)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('A, B')).toBe('"A, B"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('-x')).toBe("'-x");
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
  });

  it('nets the credit notes off the invoices in the totals', () => {
    const t = gstr1Totals(report);
    expect(t.b2b.count).toBe(1);
    expect(t.b2c.count).toBe(2);
    expect(t.net).toEqual({
      count: 3,
      taxable: 200_002 + 99_999 - 1_000,
      cgst: 9_001 - 90,
      sgst: 9_000 - 90,
      igst: 36_000,
      total: 236_002 + 118_000 - 1_180,
    });
    const csv = gstr1Csv(report);
    expect(csv).toContain(
      'Legal name,"Rupee Retail, Pvt"\r\nTax period,Nov 2026\r\n\r\nB2B invoices (table 4A)',
    );
    expect(csv).toContain(
      "27AAPFU0939F1ZV,'@Traders,RS/26-27/000003,29-Nov-2026,2360.02,27-Maharashtra,N,Regular,18,2000.02,360.00,0.00,0.00,0.00",
    );
    expect(csv).toContain('OE,29-Karnataka,18,2,999.99,0.00,90.01,90.00,0.00,1180.00');
    expect(csv).toContain(
      'CN/26-27/000001,30-Nov-2026,C,RS/26-27/000003,,29-Karnataka,18,10.00,0.00,0.90,0.90,11.80',
    );
    expect(csv).toContain('Net (invoices less credit notes),3,2990.01,360.00,89.11,89.10,3528.22');
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
