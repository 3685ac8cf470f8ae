import { OneTimeCode } from '../modules/auth/one-time-code.entity.js';
import { Session } from '../modules/auth/session.entity.js';
import { User } from '../modules/auth/user.entity.js';
import { Product } from '../modules/catalog/product.entity.js';
import { CartItem } from '../modules/cart/cart-item.entity.js';
import { Notification } from '../modules/notifications/notification.entity.js';
import { Order, OrderItem, OrderRequest } from '../modules/orders/order.entity.js';
import { PromoCode } from '../modules/promos/promo-code.entity.js';
import { Wallet, WalletTransaction } from '../modules/wallet/wallet.entity.js';
import { Review } from '../modules/reviews/review.entity.js';
import { NewsletterSubscription } from '../modules/newsletter/newsletter.entity.js';
import { Feedback } from '../modules/feedback/feedback.entity.js';
import { ChatConversation, ChatMessage } from '../modules/chat/index.js';

/** Every entity the ORM knows. Each feature module adds its own here. */
export const entities = [
  User,
  Session,
  OneTimeCode,
  Product,
  Review,
  NewsletterSubscription,
  Feedback,
  PromoCode,
  CartItem,
  Order,
  OrderItem,
  OrderRequest,
  Wallet,
  WalletTransaction,
  Notification,
  ChatConversation,
  ChatMessage,
];
