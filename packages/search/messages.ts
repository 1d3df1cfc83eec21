/** Every German text of the search, in one place. The placeholder and the loading, error and empty states keep their established wording. */
export const SEARCH_MESSAGES = {
  /** In the empty search field. */
  placeholder: 'Inhalte durchsuchen...',
  label: 'Inhalte durchsuchen',
  /** Name of the search landmark in the header. */
  landmark: 'Website durchsuchen',
  submit: 'Suchen',
  /** While the search data loads. */
  loading: 'Lädt...',
  /** When the search data cannot be loaded. */
  error: 'Der Suchindex konnte nicht geladen werden.',
  /** When a query finds nothing. */
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
