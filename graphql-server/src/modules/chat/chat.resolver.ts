import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { ChatConversationSignal, ChatInboxSignal, ChatTypingSignal } from '../../common/pubsub.js';
import type { Context } from '../../common/context.js';
import { ModifiedCountPayload } from '../notifications/index.js';
import { CANNED_PROMPTS } from './chat.messages.js';
import { reviveMessage, reviveSummary } from './chat.views.js';
import {
  AnswerChatPromptInput,
  ChatClearResult,
  ChatConversationSummary,
  ChatEvent,
  ChatEventType,
  ChatInbox,
  ChatMessagePage,
  ChatMessageView,
  ChatSenderRoleEnum,
  ChatTyping,
  ReplyToChatInput,
  SendChatMessageInput,
  SendChatPromptInput,
} from './chat.types.js';

type SubArgs = { context: Context; args: Record<string, unknown> };

@Resolver()
export class ChatResolver {
  @Query(() => [String], { description: 'The canned prompts an admin can send.' })
  chatPrompts(): string[] {
    return [...CANNED_PROMPTS];
  }

  @Query(() => ChatMessagePage, {
    description:
      'Messages of a conversation in sequence order, after sequence number `after`. Shoppers read their own (omit userId); admins name the shopper.',
  })
  chatMessages(
    @Ctx() { em, viewer, services }: Context,
    @Arg('userId', () => ID, { nullable: true }) userId?: string,
    @Arg('after', () => Int, { nullable: true, defaultValue: 0 }) after?: number,
    @Arg('first', () => Int, { nullable: true, defaultValue: 100, description: 'At most 200.' })
    first?: number,
  ) {
    return services.chat.messages(em, viewer, { userId, after, first });
  }

  @Authorized('ADMIN')
  @Query(() => ChatInbox, { description: 'Shopper conversations, newest activity first (admins).' })
  chatInbox(@Ctx() { em, viewer, services }: Context) {
    return services.chat.inbox(em, viewer);
  }

  @Query(() => Int, {
    description: "A shopper: support's unread messages. An admin: unread shopper messages across the inbox.",
  })
  chatUnreadCount(@Ctx() { em, viewer, services }: Context) {
    return services.chat.unreadCount(em, viewer);
  }

  @Query(() => Boolean, { description: 'Is an admin connected now or within the last minute?' })
  supportOnline(@Ctx() { services }: Context) {
    return services.chat.supportOnline();
  }

  @Mutation(() => ChatMessageView, {
    description: 'A shopper writes to support. Idempotent by clientMessageId.',
  })
  sendChatMessage(
    @Arg('input', () => SendChatMessageInput) input: SendChatMessageInput,
    @Ctx() { em, viewer, services }: Context,
  ) {
    return services.chat.send(em, viewer, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => ChatMessageView, {
    description: 'An admin replies to a shopper. Idempotent by clientMessageId.',
  })
  replyToChat(
    @Arg('input', () => ReplyToChatInput) input: ReplyToChatInput,
    @Ctx() { em, viewer, services }: Context,
  ) {
    return services.chat.reply(em, viewer, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => ChatMessageView, { description: 'An admin sends one of the canned prompts.' })
  sendChatPrompt(
    @Arg('input', () => SendChatPromptInput) input: SendChatPromptInput,
    @Ctx() { em, viewer, services }: Context,
  ) {
    return services.chat.sendPrompt(em, viewer, input);
  }

  @Authorized()
  @Mutation(() => ChatMessageView, { description: 'The shopper answers a prompt (once).' })
  answerChatPrompt(
    @Arg('input', () => AnswerChatPromptInput) input: AnswerChatPromptInput,
    @Ctx() { em, viewer, services }: Context,
  ) {
    return services.chat.answerPrompt(em, viewer, input);
  }

  @Mutation(() => ModifiedCountPayload, {
    description: "Marks the counterpart's messages read (a shopper: support's; an admin: shopper userId's).",
  })
  markChatRead(
    @Ctx() { em, viewer, services }: Context,
    @Arg('userId', () => ID, { nullable: true }) userId?: string,
  ) {
    return services.chat.markRead(em, viewer, userId);
  }

  @Authorized('ADMIN')
  @Mutation(() => ChatClearResult, { description: "Removes every message of a shopper's conversation." })
  clearChat(@Arg('userId', () => ID) userId: string, @Ctx() { em, viewer, services }: Context) {
    return services.chat.clear(em, viewer, userId);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Typing indicator; it turns off by itself 5 s after the last call.',
  })
  setChatTyping(
    @Ctx() { em, viewer, services }: Context,
    @Arg('userId', () => ID, { nullable: true }) userId?: string,
    @Arg('typing', () => Boolean, { defaultValue: true }) typing?: boolean,
  ) {
    return services.chat.typing(em, viewer, userId, typing ?? true);
  }

  // ------------------------------------------------------------------ subscriptions

  @Subscription(() => ChatEvent, {
    description:
      'New and changed messages of one conversation (a shopper: their own; an admin: userId). After a reconnect, fetch chatMessages(after: last seq) and then subscribe again.',
    subscribe: ({ context, args }: SubArgs) =>
      context.services.chat.conversationStream(context.em, context.viewer, args.userId as string | undefined),
  })
  chatEvents(
    @Root() signal: ChatConversationSignal,
    @Arg('userId', () => ID, { nullable: true }) _userId?: string,
  ): ChatEvent {
    return {
      type: signal.type as ChatEventType,
      conversationUserId: signal.shopperId,
      message: signal.message ? reviveMessage(signal.message) : null,
    };
  }

  @Authorized('ADMIN')
  @Subscription(() => ChatConversationSummary, {
    description: 'An inbox line changed (new message, read, cleared: `removed`). Admins only.',
    subscribe: ({ context }: SubArgs) => context.services.chat.inboxStream(context.em, context.viewer),
  })
  chatInboxChanged(@Root() signal: ChatInboxSignal): ChatConversationSummary {
    return reviveSummary(signal.summary);
  }

  @Authorized()
  @Subscription(() => Int, {
    description:
      "The viewer's chat unread count whenever it changes (a shopper: support's unread; an admin: the inbox total).",
    subscribe: ({ context }: SubArgs) => context.services.chat.unreadStream(context.em, context.viewer),
  })
  chatUnreadCountChanged(@Root() count: number): number {
    return count;
  }

  @Authorized()
  @Subscription(() => ChatTyping, {
    description: "Typing in one conversation (the viewer's own keystrokes are not echoed).",
    subscribe: ({ context, args }: SubArgs) =>
      context.services.chat.typingStream(context.em, context.viewer, args.userId as string | undefined),
  })
  chatTyping(
    @Root() s: ChatTypingSignal,
    @Arg('userId', () => ID, { nullable: true }) _userId?: string,
  ): ChatTyping {
    return {
      conversationUserId: s.shopperId,
      role: s.role as ChatSenderRoleEnum,
      name: s.name,
      typing: s.typing,
      expiresAt: s.expiresAt ? new Date(s.expiresAt) : null,
    };
  }

  @Authorized()
  @Subscription(() => Boolean, {
    description: 'Whether support is online: sent at once, then whenever it changes.',
    subscribe: ({ context }: SubArgs) => context.services.chat.presenceStream(context.em, context.viewer),
  })
  supportOnlineChanged(@Root() online: boolean): boolean {
    return online;
  }
}
