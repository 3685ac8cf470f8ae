/** A shopper's review was stored (its product's rating moved too: `ProductChanged` says so). */
export interface ReviewAdded {
  reviewId: string;
  productId: string;
}

export interface ReviewEvents {
  ReviewAdded: ReviewAdded;
}
