import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Extensions, ID, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../common/context.js';
import {
  WebhookDeliveryView,
  WebhookEndpointChanges,
  WebhookEndpointInput,
  WebhookEndpointView,
  WebhookEndpointWithSecret,
} from './webhooks.types.js';
import { WEBHOOKS_MANAGE } from './webhooks.service.js';

/** Operations an API key with `webhooks:manage` may run (common/operation-limits.ts reads this). */
const manage = { apiKeyScope: WEBHOOKS_MANAGE };

@Resolver()
export class WebhooksResolver {
  @Extensions(manage)
  @Query(() => [WebhookEndpointView], {
    description: 'Admin (every endpoint) or an API key with webhooks:manage (its own): webhook endpoints.',
  })
  webhookEndpoints(@Ctx() { em, services, viewer, apiKey }: Context) {
    return services.webhooks.list(em, viewer, apiKey);
  }

  @Extensions(manage)
  @Query(() => [String], { description: 'The events a webhook document may select.' })
  webhookEventTypes(@Ctx() { services }: Context) {
    return services.webhooks.eventTypes();
  }

  @Extensions(manage)
  @Query(() => [WebhookDeliveryView], { description: 'An endpoint’s latest deliveries (100), newest first.' })
  webhookDeliveries(
    @Arg('endpointId', () => ID) endpointId: string,
    @Arg('failedOnly', () => Boolean, { nullable: true }) failedOnly: boolean | null,
    @Ctx() { em, services, viewer, apiKey }: Context,
  ) {
    return services.webhooks.deliveries(em, viewer, apiKey, endpointId, failedOnly ?? false);
  }

  @Extensions(manage)
  @Mutation(() => WebhookEndpointWithSecret, { description: 'Makes an endpoint; its secret is shown once.' })
  createWebhookEndpoint(
    @Arg('input', () => WebhookEndpointInput) input: WebhookEndpointInput,
    @Ctx() { em, services, viewer, apiKey }: Context,
    @Info() info: GraphQLResolveInfo,
  ) {
    return services.webhooks.create(em, viewer, apiKey, input, info.schema);
  }

  @Extensions(manage)
  @Mutation(() => WebhookEndpointView, {
    description: 'Changes, pauses or resumes (and re-enables) an endpoint.',
  })
  updateWebhookEndpoint(
    @Arg('id', () => ID) id: string,
    @Arg('changes', () => WebhookEndpointChanges) changes: WebhookEndpointChanges,
    @Ctx() { em, services, viewer, apiKey }: Context,
    @Info() info: GraphQLResolveInfo,
  ) {
    return services.webhooks.update(em, viewer, apiKey, id, changes, info.schema);
  }

  @Extensions(manage)
  @Mutation(() => ID, { description: 'Deletes an endpoint and its deliveries.' })
  deleteWebhookEndpoint(@Arg('id', () => ID) id: string, @Ctx() { em, services, viewer, apiKey }: Context) {
    return services.webhooks.delete(em, viewer, apiKey, id);
  }

  @Extensions(manage)
  @Mutation(() => WebhookEndpointWithSecret, {
    description: 'A new secret, shown once; the previous one still signs for 24 hours.',
  })
  rotateWebhookSecret(@Arg('id', () => ID) id: string, @Ctx() { em, services, viewer, apiKey }: Context) {
    return services.webhooks.rotateSecret(em, viewer, apiKey, id);
  }

  @Extensions(manage)
  @Mutation(() => WebhookDeliveryView, { description: 'Sends one delivery again.' })
  redeliverWebhook(@Arg('id', () => ID) id: string, @Ctx() { em, services, viewer, apiKey }: Context) {
    return services.webhooks.redeliver(em, viewer, apiKey, id);
  }

  @Extensions(manage)
  @Mutation(() => Int, {
    description: 'Sends again every failed delivery of the last 14 days; answers how many.',
  })
  redeliverFailedWebhooks(
    @Arg('endpointId', () => ID) endpointId: string,
    @Ctx() { em, services, viewer, apiKey }: Context,
  ) {
    return services.webhooks.redeliverFailed(em, viewer, apiKey, endpointId);
  }
}
