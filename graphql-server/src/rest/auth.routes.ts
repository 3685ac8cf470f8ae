import { Router } from 'express';
import { bearerToken } from '../common/context.js';
import { unauthenticated } from '../common/errors.js';
import { parseInput } from '../common/validation.js';
import {
  AcceptAdminInviteInput,
  ChangePasswordInput,
  ConfirmEmailChangeInput,
  EmailInput,
  LoginInput,
  InviteAdminInput,
  RegisterInput,
  ResetPasswordInput,
  UpdateProfileInput,
  VerifyCodeInput,
  VerifyResetCodeInput,
} from '../modules/auth/index.js';
import type { User } from '../modules/auth/index.js';
import { CustomersInput, type Customer } from '../modules/customers/index.js';
import type { makeRoute } from './http.js';

/** The user as the legacy clients read it: both `id` and `_id`. */
export function legacyUser(user: User) {
  return {
    id: user.id,
    _id: user.id,
    name: user.name,
    email: user.email,
    mobileNumber: user.mobileNumber,
    address: user.address,
    role: user.role,
    isVerified: user.isVerified,
    createdAt: user.createdAt,
  };
}

/** A customer as the spec's admin view lists users (never a hash or secret). */
function legacyCustomer(c: Customer) {
  return {
    _id: c.id,
    name: c.name,
    email: c.email,
    mobileNumber: c.mobileNumber,
    address: c.address,
    role: 'customer',
    isVerified: c.isVerified,
    createdAt: c.createdAt,
    ordersCount: c.ordersCount,
    totalSpent: c.totalSpent,
    walletBalance: c.walletBalance,
    lastOrderAt: c.lastOrderAt,
  };
}

const REGISTER_KEYS = ['name', 'mobileNumber', 'email', 'address', 'password', 'confirmPassword'] as const;

export function authRoutes(route: ReturnType<typeof makeRoute>): Router {
  const r = Router();

  r.post(
    '/register',
    route(async ({ em, services, meta }, req) =>
      services.registration.register(em, await parseInput(RegisterInput, req.body, REGISTER_KEYS), meta),
    ),
  );
  // An invitation now (the spec's fields; the password fields are ignored: the invitee sets theirs).
  r.post(
    '/admin/register',
    route(async ({ em, services, meta, viewer }, req) =>
      services.adminAccounts.invite(
        em,
        viewer,
        await parseInput(InviteAdminInput, req.body, ['name', 'email', 'mobileNumber', 'address']),
        meta,
      ),
    ),
  );
  r.post(
    '/admin/accept-invite',
    route(async ({ em, services }, req) =>
      services.adminAccounts.acceptInvite(
        em,
        await parseInput(AcceptAdminInviteInput, req.body, ['email', 'otp', 'password', 'confirmPassword']),
      ),
    ),
  );
  r.post(
    '/verify-otp',
    route(async ({ em, services }, req) =>
      services.registration.verifyRegistration(
        em,
        await parseInput(VerifyCodeInput, req.body, ['email', 'otp']),
      ),
    ),
  );
  r.post(
    '/resend-otp',
    route(async ({ em, services, meta }, req) => {
      const { email } = await parseInput(EmailInput, req.body, ['email']);
      return services.registration.resendRegistrationCode(em, email, meta);
    }),
  );

  const login = (requireAdmin: boolean) =>
    route(
      async ({ em, services, meta }, req) => {
        const input = await parseInput(LoginInput, req.body, ['email', 'password']);
        const { token, user } = await services.sessions.login(em, input, meta, { requireAdmin });
        return { token, user: legacyUser(user) };
      },
      { authenticate: false },
    );
  // An admin with two-factor on (or required) gets 403 and a clear message from both: the two
  // steps are GraphQL's adminSignIn and adminSignInCode (docs/decisions/admin-two-factor.md).
  r.post('/login', login(false));
  r.post('/admin/login', login(true));

  r.get(
    '/check-auth',
    route(async ({ em, services, viewer }) => ({ user: legacyUser(await services.account.me(em, viewer)) })),
  );
  r.get(
    '/refresh',
    route(
      async ({ em, services }, req) => {
        const token = bearerToken(req.headers.authorization);
        if (!token) throw unauthenticated('Session expired. Please log in again.');
        const result = await services.sessions.refresh(em, token);
        return { token: result.token, user: legacyUser(result.user) };
      },
      { authenticate: false },
    ),
  );
  r.post(
    '/logout',
    route(async ({ em, services, viewer }) => services.sessions.logout(em, viewer)),
  );

  r.post(
    '/forgot-password',
    route(async ({ em, services, meta }, req) => {
      const { email } = await parseInput(EmailInput, req.body, ['email']);
      return services.passwordReset.requestPasswordReset(em, email, meta);
    }),
  );
  r.post(
    '/verify-reset-otp',
    route(async ({ em, services }, req) =>
      services.passwordReset.verifyResetCode(
        em,
        await parseInput(VerifyResetCodeInput, req.body, ['email', 'otp']),
      ),
    ),
  );
  r.post(
    '/reset-password-otp',
    route(async ({ em, services }, req) =>
      services.passwordReset.resetPassword(
        em,
        await parseInput(ResetPasswordInput, req.body, ['email', 'otp', 'newPassword', 'confirmNewPassword']),
      ),
    ),
  );

  // The customer directory, one page per call: `?search=&sortBy=&sortDirection=asc|desc&first=&after=`
  // (defaults: newest first, 100); the next page's cursor is in the `X-Next-Cursor` header.
  r.get(
    '/users',
    route(async ({ em, services, viewer }, req, res) => {
      const q = req.query as Record<string, unknown>;
      const input = await parseInput(
        CustomersInput,
        { ...q, first: q.first === undefined ? 100 : Number(q.first) },
        ['search', 'sortBy', 'sortDirection', 'first', 'after'],
      );
      const page = await services.customers.list(em, viewer, input);
      if (page.pageInfo.hasNextPage && page.pageInfo.endCursor)
        res.setHeader('X-Next-Cursor', page.pageInfo.endCursor);
      return page.edges.map((e) => legacyCustomer(e.node));
    }),
  );
  r.get(
    '/user-count',
    route(async ({ em, services, viewer }) => services.account.countCustomers(em, viewer)),
  );
  r.get(
    '/user',
    route(async ({ em, services, viewer }) => ({ user: legacyUser(await services.account.me(em, viewer)) })),
  );
  r.put(
    '/user',
    route(async ({ em, services, viewer, meta }, req) => {
      const input = await parseInput(UpdateProfileInput, req.body, [
        'name',
        'email',
        'mobileNumber',
        'address',
        'currentPassword',
      ]);
      const { message, user, pendingEmail } = await services.account.updateProfile(em, viewer, input, meta);
      return { message, user: legacyUser(user), pendingEmail };
    }),
  );
  r.post(
    '/user/confirm-email',
    route(async ({ em, services, viewer }, req) => {
      const input = await parseInput(ConfirmEmailChangeInput, req.body, ['email', 'otp']);
      const { message, user } = await services.emailChange.confirm(em, viewer, input);
      return { message, user: legacyUser(user) };
    }),
  );
  r.get(
    '/sessions',
    route(async ({ em, services, viewer }) => services.sessions.listSessions(em, viewer)),
  );
  r.post(
    '/sessions/sign-out-others',
    route(async ({ em, services, viewer }) => services.sessions.signOutOtherSessions(em, viewer)),
  );
  const changePassword = route(async ({ em, services, viewer }, req) =>
    services.account.changePassword(
      em,
      viewer,
      await parseInput(ChangePasswordInput, req.body, [
        'currentPassword',
        'newPassword',
        'confirmNewPassword',
      ]),
    ),
  );
  r.post('/user/change-password', changePassword);
  r.patch(
    '/admin/password',
    route(async ({ em, services, viewer }, req) =>
      services.account.changeAdminPassword(
        em,
        viewer,
        await parseInput(ChangePasswordInput, req.body, [
          'currentPassword',
          'newPassword',
          'confirmNewPassword',
        ]),
      ),
    ),
  );
  return r;
}
