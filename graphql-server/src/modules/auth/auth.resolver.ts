import { Arg, Authorized, Ctx, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { ADMIN, AdminOnly } from '../../common/authorization.js';
import type { Context } from '../../common/context.js';
import { Topic } from '../../common/pubsub.js';
import {
  ChangePasswordInput,
  ConfirmEmailChangeInput,
  EmailInput,
  LoginInput,
  RegisterAdminInput,
  RegisterInput,
  ResetPasswordInput,
  UpdateProfileInput,
  VerifyCodeInput,
  VerifyResetCodeInput,
} from './auth.inputs.js';
import { MessagePayload } from '../../common/payloads.js';
import { AuthMessages } from './auth.messages.js';
import { AuthPayload, ProfilePayload, SessionInfo, UserCount } from './auth.types.js';
import { User } from './user.entity.js';

@Resolver()
export class AuthResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null when anonymous.' })
  async me(@Ctx() { em, viewer, services }: Context): Promise<User | null> {
    return viewer ? services.account.me(em, viewer) : null;
  }

  @AdminOnly(AuthMessages.customerDataAdminOnly)
  @Query(() => UserCount, {
    description: 'Admins: how many customer accounts exist and how many are verified.',
  })
  userCount(@Ctx() { em, viewer, services }: Context) {
    return services.account.countCustomers(em, viewer);
  }

  @Mutation(() => MessagePayload, { description: 'Step 1 of sign-up: e-mails a six-digit code.' })
  register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() { em, services, meta }: Context) {
    return services.registration.register(em, input, meta);
  }

  @Mutation(() => MessagePayload, { description: 'Step 2 of sign-up: confirms the e-mailed code.' })
  verifyRegistration(
    @Arg('input', () => VerifyCodeInput) input: VerifyCodeInput,
    @Ctx() { em, services }: Context,
  ) {
    return services.registration.verifyRegistration(em, input);
  }

  @Mutation(() => MessagePayload)
  resendRegistrationCode(
    @Arg('input', () => EmailInput) input: EmailInput,
    @Ctx() { em, services, meta }: Context,
  ) {
    return services.registration.resendRegistrationCode(em, input.email, meta);
  }

  @Mutation(() => AuthPayload)
  login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() { em, services, meta }: Context) {
    return services.sessions.login(em, input, meta);
  }

  @Mutation(() => AuthPayload, { description: 'Like login, but only admins may sign in.' })
  adminLogin(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() { em, services, meta }: Context) {
    return services.sessions.login(em, input, meta, { requireAdmin: true });
  }

  @Mutation(() => AuthPayload, {
    description: 'Trades the current token (even expired) for a new one while the session lives.',
  })
  refreshToken(@Arg('token', () => String) token: string, @Ctx() { em, services }: Context) {
    return services.sessions.refresh(em, token);
  }

  @Authorized()
  @Query(() => [SessionInfo], {
    description: "The signed-in user's live sessions, most recently used first.",
  })
  mySessions(@Ctx() { em, services, viewer }: Context) {
    return services.sessions.listSessions(em, viewer);
  }

  @Authorized()
  @Mutation(() => MessagePayload, {
    description: 'Ends every other session of the signed-in user (their live updates close too).',
  })
  signOutOtherSessions(@Ctx() { em, services, viewer }: Context) {
    return services.sessions.signOutOtherSessions(em, viewer);
  }

  @Mutation(() => MessagePayload)
  logout(@Ctx() { em, services, viewer }: Context) {
    return services.sessions.logout(em, viewer);
  }

  @Mutation(() => MessagePayload)
  requestPasswordReset(
    @Arg('input', () => EmailInput) input: EmailInput,
    @Ctx() { em, services, meta }: Context,
  ) {
    return services.passwordReset.requestPasswordReset(em, input.email, meta);
  }

  @Mutation(() => MessagePayload)
  verifyPasswordResetCode(
    @Arg('input', () => VerifyResetCodeInput) input: VerifyResetCodeInput,
    @Ctx() { em, services }: Context,
  ) {
    return services.passwordReset.verifyResetCode(em, input);
  }

  @Mutation(() => MessagePayload)
  resetPassword(
    @Arg('input', () => ResetPasswordInput) input: ResetPasswordInput,
    @Ctx() { em, services }: Context,
  ) {
    return services.passwordReset.resetPassword(em, input);
  }

  @Authorized()
  @Mutation(() => ProfilePayload)
  updateProfile(@Arg('input', () => UpdateProfileInput) input: UpdateProfileInput, @Ctx() ctx: Context) {
    return ctx.services.account.updateProfile(ctx.em, ctx.viewer, input, ctx.meta);
  }

  @Authorized()
  @Mutation(() => ProfilePayload, {
    description: 'Makes the new e-mail the login, with the code updateProfile sent to it.',
  })
  confirmEmailChange(
    @Arg('input', () => ConfirmEmailChangeInput) input: ConfirmEmailChangeInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.emailChange.confirm(ctx.em, ctx.viewer, input);
  }

  @Authorized()
  @Mutation(() => MessagePayload)
  changePassword(@Arg('input', () => ChangePasswordInput) input: ChangePasswordInput, @Ctx() ctx: Context) {
    return ctx.services.account.changePassword(ctx.em, ctx.viewer, input);
  }

  @Authorized(ADMIN)
  @Mutation(() => MessagePayload, {
    description:
      'An invitation, as inviteAdmin: the password fields are ignored (the new admin sets their own with the e-mailed code).',
    deprecationReason: 'Use inviteAdmin: the inviter no longer chooses the password.',
  })
  registerAdmin(@Arg('input', () => RegisterAdminInput) input: RegisterAdminInput, @Ctx() ctx: Context) {
    return ctx.services.adminAccounts.invite(ctx.em, ctx.viewer, input, ctx.meta);
  }

  @Authorized()
  @Subscription(() => User, {
    topics: Topic.ACCOUNT_UPDATED,
    topicId: ({ context }: { context: Context }) => context.viewer?.userId ?? 'nobody',
    description: "The signed-in user's profile, whenever it changes (for example in another tab).",
  })
  async accountUpdated(@Root() payload: { userId: string }, @Ctx() { em }: Context): Promise<User> {
    return em.fork().findOneOrFail(User, { id: payload.userId });
  }
}
