import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly } from '../../common/authorization.js';
import type { Context } from '../../common/context.js';
import {
  ConsentView,
  PrivacyAuditView,
  PrivacyNoticeInput,
  PrivacyNoticeView,
  PrivacyRequestInput,
  PrivacyRequestView,
} from './privacy-rights.types.js';

/** The notice, consents, and requests and grievances (issue 34). */
@Resolver()
export class PrivacyRightsResolver {
  @Query(() => PrivacyNoticeView, { description: 'The privacy notice in force (public).' })
  privacyNotice(@Ctx() { em, services }: Context) {
    return services.privacyDesk.notice(em);
  }

  @Mutation(() => PrivacyNoticeView, {
    description: 'Admins: publishes a new version of the privacy notice.',
  })
  @AdminOnly()
  publishPrivacyNotice(
    @Arg('input', () => PrivacyNoticeInput) input: PrivacyNoticeInput,
    @Ctx() { em, services, viewer }: Context,
  ) {
    return services.privacyDesk.publish(em, viewer, input);
  }

  @Query(() => [ConsentView], { description: 'My consents and withdrawals, newest first (signed in).' })
  myConsents(@Ctx() { em, services, viewer }: Context) {
    return services.consents.mine(em, viewer);
  }

  @Mutation(() => PrivacyRequestView, {
    description:
      'Files a privacy request or grievance (anyone); acknowledged by e-mail, answered within 90 days.',
  })
  submitPrivacyRequest(
    @Arg('input', () => PrivacyRequestInput) input: PrivacyRequestInput,
    @Ctx() { em, services, viewer, meta }: Context,
  ) {
    return services.privacyDesk.submit(em, viewer, input, meta.client);
  }

  @Query(() => [PrivacyRequestView], { description: 'Admins: privacy requests and grievances (open first).' })
  @AdminOnly()
  privacyRequests(
    @Arg('status', () => String, { nullable: true }) status: string | null,
    @Ctx() { em, services, viewer }: Context,
  ) {
    return services.privacyDesk.requests(em, viewer, status);
  }

  @Mutation(() => PrivacyRequestView, { description: 'Admins: closes a request with what was done.' })
  @AdminOnly()
  closePrivacyRequest(
    @Arg('id', () => ID) id: string,
    @Arg('resolution', () => String) resolution: string,
    @Ctx() { em, services, viewer }: Context,
  ) {
    return services.privacyDesk.close(em, viewer, id, resolution);
  }

  @Query(() => [PrivacyAuditView], { description: 'Admins: the latest erasures and exports (audit log).' })
  @AdminOnly()
  privacyAudit(@Ctx() { em, services, viewer }: Context) {
    return services.privacyDesk.audit(em, viewer);
  }
}
