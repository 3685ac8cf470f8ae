/** The chat forms' rules: the shopper's message and the admin's reply (text, trimmed, 1–2,000 characters). */
import * as z from 'zod/mini';
import { ChatText } from './messages';

export const CHAT_MAX_LENGTH = 2000;

const content = (empty: string) =>
  z.string().check(z.trim(), z.minLength(1, empty), z.maxLength(CHAT_MAX_LENGTH, ChatText.tooLong));

export const messageSchema = z.object({ content: content(ChatText.emptyMessage) });
export const replySchema = z.object({ content: content(ChatText.replyEmpty) });
