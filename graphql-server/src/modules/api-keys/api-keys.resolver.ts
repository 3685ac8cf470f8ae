import { Arg, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { AdminOnly } from '../../common/authorization.js';
import type { Context } from '../../common/context.js';
import { ApiKey } from './api-key.entity.js';
import { CreateApiKeyInput } from './api-keys.inputs.js';
import { ApiKeyMessages } from './api-keys.messages.js';

@ObjectType({ description: 'A new key and its secret: the only time the secret is shown.' })
class CreateApiKeyPayload {
  @Field(() => ApiKey)
  apiKey!: ApiKey;

  @Field(() => String, {
    description: 'Send it in the X-Api-Key header. Store it now: it is not shown again.',
  })
  secret!: string;
}

@Resolver(() => ApiKey)
export class ApiKeyResolver {
  @AdminOnly(ApiKeyMessages.adminOnly)
  @Query(() => [ApiKey], { description: 'Admin: API keys, newest first (revoked ones too).' })
  apiKeys(@Ctx() { em, services, viewer }: Context) {
    return services.apiKeys.list(em, viewer);
  }

  @AdminOnly(ApiKeyMessages.adminOnly)
  @Mutation(() => CreateApiKeyPayload, { description: 'Admin: creates an API key for a third party.' })
  createApiKey(
    @Arg('input', () => CreateApiKeyInput) input: CreateApiKeyInput,
    @Ctx() { em, services, viewer }: Context,
  ) {
    return services.apiKeys.create(em, viewer, input);
  }

  @AdminOnly(ApiKeyMessages.adminOnly)
  @Mutation(() => ApiKey, { description: 'Admin: revokes an API key at once.' })
  revokeApiKey(@Arg('id', () => ID) id: string, @Ctx() { em, services, viewer }: Context) {
    return services.apiKeys.revoke(em, viewer, id);
  }
}
