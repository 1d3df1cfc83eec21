/**
 * The answers of each criterion as stacked bars: Ja, Teilweise, Nein, Nicht relevant, open. Each
 * bar is a small SVG in an HTML row, so the criterion titles wrap on narrow screens. The chart is
 * one image for assistive technology; the table after it carries the same numbers.
 */
import { t } from '@servicestandard/messages/selbstcheck';
import type { CriterionResult, Tally } from '../../lib/selbstcheck/scoring.ts';

const SEGMENTS = ['ja', 'teilweise', 'nein', 'nicht-relevant', 'offen'] as const;
type Segment = (typeof SEGMENTS)[number];
const LABELS: Record<Segment, string> = { ...t.answerLabels, offen: t.columnOpen };

/** Gap between segments in percent of the bar, so neighbouring colours stay apart. */
const GAP = 0.6;

function segments(tally: Tally) {
  let x = 0;
  return SEGMENTS.filter((key) => tally[key] > 0).map((key) => {
    const width = (tally[key] / tally.total) * 100;
    const segment = { key, x, width };
    x += width;
    return segment;
  });
}

export function ResultsChart({ results }: { results: readonly CriterionResult[] }) {
  return (
    <figure className="sc-chart" role="img" aria-label={t.chartLabel}>
      <ul className="sc-chart__legend">
        {SEGMENTS.map((key) => (
          <li key={key}>
            <svg className="sc-chart__swatch" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
              <rect className={`sc-fill--${key}`} width="10" height="10" />
            </svg>
            {LABELS[key]}
          </li>
        ))}
      </ul>
      <ol className="sc-chart__rows">
        {results.map(({ criterion, tally }) => (
          <li key={criterion.index} className="sc-chart__row">
            <span className="sc-chart__label">
              {criterion.index}. {criterion.title}
            </span>
            <svg className="sc-chart__bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
              {segments(tally).map((s, i, all) => (
                <rect key={s.key} className={`sc-fill--${s.key}`} x={s.x} y="0" height="10" width={Math.max(s.width - (i < all.length - 1 ? GAP : 0), 0.5)} />
              ))}
            </svg>
          </li>
        ))}
      </ol>
    </figure>
  );
}
