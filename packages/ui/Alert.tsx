import type { ReactNode } from 'react';
import { uiMessages } from './messages.ts';
import { Icon } from './Icon.tsx';

export type AlertType = keyof typeof uiMessages.alertTitles;

/** A KERN alert; only "danger" interrupts a screen reader (role alert). */
export function Alert({ type = 'info', title, children }: { type?: AlertType; title?: string; children?: ReactNode }) {
  return (
    <div className={`kern-alert kern-alert--${type}`} role={type === 'danger' ? 'alert' : undefined}>
      <div className="kern-alert__header">
        <Icon name={type} />
        <span className="kern-title">{title ?? uiMessages.alertTitles[type]}</span>
      </div>
      <div className="kern-alert__body">{children}</div>
    </div>
  );
}
