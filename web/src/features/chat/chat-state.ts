import type { ChatMessageFieldsFragment } from '../../graphql/graphql';

export type ChatMessage = ChatMessageFieldsFragment;

/**
 * Merges messages into a conversation: one entry per id (a later copy replaces an earlier one,
 * e.g. a prompt that got its answer), ordered by the server's sequence number, never by clocks.
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** The highest sequence number held: after a reconnect, ask for what came after it. */
export function lastSeq(messages: readonly ChatMessage[]): number {
  return messages.reduce((max, m) => Math.max(max, m.seq), 0);
}

/** True when the held messages skip a sequence number after `from` (an event arrived before an earlier one). */
export function hasGap(messages: readonly ChatMessage[]): boolean {
  for (let i = 1; i < messages.length; i++) if (messages[i]!.seq !== messages[i - 1]!.seq + 1) return true;
  return false;
}

/** The prompt still waiting for the shopper's answer, if any (the input is disabled meanwhile). */
export function pendingPrompt(messages: readonly ChatMessage[]): ChatMessage | undefined {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.awaitingAnswer) return messages[i];
  return undefined;
}

/** After the counterpart read: my side's messages show as read. */
export function markSideRead(messages: readonly ChatMessage[], side: 'CUSTOMER' | 'ADMIN'): ChatMessage[] {
  return messages.map((m) => (m.role === side && !m.isRead ? { ...m, isRead: true } : m));
}

/** A client id for a send: a retry of the same send reuses it, so the server stores it once. */
export function newClientMessageId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** Answer buttons of a prompt, as the spec names them. */
export function answerChoices(promptType: ChatMessage['promptType']) {
  if (promptType === 'HELPFUL')
    return [
      { answer: 'THUMBS_UP', label: 'Thumbs up', glyph: '👍' },
      { answer: 'THUMBS_DOWN', label: 'Thumbs down', glyph: '👎' },
    ] as const;
  if (promptType === 'SOLVED')
    return [
      { answer: 'YES', label: 'Yes', glyph: '' },
      { answer: 'NO', label: 'No', glyph: '' },
    ] as const;
  return [] as const;
}
