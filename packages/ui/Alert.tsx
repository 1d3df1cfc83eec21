import type { ReactNode } from 'react';
import { uiMessages } from '@servicestandard/messages/ui';
import { Icon } from './Icon.tsx';

export type AlertType = keyof typeof uiMessages.alertTitles;

/**
 * A KERN alert; only "danger" interrupts a screen reader (role alert) unless a role is given
 * ("status" for a confirmation). An id and tabIndex -1 make it a target the page can scroll
 * to and focus (a confirmation after a form post, addressed by the URL's fragment).
 */
export function Alert({
  type = 'info',
  title,
  children,
  id,
  tabIndex,
  role,
}: {
  type?: AlertType;
  title?: string;
  children?: ReactNode;
  id?: string | undefined;
  tabIndex?: number | undefined;
  role?: 'status' | 'alert' | undefined;
}) {
  return (
    <div className={`kern-alert kern-alert--${type}`} id={id} tabIndex={tabIndex} role={role ?? (type === 'danger' ? 'alert' : undefined)}>
      <div className="kern-alert__header">
        <Icon name={type} />
        <span className="kern-title">{title ?? uiMessages.alertTitles[type]}</span>
      </div>
      <div className="kern-alert__body">{children}</div>
    </div>
  );
}
