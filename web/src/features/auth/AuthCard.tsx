import type { ReactNode, Ref } from 'react';
import { Card, Icon, type IconName } from '../../components/ui';
import './auth.css';

/** The centred card every account screen uses; the title is the page's h1. */
export function AuthCard({
  title,
  subtitle,
  icon = 'user',
  wide,
  titleRef,
  children,
  footer,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: IconName;
  wide?: boolean;
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="auth-page">
      <Card className={wide ? 'auth-card auth-card--wide' : 'auth-card'} padding="lg">
        <div className="auth-card__head">
          <span className="auth-card__icon" aria-hidden="true">
            <Icon name={icon} size={28} />
          </span>
          <h1 className="auth-card__title" ref={titleRef} tabIndex={-1}>
            {title}
          </h1>
          {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        </div>
        {children}
        {footer && <div className="auth-card__foot">{footer}</div>}
      </Card>
    </div>
  );
}
