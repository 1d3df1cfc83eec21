/** Data-driven blocks that pages place in their MDX text (see docs/inhalte.md). */
import { slugify } from '../../lib/slug.ts';
import type { PreparedImage } from '../../lib/site-images.ts';
import { Card } from '../blocks/Blocks.tsx';

export interface CriterionSummary {
  index: number;
  href: string;
  title: string;
  description: string;
  skills: readonly string[];
  phases: readonly string[];
}

export interface Term {
  id: string;
  term: string;
  abbr?: string | undefined;
  definition: string;
}

export interface Named {
  id: string;
  title: string;
  description: string;
}

export function CriteriaOverview({ criteria, headingLevel = 3 }: { criteria: readonly CriterionSummary[]; headingLevel?: 2 | 3 }) {
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
                {headingLevel === 2 ? (
                  <h2 className="site-card__title">
                    <a href={c.href}>
                      <span className="visually-hidden">Kriterium {c.index}: </span>
                      {c.title}
                    </a>
                  </h2>
                ) : (
                  <h3 className="site-card__title">
                    <a href={c.href}>
                      <span className="visually-hidden">Kriterium {c.index}: </span>
                      {c.title}
                    </a>
                  </h3>
                )}
              </div>
              <p>{c.description}</p>
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** First letter for the A–Z index: umlauts file under their base letter, digits under A. */
export function letterOf(term: string): string {
  const first = slugify(term.charAt(0)).charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : 'A';
}

export function GlossaryIndex({ terms, levels }: { terms: readonly Term[]; levels: readonly Term[] }) {
  const byLetter = new Map<string, Term[]>();
  for (const term of terms) {
    const letter = letterOf(term.term);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), term]);
  }
  return (
    <>
      <nav className="letter-nav" aria-label="Glossar nach Anfangsbuchstaben">
        <ul>
          {LETTERS.map((letter) => (
            <li key={letter}>
              {byLetter.has(letter) ? (
                <a href={`#buchstabe-${letter.toLowerCase()}`}>{letter}</a>
              ) : (
                <span aria-disabled="true" title={`Keine Einträge mit ${letter}`}>
                  {letter}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {LETTERS.filter((l) => byLetter.has(l)).map((letter) => (
        <section key={letter} aria-labelledby={`buchstabe-${letter.toLowerCase()}`}>
          <h2 id={`buchstabe-${letter.toLowerCase()}`}>{letter}</h2>
          <dl className="definition-list">
            {byLetter.get(letter)!.map((term) => (
              <div key={term.id}>
                <dt id={term.id}>{term.term}</dt>
                <dd>{term.definition}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <h2 id="verbindlichkeit">Verbindlichkeit der Anforderungen</h2>
      <dl className="definition-list">
        {levels.map((level) => (
          <div key={level.id}>
            <dt id={level.id}>{level.term}</dt>
            <dd>{level.definition}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function CriteriaLinks({ criteria }: { criteria: readonly CriterionSummary[] }) {
  if (criteria.length === 0) return <p>Derzeit keinem Kriterium zugeordnet.</p>;
  return (
    <ul>
      {criteria.map((c) => (
        <li key={c.href}>
          <a href={c.href}>
            Kriterium {c.index}: {c.title}
          </a>
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

export function AudienceList({ groups }: { groups: readonly Named[] }) {
  return (
    <dl className="definition-list">
      {groups.map((group) => (
        <div key={group.id}>
          <dt id={group.id}>{group.title}</dt>
          <dd>{group.description}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface TeaserPage {
  href: string;
  title: string;
  teaserTopic?: string | undefined;
  teaserDescription?: string | undefined;
  teaserImage?: { imgSrc: string; imgAlt: string } | undefined;
  /** The teaser image prepared at build time. */
  image?: PreparedImage | undefined;
}

export function TeaserCards({ pages, allHref, allLabel }: { pages: readonly TeaserPage[]; allHref: string; allLabel: string }) {
  return (
    <>
      <ul className="card-grid">
        {pages.map((page) => (
          <li key={page.href}>
            <Card title={page.title} href={page.href} preline={page.teaserTopic} image={page.image}>
              {page.teaserDescription && <p>{page.teaserDescription}</p>}
            </Card>
          </li>
        ))}
      </ul>
      <p>
        <a className="kern-btn kern-btn--secondary" href={allHref}>
          <span className="kern-label">{allLabel}</span>
        </a>
      </p>
    </>
  );
}
