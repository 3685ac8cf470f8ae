/** The reviews module's face: what the rest of the server may use. */
import { Review } from './review.entity.js';
import { ProductReviewsResolver, ReviewsResolver } from './reviews.resolver.js';

export { Review } from './review.entity.js';
export { ReviewsService } from './reviews.service.js';
export type { ReviewEvents } from './reviews.events.js';
export { seedReviews } from './reviews.seed.js';

export const reviewsModule = { entities: [Review], resolvers: [ReviewsResolver, ProductReviewsResolver] };
export { anonymiseReviews, ERASED_REVIEWER, exportReviews } from './reviews.privacy.sql.js';
