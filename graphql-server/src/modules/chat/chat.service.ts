import type { EventRaiser } from '../../common/events.js';
import type { ShopPubSub } from '../../common/pubsub.js';
import type { RateLimit } from '../../common/rate-limit.js';
import type { SessionGate } from '../auth/index.js';
import { ChatConversations } from './chat.conversations.js';
import type { ChatEvents } from './chat.events.js';
import type { ChatPresence } from './chat.presence.js';
import { ChatSending } from './chat.sending.js';
import { ChatStreams } from './chat.streams.js';
import { ChatTyping } from './chat.typing.js';

export interface ChatServiceDeps {
  pubSub: ShopPubSub;
  /** `ChatMessageSent` and `ChatConversationChanged`, delivered after commit to chat's listeners. */
  events: EventRaiser<ChatEvents>;
  presence: ChatPresence;
  /** Auth's session check, asked before every subscription event. */
  gate: SessionGate;
  limiter: RateLimit;
}

/**
 * Support chat between shoppers and admins: what resolvers and routes call, one method each,
 * along its seams: reading conversations (`chat.conversations.ts`), writing messages
 * (`chat.sending.ts`), typing and presence (`chat.typing.ts`), subscriptions (`chat.streams.ts`).
 * Every rule lives in those; the topics are published by chat's listener after commit
 * (`chat.publisher.ts`).
 */
export class ChatService {
  private readonly conversations = new ChatConversations();
  private readonly sending: ChatSending;
  private readonly typingSignals: ChatTyping;
  private readonly streams: ChatStreams;

  constructor(deps: ChatServiceDeps) {
    this.sending = new ChatSending(deps);
    this.typingSignals = new ChatTyping(deps);
    this.streams = new ChatStreams(deps);
  }

  // reads
  readonly messages: ChatConversations['messages'] = (...a) => this.conversations.messages(...a);
  readonly allMessages: ChatConversations['allMessages'] = (...a) => this.conversations.allMessages(...a);
  readonly unreadCount: ChatConversations['unreadCount'] = (...a) => this.conversations.unreadCount(...a);
  readonly inbox: ChatConversations['inbox'] = (...a) => this.conversations.inbox(...a);

  // writes
  readonly send: ChatSending['send'] = (...a) => this.sending.send(...a);
  readonly reply: ChatSending['reply'] = (...a) => this.sending.reply(...a);
  readonly sendPrompt: ChatSending['sendPrompt'] = (...a) => this.sending.sendPrompt(...a);
  readonly answerPrompt: ChatSending['answerPrompt'] = (...a) => this.sending.answerPrompt(...a);
  readonly markRead: ChatSending['markRead'] = (...a) => this.sending.markRead(...a);
  readonly clear: ChatSending['clear'] = (...a) => this.sending.clear(...a);

  // typing and presence
  readonly typing: ChatTyping['typing'] = (...a) => this.typingSignals.typing(...a);
  readonly supportOnline: ChatTyping['supportOnline'] = () => this.typingSignals.supportOnline();

  // subscription sources
  readonly conversationStream: ChatStreams['conversationStream'] = (...a) =>
    this.streams.conversationStream(...a);
  readonly inboxStream: ChatStreams['inboxStream'] = (...a) => this.streams.inboxStream(...a);
  readonly unreadStream: ChatStreams['unreadStream'] = (...a) => this.streams.unreadStream(...a);
  readonly typingStream: ChatStreams['typingStream'] = (...a) => this.streams.typingStream(...a);
  readonly presenceStream: ChatStreams['presenceStream'] = (...a) => this.streams.presenceStream(...a);

  close(): void {
    this.typingSignals.close();
  }
}
