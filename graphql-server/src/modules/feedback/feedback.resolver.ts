import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly } from '../../common/authorization.js';
import type { Context } from '../../common/context.js';
import { MessagePayload } from '../../common/payloads.js';
import { DeletePayload } from '../../common/payloads.js';
import { Feedback } from './feedback.entity.js';
import { FeedbackMessages } from './feedback.service.js';

@Resolver(() => Feedback)
export class FeedbackResolver {
  @Mutation(() => MessagePayload, {
    description: 'The contact form (no login needed; stores the account id when logged in).',
  })
  submitContact(
    @Arg('name', () => String) name: string,
    @Arg('email', () => String) email: string,
    @Arg('message', () => String) message: string,
    @Ctx() { em, services, viewer }: Context,
  ) {
    return services.feedback.submit(em, viewer, { name, email, message });
  }

  @AdminOnly(FeedbackMessages.adminOnly)
  @Query(() => [Feedback], { description: 'Admin: contact messages, newest first.' })
  feedbacks(@Ctx() { em, services, viewer }: Context) {
    return services.feedback.list(em, viewer);
  }

  @AdminOnly(FeedbackMessages.adminOnly)
  @Mutation(() => DeletePayload, { description: 'Admin: deletes a contact message.' })
  deleteFeedback(@Arg('id', () => ID) id: string, @Ctx() { em, services, viewer }: Context) {
    return services.feedback.delete(em, viewer, id);
  }
}
