import { LETTERS, letterOf } from '../../lib/glossary.ts';
import type { Term } from '../../lib/site-data.ts';
import { contentMessages as m } from '../../messages/content.ts';

/** The glossary: A–Z letter links (letters without entries disabled), the terms by letter, then the bindingness levels. */
export function GlossaryIndex({ terms, levels }: { terms: readonly Term[]; levels: readonly Term[] }) {
  const byLetter = new Map<string, Term[]>();
  for (const term of terms) {
    const letter = letterOf(term.term);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), term]);
  }
  return (
    <>
      <nav className="letter-nav" aria-label={m.glossaryLetters}>
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
                <dt id={term.id}>{term.term}</dt>
                <dd>{term.definition}</dd>
              </div>
            ))}
          </dl>
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
