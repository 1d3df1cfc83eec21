/** Words of the blocks authors place in MDX (docs/inhalte.md) and of the contact-data wrappers. */
export const blockMessages = {
  /** Title of an alert without its own, by type. */
  alertTitles: { info: 'Hinweis', success: 'Erfolg', warning: 'Warnung', danger: 'Fehler' },
  /** Default label of a step's button. */
  stepNext: 'Weiter',
  /** Name of an info box without title, for screen readers. */
  infoBox: 'Hinweis',
} as const;

/** Marks on contact data the ministry has not confirmed yet (@servicestandard/kontakt). */
export const kontaktMessages = {
  provisional: (mark: string) => `(${mark}, noch nicht bestätigt)`,
  markValue: 'vorläufige Angabe',
  markAddress: 'Anschrift vorläufig',
  markUrl: 'Adresse vorläufig',
  markLink: 'Link vorläufig',
  issues: 'Issues auf openCode',
  noticeTitle: 'Kontaktangaben noch nicht bestätigt',
  notice:
    'Die E-Mail-Adressen, die Postanschrift und die Adresse des Code-Repositorys auf dieser Website sind vorläufig: Das Ministerium hat sie noch nicht bestätigt. Deshalb steht hinter jeder dieser Angaben der Hinweis „noch nicht bestätigt“. Sobald die Angaben bestätigt sind, entfällt er.',
} as const;
