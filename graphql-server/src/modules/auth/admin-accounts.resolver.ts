import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ADMIN } from '../../common/authorization.js';
import type { Context } from '../../common/context.js';
import { MessagePayload } from '../../common/payloads.js';
import { AcceptAdminInviteInput, InviteAdminInput } from './admin-security.inputs.js';
import { AdminAccount } from './admin-security.types.js';

/** The shop's admins: list, invite, accept an invitation, disable and enable. */
@Resolver()
export class AdminAccountsResolver {
  @Authorized(ADMIN)
  @Query(() => [AdminAccount], { description: 'Every admin, oldest first, with pending invitations.' })
  admins(@Ctx() { em, services, viewer }: Context) {
    return services.adminAccounts.list(em, viewer);
  }

  @Authorized(ADMIN)
  @Mutation(() => MessagePayload, {
    description: 'Invites an admin by name and e-mail; they set their own password with the e-mailed code.',
  })
  inviteAdmin(@Arg('input', () => InviteAdminInput) input: InviteAdminInput, @Ctx() ctx: Context) {
    return ctx.services.adminAccounts.invite(ctx.em, ctx.viewer, input, ctx.meta);
  }

  @Mutation(() => MessagePayload, { description: 'The invited admin sets their password with the code.' })
  acceptAdminInvite(
    @Arg('input', () => AcceptAdminInviteInput) input: AcceptAdminInviteInput,
    @Ctx() { em, services }: Context,
  ) {
    return services.adminAccounts.acceptInvite(em, input);
  }

  @Authorized(ADMIN)
  @Mutation(() => AdminAccount, {
    description: 'Disables another admin (not yourself, not the last active one): their sessions end now.',
  })
  disableAdmin(@Arg('id', () => ID) id: string, @Ctx() { em, services, viewer }: Context) {
    return services.adminAccounts.disable(em, viewer, id);
  }

  @Authorized(ADMIN)
  @Mutation(() => AdminAccount)
  enableAdmin(@Arg('id', () => ID) id: string, @Ctx() { em, services, viewer }: Context) {
    return services.adminAccounts.enable(em, viewer, id);
  }
}
