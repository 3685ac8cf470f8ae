import { Link } from '../../lib/link';
import { Badge, cx, ImageWithFallback, layout } from '../../components/ui';
import { formatINR } from '../../lib/format';
import { descriptionPreview, starFill, stockLevel } from './catalog-helpers';
import type { ProductCardFieldsFragment } from '../../graphql/graphql';
import grid from './ProductGrid.module.css';
import storefront from './storefront.module.css';

/** Five stars for a rating (read-only), with the rating in words for screen readers. */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  return (
    <span className={grid.stars} role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
      {[1, 2, 3, 4, 5].map((s) => (
        <svg
          key={s}
          width={size}
          height={size}
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={starFill(rating, s) === 'empty' ? grid.starsStarEmpty : undefined}
        >
          <defs>
            <linearGradient id={`half-${s}`}>
              <stop offset="50%" stopColor="currentColor" />
              <stop offset="50%" stopColor="transparent" />
            </linearGradient>
          </defs>
          <path
            d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"
            fill={
              starFill(rating, s) === 'full'
                ? 'currentColor'
                : starFill(rating, s) === 'half'
                  ? `url(#half-${s})`
                  : 'none'
            }
            stroke="currentColor"
            strokeWidth={1.5}
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </span>
  );
}

/** Low / out-of-stock badge (nothing when plenty is in stock). */
export function StockBadge({ stock }: { stock: number }) {
  const level = stockLevel(stock);
  if (level === 'out') return <Badge tone="danger">Out of stock</Badge>;
  if (level === 'low') return <Badge tone="warning">Only {stock} left</Badge>;
  return null;
}

export type CardProduct = Pick<
  ProductCardFieldsFragment,
  | 'id'
  | 'name'
  | 'category'
  | 'price'
  | 'stock'
  | 'description'
  | 'imageUrl'
  | 'thumbnailUrl'
  | 'averageRating'
  | 'reviewCount'
>;

/**
 * A product tile: the whole card is one link (its name), the rest is supporting text. `priority`:
 * a card at the top of the first screen, whose picture is fetched at once and first (the page's
 * largest paint), not lazily.
 */
export function ProductCard({
  product,
  headingLevel = 3,
  priority = false,
}: {
  product: CardProduct;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={grid.productCard} data-testid="product-card">
      <div className={grid.productCardMedia}>
        <ImageWithFallback
          src={product.thumbnailUrl ?? product.imageUrl}
          alt=""
          className={grid.productCardImg}
          width={400}
          height={400}
          {...(priority && { loading: 'eager', fetchPriority: 'high' })}
        />
        <span className={grid.productCardBadge}>
          <StockBadge stock={product.stock} />
        </span>
      </div>
      <div className={grid.productCardBody}>
        <p className={grid.productCardCategory} data-testid="product-card-category">
          {product.category}
        </p>
        <Heading className={grid.productCardName}>
          <Link to={`/products/${product.id}`} className={grid.productCardLink}>
            {product.name}
          </Link>
        </Heading>
        <p className={grid.productCardDesc}>{descriptionPreview(product.description)}</p>
        <div className={grid.productCardMeta}>
          <span className={grid.productCardPrice} data-testid="product-card-price">
            {formatINR(product.price)}
          </span>
          <span className={grid.productCardRating}>
            <Stars rating={product.averageRating} size={14} />
            <span className={cx(layout.textMuted, layout.textSm)}>
              ({product.reviewCount}
              <span className={layout.visuallyHidden}> reviews</span>)
            </span>
          </span>
        </div>
      </div>
    </article>
  );
}

/** Placeholder cards while a list loads. */
export function ProductCardSkeletons({ count = 8 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={cx(grid.productCard, grid.productCardSkeleton)} aria-hidden="true">
          <div className={cx(grid.productCardMedia, storefront.skeleton)} />
          <div className={grid.productCardBody}>
            <div className={cx(storefront.skeleton, storefront.skeletonLine)} style={{ width: '40%' }} />
            <div className={cx(storefront.skeleton, storefront.skeletonLine)} style={{ width: '80%' }} />
            <div className={cx(storefront.skeleton, storefront.skeletonLine)} />
            <div className={cx(storefront.skeleton, storefront.skeletonLine)} style={{ width: '30%' }} />
          </div>
        </div>
      ))}
    </>
  );
}
