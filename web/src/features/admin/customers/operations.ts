import { graphql } from '../../../graphql';

/** @public A fragment: codegen reads it; queries spread it by name. */
export const CustomerFieldsFragment = graphql(`
  fragment CustomerFields on Customer {
    id
    name
    email
    mobileNumber
    address
    isVerified
    createdAt
    ordersCount
    totalSpent
    walletBalance
    lastOrderAt
  }
`);

export const CustomersQuery = graphql(`
  query AdminCustomers($input: CustomersInput) {
    customers(input: $input) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...CustomerFields
        }
      }
    }
  }
`);

export const CustomerCountsQuery = graphql(`
  query AdminCustomerCounts {
    userCount {
      totalUsers
      verifiedUsers
    }
  }
`);

export const CustomerDetailsQuery = graphql(`
  query AdminCustomerDetails($id: ID!) {
    customer(id: $id) {
      customer {
        ...CustomerFields
      }
      orders {
        ...OrderFields
      }
      wallet {
        balance
        transactions {
          id
          type
          amount
          description
          orderId
          createdAt
        }
      }
    }
  }
`);
