/** Every German text of the search, in one place. SPEC §2.3 and §8 strings are used as written there. */
export const SEARCH_MESSAGES = {
  /** SPEC §2.3. */
  placeholder: 'Inhalte durchsuchen...',
  label: 'Inhalte durchsuchen',
  /** Name of the search landmark in the header. */
  landmark: 'Website durchsuchen',
  submit: 'Suchen',
  /** SPEC §8. */
  loading: 'Lädt...',
  /** SPEC §8. */
  error: 'Der Suchindex konnte nicht geladen werden.',
  /** SPEC §8. */
  noResults: 'Kein Ergebnis gefunden',
  listLabel: 'Suchergebnisse',
  allPages: 'Alle Seiten von A bis Z',
  allResults: 'Alle Ergebnisse anzeigen',
  resultsPageLabel: 'Suchanfrage',
  resultsPageInput: 'Suchbegriff',
} as const;

/** "1 Ergebnis", "5 Ergebnisse", or the no-results message. */
export function resultCount(count: number): string {
  if (count === 0) return SEARCH_MESSAGES.noResults;
  return count === 1 ? '1 Ergebnis' : `${count} Ergebnisse`;
}
