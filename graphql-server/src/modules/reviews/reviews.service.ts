import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../common/errors.js';
import type { EventRaiser } from '../../common/events.js';
import type { RateLimit } from '../../common/rate-limit.js';
import type { Viewer } from '../../common/context.js';
import type { RowSource } from '../../common/sql.js';
import { requireViewer } from '../../common/viewer.js';
import { User } from '../auth/index.js';
import type { CatalogEvents } from '../catalog/index.js';
import { Product } from '../catalog/index.js';
import { isUuid } from '../../common/validation.js';
import { Review } from './review.entity.js';
import type { ReviewEvents } from './reviews.events.js';
import { reviewsOfProduct } from './review-rows.js';

export const ReviewMessages = {
  loginRequired: 'Please log in to submit a review',
  bothMissing: 'Please provide a rating and review',
  rating: 'Rating must be between 1 and 5',
  textRequired: 'Review text is required',
  textTooLong: 'Review must be at most 2000 characters',
  noName: 'User profile incomplete. Please update your profile.',
  productNotFound: 'Product not found',
} as const;

/** Most reviews one call lists. */
export const MAX_REVIEWS = 200;

export interface ReviewFields {
  rating?: unknown;
  review?: unknown;
}

/**
 * Checks a review: both missing → 'Please provide a rating and review' (the shopper form's
 * message); else the rating must be an integer 1..5, then the text non-empty.
 */
export function checkReview(fields: ReviewFields): { rating: number; review: string } {
  const text = typeof fields.review === 'string' ? fields.review.trim() : '';
  const rawRating = fields.rating;
  const missingRating = rawRating === undefined || rawRating === null || rawRating === '' || rawRating === 0;
  if (missingRating && !text) throw badInput(ReviewMessages.bothMissing);
  const rating =
    typeof rawRating === 'string' && /^\s*\d+\s*$/.test(rawRating) ? Number(rawRating) : rawRating;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5)
    throw badInput(ReviewMessages.rating, 'rating');
  if (!text) throw badInput(ReviewMessages.textRequired, 'review');
  if (text.length > 2000) throw badInput(ReviewMessages.textTooLong, 'review');
  return { rating, review: text };
}

export class ReviewsService {
  constructor(
    private readonly deps: {
      events: EventRaiser<CatalogEvents & ReviewEvents>;
      /** Reviews per account. */
      limit: RateLimit;
    },
  ) {}

  /** A product's reviews, newest first; 'Product not found' when it does not exist. */
  async list(db: RowSource, productId: string): Promise<Review[]> {
    const reviews = await reviewsOfProduct(db, productId, MAX_REVIEWS);
    if (!reviews) throw notFound(ReviewMessages.productNotFound);
    return reviews;
  }

  /**
   * Adds a review under the account's own name (a client-sent name is ignored) and updates the
   * product's rating aggregates in the same transaction, the product row locked.
   */
  async add(
    em: EntityManager,
    viewer: Viewer | null,
    productId: string,
    fields: ReviewFields,
  ): Promise<Review> {
    const me = requireViewer(viewer, ReviewMessages.loginRequired);
    const values = checkReview(fields);
    if (!isUuid(productId)) throw notFound(ReviewMessages.productNotFound);
    await this.deps.limit.consume(`user:${me.userId}`);
    const review = await em.transactional(async (tx) => {
      const user = await tx.findOne(User, { id: me.userId });
      const userName = user?.name?.trim();
      if (!user || !userName) throw badInput(ReviewMessages.noName);
      const product = await tx.findOne(Product, { id: productId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!product) throw notFound(ReviewMessages.productNotFound);
      const r = tx.create(Review, { product, user, userName, ...values });
      product.ratingSum += values.rating;
      product.reviewCount += 1;
      await tx.flush();
      await this.deps.events.raise(tx, 'ProductChanged', { productId });
      await this.deps.events.raise(tx, 'ReviewAdded', { reviewId: r.id, productId });
      return r;
    });
    return review;
  }
}
