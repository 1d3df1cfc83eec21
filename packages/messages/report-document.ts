/**
 * The words of a peer-review report as a document (issue 34, items 6 and 7): the draft the team
 * reads on its status page, the published report's page (both ReportDocument of
 * @servicestandard/ui) and the report's PDF. The same headings in all three, so the team finds in
 * the PDF and the published report what it read on its status page.
 */
import { reportLevelNames, reportPhaseNames, reportRatingNames } from './pruefberichte.ts';

export const reportDocumentMessages = {
  /** As on the published report's page. */
  ratingNames: reportRatingNames,
  levelNames: reportLevelNames,
  phaseNames: reportPhaseNames,
  /** The PDF's subject (metadata). */
  pdfSubject: 'Bericht aus einem Peer Review zum Servicestandard',
  /** The document's title (PDF metadata, first heading). */
  title: (service: string | null) => `Prüfbericht zum Servicestandard: ${service ?? 'Name auf Wunsch des Teams nicht genannt'}`,
  /** In place of the service's and the authority's name when the team withholds it. */
  nameWithheld: 'Name auf Wunsch des Teams nicht genannt',
  /** On every page of a draft. */
  draft: 'Entwurf',
  draftNote: 'Entwurf: Dieser Bericht ist noch nicht veröffentlicht. Er wird erst veröffentlicht, wenn das Team zustimmt.',
  service: 'Service',
  organisation: 'Behörde',
  level: 'Ebene',
  phase: 'Phase',
  reviewedOn: 'Tag des Peer Reviews',
  publishedOn: 'Veröffentlichung abgestimmt am',
  reviewers: 'Prüfende',
  reviewersNotNamed: 'Die Prüfenden werden nicht namentlich genannt.',
  overview: 'Überblick',
  overviewText: 'So viele Anforderungen haben diese Einschätzung:',
  overviewEntry: (rating: string, count: number) => `${rating}: ${count}`,
  /** The overview as a table (on the pages). */
  overviewCaption: 'Einschätzungen aller Anforderungen',
  overviewCount: 'Anforderungen',
  overviewTotal: 'zusammen',
  unmetMust: 'Nicht erfüllte MUSS-Anforderungen',
  unmetMustNone: 'Keine MUSS-Anforderung ist als nicht oder teilweise erfüllt eingeschätzt.',
  strengths: 'Stärken',
  strengthsNone: 'Der Bericht nennt keine Stärken.',
  recommendations: 'Empfehlungen',
  recommendationsNone: 'Der Bericht gibt keine Empfehlungen.',
  criteria: 'Einschätzung je Kriterium',
  criterion: (number: number, title: string) => `Kriterium ${number}: ${title}`,
  criterionPage: (number: number) => `Kriterium ${number} auf dieser Website lesen`,
  /** How a requirement is cited ("Servicestandard, Anforderung 6.3"). */
  requirement: (id: string) => `Anforderung ${id}`,
  requirementHeading: (id: string, title: string, level: string) => `Anforderung ${id}: ${title} (${level})`,
  summary: 'Zusammenfassung',
  requirementLevel: 'Verbindlichkeit',
  rating: 'Einschätzung',
  reasoning: 'Begründung',
  recommendation: 'Empfehlung',
  /** For a text the reviewers left empty. */
  empty: 'keine Angabe',
  page: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  /** The PDF's file name. */
  fileName: (id: string) => `pruefbericht-${id}.pdf`,
} as const;

/** The draft report on the team's status page and the team's answer to it (issue 34, item 6). */
export const reportAgreementMessages = {
  draftHeading: 'Entwurf des Prüfberichts',
  draftIntro:
    'Die Prüfenden haben den Bericht geschrieben. Bitte lesen Sie ihn und sagen Sie uns unten, ob er veröffentlicht werden darf. Veröffentlicht wird er erst, wenn Sie zustimmen.',
  agreedHeading: 'Ihr Prüfbericht',
  pdfLink: 'Bericht als PDF',
  pdfNote: (kb: string) => `(PDF, getaggt, etwa ${kb} KB)`,
  /** The agreement form. */
  formHeading: 'Veröffentlichung',
  formIntro:
    'Veröffentlichte Berichte stehen unter „Prüfberichte“ auf dieser Website, in den offenen Daten und im Feed der Aktualisierungen. Sie können nur einmal antworten.',
  withholdName: 'Den Namen des Service und der Behörde nicht nennen',
  withholdNameHint:
    'Der Bericht erscheint dann ohne diese Namen; auch seine Adresse verrät sie nicht. Die Texte der Prüfenden erscheinen so, wie sie oben stehen: Prüfen Sie, ob sie den Service erkennen lassen; wenn ja, antworten Sie vor Ihrer Entscheidung auf eine unserer E-Mails.',
  reviewersNote: 'Prüfende werden nur genannt, wenn sie selbst zugestimmt haben.',
  agree: 'Wir stimmen der Veröffentlichung zu',
  decline: 'Wir stimmen nicht zu',
  /** After the answer. */
  agreedPublish: 'Sie haben der Veröffentlichung des Berichts zugestimmt.',
  agreedPublishWithheld: 'Sie haben der Veröffentlichung des Berichts zugestimmt, ohne den Namen des Service und der Behörde.',
  agreedPublishNext: 'Der Bericht wird veröffentlicht. Sie erhalten eine E-Mail, sobald er auf der Website steht.',
  declined: 'Sie haben der Veröffentlichung nicht zugestimmt. Der Bericht wird nicht veröffentlicht.',
  declinedNext: 'Der Bericht bleibt auf dieser Seite für Sie lesbar, bis wir die Begutachtung 12 Monate nach dem Abschluss Ihrer Anfrage löschen.',
  answeredOn: (day: string) => `Ihre Antwort vom ${day}.`,
  /** The report cannot be shown (the service runs without the requirement catalogue of the built site). */
  unavailable: 'Der Bericht kann gerade nicht angezeigt werden. Bitte versuchen Sie es später noch einmal.',
} as const;
