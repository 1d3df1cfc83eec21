import type { ReactNode } from 'react';
import { Icon } from '../Icon.tsx';

const ALERT_TITLES = { info: 'Hinweis', success: 'Erfolg', warning: 'Warnung', danger: 'Fehler' } as const;
export type AlertType = keyof typeof ALERT_TITLES;

/** A KERN alert; only "danger" interrupts a screen reader (role alert). */
export function Alert({ type = 'info', title, children }: { type?: AlertType; title?: string; children?: ReactNode }) {
  return (
    <div className={`kern-alert kern-alert--${type}`} role={type === 'danger' ? 'alert' : undefined}>
      <div className="kern-alert__header">
        <Icon name={type} />
        <span className="kern-title">{title ?? ALERT_TITLES[type]}</span>
      </div>
      <div className="kern-alert__body">{children}</div>
    </div>
  );
}
