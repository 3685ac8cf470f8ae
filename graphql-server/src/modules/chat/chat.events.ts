import type { ChatSenderRole } from './chat.entity.js';
import type { ChatMessageView } from './chat.types.js';

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

/**
 * A conversation changed (raised in the change's transaction, or at once after a single statement
 * committed, always inside the conversation's chain): the listener publishes the subscribers'
 * topics, so they leave after commit and in sequence order.
 */
export interface ChatConversationChanged {
  shopperId: string;
  /** Messages changed (a prompt's answer), by id: their views are read after commit. */
  updated: string[];
  /** New messages, in sequence order, as their insert answered them. */
  created: ChatMessageView[];
  /** Messages were marked read. */
  read: boolean;
  /** The conversation was emptied. */
  cleared: boolean;
}

export interface ChatEvents {
  ChatMessageSent: ChatMessageSent;
  ChatConversationChanged: ChatConversationChanged;
}
