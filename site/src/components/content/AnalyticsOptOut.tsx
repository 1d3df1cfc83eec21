import { buildAnalytics } from '../../lib/analytics.ts';

/** Opt-out of anonymous usage statistics; works with the small script in src/scripts/analytics-optout.ts. */
export function AnalyticsOptOut() {
  const active = buildAnalytics() !== undefined;
  return (
    <div className="info-box" data-analytics-optout="" data-analytics-active={active ? '' : undefined}>
      <p data-analytics-status="" aria-live="polite">
        {active ? 'Anonyme Nutzungsdaten werden derzeit erfasst.' : 'Diese Website erfasst zurzeit keine Nutzungsdaten.'}
      </p>
      <p>
        <button type="button" className="kern-btn kern-btn--primary" data-analytics-button="">
          <span className="kern-label">Anonyme Nutzungsdaten nicht speichern</span>
        </button>
      </p>
      <noscript>
        <p>Ohne JavaScript werden keine Nutzungsdaten erfasst; eine Einstellung ist dann nicht nötig.</p>
      </noscript>
    </div>
  );
}
