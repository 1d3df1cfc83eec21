/**
 * Every German text of the Selbstcheck island and its exports, in one place. The label records
 * name each value of the site's types (lib/selbstcheck: AnswerValue, TrafficLight,
 * CriterionState, DecodeFailure) as a key; the site indexes them with those types, so a value
 * without a label fails the type check there.
 */

export const answerLabels = {
  ja: 'Ja',
  teilweise: 'Teilweise',
  nein: 'Nein',
  'nicht-relevant': 'Nicht relevant',
};

/** The traffic light of a criterion (lib/selbstcheck/report.ts). */
export const lightLabels = {
  erfuellt: 'Erfüllt',
  teilweise: 'Teilweise',
  offen: 'Offen',
  'nicht-relevant': 'Nicht relevant',
};

export const stateLabels = {
  'nicht-begonnen': 'Noch nicht begonnen',
  'in-bearbeitung': 'In Bearbeitung',
  erfuellt: 'Erfüllt',
  'teilweise-erfuellt': 'Teilweise erfüllt',
  'nicht-erfuellt': 'Nicht erfüllt',
  'nicht-relevant': 'Nicht relevant',
};

const storedProblem = {
  unreadable: 'Die im Browser gespeicherten Daten des Selbstchecks sind beschädigt und lassen sich nicht lesen.',
  foreign: 'Unter dem Speicherplatz des Selbstchecks liegen Daten, die nicht vom Selbstcheck stammen.',
  newer: 'Die im Browser gespeicherten Daten stammen aus einer neueren Fassung des Selbstchecks und lassen sich hier nicht lesen.',
  damaged: 'Die im Browser gespeicherten Daten des Selbstchecks sind unvollständig oder beschädigt.',
};

const importProblem = {
  unreadable: 'Die Datei lässt sich nicht lesen. Bitte wählen Sie eine JSON-Datei, die Sie aus dem Selbstcheck exportiert haben.',
  foreign: 'Die Datei ist kein Export des Selbstchecks. Bitte wählen Sie eine JSON-Datei, die Sie aus dem Selbstcheck exportiert haben.',
  newer: 'Die Datei stammt aus einer neueren Fassung des Selbstchecks und lässt sich hier nicht lesen.',
  damaged: 'Die Datei ist ein Export des Selbstchecks, aber unvollständig oder beschädigt.',
};

export const t = {
  answerLabels,
  loading: 'Der Selbstcheck wird geladen …',
  loadFailed: 'Der Selbstcheck konnte nicht geladen werden. Bitte prüfen Sie Ihre Internetverbindung und laden Sie die Seite neu.',
  stateLabels,
  lightLabels,
  storedProblem,
  importProblem,

  // Without JavaScript (rendered at build time)
  staticHeading: 'Die Fragen des Selbstchecks',
  staticIntro: 'Zu jedem Kriterium gibt es einige Fragen. Sie beantworten jede mit Ja, Teilweise, Nein oder Nicht relevant. Der Link nennt jeweils den Schritt auf der Seite des Kriteriums, der beschreibt, was zu tun ist.',
  untitled: 'Service ohne Namen',
  copyName: (name: string) => `Kopie von ${name || 'Service ohne Namen'}`,
  importedName: (name: string) => `${name || 'Service ohne Namen'} (importiert)`,

  // Bar above the views
  currentLabel: 'Selbstcheck für',
  overallProgress: (answered: number, total: number) => `${answered} von ${total} Fragen beantwortet`,
  allAssessments: (count: number) => `Alle Selbstchecks (${count})`,
  savedAt: (time: string) => `Gespeichert in diesem Browser um ${time} Uhr`,
  /** The stored state is from an earlier day (after a reload). */
  savedOn: (date: string, time: string) => `Gespeichert in diesem Browser am ${date} um ${time} Uhr`,
  notSavedYet: 'Noch nichts gespeichert',

  // Navigation
  navLabel: 'Abschnitte des Selbstchecks',
  navSummary: 'Abschnitte und Fortschritt',
  navDetails: 'Angaben zum Service',
  navResults: 'Ergebnis',
  navReport: 'Bericht',
  navManage: 'Alle Selbstchecks',
  criterionProgress: (answered: number, total: number) => `${answered} von ${total}`,
  criterionProgressLong: (answered: number, total: number) => `${answered} von ${total} Fragen beantwortet`,

  // Details view
  detailsHeading: 'Angaben zum Service',
  detailsIntro: 'Nennen Sie den Service, den Sie prüfen, und halten Sie fest, wer den Selbstcheck durchführt.',
  serviceLabel: 'Name des Service',
  serviceHint: 'Zum Beispiel „Wohngeld online beantragen“. Unter diesem Namen finden Sie den Selbstcheck wieder.',
  serviceMissing: 'Bitte geben Sie den Namen des Service ein.',
  teamLabel: 'Team',
  teamHint: 'Zum Beispiel die Organisationseinheit oder das Projekt.',
  dateLabel: 'Datum der Prüfung',
  startCriteria: 'Weiter zu Kriterium 1',

  // Criterion view
  criterionHeading: (index: number, title: string) => `Kriterium ${index}: ${title}`,
  readCriterion: (index: number) => `Kriterium ${index} auf der Website lesen`,
  questionsIntro: 'Beantworten Sie jede Frage mit Ja, Teilweise, Nein oder Nicht relevant. Zu jeder Frage führt ein Link zu dem Schritt, der beschreibt, was zu tun ist.',
  /** A question's number, named as a question so it is not read as a requirement ID ("Anforderung 1.3"). */
  questionNumber: (criterion: number, question: number) => `Frage ${criterion}.${question}`,
  stepHint: 'Passender Schritt:',
  notAnswered: 'Noch nicht beantwortet',
  notesLabel: 'Notizen',
  notesHint: (index: number) => `Was ist bei Kriterium ${index} schon gut, was fehlt noch, wer kümmert sich?`,
  evidenceLabel: 'Nachweise und Links',
  evidenceHint: 'Ein Nachweis pro Zeile, etwa ein Link zu einem Dokument, Ticket oder Wiki-Eintrag.',
  removedHeading: 'Antworten zu Fragen, die es nicht mehr gibt',
  removedIntro: 'Diese Fragen wurden in einer neueren Fassung des Selbstchecks entfernt. Ihre Antworten bleiben zur Information erhalten und zählen nicht mehr zum Ergebnis.',
  removedClear: 'Diese Antworten löschen',
  previous: (index: number) => `Zurück zu Kriterium ${index}`,
  next: (index: number) => `Weiter zu Kriterium ${index}`,
  toResults: 'Weiter zum Ergebnis',
  pagerLabel: 'Zwischen den Kriterien blättern',
  backToDetails: 'Zurück zu den Angaben',

  // Results view
  resultsHeading: 'Ergebnis',
  resultsSummary: (answered: number, total: number, fulfilled: number) =>
    `${answered} von ${total} Fragen sind beantwortet. ${fulfilled} von 13 Kriterien sind vollständig erfüllt.`,
  fulfilmentOverall: (percent: number) => `Erfüllungsgrad über alle beantworteten Fragen: ${percent} %`,
  fulfilmentNote: '„Teilweise“ zählt halb, „Nicht relevant“ zählt nicht mit.',
  chartHeading: 'Stand je Kriterium',
  chartLabel: 'Balkendiagramm: Antworten je Kriterium. Dieselben Werte stehen in der Tabelle unter dem Diagramm.',
  tableCaption: 'Antworten und Stand je Kriterium',
  columnCriterion: 'Kriterium',
  columnState: 'Stand',
  columnOpen: 'Offen',
  columnFulfilment: 'Erfüllungsgrad',
  openPointsHeading: 'Offene Punkte',
  openPointsIntro: 'Fragen, die Sie mit Nein oder Teilweise beantwortet haben. Der Link führt jeweils zu dem Schritt, der beschreibt, was zu tun ist.',
  noOpenPoints: 'Keine offenen Punkte: Sie haben keine Frage mit Nein oder Teilweise beantwortet.',
  stillUnanswered: 'Noch nicht beantwortet',
  unansweredShort: (open: number, total: number) => `${open} von ${total} Fragen offen`,
  unansweredCount: (count: number) => (count === 1 ? 'Eine Frage ist noch nicht beantwortet.' : `${count} Fragen sind noch nicht beantwortet.`),
  answerQuestions: (index: number) => `Fragen zu Kriterium ${index} beantworten`,
  stepLink: (title: string, requirement: string) => `Schritt „${title}“ (Anforderung ${requirement})`,
  /** The step a question belongs to, after stepHint or reportStep: its title and requirement ID. */
  stepWithRequirement: (title: string, requirement: string) => `${title} (Anforderung ${requirement})`,
  peerReviewHeading: 'Vorbereitung auf ein Peer Review',
  peerReviewIntro:
    'Im Peer Review gehen Fachleute aus Verwaltung und Praxis in rund vier Stunden gemeinsam mit Ihrem Team die 13 Kriterien durch. Mit diesen Punkten gehen Sie gut vorbereitet in das Gespräch:',
  peerReviewDemo: 'Planen Sie eine kurze Vorführung des Service ein – als Prototyp oder als laufende Version.',
  peerReviewDocuments: 'Legen Sie bereit, was es schon gibt, zum Beispiel die Übersicht über Ihre Nutzendengruppen, eine Skizze des Prozesses und das Datenschutzkonzept.',
  peerReviewEvidence: (list: string) => `Sammeln Sie Nachweise zu den Kriterien, bei denen Sie schon etwas erfüllen, aber noch keinen Nachweis eingetragen haben: ${list}.`,
  peerReviewEvidenceDone: 'Zu allen Kriterien, bei denen Sie schon etwas erfüllen, haben Sie Nachweise eingetragen. Nehmen Sie sie mit in das Gespräch.',
  peerReviewUnanswered: (count: number) => `Beantworten Sie die ${count === 1 ? 'letzte offene Frage' : `${count} noch offenen Fragen`}, damit das Gespräch beim aktuellen Stand beginnt.`,
  peerReviewOpenPoints: (count: number) =>
    count === 1 ? 'Sprechen Sie Ihren offenen Punkt an: Gerade dort hilft der Blick von außen.' : `Sprechen Sie Ihre ${count} offenen Punkte an: Gerade dort hilft der Blick von außen.`,
  peerReviewLink: 'Mehr zum Peer Review',
  answersHeading: 'Antworten im Einzelnen',
  exportHeading: 'Ergebnis weitergeben',
  exportIntro: 'Die Dateien entstehen in Ihrem Browser. Sie entscheiden selbst, wem Sie sie geben.',
  exportMarkdown: 'Als Markdown herunterladen',
  exportMarkdownHint: 'Zum Einfügen in ein Ticket oder Wiki.',
  exportJson: 'Als JSON-Datei exportieren',
  /** Carries this assessment's export to the form that asks for a peer review. */
  useForPeerReview: 'Für ein Peer Review verwenden',
  toReport: 'Bericht zum Drucken oder Speichern als PDF',
  columnLight: 'Ampel',
  columnAnswered: 'Beantwortet',

  // Report view (#bericht) and the printout of every view
  reportHeading: 'Bericht zum Selbstcheck',
  reportIntro:
    'Der Bericht fasst den Selbstcheck auf wenigen Seiten zusammen: die Angaben zum Service, eine Ampel je Kriterium und alle Antworten mit Notizen und Nachweisen. Fragen ohne Antwort werden nur gezählt.',
  reportPrint: 'Drucken oder als PDF speichern',
  reportPdfHint:
    'Die Schaltfläche öffnet den Druckdialog Ihres Browsers. Für eine PDF-Datei wählen Sie dort als Ziel „Als PDF speichern“ (in manchen Browsern „Microsoft Print to PDF“).',
  reportNothingSentTitle: 'Nichts wurde gesendet',
  reportNothingSent:
    'Dieser Bericht ist in Ihrem Browser entstanden, aus den Angaben, die nur in diesem Browser gespeichert sind. Beim Erstellen, Drucken und Speichern als PDF werden keine Daten an das Team des Servicestandards oder an Dritte gesendet.',
  reportService: 'Service',
  reportTeam: 'Team',
  reportCheckDate: 'Datum der Prüfung',
  reportNotGiven: 'nicht angegeben',
  reportUpdated: 'Stand der Angaben',
  reportPrinted: 'Bericht erstellt am',
  reportBasis: 'Grundlage',
  reportBasisText: (criteriaUpdated: string, questionsVersion: number) =>
    `Servicestandard mit 13 Kriterien (DIN SPEC 66336), Stand der Kriterien vom ${criteriaUpdated}; Fragen des Selbstchecks in Fassung ${questionsVersion}`,
  reportProgress: (answered: number, total: number) => `${answered} von ${total} Fragen beantwortet`,
  reportOverview: 'Übersicht',
  reportOverviewCaption: 'Ampel und beantwortete Fragen je Kriterium',
  reportLightNote:
    'Ampel: Erfüllt, wenn alle zutreffenden Fragen mit Ja beantwortet sind; Teilweise, wenn alle beantwortet sind und nicht alles erfüllt ist; Offen, solange Fragen offen sind oder nichts erfüllt ist.',
  reportAnswered: (answered: number, total: number) => `${answered} von ${total}`,
  reportQuestion: 'Frage',
  reportAnswer: 'Antwort',
  reportStep: 'Was zu tun ist:',
  reportUnanswered: (count: number) => (count === 1 ? 'Eine weitere Frage ist noch nicht beantwortet.' : `${count} weitere Fragen sind noch nicht beantwortet.`),
  reportNoneAnswered: (count: number) => `Noch keine der ${count} Fragen beantwortet.`,
  reportUntouched: 'Noch nicht bearbeitet',
  reportFooter: (url: string) => `Erstellt mit dem Selbstcheck des Servicestandards: ${url}`,

  // Manage view
  progressLabel: 'Fortschritt',
  manageHeading: 'Ihre Selbstchecks',
  manageIntro: 'Hier sehen Sie alle Selbstchecks, die in diesem Browser gespeichert sind, und können sie nebeneinander vergleichen.',
  open: 'Öffnen',
  opened: 'Geöffnet',
  openAssessment: (name: string) => `Selbstcheck „${name}“ öffnen`,
  duplicate: 'Duplizieren',
  rename: 'Umbenennen',
  remove: 'Löschen',
  createNew: 'Neuen Selbstcheck anlegen',
  updatedAt: 'Zuletzt geändert',
  compareHeading: 'Vergleich',
  compareCaption: 'Erfüllungsgrad je Kriterium und Selbstcheck',
  compareEmpty: '–',
  transferHeading: 'Daten sichern und übertragen',
  transferIntro:
    'Ihre Selbstchecks liegen nur in diesem Browser. Mit einer JSON-Datei sichern Sie sie, bringen sie in einen anderen Browser oder geben sie an Ihr Team weiter.',
  exportAll: 'Alle Selbstchecks exportieren',
  importLabel: 'JSON-Datei importieren',
  importHint: 'Importierte Selbstchecks kommen zu den vorhandenen hinzu. Vorhandene Daten werden nicht überschrieben.',

  // Dialogs
  cancel: 'Abbrechen',
  renameHeading: 'Selbstcheck umbenennen',
  renameSave: 'Namen speichern',
  deleteHeading: (name: string) => `Selbstcheck „${name}“ löschen?`,
  deleteBody:
    'Alle Antworten, Notizen und Nachweise dieses Selbstchecks werden aus diesem Browser entfernt. Das lässt sich nicht rückgängig machen. Exportieren Sie den Selbstcheck vorher, wenn Sie ihn aufbewahren möchten.',
  deleteConfirm: 'Endgültig löschen',
  resetHeading: 'Mit einem leeren Selbstcheck beginnen?',
  resetBody:
    'Die nicht lesbaren Daten werden dabei im Browser überschrieben. Laden Sie sie vorher herunter, wenn Sie sie noch brauchen.',
  resetConfirm: 'Überschreiben und neu beginnen',

  // Status messages
  created: 'Ein neuer Selbstcheck ist angelegt.',
  duplicated: (name: string) => `Der Selbstcheck wurde dupliziert. Sie bearbeiten jetzt „${name}“.`,
  renamed: (name: string) => `Der Selbstcheck heißt jetzt „${name}“.`,
  deleted: (name: string) => `Der Selbstcheck „${name}“ wurde gelöscht.`,
  opened_: (name: string) => `Sie bearbeiten jetzt „${name}“.`,
  imported: (names: string[]) =>
    names.length === 1 ? `Der Selbstcheck „${names[0]}“ wurde importiert.` : `${names.length} Selbstchecks wurden importiert: ${names.map((n) => `„${n}“`).join(', ')}.`,
  importTruncated: (count: number) => `${count} weitere Selbstchecks wurden nicht importiert, weil die Höchstzahl von 100 Selbstchecks erreicht ist.`,
  importTooLarge: 'Die Datei ist zu groß für einen Export des Selbstchecks. Ihre vorhandenen Daten bleiben unverändert.',
  importKeepsData: 'Ihre vorhandenen Daten bleiben unverändert.',
  exported: (file: string) => `Die Datei „${file}“ wurde erstellt. Sie finden sie bei Ihren Downloads.`,
  updatedElsewhere: 'Der Selbstcheck wurde in einem anderen Tab geändert. Diese Seite zeigt jetzt den neuesten Stand.',

  // Storage problems
  storageProblemTitle: 'Gespeicherte Daten nicht lesbar',
  storageKept: 'Die Daten bleiben unverändert im Browser gespeichert. Laden Sie sie herunter, um sie zu sichern oder an das Team des Servicestandards zu schicken.',
  downloadRaw: 'Gespeicherte Daten herunterladen',
  startOver: 'Neu beginnen',
  unavailableTitle: 'Speichern nicht möglich',
  unavailable:
    'Ihr Browser erlaubt dieser Seite nicht, Daten zu speichern. Sie können den Selbstcheck trotzdem ausfüllen, aber Ihre Angaben gehen verloren, sobald Sie die Seite schließen. Exportieren Sie sie vorher als JSON-Datei.',
  fullTitle: 'Speicher voll',
  full: 'Ihre letzten Änderungen konnten nicht gespeichert werden, weil der Speicher des Browsers voll ist. Exportieren Sie Ihre Selbstchecks als JSON-Datei, damit nichts verloren geht, und löschen Sie nicht mehr benötigte Selbstchecks.',
} as const;
