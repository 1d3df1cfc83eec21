/**
 * German texts of the shared building blocks, for the site's pages and the service's pages
 * alike: alert titles, the table's scroll region, and the form fields' optional mark,
 * error prefix and the date input's hints and errors.
 */
export const uiMessages = {
  /** Title of an alert without its own, by type. */
  alertTitles: { info: 'Hinweis', success: 'Erfolg', warning: 'Warnung', danger: 'Fehler' },
  /** Shown above a table that is wider than a narrow screen: the region scrolls sideways. */
  tableScrolls: 'Die Tabelle lässt sich seitlich verschieben.',
} as const;

/** Texts of the form fields: the optional mark, error prefix and the date input's hints and errors. */
export const formMessages = {
  /** Appended to the label of every field that is not required. */
  optional: '- Optional',
  /** Read before an error text; the icon alone says nothing to a screen reader. */
  errorPrefix: 'Fehler:',
  dateHint: 'Bitte wählen Sie ein Datum aus.',
  dateFormat: '(TT MM JJJJ)',
  dateInvalid: 'Bitte geben Sie ein gültiges Datum im Format TT MM JJJJ ein. Beispielsweise 06 02 1997.',
  dateMissing: 'Bitte geben Sie ein gültiges Datum ein.',
  day: 'Tag',
  month: 'Monat',
  year: 'Jahr',
} as const;
