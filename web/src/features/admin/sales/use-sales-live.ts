import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useOnReconnect } from '../../../lib/socket-status';
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
  const update = () => void latest.current().then(() => setUpdatedAt(new Date()));
  useSubscription(SalesChangedSubscription, { onData: update });
  // Sales made while the socket was away were never signalled.
  useOnReconnect(update);
  return { updatedAt };
}
