import { useSyncExternalStore } from 'react';

/**
 * A value that one component keeps and any component reads: the signed-in viewer's counters, kept
 * by code that loads only for a signed-in viewer (app/SignedInEffects.tsx) and read by the navbar
 * and pages, which ship without it.
 */
export interface LiveValue<T> {
  get(): T;
  set(next: T): void;
  /** The current value; the calling component renders again when it changes. */
  use(): T;
}

export function liveValue<T>(initial: T): LiveValue<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const l of listeners) l();
    },
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => value,
        () => initial,
      ),
  };
}
