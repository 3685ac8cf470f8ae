import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useDeferredValue, useState } from 'react';
import { useToast } from '../../../components/ui';
import type { AdminProductFieldsFragment } from '../../../graphql/graphql';
import { errorMessage } from '../../../lib/graphql-errors';
import {
  AdminProductCategoriesQuery,
  AdminProductsQuery,
  AdminProductUpdatedSubscription,
  DeleteProductMutation,
} from './operations';
import { matchesStockFilter, type StockFilterValue } from './product-form';

const PAGE_SIZE = 24;

/** Live changes from every admin and every checkout: update in place, evict deletions, refetch new ones. */
export function useLiveProducts(onUnknown: () => void, known: (id: string) => boolean) {
  const client = useApolloClient();
  useSubscription(AdminProductUpdatedSubscription, {
    onData: ({ data }) => {
      const change = data.data?.productUpdated;
      if (!change) return;
      if (change.deleted) {
        client.cache.evict({ id: client.cache.identify({ __typename: 'Product', id: change.productId }) });
        client.cache.gc();
      } else if (!known(change.productId)) onUnknown();
    },
  });
}

/**
 * What the admin's product list does, without its markup: search and category filtered by the
 * server, a stock filter, live changes, more pages, the add/edit dialog and deleting.
 */
export function useAdminProducts() {
  const toast = useToast();
  const client = useApolloClient();
  const [filter, setFilter] = useState<StockFilterValue>('ALL');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [category, setCategory] = useState('');
  const categories = useQuery(AdminProductCategoriesQuery);
  const filtered = filter !== 'ALL' || !!q || !!category;
  const variables = {
    stock: filter === 'ALL' ? null : filter,
    q: q || null,
    category: category || null,
    first: PAGE_SIZE,
  };
  const { data, error, loading, refetch, fetchMore, networkStatus } = useQuery(AdminProductsQuery, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  const [modal, setModal] = useState<
    { mode: 'add' } | { mode: 'edit'; product: AdminProductFieldsFragment } | null
  >(null);
  const [toDelete, setToDelete] = useState<AdminProductFieldsFragment | null>(null);
  const [deleteProduct, { loading: deleting }] = useMutation(DeleteProductMutation);

  const products = (data?.products.edges.map((e) => e.node) ?? []).filter((p) =>
    matchesStockFilter(p.stock, filter),
  );
  useLiveProducts(
    () => void refetch(),
    (id) => products.some((p) => p.id === id),
  );

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await deleteProduct({ variables: { id: toDelete.id } });
      client.cache.evict({ id: client.cache.identify({ __typename: 'Product', id: toDelete.id }) });
      client.cache.gc();
      toast.success(`Deleted ${toDelete.name}`);
      setToDelete(null);
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to delete product (Status: 500)'));
    }
  }

  return {
    filter,
    setFilter,
    search,
    setSearch,
    category,
    setCategory,
    categories,
    filtered,
    products,
    query: { data, error, loading, refetch },
    loadingMore: networkStatus === 3,
    loadMore: () => {
      if (data) void fetchMore({ variables: { ...variables, after: data.products.pageInfo.endCursor } });
    },
    /** Every filter off. */
    showAll: () => {
      setFilter('ALL');
      setSearch('');
      setCategory('');
    },
    modal,
    setModal,
    /** The dialog saved a product: say so, close it, and refetch the list. */
    saved: (product: { name: string }, mode: 'add' | 'edit') => {
      toast.success(mode === 'add' ? `Added ${product.name}` : `Saved ${product.name}`);
      setModal(null);
      void client.refetchQueries({ include: ['AdminProducts'] });
    },
    toDelete,
    setToDelete,
    deleting,
    confirmDelete,
  };
}
