import { graphql } from '../../../graphql';

/** @public A fragment: codegen reads it; queries spread it by name. */
export const AdminPaymentFieldsFragment = graphql(`
  fragment AdminPaymentFields on AdminPayment {
    id
    purpose
    provider
    state
    amount
    providerOrderId
    providerPaymentId
    method
    failureReason
    orderId
    customerEmail
    createdAt
    updatedAt
    paidAt
    checkedAt
    expiresAt
    canCheckWithProvider
  }
`);

export const AdminPaymentsQuery = graphql(`
  query AdminPayments($input: AdminPaymentsInput) {
    adminPayments(input: $input) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...AdminPaymentFields
        }
      }
    }
  }
`);

export const AdminPaymentQuery = graphql(`
  query AdminPayment($id: ID!) {
    adminPayment(id: $id) {
      payment {
        ...AdminPaymentFields
      }
      events {
        id
        source
        type
        providerEventId
        providerPaymentId
        amount
        reason
        receivedAt
      }
      refunds {
        id
        amount
        state
        providerRefundId
        createdAt
      }
    }
  }
`);

export const CheckPaymentMutation = graphql(`
  mutation CheckPaymentWithProvider($id: ID!) {
    checkPaymentWithProvider(id: $id) {
      changed
      message
      payment {
        ...AdminPaymentFields
      }
    }
  }
`);

export const PaymentOrderQuery = graphql(`
  query AdminPaymentOrder($id: ID!) {
    order(id: $id) {
      ...OrderFields
    }
  }
`);
