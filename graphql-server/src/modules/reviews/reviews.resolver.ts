import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { pagedBy, sizedList } from '../../common/query-limits.js';
import { Product } from '../catalog/index.js';
import { Review } from './review.entity.js';
import { EMBEDDED_REVIEWS_LIMIT, reviewLoaders } from './reviews.loaders.js';
import { MAX_REVIEWS } from './reviews.service.js';
import { RatingSummary } from './reviews.types.js';

@Resolver(() => Review)
export class ReviewsResolver {
  @Query(() => [Review], {
    description: `A product's reviews, newest first (at most ${MAX_REVIEWS}).`,
    complexity: sizedList(MAX_REVIEWS),
  })
  reviews(@Arg('productId', () => ID) productId: string, @Ctx() { db, services }: Context) {
    return services.reviews.list(db, productId);
  }

  @Mutation(() => Review, {
    description: "Adds a review under the account's name (login required; rating 1 to 5 and text).",
  })
  addReview(
    @Arg('productId', () => ID) productId: string,
    @Arg('rating', () => Int, { nullable: true }) rating: number | null,
    @Arg('review', () => String, { nullable: true }) review: string | null,
    @Ctx() { em, services, viewer }: Context,
  ) {
    return services.reviews.add(em, viewer, productId, { rating, review });
  }

  @FieldResolver(() => Boolean, {
    description: 'The reviewer bought this product here (an order of theirs, not cancelled, holds it).',
  })
  verifiedBuyer(@Root() review: Review, @Ctx() { db }: Context): Promise<boolean> | boolean {
    const userId = review.user?.id;
    if (!userId) return false;
    return reviewLoaders(db).boughtBy.load(`${userId}:${review.product.id}`);
  }
}

/** The product's fields that reviews own (the catalog knows nothing of reviews). */
@Resolver(() => Product)
export class ProductReviewsResolver {
  @FieldResolver(() => [Review], {
    description: `The ${EMBEDDED_REVIEWS_LIMIT} newest reviews (all of them: the reviews(productId) query).`,
    complexity: pagedBy({ defaultSize: EMBEDDED_REVIEWS_LIMIT, max: EMBEDDED_REVIEWS_LIMIT }),
  })
  reviews(
    @Root() product: Product,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Ctx() { db }: Context,
  ): Promise<Review[]> {
    const limit = Math.min(Math.max(first ?? EMBEDDED_REVIEWS_LIMIT, 0), EMBEDDED_REVIEWS_LIMIT);
    return reviewLoaders(db)
      .newest.load(product.id)
      .then((list) => list.slice(0, limit));
  }

  @FieldResolver(() => RatingSummary, { description: 'Average, count and the 5-to-1 star distribution.' })
  async ratingSummary(@Root() product: Product, @Ctx() { db }: Context): Promise<RatingSummary> {
    const distribution =
      product.reviewCount > 0
        ? await reviewLoaders(db).ratingBuckets.load(product.id)
        : [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 }));
    return { average: product.averageRating, count: product.reviewCount, distribution };
  }
}
