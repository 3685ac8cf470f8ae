import { useState } from 'react';
import { ImageWithFallback, MediaFrame } from '../../components/ui';
import styles from './ProductGallery.module.css';

/**
 * The product page's images: the chosen view large, and a row of thumbnails to switch views (seeded
 * products have three: the product, a close-up and on a light backdrop). One image: no row.
 */
export function ProductGallery({ name, images }: { name: string; images: readonly string[] }) {
  const [chosen, setChosen] = useState(0);
  const current = images[Math.min(chosen, images.length - 1)] ?? null;
  return (
    <div className={styles.gallery}>
      <MediaFrame>
        <ImageWithFallback
          src={current}
          alt={images.length > 1 ? `${name}, view ${chosen + 1} of ${images.length}` : name}
          data-testid="gallery-image"
          // The page's largest paint: fetched first, not lazily; its size is the server's main image.
          width={800}
          height={800}
          loading="eager"
          fetchPriority="high"
        />
      </MediaFrame>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label="Product views">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={i === chosen}
                aria-label={`View ${i + 1} of ${images.length}`}
                onClick={() => setChosen(i)}
              >
                <img src={src.replace(/\.webp$/, '-thumb.webp')} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
