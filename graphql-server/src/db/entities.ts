import { OneTimeCode } from '../modules/auth/one-time-code.entity.js';
import { Session } from '../modules/auth/session.entity.js';
import { User } from '../modules/auth/user.entity.js';
import { Product } from '../modules/catalog/product.entity.js';
import { Review } from '../modules/reviews/review.entity.js';
import { NewsletterSubscription } from '../modules/newsletter/newsletter.entity.js';
import { Feedback } from '../modules/feedback/feedback.entity.js';

/** Every entity the ORM knows. Each feature module adds its own here. */
export const entities = [User, Session, OneTimeCode, Product, Review, NewsletterSubscription, Feedback];
