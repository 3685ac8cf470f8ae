import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../graphql';

export const AddressFieldsFragment = graphql(`
  fragment AddressFields on Address {
    id
    name
    phone
    address
    city
    postalCode
    stateCode
    isDefault
    lastUsedAt
    preselected
  }
`);

export type SavedAddress = ResultOf<typeof AddressFieldsFragment>;

export const AddressesQuery = graphql(`
  query Addresses {
    addresses {
      ...AddressFields
    }
  }
`);

export const SaveAddressMutation = graphql(`
  mutation SaveAddress($input: SaveAddressInput!) {
    saveAddress(input: $input) {
      message
      address {
        ...AddressFields
      }
    }
  }
`);

export const SetDefaultAddressMutation = graphql(`
  mutation SetDefaultAddress($id: ID!) {
    setDefaultAddress(id: $id) {
      message
      address {
        ...AddressFields
      }
    }
  }
`);

export const DeleteAddressMutation = graphql(`
  mutation DeleteAddress($id: ID!) {
    deleteAddress(id: $id) {
      id
      message
    }
  }
`);

export const IndianStatesQuery = graphql(`
  query IndianStates {
    indianStates {
      code
      name
    }
  }
`);
