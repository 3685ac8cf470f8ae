import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { MessagePayload } from '../../common/payloads.js';

@Resolver()
export class NewsletterResolver {
  @Mutation(() => MessagePayload, {
    description: 'Subscribes an e-mail address to offers (no login needed).',
  })
  subscribeNewsletter(@Arg('email', () => String) email: string, @Ctx() { em, services, meta }: Context) {
    return services.newsletter.subscribe(em, email, meta.client);
  }
}
