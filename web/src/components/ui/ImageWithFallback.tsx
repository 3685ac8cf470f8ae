import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';
import { Icon } from './Icon';
import { imageIcon } from './icons/image';
import styles from './ImageWithFallback.module.css';

export interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src?: string | null;
  alt: string;
}

/** An image that shows a neutral placeholder when the source is missing or fails to load. */
export function ImageWithFallback({ src, alt, className, ...rest }: ImageWithFallbackProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span
        className={cx(styles.fallback, className)}
        role="img"
        aria-label={alt || 'No image available'}
        data-testid="image-placeholder"
      >
        <Icon icon={imageIcon} size={32} />
      </span>
    );
  }
  return (
    <img
      loading="lazy"
      decoding="async"
      {...rest}
      src={src}
      alt={alt}
      className={cx(styles.img, className)}
      onError={() => setFailed(src)}
    />
  );
}

/** A square, rounded frame for a product image (the image or its placeholder fills it). */
export function MediaFrame({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cx(styles.frame, className)}>{children}</div>;
}
