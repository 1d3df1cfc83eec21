/** Words of the blocks authors place in MDX (docs/inhalte.md) and of the contact-data wrappers. */
export const blockMessages = {
  /** Default label of a step's button. */
  stepNext: 'Weiter',
  /** Name of an info box without title, for screen readers. */
  infoBox: 'Hinweis',
  /** The bindingness badge of a criterion's steps and the note above the steps. */
  stepLevels: {
    label: 'Verbindlichkeit: ',
    meaning: {
      MUSS: ' – verbindlich',
      SOLL: ' – verbindlich, Abweichung nur aus gewichtigen Gründen',
      KANN: ' – eine Möglichkeit, nicht verbindlich',
    },
    note: 'MUSS, SOLL und KANN an jedem Schritt geben an, wie verbindlich er ist. Diese Einstufung ist die Lesart dieser Website, sofern der Schritt nicht selbst sagt, dass der Servicestandard sie vorgibt; verbindlich ist der Wortlaut der DIN SPEC 66336.',
    noteLink: 'Was MUSS, SOLL und KANN bedeuten',
  },
} as const;

/** Notices on contact data the ministry has not confirmed yet (@servicestandard/kontakt). */
export const kontaktMessages = {
  /** The notice of a page region, once. */
  regionNotice: 'Kontaktdaten vorläufig, noch nicht bestätigt.',
  issues: 'Issues auf openCode',
  noticeTitle: 'Kontaktangaben noch nicht bestätigt',
  notice:
    'Die E-Mail-Adressen, die Postanschrift und die Adresse des Code-Repositorys auf dieser Website sind vorläufig: Das Ministerium hat sie noch nicht bestätigt. Sobald die Angaben bestätigt sind, entfällt dieser Hinweis.',
} as const;
