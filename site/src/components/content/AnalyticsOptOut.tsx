import { buildAnalytics } from '../../lib/analytics.ts';
import { analyticsMessages as m } from '@servicestandard/messages/analytics';

/** Opt-out of anonymous usage statistics; works with the small script in src/scripts/analytics-optout.ts. */
export function AnalyticsOptOut() {
  const active = buildAnalytics() !== undefined;
  return (
    <div className="info-box" data-analytics-optout="" data-analytics-active={active ? '' : undefined}>
      <p data-analytics-status="" aria-live="polite">
        {active ? m.active : m.inactive}
      </p>
      <p>
        <button type="button" className="kern-btn kern-btn--primary" data-analytics-button="">
          <span className="kern-label">{m.refuse}</span>
        </button>
      </p>
      <noscript>
        <p>{m.noScript}</p>
      </noscript>
    </div>
  );
}
