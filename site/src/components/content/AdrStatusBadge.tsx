import type { AdrStatus } from '../../lib/constants.ts';
import { contentMessages as m } from '@servicestandard/messages/content';
import { Icon, type IconName } from '@servicestandard/ui';


const VARIANTS: Record<AdrStatus, { variant: 'info' | 'success' | 'warning' | 'danger'; icon: IconName }> = {
  vorgeschlagen: { variant: 'info', icon: 'info' },
  akzeptiert: { variant: 'success', icon: 'success' },
  veraltet: { variant: 'warning', icon: 'warning' },
  ersetzt: { variant: 'warning', icon: 'warning' },
  verworfen: { variant: 'danger', icon: 'danger' },
  abgelehnt: { variant: 'danger', icon: 'danger' },
};

/** The status of an architecture decision as a KERN badge; the word carries the meaning, colour and icon repeat it. */
export function AdrStatusBadge({ status }: { status: AdrStatus }) {
  const { variant, icon } = VARIANTS[status];
  return (
    <span className={`kern-badge kern-badge--${variant} adr-status`}>
      <Icon name={icon} className="adr-status__icon" />
      <span className="kern-label">
        <span className="visually-hidden">{m.adrStatus}</span>
        {status[0]!.toUpperCase() + status.slice(1)}
      </span>
    </span>
  );
}
