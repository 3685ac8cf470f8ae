import type { ChatSenderRole } from './chat.entity.js';

/** A chat message was stored (raised inside the send transaction, delivered after its commit). */
export interface ChatMessageSent {
  /** The conversation's shopper (a conversation is one shopper's). */
  shopperId: string;
  messageId: string;
  senderRole: ChatSenderRole;
  content: string;
  /** The sender's name as the message was stored with it (no second look-up for listeners). */
  senderName: string;
  /** Whether the shopper had an open connection when the message was sent. */
  shopperOnline: boolean;
  /** The conversation's first message, from the shopper (sequence 1: sequences never restart). */
  opensConversation: boolean;
}

export interface ChatEvents {
  ChatMessageSent: ChatMessageSent;
}
