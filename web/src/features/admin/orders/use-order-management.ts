import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { type SortState, useToast } from '../../../components/ui';
import type { OrderSortField, OrderStatus } from '../../../graphql/graphql';
import { errorMessage } from '../../../lib/graphql-errors';
import type { Order } from '../../orders/public';
import { AdminOrdersQuery, ConfirmReturnMutation, UpdateOrderStatusMutation } from './operations';

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/**
 * What the admin's order screen does, without its markup: search (debounced), status filter and
 * sort read by the server, the order viewed, and the two actions, each asked for first: moving an
 * order to its next status (Delivered starts the return window; none can be undone) and confirming
 * a return. A failed action shows beside the table.
 */
export function useOrderManagement() {
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [sort, setSort] = useState<SortState<OrderSortField>>({ key: 'DATE', direction: 'desc' });
  const [viewing, setViewing] = useState<Order | null>(null);
  const [confirming, setConfirming] = useState<Order | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const term = useDebounced(search.trim(), 300);

  const { data, error, loading, refetch } = useQuery(AdminOrdersQuery, {
    variables: {
      input: {
        search: term || null,
        status: status || null,
        sortBy: sort.key,
        sortDirection: sort.direction === 'asc' ? 'ASC' : 'DESC',
        first: 200,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const [updateStatus, updating] = useMutation(UpdateOrderStatusMutation);
  // A status move is asked for first (Delivered starts the return window; none can be undone).
  const [advancing, setAdvancing] = useState<Order | null>(null);
  const [confirmReturn, returning] = useMutation(ConfirmReturnMutation);

  async function advance() {
    const order = advancing;
    const next = order?.nextStatus;
    setAdvancing(null);
    if (!order || !next) return;
    setActionError(null);
    try {
      const { data: done } = await updateStatus({ variables: { id: order.id, status: next } });
      toast.success(done?.updateOrderStatus.message ?? 'Order status updated');
      await refetch();
    } catch (err) {
      setActionError(errorMessage(err, 'Failed to update order status'));
    }
  }

  async function doConfirmReturn() {
    const order = confirming;
    if (!order) return;
    setActionError(null);
    try {
      const { data: done } = await confirmReturn({ variables: { id: order.id } });
      toast.success(done?.confirmReturn.message ?? 'Return confirmed');
      await refetch();
    } catch (err) {
      setActionError(errorMessage(err, 'Failed to confirm return'));
    } finally {
      setConfirming(null);
    }
  }

  return {
    search,
    setSearch,
    status,
    setStatus,
    sort,
    setSort,
    viewing,
    setViewing,
    confirming,
    setConfirming,
    advancing,
    setAdvancing,
    actionError,
    setActionError,
    /** The search as sent (debounced, trimmed). */
    term,
    query: { data, error, loading, refetch },
    updating,
    returning,
    advance,
    doConfirmReturn,
  };
}
