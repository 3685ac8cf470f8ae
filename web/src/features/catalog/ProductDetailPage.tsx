import { useQuery, useSubscription } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import {
  Alert,
  Breadcrumb,
  Button,
  ButtonLink,
  cx,
  EmptyState,
  ErrorState,
  Icon,
  layout,
  LoadingState,
  useToast,
  alertIcon,
  errorIcon,
  searchIcon,
  successIcon,
} from '../../components/ui';
import { formatINR } from '../../lib/format';
import { errorMessage } from '../../lib/graphql-errors';
import { productsPath, stockLevel } from './catalog-helpers';
import { stockLabel } from './product-helpers';
import { ProductCard, Stars } from './components';
import { ProductGallery } from './ProductGallery';
import { ProductDetailQuery, ProductUpdatedSubscription } from './operations';
import { ProductPurchasePanel } from './ProductPurchasePanel';
import { ProductReviews } from './Reviews';
import grid from './ProductGrid.module.css';
import storefront from './storefront.module.css';
import styles from './ProductPage.module.css';
import { usePageMeta } from '../../lib/page-meta';
import { useOnReconnect } from '../../lib/socket-status';

const STOCK_LOOKS = { in: styles.stockStatusIn, low: styles.stockStatusLow, out: styles.stockStatusOut };

function ShareButton({ name }: { name: string }) {
  const toast = useToast();
  async function share() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(window.location.href);
      toast.success('Product URL copied to clipboard!');
    } catch {
      toast.error('Failed to copy URL');
    }
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void share()}
      aria-label={`Share ${name}: copy link`}
    >
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M4 12v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7M16 6l-4-4-4 4M12 2v13" />
      </svg>
      Share
    </Button>
  );
}

export function ProductDetailPage() {
  const { id = '' } = useParams();
  const { data, error, loading, refetch } = useQuery(ProductDetailQuery, { variables: { id } });
  // Live stock and price: the change arrives with the product's id, so the cache entry updates itself.
  const live = useSubscription(ProductUpdatedSubscription, { variables: { id } });
  // A change made while the socket was away never arrives: read the product again when it is back.
  useOnReconnect(() => void refetch().catch(() => undefined));
  const deleted = live.data?.productUpdated.deleted === true;
  const shown = data?.product;
  usePageMeta(
    shown
      ? { title: shown.name, description: shown.description }
      : error
        ? { title: 'Could not load this product' }
        : loading
          ? { title: 'Product' }
          : { title: 'Product not found', notFound: true },
  );

  if (error && !data)
    return (
      <div className={cx(layout.container, layout.page)}>
        <ErrorState
          title="Could not load this product"
          message={errorMessage(error, 'Failed to fetch products')}
          onRetry={() => void refetch()}
        />
      </div>
    );
  if (loading && !data)
    return (
      <div className={cx(layout.container, layout.page)}>
        <LoadingState label="Loading product..." />
      </div>
    );
  const product = data?.product;
  if (!product)
    return (
      <div className={cx(layout.container, layout.page)}>
        <EmptyState
          icon={searchIcon}
          titleAs="h1"
          title="Product Not Found"
          text="This product may have been removed, or the link is mistyped."
          action={<ButtonLink to="/products">Browse products</ButtonLink>}
        />
      </div>
    );

  const level = stockLevel(product.stock);
  return (
    <div className={cx(layout.container, layout.page)} data-testid="product-detail">
      <Breadcrumb
        trail={[
          { to: '/', label: 'Home' },
          { to: '/products', label: 'Products' },
          { to: productsPath({ category: product.category }), label: product.category },
        ]}
        current={product.name}
      />
      {deleted && <Alert variant="warning">This product was just removed from the shop.</Alert>}
      <div className={styles.productDetailMain}>
        <ProductGallery
          name={product.name}
          images={product.gallery.length ? product.gallery : product.imageUrl ? [product.imageUrl] : []}
        />
        <div className={styles.productDetailInfo}>
          <p className={grid.productCardCategory}>{product.category}</p>
          <h1 className={styles.productDetailName}>{product.name}</h1>
          <div className={styles.productDetailRating}>
            <Stars rating={product.averageRating} />
            <a href="#reviews-heading" className={layout.textSm}>
              {product.reviewCount === 1 ? '1 review' : `${product.reviewCount} reviews`}
            </a>
          </div>
          <p className={styles.productDetailPrice} data-testid="price">
            {formatINR(product.price)}
          </p>
          <p className={cx(layout.textSm, layout.textMuted)} data-testid="price-note">
            + 18% GST at checkout · Free shipping
          </p>
          <p
            className={cx(styles.stockStatus, STOCK_LOOKS[level])}
            data-testid="stock-status"
            aria-live="polite"
          >
            <Icon icon={level === 'out' ? errorIcon : level === 'low' ? alertIcon : successIcon} size={18} />
            {stockLabel(product.stock)}
          </p>
          <ProductPurchasePanel product={product} />
          <div className={layout.row}>
            <ShareButton name={product.name} />
          </div>
          <section aria-labelledby="description-heading" className={styles.productDetailDesc}>
            <h2 id="description-heading">Description</h2>
            <p>{product.description}</p>
          </section>
        </div>
      </div>

      <ProductReviews productId={product.id} />

      {product.related.length > 0 && (
        <section className={storefront.homeSection} aria-labelledby="related-heading">
          <div className={storefront.homeSectionHead}>
            <h2 id="related-heading">You may also like</h2>
          </div>
          <ul className={grid.productGrid}>
            {product.related.slice(0, 4).map((p) => (
              <li key={p.id}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
