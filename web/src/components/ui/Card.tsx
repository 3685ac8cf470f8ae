import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import styles from './Card.module.css';

const PADDING = { none: undefined, sm: styles.padSm, md: styles.padMd, lg: styles.padLg } as const;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  /** Inner padding (default md). */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  children?: ReactNode;
}

export function Card({ as: Tag = 'div', padding = 'md', className, ...rest }: CardProps) {
  return <Tag {...rest} className={cx(styles.card, PADDING[padding], className)} />;
}
