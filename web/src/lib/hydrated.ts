import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser takes a server-rendered page over (its first render
 * must write what the server wrote); true from the render after that, and at once on a screen the
 * browser draws itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
