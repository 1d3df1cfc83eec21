/** Words of the data-driven blocks and the parts of criterion pages that come from data, not text. */

export const contentMessages = {
  /** Before a criterion's title, for screen readers: "Kriterium 3: …". */
  criterion: (index: number) => `Kriterium ${index}: `,
  criterionLink: (index: number, title: string) => `Kriterium ${index}: ${title}`,
  updatesFeed: 'Aktualisierungen als Atom-Feed abonnieren',
  updateCategory: { standard: 'Servicestandard', website: 'Website' },
  videoText: (title: string) => `Text des Videos: ${title}`,
  captionsLabel: 'Deutsch',
  noRecordingTitle: 'Noch keine Aufnahme.',
  noRecording: 'Hier steht der Text, den das Video in Gebärdensprache zeigen soll:',
  adr: 'Architekturentscheidung',
  adrStatus: 'Status: ',
  brokenLink: 'Defekten Link auf openCode melden →',
  brokenLinkIssueTitle: 'Defekter Link',
  brokenLinkIssueText: 'Die Seite wurde nicht gefunden. Adresse der Seite: ',
  glossaryLetters: 'Glossar nach Anfangsbuchstaben',
  glossaryNoEntries: (letter: string) => `Keine Einträge mit ${letter}`,
  glossaryLevels: 'Verbindlichkeit der Anforderungen',
  /** After each letter of the glossary: the page is long, the letters are at its top. */
  glossaryBackToLetters: 'Zurück zu den Anfangsbuchstaben',
  noCriterion: 'Derzeit keinem Kriterium zugeordnet.',
  skillCriteria: 'Gebraucht in diesen Kriterien:',
  phaseCriteria: 'Wichtig in dieser Phase:',
  allCaseStudies: 'Alle Fallbeispiele',
} as const;

/** The sections a criterion page adds around its text; the table of contents names them the same. */
export const criterionMessages = {
  phases: 'Wichtig in diesen Entwicklungsphasen',
  allPhases: 'Alle 4 Entwicklungsphasen',
  selbstcheck: 'Kriterium im Selbstcheck prüfen',
  skills: 'Hilfreiche Fachgebiete',
  skillsIntro: 'Diese Fachgebiete helfen bei der Umsetzung. Sie dienen zur Orientierung und sind keine Checkliste.',
  allSkills: 'Alle hilfreichen Fachgebiete',
  caseStudies: 'Erfahrungen aus der Praxis',
  guides: 'Anleitungen zu diesem Kriterium',
  guidesIntro: 'Das Handbuch erklärt Schritt für Schritt, wie Sie dieses Kriterium umsetzen:',
  allGuides: 'Alle Anleitungen',
  next: 'Nächstes Kriterium',
  feedback: 'Feedback geben',
  /** Breadcrumb step between Start and the criterion. */
  crumb: 'Kriterien',
} as const;

/** The steps of a criterion by bindingness, at the top of its page (StepSummary). */
export const stepSummaryMessages = {
  heading: 'Die Schritte auf einen Blick',
  intro: (count: number) => `Wie verbindlich die ${count} Schritte unter „Was ist zu tun“ sind, nach Lesart dieser Website:`,
  none: 'keiner',
} as const;

/** The tables of the /daten page. */
export const openDataMessages = {
  fieldsCaption: 'Felder der Datei servicestandard.json',
  fieldsHead: ['Feld', 'Art', 'Bedeutung'],
  columnsCaption: 'Spalten der Datei servicestandard.csv',
  columnsHead: ['Spalte', 'Bedeutung'],
  reportFieldsCaption: 'Felder der Datei pruefberichte.json',
  reportColumnsCaption: 'Spalten der Datei pruefberichte.csv',
} as const;

/** Links to the whole standard: the Druckfassung, its PDF and the open data. */
export const takeAwayMessages = {
  intro: 'Alle 13 Kriterien auf einer Seite:',
  printVersion: 'Druckfassung',
  pdf: 'Servicestandard als PDF',
  data: 'Offene Daten (JSON, CSV)',
} as const;

/** The first edition of the standard (2020): its page and the block on each criterion page. */
export const predecessorMessages = {
  heading: 'Im Servicestandard 2020',
  carries: (year: number) => `Nach Lesart dieser Website führt dieses Kriterium diese Prinzipien des ersten Servicestandards (${year}) fort:`,
  isNew: (year: number) => `Dieses Kriterium ist neu: Im ersten Servicestandard (${year}) hatte sein Thema kein eigenes Prinzip.`,
  principle: (n: number, title: string) => `Prinzip ${n}: ${title}`,
  whole: 'das ganze Kriterium',
  inSteps: (steps: readonly { id: string; title: string }[]) => `in ${steps.length === 1 ? 'dem Schritt' : 'den Schritten'} ${steps.map((s) => `„${s.title}“ (Anforderung ${s.id})`).join(', ')}`,
  /** A step that carries a principle, as a link text on the mapping page. */
  step: (title: string, id: string) => `${title} (Anforderung ${id})`,
  pageLink: 'Vom Servicestandard 2020 zu den 13 Kriterien',
  category: (title: string) => `Kategorie ${title}`,
  carriedBy: 'Heute getragen von (Lesart dieser Website):',
  ownCriterion: 'Eigenes Kriterium',
  noOwnCriterion: 'Kein eigenes Kriterium, nur einzelne Schritte',
} as const;
