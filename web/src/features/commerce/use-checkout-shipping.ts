import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useZodForm } from '../../components/ui';
import { useSession } from '../../lib/session';
import { AddressesQuery, IndianStatesQuery, type SavedAddress } from '../addresses/public';
import { shippingSaveSchema, type ShippingField, type ShippingForm } from './checkout-form';
import { useCheckoutBusiness } from './use-checkout-business';
import { CheckoutProfileQuery } from './operations';

/**
 * The checkout's shipping details: a form prefilled from the profile (city and postal code are not
 * in it, so it opens in edit mode), and the address book, whose last used address (else the
 * default) is preselected once on arrival.
 */
export function useCheckoutShipping() {
  const { user } = useSession();
  const profile = useQuery(CheckoutProfileQuery, { fetchPolicy: 'cache-first' });
  const form = useZodForm(shippingSaveSchema, {
    defaultValues: {
      name: user?.name ?? '',
      phone: user?.mobileNumber ?? '',
      email: user?.email ?? '',
      address: user?.address ?? '',
      city: '',
      postalCode: '',
      stateCode: '',
    },
  });
  const [editing, setEditing] = useState(true);
  const business = useCheckoutBusiness();
  const [saved, setSaved] = useState<ShippingForm | null>(null);
  const me = profile.data?.me;
  const { getValues: shippingValues, setValue: setShipping } = form;
  useEffect(() => {
    if (!me) return;
    const fromProfile = { name: me.name, phone: me.mobileNumber, email: me.email, address: me.address };
    for (const [field, value] of Object.entries(fromProfile) as [ShippingField, string][])
      if (!shippingValues(field) && value) setShipping(field, value);
  }, [me, shippingValues, setShipping]);

  const book = useQuery(AddressesQuery, { fetchPolicy: 'cache-and-network' });
  const states = useQuery(IndianStatesQuery, { fetchPolicy: 'cache-first' });
  const addresses = useMemo(() => book.data?.addresses ?? [], [book.data]);
  const preselected = useRef(false);
  const chooseAddress = useCallback(
    (a: SavedAddress) => {
      const values: ShippingForm = {
        name: a.name,
        phone: a.phone,
        email: shippingValues('email') || me?.email || '',
        address: a.address,
        city: a.city,
        postalCode: a.postalCode,
        stateCode: a.stateCode ?? '',
      };
      form.reset(values);
      setSaved(values);
      // An address saved before states were asked opens the editor for its state.
      setEditing(!values.stateCode);
    },
    [form, shippingValues, me],
  );
  useEffect(() => {
    if (preselected.current || !me || !book.data) return;
    preselected.current = true;
    const pick = book.data.addresses.find((a) => a.preselected);
    if (pick && !form.formState.isDirty) chooseAddress(pick);
  }, [me, book.data, chooseAddress, form.formState.isDirty]);

  return {
    form,
    /** The optional GSTIN and business name (a business purchase). */
    business,
    editing,
    loading: (profile.loading && !me) || (book.loading && !book.data),
    saved,
    addresses,
    states: states.data?.indianStates ?? [],
    chooseAddress,
    edit: () => setEditing(true),
    save: (values: ShippingForm) => {
      setSaved(values);
      setEditing(false);
    },
    /** Back to the saved details (only offered once there are some). */
    cancel: () => {
      if (!saved) return;
      form.reset(saved);
      setEditing(false);
    },
  };
}

export type CheckoutShipping = ReturnType<typeof useCheckoutShipping>;
