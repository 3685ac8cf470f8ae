import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { sizedList } from '../../common/query-limits.js';
import { Product } from '../catalog/index.js';
import { Review } from './review.entity.js';
import { reviewLoaders } from './reviews.loaders.js';
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

@Resolver(() => Product)
export class ProductRatingResolver {
  @FieldResolver(() => RatingSummary, { description: 'Average, count and the 5-to-1 star distribution.' })
  async ratingSummary(@Root() product: Product, @Ctx() { db }: Context): Promise<RatingSummary> {
    const distribution =
      product.reviewCount > 0
        ? await reviewLoaders(db).ratingBuckets.load(product.id)
        : [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 }));
    return { average: product.averageRating, count: product.reviewCount, distribution };
  }
}
