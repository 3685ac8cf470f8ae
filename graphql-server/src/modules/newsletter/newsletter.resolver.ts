import { Arg, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../common/context.js';
import { MessagePayload } from '../../common/payloads.js';
import { NEWSLETTER_CONSENT_WORDING } from './newsletter.service.js';

@ObjectType({ description: "The signed-in shopper's newsletter consent." })
export class MyNewsletterConsent {
  @Field(() => Boolean, { description: 'Confirmed: offers are sent to the account e-mail.' })
  subscribed!: boolean;

  @Field(() => Boolean, { description: 'Asked for, waiting for the confirmation link to be opened.' })
  pending!: boolean;

  @Field(() => String, { description: 'The words shown next to the switch (recorded with each consent).' })
  wording!: string;
}

@Resolver()
export class NewsletterResolver {
  @Mutation(() => MessagePayload, {
    description: 'Asks to subscribe an e-mail address to offers (no login needed); a confirmation mail goes.',
  })
  subscribeNewsletter(@Arg('email', () => String) email: string, @Ctx() { em, services, meta }: Context) {
    return services.newsletter.subscribe(em, email, meta.client);
  }

  @Mutation(() => MessagePayload, { description: "Double opt-in: the confirmation mail's signed link." })
  confirmNewsletter(@Arg('token', () => String) token: string, @Ctx() { em, services, meta }: Context) {
    return services.newsletter.confirm(em, token, meta.client);
  }

  @Mutation(() => MessagePayload, { description: "Unsubscribes by a newsletter mail's signed link." })
  unsubscribeNewsletter(@Arg('token', () => String) token: string, @Ctx() { em, services, meta }: Context) {
    return services.newsletter.unsubscribe(em, token, meta.client, 'unsubscribe-page');
  }

  @Mutation(() => MessagePayload, {
    description:
      "The profile's switch: offers to my account's e-mail, or none (recorded in the consent log).",
  })
  setNewsletterConsent(
    @Arg('granted', () => Boolean) granted: boolean,
    @Ctx() { em, services, viewer, meta }: Context,
  ) {
    return services.newsletter.setMine(em, viewer, granted, meta.client);
  }

  @Query(() => MyNewsletterConsent, { description: 'My newsletter consent (signed in).' })
  async myNewsletterConsent(@Ctx() { em, services, viewer }: Context): Promise<MyNewsletterConsent> {
    return { ...(await services.newsletter.mine(em, viewer)), wording: NEWSLETTER_CONSENT_WORDING };
  }
}
