/** What the app and other features may use from the catalog (its insides stay private). */
export { catalogRoutes } from './routes';
export { Stars } from './components';
export { AddReviewMutation } from './operations';
export { FormStarRating, ReviewList, ReviewsSection, reviewFormClassName } from './Reviews';
