import { LETTERS, letterOf } from '../../lib/glossary.ts';
import type { Term } from '../../lib/site-data.ts';
import { contentMessages as m } from '@servicestandard/messages/content';

/**
 * The glossary: A–Z letter links (letters without entries disabled), the terms by letter, each
 * letter with a link back to the letters (the page is over 20,000 px tall), then the bindingness
 * levels. A term shows its abbreviation unless it contains it ("API"), so an entry reached by
 * searching "EfA" shows "EfA"; the search already knows it as an alias, so it is not indexed again
 * as part of the term.
 */
export function GlossaryIndex({ terms, levels }: { terms: readonly Term[]; levels: readonly Term[] }) {
  const byLetter = new Map<string, Term[]>();
  for (const term of terms) {
    const letter = letterOf(term.term);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), term]);
  }
  return (
    <>
      <nav className="letter-nav" id="buchstaben" aria-label={m.glossaryLetters}>
        <ul>
          {LETTERS.map((letter) => (
            <li key={letter}>
              {byLetter.has(letter) ? (
                <a href={`#buchstabe-${letter.toLowerCase()}`}>{letter}</a>
              ) : (
                <span aria-disabled="true" title={m.glossaryNoEntries(letter)}>
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
                <dt id={term.id}>
                  {term.term}
                  {term.abbr && !term.term.includes(term.abbr) && (
                    <span className="definition-list__abbr" data-search-ignore="">
                      {' '}
                      ({term.abbr})
                    </span>
                  )}
                </dt>
                <dd>{term.definition}</dd>
              </div>
            ))}
          </dl>
          <p className="letter-nav__back">
            <a href="#buchstaben">{m.glossaryBackToLetters}</a>
          </p>
        </section>
      ))}
      <h2 id="verbindlichkeit">{m.glossaryLevels}</h2>
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
