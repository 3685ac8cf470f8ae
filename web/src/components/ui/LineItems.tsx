import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';
import { ImageWithFallback } from './ImageWithFallback';
import styles from './LineItems.module.css';
import layout from './layout.module.css';

/** A compact list of bought items (checkout summary, confirmation, order details). */
export function LineItems({ className, ...rest }: ComponentProps<'ul'>) {
  return <ul className={cx(styles.items, className)} {...rest} />;
}

/** One item: its picture, its name and a detail line (quantity and price). */
export function LineItem({
  imageUrl,
  name,
  children,
}: {
  imageUrl?: string | null;
  name: string;
  children: ReactNode;
}) {
  return (
    <li className={styles.item}>
      <ImageWithFallback src={imageUrl} alt="" className={styles.img} />
      <span className={styles.name}>{name}</span>
      <span className={cx(styles.detail, layout.textSm, layout.textMuted)}>{children}</span>
    </li>
  );
}
