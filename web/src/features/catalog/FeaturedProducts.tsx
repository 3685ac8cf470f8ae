import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { ButtonLink, cx, EmptyState, ErrorState, Icon, layout, chevronRightIcon } from '../../components/ui';
import {
  FEATURED_INTERVAL_MS,
  FEATURED_PAGE_SIZE,
  nextIndex,
  pageCount,
  prevIndex,
  rotationWindow,
} from './catalog-helpers';
import { PurchaseButtons } from '../commerce/public';
import { ProductCard, ProductCardSkeletons } from './components';
import { ProductsQuery } from './operations';
import carousel from './Carousel.module.css';
import grid from './ProductGrid.module.css';
import storefront from './storefront.module.css';

/** Featured products, four at a time; with more than four they rotate every 10 s (paused on hover/focus). */
export function FeaturedProducts() {
  const { data, error, loading, refetch } = useQuery(ProductsQuery, {
    variables: { featured: true, first: 16 },
  });
  const items = data?.products.edges.map((e) => e.node) ?? [];
  const pages = pageCount(items.length, FEATURED_PAGE_SIZE);
  const rotates = items.length > FEATURED_PAGE_SIZE;
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!rotates || paused) return;
    const timer = setInterval(() => setPage((p) => nextIndex(p, pages)), FEATURED_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotates, paused, pages]);

  const shown = rotationWindow(items, page, FEATURED_PAGE_SIZE);

  return (
    <section className={storefront.homeSection} aria-labelledby="featured-heading">
      <div className={storefront.homeSectionHead}>
        <h2 id="featured-heading">Featured products</h2>
        <div className={layout.row}>
          {rotates && (
            <>
              <button
                type="button"
                className={cx(carousel.carouselBtn, carousel.carouselBtnLight)}
                aria-label="Previous featured products"
                onClick={() => setPage((p) => prevIndex(p, pages))}
              >
                <Icon icon={chevronRightIcon} className={storefront.flip} />
              </button>
              <span className={cx(layout.textSm, layout.textMuted)} aria-live="polite">
                {page + 1} / {pages}
              </span>
              <button
                type="button"
                className={cx(carousel.carouselBtn, carousel.carouselBtnLight)}
                aria-label="Next featured products"
                onClick={() => setPage((p) => nextIndex(p, pages))}
              >
                <Icon icon={chevronRightIcon} />
              </button>
            </>
          )}
          <ButtonLink to="/products" variant="ghost" size="sm">
            View all
          </ButtonLink>
        </div>
      </div>
      {error && !data ? (
        <ErrorState message="Failed to load featured products" onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <div className={grid.productGrid}>
          <ProductCardSkeletons count={4} />
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          title="No featured products right now"
          text="Our team is picking the next favourites. Browse the full catalogue meanwhile."
          action={<ButtonLink to="/products">Browse products</ButtonLink>}
        />
      ) : (
        <ul
          className={grid.productGrid}
          data-testid="featured-products"
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
          }}
        >
          {shown.map((p) => (
            <li key={p.id}>
              <ProductCard product={p} />
              <PurchaseButtons product={p} context="card" size="sm" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
