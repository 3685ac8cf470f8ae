import { describe, expect, it } from 'vitest';
import { hasGap, lastSeq, markSideRead, mergeMessages, pendingPrompt, type ChatMessage } from './chat-state';

const msg = (seq: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  __typename: 'ChatMessageView',
  id: `m${seq}`,
  seq,
  conversationUserId: 'u1',
  role: 'CUSTOMER',
  kind: 'TEXT',
  content: `message ${seq}`,
  promptType: null,
  answer: null,
  awaitingAnswer: false,
  replyToId: null,
  clientMessageId: null,
  isRead: false,
  createdAt: new Date(2026, 0, 1, 0, 0, 60 - seq).toISOString(), // clocks disagree with the order
  sender: null,
  ...extra,
});

describe('chat state', () => {
  it('orders by sequence and keeps one copy per id, the latest', () => {
    const merged = mergeMessages([msg(1), msg(3)], [msg(2), msg(3, { content: 'edited' }), msg(1)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(merged[2]!.content).toBe('edited');
  });

  it('resumes after the last sequence and sees gaps', () => {
    expect(lastSeq([])).toBe(0);
    expect(lastSeq([msg(4), msg(9), msg(2)])).toBe(9);
    expect(hasGap([msg(1), msg(2), msg(3)])).toBe(false);
    expect(hasGap([msg(1), msg(3)])).toBe(true);
  });

  it('finds the prompt that still waits for an answer', () => {
    expect(pendingPrompt([msg(1)])).toBeUndefined();
    const prompt = msg(2, { kind: 'PROMPT', awaitingAnswer: true, promptType: 'SOLVED' });
    expect(pendingPrompt([msg(1), prompt, msg(3)])).toBe(prompt);
    expect(pendingPrompt([msg(1), { ...prompt, awaitingAnswer: false }])).toBeUndefined();
  });

  it('marks only my side read when the counterpart reads', () => {
    const out = markSideRead([msg(1), msg(2, { role: 'ADMIN' })], 'CUSTOMER');
    expect(out.map((m) => m.isRead)).toEqual([true, false]);
  });
});
