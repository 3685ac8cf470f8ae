import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { hasGap, lastSeq, markSideRead, mergeMessages, type ChatMessage } from './chat-state';
import { ChatEventsSubscription, ChatMessagesQuery, ChatTypingSubscription } from './operations';
import { useOnReconnect } from '../../lib/socket-status';

export interface TypingState {
  name: string;
  role: 'CUSTOMER' | 'ADMIN' | 'SYSTEM';
}

export interface Conversation {
  messages: ChatMessage[];
  loading: boolean;
  error: boolean;
  typing: TypingState | null;
  /** Adds a message the viewer just sent (the server's answer). */
  add: (m: ChatMessage) => void;
  /** Newly arrived counterpart messages, for "mark read" and the live region. */
  lastIncoming: ChatMessage | null;
  reload: () => void;
}

/**
 * One conversation kept gap-free: loads everything, merges live events by id in `seq` order,
 * and whenever the socket comes back (or an event skips a number) asks for what came after the
 * last sequence held. `userId` is the shopper (admins); shoppers pass null for their own.
 */
export function useConversation(
  userId: string | null,
  opts: { skip?: boolean; mySide: 'CUSTOMER' | 'ADMIN' },
): Conversation {
  const client = useApolloClient();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState(false);
  const [typing, setTyping] = useState<TypingState | null>(null);
  const [lastIncoming, setLastIncoming] = useState<ChatMessage | null>(null);
  const held = useRef<ChatMessage[]>([]);
  const fetching = useRef<Promise<void> | null>(null);
  const skip = Boolean(opts.skip);

  const apply = useCallback((next: (prev: ChatMessage[]) => ChatMessage[]) => {
    held.current = next(held.current);
    setMessages(held.current);
  }, []);

  /** Fetches every message after the last sequence held (one fetch at a time). */
  const catchUp = useCallback((): Promise<void> => {
    if (skip) return Promise.resolve();
    fetching.current ??= (async () => {
      try {
        let after = lastSeq(held.current);
        for (;;) {
          const res = await client.query({
            query: ChatMessagesQuery,
            variables: { userId, after, first: 200 },
            fetchPolicy: 'network-only',
          });
          const page = res.data?.chatMessages;
          if (!page) break;
          apply((prev) => mergeMessages(prev, page.messages));
          if (!page.hasMore || page.messages.length === 0) break;
          after = lastSeq(page.messages);
        }
        setError(false);
      } catch {
        setError(true);
      } finally {
        setLoading(false);
        fetching.current = null;
      }
    })();
    return fetching.current;
  }, [client, userId, skip, apply]);

  useEffect(() => {
    held.current = [];
    setMessages([]);
    setTyping(null);
    setLastIncoming(null);
    setLoading(true);
    if (skip) return;
    void catchUp();
    // The subscription is registered on the server a moment after it is sent: look once more,
    // so a message committed in between is not missed.
    const again = setTimeout(() => void catchUp(), 1200);
    return () => clearTimeout(again);
  }, [userId, skip, catchUp]);

  useOnReconnect(() => {
    void catchUp();
    setTimeout(() => void catchUp(), 1200);
  });

  useSubscription(ChatEventsSubscription, {
    skip,
    variables: { userId },
    onData: ({ data }) => {
      const e = data.data?.chatEvents;
      if (!e) return;
      if (e.type === 'CLEARED') {
        apply(() => []);
        return;
      }
      if (e.type === 'READ') {
        apply((prev) => markSideRead(prev, opts.mySide));
        return;
      }
      const m = e.message;
      if (!m) return;
      const before = lastSeq(held.current);
      apply((prev) => mergeMessages(prev, [m]));
      if (e.type === 'CREATED' && m.role !== opts.mySide) {
        setLastIncoming(m);
        if (m.role !== 'SYSTEM') setTyping(null);
      }
      if (m.seq > before + 1 || hasGap(held.current)) void catchUp();
    },
  });

  useSubscription(ChatTypingSubscription, {
    skip,
    variables: { userId },
    onData: ({ data }) => {
      const t = data.data?.chatTyping;
      if (!t) return;
      setTyping(t.typing ? { name: t.name, role: t.role } : null);
    },
  });

  // The indicator can never stay on: it also lapses here 6 s after the last signal.
  useEffect(() => {
    if (!typing) return;
    const t = setTimeout(() => setTyping(null), 6000);
    return () => clearTimeout(t);
  }, [typing]);

  const add = useCallback((m: ChatMessage) => apply((prev) => mergeMessages(prev, [m])), [apply]);
  const reload = useCallback(() => void catchUp(), [catchUp]);

  return { messages, loading, error, typing, add, lastIncoming, reload };
}
