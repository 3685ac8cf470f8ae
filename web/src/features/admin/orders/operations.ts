import { graphql } from '../../../graphql';

// Order Management: the admin's order list (server-side search, filter and sort) and its operations.

export const AdminOrdersQuery = graphql(`
  query AdminOrders($input: AdminOrdersInput) {
    adminOrders(input: $input) {
      total
      summary {
        totalOrders
        totalRevenue
        averageOrderValue
      }
      orders {
        ...OrderFields
        canRefundToSource
        refundedToSourceAmount
      }
    }
  }
`);

export const UpdateOrderStatusMutation = graphql(`
  mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {
    updateOrderStatus(id: $id, status: $status) {
      message
      order {
        ...OrderFields
      }
    }
  }
`);

export const ConfirmReturnMutation = graphql(`
  mutation ConfirmReturn($id: ID!) {
    confirmReturn(id: $id) {
      message
      order {
        ...OrderFields
      }
    }
  }
`);

export const RefundToOriginalMethodMutation = graphql(`
  mutation RefundToOriginalMethod($id: ID!) {
    refundToOriginalMethod(id: $id) {
      message
      order {
        ...OrderFields
        canRefundToSource
        refundedToSourceAmount
      }
    }
  }
`);
