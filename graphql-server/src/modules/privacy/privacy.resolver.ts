import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly } from '../../common/authorization.js';
import type { Context } from '../../common/context.js';
import { MessagePayload } from '../../common/payloads.js';
import { DataExportView } from './privacy.types.js';

@Resolver()
export class PrivacyResolver {
  @Mutation(() => MessagePayload, {
    description: 'Erasing my account, step one: my password (and an empty wallet); a code goes to my e-mail.',
  })
  requestAccountErasure(
    @Arg('password', () => String) password: string,
    @Ctx() { em, viewer, services }: Context,
  ) {
    return services.privacy.requestErasure(em, viewer, password);
  }

  @Mutation(() => MessagePayload, {
    description:
      'Erasing my account, step two: the e-mailed code. Every session ends; this cannot be undone.',
  })
  eraseMyAccount(@Arg('code', () => String) code: string, @Ctx() { em, viewer, services }: Context) {
    return services.privacy.eraseOwnAccount(em, viewer, code);
  }

  @Mutation(() => MessagePayload, {
    description: "Admins: erases a shopper's account on their written request (audited).",
  })
  @AdminOnly()
  adminEraseAccount(
    @Arg('userId', () => ID) userId: string,
    @Arg('requestId', () => ID, { nullable: true }) requestId: string | null,
    @Ctx() { em, viewer, services }: Context,
  ) {
    return services.privacy.adminErase(em, viewer, userId, requestId);
  }

  @Mutation(() => DataExportView, {
    description: 'Download my data: built in the background, offered for 24 hours to me alone.',
  })
  requestDataExport(@Ctx() { em, viewer, services }: Context) {
    return services.privacy.requestExport(em, viewer);
  }

  @Mutation(() => DataExportView, {
    description: "Admins: a shopper's data on their written request (audited; the admin downloads it).",
  })
  @AdminOnly()
  adminRequestDataExport(
    @Arg('userId', () => ID) userId: string,
    @Arg('requestId', () => ID, { nullable: true }) requestId: string | null,
    @Ctx() { em, viewer, services }: Context,
  ) {
    return services.privacy.adminRequestExport(em, viewer, userId, requestId);
  }

  @Query(() => [DataExportView], { description: 'My downloads of my data (an admin: those they asked for).' })
  myDataExports(@Ctx() { em, viewer, services }: Context) {
    return services.privacy.myExports(em, viewer);
  }
}
