import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { IsIn, IsOptional, IsUUID, Matches, MaxLength } from 'class-validator';

export enum ChatSenderRoleEnum {
  CUSTOMER = 'customer',
  ADMIN = 'admin',
  SYSTEM = 'system',
}
registerEnumType(ChatSenderRoleEnum, { name: 'ChatSenderRole' });

export enum ChatMessageKind {
  TEXT = 'text',
  PROMPT = 'prompt',
  PROMPT_ANSWER = 'prompt_answer',
  SYSTEM = 'system',
}
registerEnumType(ChatMessageKind, { name: 'ChatMessageKind' });

export enum ChatPromptType {
  HELPFUL = 'helpful',
  SOLVED = 'solved',
}
registerEnumType(ChatPromptType, {
  name: 'ChatPromptType',
  description: "helpful: thumbs up / down ('Is this information helpful?'); solved: Yes / No.",
});

export enum ChatPromptAnswer {
  THUMBS_UP = 'thumbs_up',
  THUMBS_DOWN = 'thumbs_down',
  YES = 'yes',
  NO = 'no',
}
registerEnumType(ChatPromptAnswer, { name: 'ChatPromptAnswer' });

export enum ChatEventType {
  CREATED = 'created',
  UPDATED = 'updated',
  READ = 'read',
  CLEARED = 'cleared',
}
registerEnumType(ChatEventType, {
  name: 'ChatEventType',
  description:
    'CREATED / UPDATED carry the message; READ: the counterpart read messages (refetch read state); CLEARED: the conversation was emptied.',
});

@ObjectType({ description: 'Someone who takes part in a support chat.' })
export class ChatParticipant {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "Null for the support team's members: shoppers see an agent's display name, never their e-mail.",
  })
  email!: string | null;
  @Field(() => String, { description: 'customer or admin' }) role!: string;
}

@ObjectType({ description: 'One chat message; `seq` is its place in the conversation, set by the server.' })
export class ChatMessageView {
  @Field(() => ID) id!: string;
  @Field(() => Int) seq!: number;
  @Field(() => ID, { description: 'The shopper whose conversation this is.' }) conversationUserId!: string;
  @Field(() => ChatParticipant, { nullable: true, description: 'Null for system messages.' })
  sender!: ChatParticipant | null;
  @Field(() => ChatSenderRoleEnum) role!: ChatSenderRoleEnum;
  @Field(() => ChatMessageKind) kind!: ChatMessageKind;
  @Field(() => String, { description: 'Plain text; never HTML.' }) content!: string;
  @Field(() => ChatPromptType, { nullable: true }) promptType!: ChatPromptType | null;
  @Field(() => ChatPromptAnswer, { nullable: true, description: 'The answer to this prompt, once given.' })
  answer!: ChatPromptAnswer | null;
  @Field(() => Boolean, { description: 'A prompt still waiting for its answer.' }) awaitingAnswer!: boolean;
  @Field(() => ID, { nullable: true, description: 'For a prompt answer: the prompt it answers.' })
  replyToId!: string | null;
  @Field(() => String, { nullable: true }) clientMessageId!: string | null;
  @Field(() => Boolean) isRead!: boolean;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class ChatMessagePage {
  @Field(() => [ChatMessageView]) messages!: ChatMessageView[];
  @Field(() => Boolean, { description: 'More messages follow the last one returned.' }) hasMore!: boolean;
}

@ObjectType({ description: "One shopper's conversation as the admin inbox shows it." })
export class ChatConversationSummary {
  @Field(() => ID) userId!: string;
  @Field(() => ChatParticipant) user!: ChatParticipant;
  @Field(() => ChatMessageView, { nullable: true }) lastMessage!: ChatMessageView | null;
  @Field(() => Int, { description: "The shopper's own messages no admin has read yet." })
  unreadCount!: number;
  @Field(() => Date) lastActivityAt!: Date;
  @Field(() => Int) promptsAnswered!: number;
  @Field(() => Int, { description: 'Answers that were thumbs up or Yes.' }) helpfulAnswers!: number;
  @Field(() => Float, {
    nullable: true,
    description: 'helpfulAnswers / promptsAnswered; null before any answer.',
  })
  helpfulnessRate!: number | null;
  @Field(() => Boolean, { description: 'The conversation has no messages any more (cleared).' })
  removed!: boolean;
}

@ObjectType()
export class ChatInbox {
  @Field(() => [ChatConversationSummary], { description: 'Newest activity first.' })
  conversations!: ChatConversationSummary[];
  @Field(() => Int) totalUnread!: number;
  @Field(() => Int) promptsAnswered!: number;
  @Field(() => Int) helpfulAnswers!: number;
  @Field(() => Float, { nullable: true }) helpfulnessRate!: number | null;
}

@ObjectType({ description: 'Something happened in one conversation.' })
export class ChatEvent {
  @Field(() => ChatEventType) type!: ChatEventType;
  @Field(() => ID) conversationUserId!: string;
  @Field(() => ChatMessageView, { nullable: true }) message!: ChatMessageView | null;
}

@ObjectType()
export class ChatTyping {
  @Field(() => ID) conversationUserId!: string;
  @Field(() => ChatSenderRoleEnum) role!: ChatSenderRoleEnum;
  @Field(() => String) name!: string;
  @Field(() => Boolean) typing!: boolean;
  @Field(() => Date, { nullable: true, description: 'The indicator turns off by itself at this time.' })
  expiresAt!: Date | null;
}

@ObjectType()
export class ChatClearResult {
  @Field(() => String) message!: string;
  @Field(() => Int) deletedCount!: number;
}

const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

@InputType()
export class SendChatMessageInput {
  @Field(() => String) content!: string;
  @Field(() => String, { nullable: true, description: 'A retry with the same id returns the same message.' })
  @IsOptional()
  @Matches(CLIENT_ID, { message: 'clientMessageId must be 1 to 64 letters, digits, _ or -' })
  clientMessageId?: string | null;
}

@InputType()
export class ReplyToChatInput extends SendChatMessageInput {
  @Field(() => ID) @IsUUID('all', { message: 'Please select a user.' }) userId!: string;
}

@InputType()
export class SendChatPromptInput {
  @Field(() => ID) @IsUUID('all', { message: 'Please select a user.' }) userId!: string;
  @Field(() => String, { description: 'One of the canned prompts (chatPrompts).' })
  @MaxLength(200)
  prompt!: string;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(CLIENT_ID, { message: 'clientMessageId must be 1 to 64 letters, digits, _ or -' })
  clientMessageId?: string | null;
}

@InputType()
export class AnswerChatPromptInput {
  @Field(() => ID) @IsUUID('all', { message: 'Prompt not found' }) messageId!: string;
  @Field(() => ChatPromptAnswer) @IsIn(Object.values(ChatPromptAnswer)) answer!: ChatPromptAnswer;
}
