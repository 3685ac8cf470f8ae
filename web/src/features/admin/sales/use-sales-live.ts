import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { SalesChangedSubscription } from './operations';

/**
 * Keeps a screen's sales figures live: the server pushes "sales changed" (gathered, at most one per
 * 750 ms) and the screen refetches. Answers when the figures were last brought up to date.
 */
export function useSalesLive(refetch: () => Promise<unknown>): { updatedAt: Date | null } {
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  }, [refetch]);
  useSubscription(SalesChangedSubscription, {
    onData: () => {
      void latest.current().then(() => setUpdatedAt(new Date()));
    },
  });
  return { updatedAt };
}
