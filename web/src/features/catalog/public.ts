/** What the app and other features may use from the catalog (its insides stay private). */
export { catalogRoutes } from './routes';
export { Stars, StockBadge } from './components';
export { AddReviewMutation } from './operations';
export { ReviewList, StarRatingInput, type ReviewItem } from './Reviews';
