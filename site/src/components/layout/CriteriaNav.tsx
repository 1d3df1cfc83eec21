import { pageMessages as m } from '@servicestandard/messages/layout';

export interface CriterionLink {
  index: number;
  href: string;
  title: string;
}

/** "Alle 13 Kriterien vom Servicestandard", in criteriaIndex order. */
export function CriteriaNav({ criteria, currentHref }: { criteria: CriterionLink[]; currentHref: string }) {
  return (
    <nav className="criteria-nav container" aria-labelledby="alle-kriterien">
      <h2 id="alle-kriterien">{m.allCriteria}</h2>
      <ol>
        {criteria.map((c) => (
          <li key={c.href}>
            <a href={c.href} aria-current={c.href === currentHref ? 'page' : undefined}>
              <span className="criteria-nav__number">{c.index}.</span>
              <span>{c.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
