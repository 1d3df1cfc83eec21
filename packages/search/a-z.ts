/** The A–Z list of all pages on /suche: a way in for people who would rather browse than search. */
import { fold } from './normalize.ts';

export interface AzEntry {
  href: string;
  title: string;
}

export interface AzGroup {
  /** "A" … "Z", or "#" for titles starting with a digit or sign. */
  letter: string;
  entries: AzEntry[];
}

/** Sorted German-style (Ü with U) and grouped by first letter; letters without pages are left out. */
export function groupByLetter(entries: readonly AzEntry[]): AzGroup[] {
  const sorted = [...entries].sort((a, b) => a.title.localeCompare(b.title, 'de') || a.href.localeCompare(b.href));
  const groups: AzGroup[] = [];
  for (const entry of sorted) {
    const first = fold(entry.title).charAt(0).toUpperCase();
    const letter = /[A-Z]/.test(first) ? first : '#';
    const group = groups.find((g) => g.letter === letter);
    if (group) group.entries.push(entry);
    else groups.push({ letter, entries: [entry] });
  }
  // "#" (digits) goes last, after Z.
  return groups.sort((a, b) => (a.letter === '#' ? 1 : b.letter === '#' ? -1 : a.letter.localeCompare(b.letter)));
}
