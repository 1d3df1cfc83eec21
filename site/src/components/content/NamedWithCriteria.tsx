import type { CriterionSummary, Named } from '../../lib/site-data.ts';
import { contentMessages as m } from '@servicestandard/messages/content';

function CriteriaLinks({ criteria }: { criteria: readonly CriterionSummary[] }) {
  if (criteria.length === 0) return <p>{m.noCriterion}</p>;
  return (
    <ul>
      {criteria.map((c) => (
        <li key={c.href}>
          <a href={c.href}>{m.criterionLink(c.index, c.title)}</a>
        </li>
      ))}
    </ul>
  );
}

/** Skills or phases, each with an anchor and the criteria that need it. */
export function NamedWithCriteria({ items, criteria, pick, criteriaLabel }: { items: readonly Named[]; criteria: readonly CriterionSummary[]; pick: (c: CriterionSummary) => readonly string[]; criteriaLabel: string }) {
  return (
    <>
      {items.map((item) => (
        <section key={item.id} aria-labelledby={item.id}>
          <h2 id={item.id}>{item.title}</h2>
          <p>{item.description}</p>
          <p>
            <strong>{criteriaLabel}</strong>
          </p>
          <CriteriaLinks criteria={criteria.filter((c) => pick(c).includes(item.id))} />
        </section>
      ))}
    </>
  );
}
