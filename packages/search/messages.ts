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
  /** On /suche below "Kein Ergebnis gefunden", before the link to the A–Z list. */
  noResultsHelp: 'Prüfen Sie die Schreibweise, versuchen Sie einen allgemeineren Begriff oder wählen Sie eine Seite aus der Liste',
  listLabel: 'Suchergebnisse',
  allPages: 'Alle Seiten von A bis Z',
  allResults: 'Alle Ergebnisse anzeigen',
  resultsPageLabel: 'Suchanfrage',
  resultsPageInput: 'Suchbegriff',
  /** The page /suche: its h1, and its document title before the site's name. */
  pageTitle: 'Suche',
  siteTitle: 'Servicestandard',
} as const;

/**
 * What a list of results holds, counted in pages, the same in the popup and on /suche: "1 Seite
 * gefunden", "3 Seiten gefunden", or, when the list stopped at its limit, "Die 5 passendsten
 * Seiten", because more pages may match. The popup and /suche stop at different limits; counting
 * the sections shown under them gave two numbers for one query (issue 32: 25 and 67) that meant
 * neither the matches nor the pages.
 */
/** The heading of the results on /suche: "3 Seiten gefunden für „API“". */
export const resultsFor = (count: string, query: string) => `${count} für „${query}“`;

export function resultCount(pages: number, limit: number): string {
  if (pages === 0) return SEARCH_MESSAGES.noResults;
  if (pages >= limit) return `Die ${pages} passendsten Seiten`;
  return pages === 1 ? '1 Seite gefunden' : `${pages} Seiten gefunden`;
}
