/** What other features may use from the catalog (its insides stay private). */
export { Stars, StockBadge } from './components';
export { FormStarRating, ReviewList, StarRatingInput, type ReviewItem } from './Reviews';
