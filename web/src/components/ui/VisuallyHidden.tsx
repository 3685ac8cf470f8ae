import type { ElementType, ReactNode } from 'react';

/** Content for screen readers only. */
export function VisuallyHidden({ children, as: Tag = 'span' }: { children: ReactNode; as?: ElementType }) {
  return <Tag className="visually-hidden">{children}</Tag>;
}
