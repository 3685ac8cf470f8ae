import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Icon, type IconName } from '../../components/ui';
import { useChatUnreadCount } from '../chat/public';
import { Carousel } from './Carousel';
import { HOME_CATEGORIES, productsPath } from './catalog-helpers';
import { FeaturedProducts } from './FeaturedProducts';
import { NewsletterForm } from './NewsletterForm';
import './catalog.css';

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

const categoryLook: Record<
  (typeof HOME_CATEGORIES)[number],
  { blurb: string; art: ReactNode; theme: string }
> = {
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
};

const infoLinks: Array<{ to: string; label: string; text: string; icon: IconName }> = [
  { to: '/shipping', label: 'Free shipping', text: 'On every order, 3–7 business days', icon: 'box' },
  { to: '/returns', label: 'Easy returns', text: 'Within 5 days of delivery', icon: 'orders' },
  { to: '/faqs', label: 'Help & FAQs', text: 'Answers and support, Mon–Fri 9 to 5', icon: 'chat' },
  { to: '/contact', label: 'Contact us', text: 'We reply within one working day', icon: 'mail' },
];

export function HomePage() {
  const unreadChat = useChatUnreadCount();
  return (
    <div className="home">
      <h1 className="visually-hidden">Rupee Shop: shop electronics, fashion, home, beauty and sports</h1>
      <div className="container home__hero">
        <Carousel />
      </div>

      <div className="container">
        <section className="home-section" aria-labelledby="categories-heading">
          <div className="home-section__head">
            <h2 id="categories-heading">Shop by category</h2>
          </div>
          <ul className="category-tiles">
            {HOME_CATEGORIES.map((name) => (
              <li key={name}>
                <Link
                  to={productsPath({ category: name })}
                  className={`category-tile category-tile--${categoryLook[name].theme}`}
                >
                  <span className="category-tile__art">{categoryLook[name].art}</span>
                  <span className="category-tile__name">{name}</span>
                  <span className="category-tile__blurb">{categoryLook[name].blurb}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <FeaturedProducts />

        <section className="home-section" aria-labelledby="promises-heading">
          <h2 id="promises-heading" className="visually-hidden">
            Our promises
          </h2>
          <ul className="info-tiles">
            {infoLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="info-tile">
                  <span className="info-tile__icon">
                    <Icon name={l.icon} />
                  </span>
                  <span>
                    <span className="info-tile__label">
                      {l.label}
                      {l.to === '/faqs' && unreadChat > 0 && (
                        <>
                          <span className="visually-hidden"> ({unreadChat} unread chat messages)</span>
                          <Badge count={unreadChat} data-testid="faq-chat-badge" />
                        </>
                      )}
                    </span>
                    <span className="info-tile__text">{l.text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <NewsletterForm />
      </div>
    </div>
  );
}
