import { graphql } from '../../graphql';

// ------------------------------------------------------------------ cart

/** @public A fragment: codegen reads it; queries spread it by name. */
export const CartFieldsFragment = graphql(`
  fragment CartFields on CartView {
    subtotal
    totalQuantity
    items {
      id
      itemId
      productId
      name
      price
      quantity
      stock
      imageUrl
      lineTotal
    }
  }
`);

export const CartQuery = graphql(`
  query Cart {
    cart {
      ...CartFields
    }
  }
`);

export const AddToCartMutation = graphql(`
  mutation AddToCart($productId: ID!, $quantity: Int!) {
    addToCart(productId: $productId, quantity: $quantity) {
      ...CartFields
    }
  }
`);

export const UpdateCartItemMutation = graphql(`
  mutation UpdateCartItem($itemId: ID!, $quantity: Int!) {
    updateCartItem(itemId: $itemId, quantity: $quantity) {
      ...CartFields
    }
  }
`);

export const RemoveCartItemMutation = graphql(`
  mutation RemoveCartItem($itemId: ID!) {
    removeCartItem(itemId: $itemId) {
      ...CartFields
    }
  }
`);

export const ClearCartMutation = graphql(`
  mutation ClearCart {
    clearCart {
      ...CartFields
    }
  }
`);

export const CheckoutCartQuery = graphql(`
  query CheckoutCart {
    checkoutCart {
      ...CartFields
    }
  }
`);

// ------------------------------------------------------------------ checkout

export const QuoteQuery = graphql(`
  query Quote($input: QuoteInput!) {
    quote(input: $input) {
      subtotal
      gstAmount
      promoDiscount
      promoCode
      promoLabel
      baseTotal
      walletAmountUsed
      totalAmount
      cashOnDelivery
      cashOnDeliveryLimit
      walletBalance
      tax {
        intraState
        cgst
        sgst
        igst
        secondTaxName
      }
    }
  }
`);

export const ValidatePromoCodeQuery = graphql(`
  query ValidatePromoCode($code: String!) {
    validatePromoCode(code: $code) {
      code
      label
    }
  }
`);

export const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {
    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {
      message
      productNames
      replayed
      order {
        ...OrderFields
      }
      checkout {
        ...PaymentCheckoutFields
      }
    }
  }
`);

// ------------------------------------------------------------------ payment

/** What the browser needs to pay: the provider's page to go to, or Razorpay Checkout's details. */
export const PaymentCheckoutFieldsFragment = graphql(`
  fragment PaymentCheckoutFields on PaymentCheckout {
    paymentId
    provider
    kind
    url
    keyId
    scriptUrl
    providerOrderId
    amount
  }
`);

/** An order and its payment, for the confirmation page (live while the payment is open). */
export const OrderPaymentQuery = graphql(`
  query OrderPayment($id: ID!) {
    order(id: $id) {
      ...OrderFields
      canRetryPayment
      payment {
        status
        statusLabel
        holdExpiresAt
      }
    }
  }
`);

export const RetryOrderPaymentMutation = graphql(`
  mutation RetryOrderPayment($id: ID!) {
    retryOrderPayment(id: $id) {
      message
      checkout {
        ...PaymentCheckoutFields
      }
    }
  }
`);

export const CheckoutProfileQuery = graphql(`
  query CheckoutProfile {
    me {
      id
      name
      email
      mobileNumber
      address
    }
  }
`);

// ------------------------------------------------------------------ orders

export const MyOrdersQuery = graphql(`
  query MyOrders {
    orders {
      ...OrderFields
    }
  }
`);

export const CancelOrderMutation = graphql(`
  mutation CancelOrder($id: ID!) {
    cancelOrder(id: $id) {
      message
      order {
        ...OrderFields
      }
    }
  }
`);

export const RequestReturnMutation = graphql(`
  mutation RequestReturn($id: ID!, $reason: ReturnReason, $details: String) {
    requestReturn(id: $id, reason: $reason, details: $details) {
      message
      order {
        ...OrderFields
      }
    }
  }
`);

// ------------------------------------------------------------------ wallet

export const WalletQuery = graphql(`
  query Wallet {
    wallet {
      balance
      transactions {
        id
        type
        amount
        description
        createdAt
        orderId
      }
    }
  }
`);

export const AddFundsMutation = graphql(`
  mutation AddFunds($amount: Float!, $description: String) {
    addFunds(amount: $amount, description: $description) {
      balance
      payment {
        ...PaymentCheckoutFields
      }
    }
  }
`);

export const ConfirmPaymentMutation = graphql(`
  mutation ConfirmPayment($input: ConfirmPaymentInput!) {
    confirmPayment(input: $input) {
      id
      state
      amount
      orderId
    }
  }
`);

// ------------------------------------------------------------------ notifications

export const NotificationsQuery = graphql(`
  query Notifications {
    notifications {
      id
      type
      kind
      message
      imageUrl
      totalPrice
      amountLabel
      isRead
      createdAt
      orderId
    }
  }
`);

export const UnreadNotificationCountQuery = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

export const NotificationCountChangedSubscription = graphql(`
  subscription NotificationCountChanged {
    notificationCountChanged
  }
`);

export const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead {
    markNotificationsRead {
      modifiedCount
    }
  }
`);

export const DeleteNotificationMutation = graphql(`
  mutation DeleteNotification($id: ID!) {
    deleteNotification(id: $id) {
      message
    }
  }
`);
