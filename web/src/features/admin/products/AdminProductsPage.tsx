import { Link } from '../../../lib/link';
import {
  Button,
  chipClass,
  ConfirmDialog,
  cx,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Icon,
  ImageWithFallback,
  layout,
  Select,
  TextField,
  editIcon,
  plusIcon,
  trashIcon,
} from '../../../components/ui';
import type { AdminProductFieldsFragment } from '../../../graphql/graphql';
import { formatINR } from '../../../lib/format';
import { errorMessage } from '../../../lib/graphql-errors';
import { isLowForAdmin, STOCK_FILTERS } from './product-form';
import { ProductFormModal } from './ProductFormModal';
import { useAdminProducts } from './use-admin-products';
import styles from './admin-products.module.css';

const productColumns: DataTableColumn<AdminProductFieldsFragment>[] = [
  {
    id: 'product',
    header: 'Product',
    rowHeader: true,
    card: 'title',
    cell: (p) => (
      <div className={styles.adminTableProduct}>
        <ImageWithFallback src={p.thumbnailUrl ?? p.imageUrl} alt="" className={styles.adminTableThumb} />
        <Link to={`/admin/products/${p.id}`}>{p.name}</Link>
      </div>
    ),
  },
  { id: 'category', header: 'Category', cell: (p) => p.category || 'N/A' },
  { id: 'price', header: 'Price', numeric: true, cell: (p) => formatINR(p.price) },
  {
    id: 'stock',
    header: 'Stock',
    numeric: true,
    cell: (p) => (
      <span
        className={cx(
          styles.stockPill,
          isLowForAdmin(p.stock) && styles.stockPillLow,
          p.stock === 0 && styles.stockPillOut,
        )}
        data-testid="admin-stock"
        data-level={p.stock === 0 ? 'out' : isLowForAdmin(p.stock) ? 'low' : 'in'}
      >
        {p.stock}
        {isLowForAdmin(p.stock) && <span className={layout.visuallyHidden}> (low)</span>}
      </span>
    ),
  },
];

/**
 * The admin's product list (inside the dashboard shell): search and category filtered by the
 * server, a stock filter, add, edit and delete.
 */
export function AdminProductsList() {
  const {
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
    loadMore,
    loadingMore,
    showAll,
    modal,
    setModal,
    saved,
    toDelete,
    setToDelete,
    deleting,
    confirmDelete,
  } = useAdminProducts();

  const addButton = (
    <Button onClick={() => setModal({ mode: 'add' })} data-testid="add-product">
      <Icon icon={plusIcon} size={18} />
      Add product
    </Button>
  );

  return (
    <div>
      <div className={styles.adminProductsBar}>
        <p className={layout.textMuted} aria-live="polite">
          {data ? `${data.products.totalCount} ${filtered ? 'matching ' : ''}products` : ''}
        </p>
        {addButton}
      </div>
      <div className={styles.adminProductsFilters}>
        <TextField
          label="Search the catalogue"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          data-testid="admin-products-search"
        />
        <Select
          label="Category"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          placeholder="All categories"
          options={(categories.data?.categories ?? []).map((c) => ({
            value: c.name,
            label: `${c.name} (${c.productCount})`,
          }))}
          data-testid="admin-products-category"
        />
      </div>
      <div className={styles.adminFilter} role="group" aria-label="Filter by stock">
        {STOCK_FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className={chipClass(filter === f.value)}
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
          >
            {f.label}
          </button>
        ))}
      </div>

      <DataTable
        columns={productColumns}
        rows={data ? products : undefined}
        rowKey={(p) => p.id}
        caption="Products, with stock below 50 highlighted"
        loading={loading}
        loadingLabel="Loading products..."
        error={error && errorMessage(error, 'Failed to fetch products: 500')}
        onRetry={() => void refetch()}
        empty={
          <EmptyState
            title={filtered ? 'No products match these filters' : 'No products yet'}
            text={
              filtered
                ? 'Try another search, category or stock filter.'
                : 'Add the first product to open the shop.'
            }
            action={
              filtered ? (
                <Button variant="secondary" onClick={showAll}>
                  Show all
                </Button>
              ) : (
                <Button onClick={() => setModal({ mode: 'add' })}>Add product</Button>
              )
            }
          />
        }
        actionsHeader="Actions"
        rowActions={(p) => (
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setModal({ mode: 'edit', product: p })}
              aria-label={`Edit ${p.name}`}
            >
              <Icon icon={editIcon} size={16} />
              Edit
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setToDelete(p)} aria-label={`Delete ${p.name}`}>
              <Icon icon={trashIcon} size={16} />
              Delete
            </Button>
          </>
        )}
        testId="admin-products-table"
        rowTestId="admin-product-row"
      />
      {products.length > 0 && data?.products.pageInfo.hasNextPage && (
        <div className={styles.loadMoreRow}>
          <Button variant="secondary" loading={loadingMore} loadingText="Loading..." onClick={loadMore}>
            Load more
          </Button>
        </div>
      )}

      <ProductFormModal
        open={modal !== null}
        product={modal?.mode === 'edit' ? modal.product : null}
        onClose={() => setModal(null)}
        onSaved={saved}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete product?"
        message={
          toDelete
            ? `Delete “${toDelete.name}”? Shoppers will no longer see it. Past orders keep their copy.`
            : ''
        }
        confirmLabel="Delete"
        danger
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}

/** /admin/products (behind RequireAdmin, inside the dashboard shell). */
export function AdminProductsPage() {
  return <AdminProductsList />;
}
