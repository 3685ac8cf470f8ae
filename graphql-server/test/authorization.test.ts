import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import type { GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../src/common/authorization.js';
import type { ShopPubSub } from '../src/common/pubsub.js';
import { buildShopSchema } from '../src/schema.js';

/** Every admin-only operation of the API. Adding one means adding it here AND declaring its role. */
const ADMIN_OPERATIONS = [
  'addCategory',
  'renameCategory',
  'removeCategory',
  'apiKeys',
  'createApiKey',
  'revokeApiKey',
  'chatInbox',
  'chatInboxChanged',
  'clearChat',
  'replyToChat',
  'sendChatPrompt',
  'adminOrders',
  'confirmReturn',
  'createProduct',
  'deleteFeedback',
  'deleteProduct',
  'feedbacks',
  'registerAdmin',
  'salesAnalytics',
  'salesChanged',
  'updateOrderStatus',
  'updateProduct',
  'userCount',
  'customers',
  'customer',
  'feedbackChanged',
  'adminNotifications',
  'adminUnreadNotificationCount',
  'markAdminNotificationsRead',
  'adminNotificationCountChanged',
  'adminSettings',
  'updateSiteSettings',
  'updateEmailSettings',
  'sendTestEmail',
  'addPromoCode',
  'deletePromoCode',
  'changeAdminPassword',
  'admins',
  'inviteAdmin',
  'disableAdmin',
  'enableAdmin',
  'adminSecurity',
  'setAdminTwoFactorRequired',
  'regenerateRecoveryCodes',
  'disableTwoFactor',
  'checkPaymentWithProvider',
  'refundToOriginalMethod',
  'adminPayments',
  'adminPayment',
  'setCategoryHsn',
  'updateSellerSettings',
  'adminInvoices',
  'adminEraseAccount',
  'adminRequestDataExport',
  'publishPrivacyNotice',
  'privacyRequests',
  'closePrivacyRequest',
  'privacyAudit',
];

/** Named or described like admin operations, yet open to anyone (each with its reason). */
const PUBLIC_DESPITE_THE_NAME: Record<string, string> = {
  adminLogin: 'anyone may try to sign in; it refuses non-admins itself',
  adminSignIn: 'anyone may try to sign in; it refuses non-admins itself',
  adminSignInCode: 'the second step of sign-in: authorised by its signed challenge, not a session',
  acceptAdminInvite: 'the invitee has no session yet: authorised by the e-mailed code',
  adminCategories: 'the public category list (same as `categories`), read by the admin form',
};

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildShopSchema(createPubSub() as ShopPubSub);
});

function rootOperations() {
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
    type
      ? Object.values(type.getFields()).map((f) => ({ name: f.name, description: f.description ?? '' }))
      : [],
  );
}

/** The roles each root operation declares with `@Authorized(...)` / `@AdminOnly(...)`. */
function declaredRoles(): Map<string, string[]> {
  const storage = getMetadataStorage();
  const roles = new Map<string, string[]>();
  for (const op of [...storage.queries, ...storage.mutations, ...storage.subscriptions]) {
    const auth = storage.authorizedFields.find(
      (a) => a.target === op.target && a.fieldName === op.methodName,
    );
    if (auth) roles.set(op.schemaName, auth.roles as string[]);
  }
  return roles;
}

describe('who may call what is declared on every operation', () => {
  it('every admin operation, and only those, declares the ADMIN role', () => {
    const roles = declaredRoles();
    const names = new Set(rootOperations().map((o) => o.name));
    for (const op of ADMIN_OPERATIONS) expect(names, `${op} is not in the schema`).toContain(op);
    const declaredAdmin = [...roles].filter(([, r]) => r.includes(ADMIN)).map(([name]) => name);
    expect(declaredAdmin.sort()).toEqual([...ADMIN_OPERATIONS].sort());
  });

  it('an operation named or described as an admin one is in the admin list (so it cannot miss its role)', () => {
    const looksAdmin = rootOperations()
      .filter((o) => /admin/i.test(o.name) || /^Admins?:/.test(o.description))
      .map((o) => o.name)
      .filter((name) => !(name in PUBLIC_DESPITE_THE_NAME));
    expect(looksAdmin.length).toBeGreaterThan(5);
    for (const name of looksAdmin) expect(ADMIN_OPERATIONS, `${name} looks admin-only`).toContain(name);
  });
});
