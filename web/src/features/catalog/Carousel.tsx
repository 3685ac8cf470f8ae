import { useEffect, useId, useState, type ReactNode } from 'react';
import { ButtonLink, cx, Icon, layout } from '../../components/ui';
import { CAROUSEL_INTERVAL_MS, nextIndex, prevIndex } from './catalog-helpers';
import { useMediaQuery } from '../../lib/use-media-query';
import styles from './catalog.module.css';

const SLIDE_THEMES: Record<string, string | undefined> = {
  teal: styles.carouselSlideTeal,
  rose: styles.carouselSlideRose,
  amber: styles.carouselSlideAmber,
  violet: styles.carouselSlideViolet,
  blue: styles.carouselSlideBlue,
};

interface Slide {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  to: string;
  theme: string;
  art: ReactNode;
}

/* Slide art: plain shapes in CSS colours, no external images. Decorative (aria-hidden). */
const PhoneArt = (
  <svg viewBox="0 0 240 200" aria-hidden="true">
    <circle cx="170" cy="100" r="80" fill="rgb(255 255 255 / 0.12)" />
    <rect x="95" y="28" width="82" height="150" rx="16" fill="#0f172a" />
    <rect x="101" y="38" width="70" height="124" rx="9" fill="#5eead4" />
    <rect x="112" y="58" width="48" height="8" rx="4" fill="#0f766e" />
    <rect x="112" y="74" width="34" height="8" rx="4" fill="#115e59" opacity="0.6" />
    <circle cx="136" cy="125" r="18" fill="#fef3c7" />
    <rect x="30" y="96" width="58" height="40" rx="10" fill="#f59e0b" />
    <circle cx="45" cy="116" r="8" fill="#fff" opacity="0.8" />
    <circle cx="73" cy="116" r="8" fill="#fff" opacity="0.8" />
  </svg>
);
const FashionArt = (
  <svg viewBox="0 0 240 200" aria-hidden="true">
    <circle cx="120" cy="100" r="84" fill="rgb(255 255 255 / 0.14)" />
    <path d="M80 50l25-14h30l25 14 22 30-24 14-10-12v86H92V82L82 94 58 80z" fill="#fdf2f8" />
    <path d="M105 36c4 10 26 10 30 0" stroke="#be185d" strokeWidth="5" fill="none" />
    <rect x="92" y="120" width="56" height="8" fill="#f9a8d4" />
    <circle cx="190" cy="150" r="18" fill="#fbbf24" />
    <circle cx="46" cy="46" r="10" fill="#fbcfe8" />
  </svg>
);
const HomeArt = (
  <svg viewBox="0 0 240 200" aria-hidden="true">
    <circle cx="120" cy="100" r="84" fill="rgb(255 255 255 / 0.12)" />
    <rect x="50" y="112" width="140" height="46" rx="12" fill="#fde68a" />
    <rect x="62" y="92" width="54" height="30" rx="10" fill="#fef9c3" />
    <rect x="124" y="92" width="54" height="30" rx="10" fill="#fef9c3" />
    <rect x="58" y="158" width="8" height="16" fill="#78350f" />
    <rect x="174" y="158" width="8" height="16" fill="#78350f" />
    <path d="M168 30h26l8 30h-42z" fill="#fff7ed" />
    <rect x="179" y="60" width="4" height="46" fill="#fff7ed" />
  </svg>
);
const BeautyArt = (
  <svg viewBox="0 0 240 200" aria-hidden="true">
    <circle cx="120" cy="100" r="84" fill="rgb(255 255 255 / 0.14)" />
    <rect x="70" y="70" width="40" height="100" rx="10" fill="#ede9fe" />
    <rect x="80" y="50" width="20" height="24" rx="4" fill="#7c3aed" />
    <rect x="126" y="96" width="50" height="74" rx="12" fill="#fce7f3" />
    <rect x="136" y="82" width="30" height="16" rx="5" fill="#db2777" />
    <circle cx="184" cy="56" r="10" fill="#fde68a" />
    <circle cx="52" cy="140" r="7" fill="#f5d0fe" />
  </svg>
);
const SportsArt = (
  <svg viewBox="0 0 240 200" aria-hidden="true">
    <circle cx="120" cy="100" r="84" fill="rgb(255 255 255 / 0.12)" />
    <circle cx="96" cy="110" r="46" fill="#fff" />
    <path
      d="M60 96c20 10 52 10 72 0M60 124c20-10 52-10 72 0M96 64v92"
      stroke="#1d4ed8"
      strokeWidth="4"
      fill="none"
    />
    <rect x="150" y="60" width="14" height="90" rx="7" fill="#fbbf24" transform="rotate(20 157 105)" />
    <rect x="140" y="140" width="40" height="14" rx="7" fill="#f59e0b" transform="rotate(20 160 147)" />
  </svg>
);

export const SLIDES: Slide[] = [
  {
    id: 'festive',
    eyebrow: 'Festive picks',
    title: 'Gadgets that light up every celebration',
    text: 'Earbuds, smartwatches and speakers at prices that make sense. Free shipping on every order.',
    cta: 'Shop electronics',
    to: '/products?category=Electronics',
    theme: 'teal',
    art: PhoneArt,
  },
  {
    id: 'fashion',
    eyebrow: 'New season',
    title: 'Kurtas, tees and everyday comfort',
    text: 'Breathable cottons and easy fits for office days, weekends and everything in between.',
    cta: 'Explore fashion',
    to: '/products?category=Fashion',
    theme: 'rose',
    art: FashionArt,
  },
  {
    id: 'home',
    eyebrow: 'Home refresh',
    title: 'Make your space feel like yours',
    text: 'Lamps, cookware and cosy corners, delivered to your door in 3–7 business days.',
    cta: 'Shop home',
    to: '/products?category=Home',
    theme: 'amber',
    art: HomeArt,
  },
  {
    id: 'beauty',
    eyebrow: 'Self-care',
    title: 'Glow-up essentials, gently priced',
    text: 'Skincare and grooming favourites, reviewed by shoppers who bought them.',
    cta: 'Discover beauty',
    to: '/products?category=Beauty',
    theme: 'violet',
    art: BeautyArt,
  },
  {
    id: 'sports',
    eyebrow: 'Play more',
    title: 'Gear up for the morning match',
    text: 'Cricket, football, yoga and gym kit. Easy returns within 5 days of delivery.',
    cta: 'Browse all products',
    to: '/products',
    theme: 'blue',
    art: SportsArt,
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
      className={styles.carousel}
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
            className={cx(styles.carouselSlide, SLIDE_THEMES[slide.theme], !changed && styles.carouselStill)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${SLIDES.length}`}
            hidden={i !== index}
          >
            <div>
              <p className={styles.carouselEyebrow}>{slide.eyebrow}</p>
              <p className={styles.carouselTitle}>{slide.title}</p>
              <p className={styles.carouselText}>{slide.text}</p>
              <ButtonLink to={slide.to} size="lg" variant="secondary" className={styles.carouselCta}>
                {slide.cta}
              </ButtonLink>
            </div>
            <div className={styles.carouselArt}>{slide.art}</div>
          </div>
        ))}
      </div>
      <div className={styles.carouselControls}>
        <button
          type="button"
          className={styles.carouselBtn}
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
          className={styles.carouselBtn}
          onClick={() => show((i) => prevIndex(i, SLIDES.length))}
          aria-label="Previous slide"
        >
          <Icon name="chevronRight" className={styles.flip} />
        </button>
        <div className={styles.carouselDots}>
          {SLIDES.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className={cx(styles.carouselDot, i === index && styles.isActive)}
              aria-label={`Slide ${i + 1}: ${slide.eyebrow}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => show(() => i)}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.carouselBtn}
          onClick={() => show((i) => nextIndex(i, SLIDES.length))}
          aria-label="Next slide"
        >
          <Icon name="chevronRight" />
        </button>
      </div>
    </section>
  );
}
