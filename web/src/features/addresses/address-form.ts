import * as z from 'zod/mini';
import { AddressMessages } from './messages';

const needed = z.string().check(z.trim(), z.minLength(1, AddressMessages.required));

/** Every field of a saved address is needed (the server checks the same). */
export const addressSchema = z.object({
  name: needed,
  phone: needed,
  address: needed,
  city: needed,
  postalCode: needed,
  stateCode: z.string().check(z.trim(), z.minLength(1, AddressMessages.state)),
  makeDefault: z.boolean(),
});

export type AddressFormValues = z.input<typeof addressSchema>;

export const emptyAddress: AddressFormValues = {
  name: '',
  phone: '',
  address: '',
  city: '',
  postalCode: '',
  stateCode: '',
  makeDefault: false,
};
