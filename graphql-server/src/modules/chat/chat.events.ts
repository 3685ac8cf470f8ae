import type { ChatSenderRole } from './chat.entity.js';

/** A chat message was stored (raised inside the send transaction, delivered after its commit). */
export interface ChatMessageSent {
  /** The conversation's shopper (a conversation is one shopper's). */
  shopperId: string;
  messageId: string;
  senderRole: ChatSenderRole;
  content: string;
  /** Whether the shopper had an open connection when the message was sent. */
  shopperOnline: boolean;
}

export interface ChatEvents {
  ChatMessageSent: ChatMessageSent;
}
