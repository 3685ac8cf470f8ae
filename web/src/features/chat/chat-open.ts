import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  open = next;
  for (const l of listeners) l();
}

/** Opens the shopper's support chat (from the FAQ page, the launcher or a mail link). */
export function openSupportChat(): void {
  set(true);
}

export function closeSupportChat(): void {
  set(false);
}

export function useSupportChatOpen(): boolean {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => open,
    () => false,
  );
}
