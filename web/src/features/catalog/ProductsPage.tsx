import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../lib/link';
import { useSearchParams } from '../../lib/use-search-params';
import {
  Button,
  ButtonLink,
  chipClass,
  cx,
  EmptyState,
  ErrorState,
  layout,
  PageHeader,
  searchIcon,
} from '../../components/ui';
import { errorMessage } from '../../lib/graphql-errors';
import { countOf, countText, productsPath } from './catalog-helpers';
import { parseListing } from './listing-params';
import { PurchaseButtons } from '../commerce/public';
import { ProductCard, ProductCardSkeletons } from './components';
import { ListingControls } from './ListingControls';
import { CategoriesQuery, ProductsQuery } from './operations';
import styles from './ProductGrid.module.css';
import listing from './listing.module.css';
import { usePageMeta } from '../../lib/page-meta';

export const PRODUCTS_PAGE_SIZE = 12;

/** What the filters say, for the empty state: “No products match ‘tea’ in Home”. */
function describeFilters(q: string, category: string): string {
  const parts: string[] = [];
  if (q) parts.push(`“${q}”`);
  if (category) parts.push(`${q ? 'in ' : 'in the category '}${category}`);
  return parts.join(' ');
}

export function ProductsPage() {
  const params = useSearchParams();
  const navigate = useNavigate();
  const filters = parseListing(params);
  const { q, category } = filters;
  const variables = {
    q: q || null,
    category: category || null,
    sort: filters.sort,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    inStock: filters.inStock || null,
    minRating: filters.minRating,
    first: PRODUCTS_PAGE_SIZE,
  };
  const { data, error, loading, refetch, fetchMore, networkStatus } = useQuery(ProductsQuery, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  const categories = useQuery(CategoriesQuery);

  // The shop's list (the admin edits it), in its order: the categories in use, and the chosen one.
  const chips = (categories.data?.categories ?? [])
    .filter((c) => c.productCount > 0 || c.name.toLowerCase() === category.toLowerCase())
    .map((c) => c.name);
  if (category && !chips.some((c) => c.toLowerCase() === category.toLowerCase())) chips.push(category);

  const connection = data?.products;
  const products = connection?.edges.map((e) => e.node) ?? [];
  const loadingMore = networkStatus === 3;
  const title = q ? `Results for “${q}”` : category || 'All products';
  const narrowed =
    filters.minPrice !== null || filters.maxPrice !== null || filters.inStock || filters.minRating !== null;
  const filtered = Boolean(q || category || narrowed);
  usePageMeta({
    title: q ? `Search: ${q}` : category ? `${category} products` : 'All products',
    description: category
      ? `Shop ${category.toLowerCase()} products priced in rupees, with free shipping across India.`
      : 'Browse every product in rupees: electronics, fashion, home, beauty and sports, with free shipping across India.',
  });

  return (
    <div className={cx(layout.container, layout.page)}>
      <PageHeader
        title={title}
        subtitle={
          connection ? (
            <span aria-live="polite" data-testid="result-count">
              {countText(connection)}
              {category && q ? ` in ${category}` : ''}
            </span>
          ) : (
            'Free shipping on every order'
          )
        }
      />
      <nav className={listing.chips} aria-label="Categories">
        <ul>
          <li>
            <Link
              to={productsPath({ ...filters, category: null })}
              className={chipClass(!category)}
              aria-current={!category ? 'page' : undefined}
            >
              All
            </Link>
          </li>
          {chips.map((name) => {
            const active = name.toLowerCase() === category.toLowerCase();
            return (
              <li key={name}>
                <Link
                  to={productsPath({ ...filters, category: name })}
                  // The row scrolls sideways on a phone: keep the chosen category in sight.
                  ref={
                    active ? (el) => el?.scrollIntoView({ block: 'nearest', inline: 'nearest' }) : undefined
                  }
                  className={chipClass(active)}
                  aria-current={active ? 'page' : undefined}
                >
                  {name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <ListingControls filters={filters} onChange={(path) => void navigate(path)} />

      {error && !connection ? (
        <ErrorState
          title="Could not load products"
          message={errorMessage(error, 'Failed to fetch products')}
          onRetry={() => void refetch()}
        />
      ) : loading && !connection ? (
        <div className={styles.productGrid} role="status" aria-label="Loading products">
          <ProductCardSkeletons count={8} />
        </div>
      ) : products.length === 0 ? (
        <EmptyState
          icon={searchIcon}
          titleAs="h2"
          title={
            filtered
              ? `No products match ${describeFilters(q, category) || 'these filters'}`
              : 'No products yet'
          }
          text={
            filtered
              ? narrowed
                ? 'Try a wider price range, another rating or include items out of stock.'
                : 'Try another word or a different category.'
              : 'New arrivals are on their way.'
          }
          action={
            filtered ? (
              <ButtonLink to="/products" variant="secondary">
                Clear filters
              </ButtonLink>
            ) : undefined
          }
        />
      ) : (
        <>
          <ul className={styles.productGrid} data-testid="product-grid">
            {products.map((p, i) => (
              <li key={p.id}>
                {/* The first row on a phone (two columns) holds the page's largest paint. */}
                <ProductCard product={p} headingLevel={2} priority={i < 2} />
                <PurchaseButtons product={p} context="card" size="sm" only="add" />
              </li>
            ))}
          </ul>
          <div className={listing.loadMore}>
            <p className={cx(layout.textSm, layout.textMuted)}>
              Showing {products.length} of {connection ? countOf(connection) : products.length}
            </p>
            {connection?.pageInfo.hasNextPage && (
              <Button
                variant="secondary"
                loading={loadingMore}
                loadingText="Loading..."
                onClick={() =>
                  void fetchMore({ variables: { ...variables, after: connection.pageInfo.endCursor } })
                }
              >
                Load more
              </Button>
            )}
            {error && connection && (
              <p className={layout.textSm} role="alert">
                {errorMessage(error, 'Failed to fetch products')}
              </p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
