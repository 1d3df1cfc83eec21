/**
 * Which glossary terms a text uses: the term itself (with a short German ending: Prototyp →
 * Prototypen, Nutzende → Nutzenden, but not Nutzende → Nutzendenanalyse) or its abbreviation as a
 * word of its own, in the exact spelling. Used by the open data and the Druckfassung.
 */
export interface GlossaryTerm {
  id: string;
  term: string;
  abbr?: string | undefined;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NOT_LETTER_BEFORE = '(?<![\\p{L}\\p{N}])';
const NOT_LETTER_AFTER = '(?![\\p{L}\\p{N}])';

/** Acronyms (PAS, BSI) only in their exact spelling, with at most a plural s: "PAS" is not "passt". */
const isAcronym = (word: string) => /\p{Lu}.*\p{Lu}/u.test(word) && word === word.toUpperCase();

function patternsOf(term: GlossaryTerm): RegExp[] {
  const patterns = [
    isAcronym(term.term)
      ? new RegExp(`${NOT_LETTER_BEFORE}${escape(term.term)}s?${NOT_LETTER_AFTER}`, 'u')
      : new RegExp(`${NOT_LETTER_BEFORE}${escape(term.term)}\\p{Ll}{0,2}${NOT_LETTER_AFTER}`, 'iu'),
  ];
  if (term.abbr) patterns.push(new RegExp(`${NOT_LETTER_BEFORE}${escape(term.abbr)}${NOT_LETTER_AFTER}`, 'u'));
  return patterns;
}

/** The ids of the terms that occur in the text, in the order of `terms`. */
export function termsUsedIn(text: string, terms: readonly GlossaryTerm[]): string[] {
  return terms.filter((term) => patternsOf(term).some((pattern) => pattern.test(text))).map((term) => term.id);
}
