/**
 * India's states and union territories with their GST state codes (the first two digits of a
 * GSTIN, and the "place of supply" code on an invoice). The one list: the server validates
 * against it and the web reads it through the `indianStates` query.
 *
 * Codes 25 (Daman and Diu, merged into 26 in 2020) and 28 (Andhra Pradesh before 2014) are no
 * longer given to new registrations and are left out; 97 (Other Territory) and 96 (Other
 * Country) are not places a shop delivers to.
 */
export interface IndianState {
  /** GST state code, two digits */
  code: string;
  name: string;
  /**
   * `state`, or a union territory: `ut-legislature` (Delhi, Puducherry, Jammu and Kashmir) levies
   * SGST as a state does; `ut` (without a legislature) levies UTGST in its place.
   */
  kind: 'state' | 'ut-legislature' | 'ut';
}

export const INDIAN_STATES: readonly IndianState[] = Object.freeze([
  { code: '01', name: 'Jammu and Kashmir', kind: 'ut-legislature' },
  { code: '02', name: 'Himachal Pradesh', kind: 'state' },
  { code: '03', name: 'Punjab', kind: 'state' },
  { code: '04', name: 'Chandigarh', kind: 'ut' },
  { code: '05', name: 'Uttarakhand', kind: 'state' },
  { code: '06', name: 'Haryana', kind: 'state' },
  { code: '07', name: 'Delhi', kind: 'ut-legislature' },
  { code: '08', name: 'Rajasthan', kind: 'state' },
  { code: '09', name: 'Uttar Pradesh', kind: 'state' },
  { code: '10', name: 'Bihar', kind: 'state' },
  { code: '11', name: 'Sikkim', kind: 'state' },
  { code: '12', name: 'Arunachal Pradesh', kind: 'state' },
  { code: '13', name: 'Nagaland', kind: 'state' },
  { code: '14', name: 'Manipur', kind: 'state' },
  { code: '15', name: 'Mizoram', kind: 'state' },
  { code: '16', name: 'Tripura', kind: 'state' },
  { code: '17', name: 'Meghalaya', kind: 'state' },
  { code: '18', name: 'Assam', kind: 'state' },
  { code: '19', name: 'West Bengal', kind: 'state' },
  { code: '20', name: 'Jharkhand', kind: 'state' },
  { code: '21', name: 'Odisha', kind: 'state' },
  { code: '22', name: 'Chhattisgarh', kind: 'state' },
  { code: '23', name: 'Madhya Pradesh', kind: 'state' },
  { code: '24', name: 'Gujarat', kind: 'state' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', kind: 'ut' },
  { code: '27', name: 'Maharashtra', kind: 'state' },
  { code: '29', name: 'Karnataka', kind: 'state' },
  { code: '30', name: 'Goa', kind: 'state' },
  { code: '31', name: 'Lakshadweep', kind: 'ut' },
  { code: '32', name: 'Kerala', kind: 'state' },
  { code: '33', name: 'Tamil Nadu', kind: 'state' },
  { code: '34', name: 'Puducherry', kind: 'ut-legislature' },
  { code: '35', name: 'Andaman and Nicobar Islands', kind: 'ut' },
  { code: '36', name: 'Telangana', kind: 'state' },
  { code: '37', name: 'Andhra Pradesh', kind: 'state' },
  { code: '38', name: 'Ladakh', kind: 'ut' },
] as const satisfies readonly IndianState[]);

const BY_CODE = new Map(INDIAN_STATES.map((s) => [s.code, s]));

/** The state or union territory with this GST code, or undefined. */
export function stateByCode(code: string | null | undefined): IndianState | undefined {
  return code ? BY_CODE.get(code) : undefined;
}
