import { useId, type ReactNode } from 'react';
import { Card } from '../../components/ui';
import layout from './AdminFormTab.module.css';

/** The "new item" card of a dashboard tab (API keys, categories): a titled section around one form. */
export function CreateCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className={layout.create}>
      <h2 id={headingId} className={layout.heading}>
        {title}
      </h2>
      {children}
    </Card>
  );
}
