import {
  Arg,
  Ctx,
  Field,
  ID,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { AdminOnly } from '../../common/authorization.js';
import type { Context } from '../../common/context.js';
import { DeletePayload, MessagePayload } from '../../common/payloads.js';
import { Topic, type FeedbackSignal } from '../../common/pubsub.js';
import { Feedback } from './feedback.entity.js';
import { FeedbackMessages } from './feedback.service.js';

enum FeedbackChangeType {
  CREATED = 'created',
  DELETED = 'deleted',
}
registerEnumType(FeedbackChangeType, { name: 'FeedbackChangeType' });

@ObjectType({ description: 'A contact message was submitted or deleted.' })
class FeedbackChange {
  @Field(() => FeedbackChangeType) type!: FeedbackChangeType;
  @Field(() => ID) id!: string;
  @Field(() => Feedback, { nullable: true, description: 'The new message (null when deleted).' })
  feedback!: Feedback | null;
}

@Resolver(() => Feedback)
export class FeedbackResolver {
  @Mutation(() => MessagePayload, {
    description: 'The contact form (no login needed; stores the account id when logged in).',
  })
  submitContact(
    @Arg('name', () => String) name: string,
    @Arg('email', () => String) email: string,
    @Arg('message', () => String) message: string,
    @Ctx() { em, services, viewer, meta }: Context,
  ) {
    return services.feedback.submit(em, viewer, { name, email, message }, meta.client);
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

  @AdminOnly(FeedbackMessages.adminOnly)
  @Subscription(() => FeedbackChange, {
    topics: Topic.FEEDBACK_CHANGED,
    filter: ({ context }: { context: Context }) => context.viewer?.role === 'admin',
    description: 'Admin: contact messages as they are submitted or deleted.',
  })
  feedbackChanged(@Root() signal: FeedbackSignal): FeedbackChange {
    const f = signal.feedback;
    return {
      type: signal.type as FeedbackChangeType,
      id: signal.id,
      feedback: f ? ({ ...f, createdAt: new Date(f.createdAt as string) } as unknown as Feedback) : null,
    };
  }
}
