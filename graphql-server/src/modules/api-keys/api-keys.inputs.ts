import { ArrayMaxSize, ArrayMinSize, IsIn, MaxLength, MinLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { ApiKeyMessages } from './api-keys.messages.js';
import { ApiKeyScope } from './api-keys.types.js';

@InputType()
export class CreateApiKeyInput {
  @Field(() => String, { description: 'Who or what the key is for (1 to 80 characters).' })
  @MaxLength(80, { message: ApiKeyMessages.nameTooLong })
  @MinLength(1, { message: ApiKeyMessages.nameRequired })
  name!: string;

  @Field(() => [ApiKeyScope], { description: 'What the key may do (at least one).' })
  @IsIn(Object.values(ApiKeyScope), { each: true, message: ApiKeyMessages.scopeInvalid })
  @ArrayMaxSize(Object.values(ApiKeyScope).length, { message: ApiKeyMessages.scopeRequired })
  @ArrayMinSize(1, { message: ApiKeyMessages.scopeRequired })
  scopes!: ApiKeyScope[];
}
