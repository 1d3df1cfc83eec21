import type { CriterionSummary } from '../../lib/site-data.ts';
import { contentMessages as m } from '@servicestandard/messages/content';

/** The 13 criteria as numbered cards with title and summary (start page, MDX <CriteriaOverview />). */
export function CriteriaOverview({ criteria, headingLevel = 3 }: { criteria: readonly CriterionSummary[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className="criteria-grid">
      {criteria.map((c) => (
        <li key={c.href}>
          <article className="site-card criterion-card">
            <div className="site-card__body">
              <div className="criterion-card__head">
                <span className="number-circle" aria-hidden="true">
                  {c.index}
                </span>
                <Heading className="site-card__title">
                  <a href={c.href}>
                    <span className="visually-hidden">{m.criterion(c.index)}</span>
                    {c.title}
                  </a>
                </Heading>
              </div>
              <p>{c.description}</p>
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}
