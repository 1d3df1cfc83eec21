/**
 * The first edition of the standard (2020) next to today's criteria, all from src/lib/vorgaenger.ts:
 * the mapping on /handbuch/servicestandard-2020, its lists of what is new and what has no criterion
 * of its own, and the block on each criterion page that links there.
 */
import type { CriterionSummary } from '../../lib/site-data.ts';
import { requirementAnchor } from '../../lib/requirement-ids.ts';
import { PREDECESSOR, newCriteria, principlesOf, type CarriedBy, type Principle } from '../../lib/vorgaenger.ts';
import { contentMessages, predecessorMessages as m } from '@servicestandard/messages/content';

const principleAnchor = (p: Principle) => `prinzip-${p.number}`;

function CarriedByLink({ by, criteria }: { by: CarriedBy; criteria: readonly CriterionSummary[] }) {
  const criterion = criteria.find((c) => c.index === by.criterion);
  if (!criterion) return null;
  return (
    <>
      <a href={criterion.href}>{contentMessages.criterionLink(criterion.index, criterion.title)}</a>
      {by.steps.length > 0 && (
        <>
          {': '}
          {by.steps.map((id, i) => (
            <span key={id}>
              {i > 0 && ', '}
              <a href={`${criterion.href}#${requirementAnchor(id)}`}>{m.step(criterion.steps.find((s) => s.id === id)?.title ?? id, id)}</a>
            </span>
          ))}
        </>
      )}
    </>
  );
}

/** The 19 principles by category, each with the criteria and steps that carry it today; a list reflows on a phone where a table would not. */
export function PredecessorMapping({ criteria }: { criteria: readonly CriterionSummary[] }) {
  return (
    <>
      {PREDECESSOR.categories.map((category) => (
        <section key={category.id} aria-labelledby={`kategorie-${category.id}`}>
          <h3 id={`kategorie-${category.id}`}>{m.category(category.title)}</h3>
          <dl className="definition-list predecessor-list">
            {PREDECESSOR.principles
              .filter((p) => p.category === category.id)
              .map((p) => (
                // The anchor sits on the entry, not on <dt>: a <dt> with an id is a section heading to the
                // search, and 19 principle names as headings outranked the criteria that carry them today.
                <div key={p.number} id={principleAnchor(p)}>
                  <dt>{m.principle(p.number, p.title)}</dt>
                  <dd>
                    <p>{m.carriedBy}</p>
                    <ul>
                      {p.carriedBy.map((by) => (
                        <li key={by.criterion}>
                          <CarriedByLink by={by} criteria={criteria} />
                        </li>
                      ))}
                    </ul>
                    <p>
                      <strong>{p.ownCriterion ? m.ownCriterion : m.noOwnCriterion}</strong>
                      {p.note && <> – {p.note}</>}
                    </p>
                  </dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </>
  );
}

/** Today's criteria that carry no principle of 2020. */
export function PredecessorNewCriteria({ criteria }: { criteria: readonly CriterionSummary[] }) {
  const fresh = newCriteria();
  return (
    <ul>
      {criteria
        .filter((c) => fresh.includes(c.index))
        .map((c) => (
          <li key={c.index}>
            <a href={c.href}>{contentMessages.criterionLink(c.index, c.title)}</a>
          </li>
        ))}
    </ul>
  );
}

/** The principles of 2020 that no criterion has as its core topic; steps carry them. */
export function PredecessorWithoutCriterion({ criteria }: { criteria: readonly CriterionSummary[] }) {
  return (
    <ul>
      {PREDECESSOR.principles
        .filter((p) => !p.ownCriterion)
        .map((p) => (
          <li key={p.number}>
            <a href={`#${principleAnchor(p)}`}>{m.principle(p.number, p.title)}</a>
            {' – '}
            {p.carriedBy.map((by, i) => (
              <span key={by.criterion}>
                {i > 0 && '; '}
                <CarriedByLink by={by} criteria={criteria} />
              </span>
            ))}
          </li>
        ))}
    </ul>
  );
}

/** On a criterion page: which principles of 2020 it carries, or that it is new, and the link to the whole mapping. */
export function PredecessorNote({ criteriaIndex, steps: criterionSteps }: { criteriaIndex: number; steps: readonly { id: string; title: string }[] }) {
  const principles = principlesOf(criteriaIndex);
  return (
    <section aria-labelledby="servicestandard-2020">
      <h2 id="servicestandard-2020">{m.heading}</h2>
      {principles.length === 0 ? (
        <p>{m.isNew(PREDECESSOR.year)}</p>
      ) : (
        <>
          <p>{m.carries(PREDECESSOR.year)}</p>
          <ul>
            {principles.map((p) => {
              const steps = p.carriedBy.find((by) => by.criterion === criteriaIndex)?.steps ?? [];
              return (
                <li key={p.number}>
                  <a href={`${PREDECESSOR.href}#${principleAnchor(p)}`}>{m.principle(p.number, p.title)}</a>
                  {' – '}
                  {steps.length === 0 ? m.whole : m.inSteps(steps.map((id) => ({ id, title: criterionSteps.find((s) => s.id === id)?.title ?? id })))}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <p>
        <a href={PREDECESSOR.href}>{m.pageLink}</a>
      </p>
    </section>
  );
}
