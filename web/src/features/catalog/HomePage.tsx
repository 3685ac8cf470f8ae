import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from '../../lib/link';
import {
  Badge,
  Button,
  cx,
  Icon,
  type IconPath,
  layout,
  boxIcon,
  chatIcon,
  mailIcon,
  ordersIcon,
  tagIcon,
} from '../../components/ui';
import { ErrorBoundary } from '../../lib/error-boundary';
import { useChatUnreadCount } from '../chat/public';
import { Carousel } from './Carousel';
import { productsPath } from './catalog-helpers';
import { CategoriesQuery } from './operations';
import { FeaturedProducts } from './FeaturedProducts';
import home from './HomePage.module.css';
import storefront from './storefront.module.css';

const TILE_THEMES: Record<string, string | undefined> = {
  teal: home.categoryTileTeal,
  rose: home.categoryTileRose,
  amber: home.categoryTileAmber,
  violet: home.categoryTileViolet,
  blue: home.categoryTileBlue,
};

// Below the fold on every screen, and the only form here: its form kit (react-hook-form, zod)
// arrives after the first paint instead of with it.
const NewsletterForm = lazy(async () => ({ default: (await import('./NewsletterForm')).NewsletterForm }));

const glyph = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    width="28"
    height="28"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={d} />
  </svg>
);

interface CategoryLook {
  blurb: string;
  art: ReactNode;
  theme: string;
}

/** Art and words for the categories the shop starts with; any other one gets `otherLook`. */
const categoryLook: Record<string, CategoryLook> = {
  Electronics: {
    blurb: 'Phones, audio, smart home',
    art: glyph('M3 14v-2a9 9 0 0 1 18 0v2M3 14h3v6H4a1 1 0 0 1-1-1zm18 0h-3v6h2a1 1 0 0 0 1-1z'),
    theme: 'teal',
  },
  Fashion: {
    blurb: 'Ethnic, casual, footwear',
    art: glyph('M8 3 4 6l2 4 2-1v12h8V9l2 1 2-4-4-3c-1 2-2.5 3-4 3S9 5 8 3z'),
    theme: 'rose',
  },
  Home: {
    blurb: 'Kitchen, decor, lighting',
    art: glyph(
      'M4 18v-5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v5M2 18h20M6 11V8a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v3M5 18v2m14-2v2',
    ),
    theme: 'amber',
  },
  Beauty: {
    blurb: 'Skincare and grooming',
    art: glyph('M9 3h6v4H9zM7 7h10v13a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1zm3 5h4'),
    theme: 'violet',
  },
  Sports: {
    blurb: 'Cricket, fitness, yoga',
    art: glyph('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM5.6 5.6c3 3 3 9.8 0 12.8m12.8-12.8c-3 3-3 9.8 0 12.8'),
    theme: 'blue',
  },
  Apparel: {
    blurb: 'Everyday wear and basics',
    art: glyph('M8 3 4 6l2 4 2-1v12h8V9l2 1 2-4-4-3c-1 2-2.5 3-4 3S9 5 8 3z'),
    theme: 'violet',
  },
  Accessories: {
    blurb: 'Bags, wallets, watches',
    art: glyph('M6 8h12l1 12H5zM9 8V6a3 3 0 0 1 6 0v2'),
    theme: 'amber',
  },
  Fitness: {
    blurb: 'Workout gear and wellness',
    art: glyph('M6 8v8M18 8v8M3 10v4m18-4v4M6 12h12'),
    theme: 'teal',
  },
};

const THEMES = ['teal', 'rose', 'amber', 'violet', 'blue'];

function otherLook(index: number, productCount: number): CategoryLook {
  return {
    blurb: productCount === 1 ? '1 product' : `${productCount} products`,
    art: <Icon icon={tagIcon} />,
    theme: THEMES[index % THEMES.length]!,
  };
}

/** The shop's category list from the server (the admin edits it): one tile per category in use. */
function CategoryTiles() {
  const { data, loading, error, refetch } = useQuery(CategoriesQuery);
  if (loading && !data)
    return (
      <ul className={home.categoryTiles} aria-busy="true" aria-label="Loading categories">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i}>
            <span className={cx(home.categoryTile, home.categoryTilePlaceholder, storefront.skeleton)} />
          </li>
        ))}
      </ul>
    );
  if (error && !data)
    return (
      <p className={home.categoryTilesError} role="alert">
        Categories could not be loaded.{' '}
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </p>
    );
  const used = (data?.categories ?? []).filter((c) => c.productCount > 0);
  return (
    <ul className={home.categoryTiles}>
      {used.map(({ name, productCount }, i) => {
        const look = categoryLook[name] ?? otherLook(i, productCount);
        return (
          <li key={name}>
            <Link
              to={productsPath({ category: name })}
              className={cx(home.categoryTile, TILE_THEMES[look.theme])}
            >
              <span className={home.categoryTileArt}>{look.art}</span>
              <span className={home.categoryTileName}>{name}</span>
              <span className={home.categoryTileBlurb}>{look.blurb}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

const infoLinks: Array<{ to: string; label: string; text: string; icon: IconPath }> = [
  { to: '/shipping', label: 'Free shipping', text: 'On every order, 3–7 business days', icon: boxIcon },
  { to: '/returns', label: 'Easy returns', text: 'Within 5 days of delivery', icon: ordersIcon },
  { to: '/faqs', label: 'Help & FAQs', text: 'Answers and support, Mon–Fri 9 to 5', icon: chatIcon },
  { to: '/contact', label: 'Contact us', text: 'We reply within one working day', icon: mailIcon },
];

export function HomePage() {
  const unreadChat = useChatUnreadCount();
  return (
    <div>
      <h1 className={layout.visuallyHidden}>
        Rupee Shop: shop electronics, fashion, home, beauty and sports
      </h1>
      <div className={cx(home.homeHero, layout.container)}>
        <Carousel />
      </div>

      <div className={layout.container}>
        <section className={storefront.homeSection} aria-labelledby="categories-heading">
          <div className={storefront.homeSectionHead}>
            <h2 id="categories-heading">Shop by category</h2>
          </div>
          <CategoryTiles />
        </section>

        <FeaturedProducts />

        <section className={storefront.homeSection} aria-labelledby="promises-heading">
          <h2 id="promises-heading" className={layout.visuallyHidden}>
            Our promises
          </h2>
          <ul className={home.infoTiles}>
            {infoLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={home.infoTile}>
                  <span className={home.infoTileIcon}>
                    <Icon icon={l.icon} />
                  </span>
                  <span>
                    <span className={home.infoTileLabel}>
                      {l.label}
                      {l.to === '/faqs' && unreadChat > 0 && (
                        <>
                          <span className={layout.visuallyHidden}> ({unreadChat} unread chat messages)</span>
                          <Badge count={unreadChat} data-testid="faq-chat-badge" />
                        </>
                      )}
                    </span>
                    <span className={home.infoTileText}>{l.text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        {/* If its code does not come, the page goes on without the form (rather than an error). */}
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <NewsletterForm />
          </Suspense>
        </ErrorBoundary>
      </div>
    </div>
  );
}
