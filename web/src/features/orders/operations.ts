import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../graphql';

/**
 * What the shared order UI shows of an order. Every query or mutation that answers an order spreads
 * `...OrderFields` (My Orders, checkout, the admin's screens), so one fragment feeds every view.
 */
export const OrderFieldsFragment = graphql(`
  fragment OrderFields on OrderView {
    id
    createdAt
    deliveredAt
    status
    statusLabel
    canCancel
    canRequestReturn
    returnDeadline
    nextStatus
    refundPreview {
      fee
      refund
    }
    refundedAmount
    feeAmount
    customer {
      id
      name
      email
    }
    items {
      id
      productId
      name
      price
      quantity
      imageUrl
      lineTotal
    }
    shipping {
      name
      phone
      email
      address
      city
      postalCode
      stateName
    }
    business {
      gstin
      name
    }
    payment {
      method
      upiId
      upiProvider
      cardLastFour
    }
    totals {
      subtotal
      gstAmount
      promoDiscount
      promoCode
      promoLabel
      baseTotal
      totalAmount
      walletAmountUsed
      tax {
        intraState
        cgst
        sgst
        igst
        secondTaxName
      }
    }
    returnDetails {
      reason
      details
    }
  }
`);

/** An order as the shared order UI receives it. */
export type Order = ResultOf<typeof OrderFieldsFragment>;

/** Who changed what, when: the admin's history and the shopper's tracking timeline of one order. */
export const OrderTimelineQuery = graphql(`
  query OrderTimeline($id: ID!) {
    order(id: $id) {
      id
      status
      timeline {
        id
        at
        fromStatus
        toStatus
        actorRole
        actorName
        note
      }
    }
  }
`);

/** One of my orders changed (status, return confirmed, refund): pushed to its owner only. */
export const OrderChangedSubscription = graphql(`
  subscription OrderChanged {
    orderChanged {
      orderId
      status
      kind
      refundedAmount
    }
  }
`);

/** An order's GST credit notes (one per refund of an invoiced order), for their download buttons. */
export const OrderCreditNotesQuery = graphql(`
  query OrderCreditNotes($id: ID!) {
    order(id: $id) {
      id
      creditNotes {
        id
        number
        issuedAt
        kind
        total
        pdfPath
      }
    }
  }
`);
