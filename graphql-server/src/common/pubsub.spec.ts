import { createPubSub } from '@graphql-yoga/subscription';
import { describe, expect, it } from 'vitest';
import { Topic, type ShopPubSub, type Topics } from './pubsub.js';

describe('subscription topics', () => {
  it('are exactly the listed ones: a misspelt topic or a wrong payload fails the type check', () => {
    const pubSub: ShopPubSub = createPubSub<Topics>();
    const published: unknown[] = [];
    const publish = (fn: () => void) => {
      try {
        fn();
        published.push(true);
      } catch {
        published.push(false);
      }
    };
    publish(() => pubSub.publish('PRODUCT_CHANGED', { productId: 'p1', product: null }));
    // @ts-expect-error: no such topic (typecheck fails here if Topics regains an index signature)
    publish(() => pubSub.publish('PRODUCT_CHANGE', { productId: 'p1', product: null }));
    // @ts-expect-error: the payload must carry the user id
    publish(() => pubSub.publish('ACCOUNT_UPDATED', 'u1', { id: 'u1' }));
    expect(published).toEqual([true, true, true]);
    expect(Object.keys(Topic).sort()).toEqual([
      'ACCOUNT_UPDATED',
      'ADMIN_NOTIFICATIONS_CHANGED',
      'CHAT_CONVERSATION',
      'CHAT_INBOX',
      'CHAT_PRESENCE',
      'CHAT_TYPING',
      'FEEDBACK_CHANGED',
      'NOTIFICATIONS_CHANGED',
      'ORDER_CHANGED',
      'PRODUCT_CHANGED',
      'SALES_CHANGED',
      'SESSIONS_REVOKED',
      'SETTINGS_CHANGED',
    ]);
  });
});
