import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { SetChatTypingMutation } from './operations';

const EVERY_MS = 2000;

/** Tells the other side we are typing: at most one signal per 2 s; the server expires it after 5 s. */
export function useTypingSignal(userId: string | null) {
  const [signal] = useMutation(SetChatTypingMutation);
  const last = useRef(0);
  const keystroke = useCallback(() => {
    const now = Date.now();
    if (now - last.current < EVERY_MS) return;
    last.current = now;
    void signal({ variables: { userId, typing: true } }).catch(() => undefined);
  }, [signal, userId]);
  const stop = useCallback(() => {
    if (!last.current) return;
    last.current = 0;
    void signal({ variables: { userId, typing: false } }).catch(() => undefined);
  }, [signal, userId]);
  useEffect(() => () => stop(), [stop]);
  return { keystroke, stop };
}
