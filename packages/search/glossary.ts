/**
 * Other names of glossary terms, from the glossary's own data (site/src/content/glossar.yaml):
 * the abbreviation ("Einer für Alle" – EfA) and what the definition says a term is short for
 * ("Kurz für Onlinezugangsgesetz", "Kurz für „Application Programming Interface“, auf Deutsch
 * Programmierschnittstelle"). They become the search data's aliases (data.ts): searching a name
 * finds the entry first, and pages that use one name are found by the other (synonyms.ts).
 */
import { fold } from './normalize.ts';

/** The fields of a glossary entry this module reads. */
export interface GlossaryEntry {
  id: string;
  term: string;
  abbr?: string;
  definition: string;
}

/** "Kurz für „X“" or "Kurz für X." at the start of a definition; "auf Deutsch Y" after it. */
const SHORT_FOR = /^\s*Kurz für\s+(?:„([^“]+)“|([^.,;:(]+?))\s*(?:[.,;:(]|$)/;
const IN_GERMAN = /^[^.]*?\bauf Deutsch\s+(?:„([^“]+)“|([^.,;:(]+?))\s*(?:[.,;:(]|$)/;

/** Names of one entry other than its term. */
export function entryAliases(entry: GlossaryEntry): string[] {
  const names: string[] = [];
  const add = (name: string | undefined) => {
    const trimmed = name?.replace(/\s+/g, ' ').trim();
    if (trimmed && fold(trimmed) !== fold(entry.term) && !names.some((n) => fold(n) === fold(trimmed))) names.push(trimmed);
  };
  add(entry.abbr);
  const shortFor = SHORT_FOR.exec(entry.definition);
  if (shortFor) {
    add(shortFor[1] ?? shortFor[2]);
    const german = IN_GERMAN.exec(entry.definition);
    if (german) add(german[1] ?? german[2]);
  }
  return names;
}

/**
 * Aliases keyed like the glossary page's sections in the search data ("efa#Einer für Alle"),
 * for the entries that have any. Entries without a section on the page are left out.
 */
export function glossaryAliases(entries: readonly GlossaryEntry[], sectionKeys: readonly string[]): Record<string, string[]> {
  const aliases: Record<string, string[]> = {};
  for (const entry of entries) {
    const key = sectionKeys.find((k) => k.startsWith(`${entry.id}#`));
    const names = entryAliases(entry);
    if (key && names.length > 0) aliases[key] = names;
  }
  return aliases;
}
