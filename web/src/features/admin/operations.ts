import { graphql } from '../../graphql';

/** Everything the dashboard's Overview tab shows, in one request (figures computed by the server). */
export const AdminOverviewQuery = graphql(`
  query AdminOverview {
    adminOrders(input: { first: 5, sortBy: DATE, sortDirection: DESC }) {
      summary {
        totalOrders
        totalRevenue
        averageOrderValue
      }
      orders {
        ...OrderFields
      }
    }
    products(first: 5) {
      totalCount
      edges {
        node {
          id
          name
          category
          price
          stock
        }
      }
    }
    outOfStock: products(stock: OUT, first: 1) {
      totalCount
    }
    userCount {
      totalUsers
      verifiedUsers
    }
  }
`);

export const AdminNotificationsQuery = graphql(`
  query AdminNotifications {
    adminUnreadNotificationCount
    adminNotifications {
      id
      type
      message
      orderId
      productId
      shopperId
      isRead
      createdAt
    }
  }
`);

export const AdminNotificationCountChangedSubscription = graphql(`
  subscription AdminNotificationCountChanged {
    adminNotificationCountChanged
  }
`);

export const MarkAdminNotificationsReadMutation = graphql(`
  mutation MarkAdminNotificationsRead($ids: [ID!]) {
    markAdminNotificationsRead(ids: $ids) {
      modifiedCount
    }
  }
`);
