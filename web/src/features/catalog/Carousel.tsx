import { useEffect, useId, useState } from 'react';
import { ButtonLink, cx, Icon, layout, chevronRightIcon } from '../../components/ui';
import { CAROUSEL_INTERVAL_MS, nextIndex, prevIndex } from './catalog-helpers';
import { useMediaQuery } from '../../lib/use-media-query';
import art from './carousel-art.module.css';
import carousel from './Carousel.module.css';
import storefront from './storefront.module.css';

const SLIDE_THEMES: Record<string, string | undefined> = {
  teal: carousel.carouselSlideTeal,
  rose: carousel.carouselSlideRose,
  amber: carousel.carouselSlideAmber,
  violet: carousel.carouselSlideViolet,
  blue: carousel.carouselSlideBlue,
};

interface Slide {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  to: string;
  theme: string;
  /** The class of its decorative picture (carousel-art.module.css). */
  art: string | undefined;
}

export const SLIDES: Slide[] = [
  {
    id: 'festive',
    eyebrow: 'Festive picks',
    title: 'Gadgets that light up every celebration',
    text: 'Earbuds, smartwatches and speakers at prices that make sense. Free shipping on every order.',
    cta: 'Shop electronics',
    to: '/products?category=Electronics',
    theme: 'teal',
    art: art.phone,
  },
  {
    id: 'fashion',
    eyebrow: 'New season',
    title: 'Kurtas, tees and everyday comfort',
    text: 'Breathable cottons and easy fits for office days, weekends and everything in between.',
    cta: 'Explore fashion',
    to: '/products?category=Fashion',
    theme: 'rose',
    art: art.fashion,
  },
  {
    id: 'home',
    eyebrow: 'Home refresh',
    title: 'Make your space feel like yours',
    text: 'Lamps, cookware and cosy corners, delivered to your door in 3–7 business days.',
    cta: 'Shop home',
    to: '/products?category=Home',
    theme: 'amber',
    art: art.home,
  },
  {
    id: 'beauty',
    eyebrow: 'Self-care',
    title: 'Glow-up essentials, gently priced',
    text: 'Skincare and grooming favourites, reviewed by shoppers who bought them.',
    cta: 'Discover beauty',
    to: '/products?category=Beauty',
    theme: 'violet',
    art: art.beauty,
  },
  {
    id: 'sports',
    eyebrow: 'Play more',
    title: 'Gear up for the morning match',
    text: 'Cricket, football, yoga and gym kit. Easy returns within 5 days of delivery.',
    cta: 'Browse all products',
    to: '/products',
    theme: 'blue',
    art: art.sports,
  },
];

/**
 * The home page hero (WAI-ARIA carousel pattern): auto-advances every 3 s unless the shopper
 * pressed pause, prefers reduced motion, or is hovering or focused inside it. Previous, next and
 * one button per slide are ordinary buttons, reachable by Tab.
 */
export function Carousel() {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const labelId = useId();
  const rotating = playing && !reduced && !hovered && !focused;
  // The first slide is there when the page appears: only a change of slide fades in. (A fade from
  // transparent on arrival also held back the page's largest paint by the fade's length.)
  const [changed, setChanged] = useState(false);
  const show = (next: (i: number) => number) => {
    setChanged(true);
    setIndex(next);
  };

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => {
      setChanged(true);
      setIndex((i) => nextIndex(i, SLIDES.length));
    }, CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating]);

  return (
    <section
      className={carousel.carousel}
      aria-roledescription="carousel"
      aria-labelledby={labelId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      data-testid="carousel"
    >
      <h2 id={labelId} className={layout.visuallyHidden}>
        Today&apos;s highlights
      </h2>
      <div aria-live={rotating ? 'off' : 'polite'}>
        {SLIDES.map((slide, i) => (
          <div
            key={slide.id}
            className={cx(
              carousel.carouselSlide,
              SLIDE_THEMES[slide.theme],
              !changed && carousel.carouselStill,
            )}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${SLIDES.length}`}
            hidden={i !== index}
          >
            <div>
              <p className={carousel.carouselEyebrow}>{slide.eyebrow}</p>
              <p className={carousel.carouselTitle}>{slide.title}</p>
              <p className={carousel.carouselText}>{slide.text}</p>
              <ButtonLink to={slide.to} size="lg" variant="secondary" className={carousel.carouselCta}>
                {slide.cta}
              </ButtonLink>
            </div>
            <div className={cx(carousel.carouselArt, slide.art)} />
          </div>
        ))}
      </div>
      <div className={carousel.carouselControls}>
        <button
          type="button"
          className={carousel.carouselBtn}
          onClick={() => setPlaying((p) => !p)}
          aria-label={playing ? 'Pause slide rotation' : 'Start slide rotation'}
          data-testid="carousel-toggle"
        >
          {playing ? (
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
              <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
            </svg>
          ) : (
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M7 4.5v15l13-7.5z" fill="currentColor" />
            </svg>
          )}
        </button>
        <button
          type="button"
          className={carousel.carouselBtn}
          onClick={() => show((i) => prevIndex(i, SLIDES.length))}
          aria-label="Previous slide"
        >
          <Icon icon={chevronRightIcon} className={storefront.flip} />
        </button>
        <div className={carousel.carouselDots}>
          {SLIDES.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className={cx(carousel.carouselDot, i === index && carousel.isActive)}
              aria-label={`Slide ${i + 1}: ${slide.eyebrow}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => show(() => i)}
            />
          ))}
        </div>
        <button
          type="button"
          className={carousel.carouselBtn}
          onClick={() => show((i) => nextIndex(i, SLIDES.length))}
          aria-label="Next slide"
        >
          <Icon icon={chevronRightIcon} />
        </button>
      </div>
    </section>
  );
}
