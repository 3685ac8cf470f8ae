import type { ReactNode } from 'react';
import './ui.css';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links on the right. */
  actions?: ReactNode;
  /** Heading id, e.g. for aria-labelledby or focus. */
  id?: string;
}

/** The page's h1 with an optional subtitle and actions. */
export function PageHeader({ title, subtitle, actions, id }: PageHeaderProps) {
  return (
    <div className="ui-page-header">
      <div>
        <h1 id={id} className="ui-page-header__title" tabIndex={-1}>
          {title}
        </h1>
        {subtitle && <p className="ui-page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="ui-page-header__actions">{actions}</div>}
    </div>
  );
}
