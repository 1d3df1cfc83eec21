/**
 * The published peer-review reports (issue 34, item 7): the register /pruefberichte with its
 * filters, the page of a report, its entries in the Atom feed and the open data's descriptions.
 */
import type { AssessmentRating, Report } from '@servicestandard/pruefbericht';
import { reviewLevelNames, reviewPhaseNames } from './review.ts';

type Level = Report['level'];
type Phase = Report['phase'];

/** The same words as the request for a peer review uses (review.ts). */
export const reportLevelNames: Record<Level, string> = reviewLevelNames;

export const reportPhaseNames: Record<Phase, string> = reviewPhaseNames;

/** The five ratings of a requirement in words, as the report shows them. */
export const reportRatingNames: Record<AssessmentRating, string> = {
  erfuellt: 'erfüllt',
  'teilweise-erfuellt': 'teilweise erfüllt',
  'nicht-erfuellt': 'nicht erfüllt',
  'nicht-anwendbar': 'nicht anwendbar',
  'nicht-geprueft': 'nicht geprüft',
};

export const reportMessages = {
  /** In place of the service's name when the team withheld it. */
  nameWithheld: 'Name nicht genannt',
  /** A report's name in lists and titles. */
  reportName: (service: string | null) => service ?? 'Name nicht genannt',
  organisation: 'Behörde',
  level: 'Ebene',
  phase: 'Phase',
  reviewedOn: 'Peer Review am',
  publishedOn: 'Zur Veröffentlichung freigegeben am',
  unmetMust: 'Nicht erfüllte MUSS-Anforderungen',
  reviewers: 'Prüfende',
  reviewersNotNamed: 'nicht genannt',

  // The register and its filters.
  filterNav: 'Prüfberichte filtern',
  filterAll: 'Alle Berichte',
  filterByLevel: 'Nach Ebene',
  filterByPhase: 'Nach Phase',
  filterByCriterion: 'Nach Kriterium',
  criterionPrefix: 'Kriterium ',
  criterionFilterRule: 'Ein Bericht erscheint unter einem Kriterium, wenn das Peer Review mindestens eine Anforderung dieses Kriteriums eingeschätzt hat (also nicht nur „nicht geprüft“).',
  count: (shown: number, all: number) => (shown === all ? `${all} ${all === 1 ? 'Bericht' : 'Berichte'}, die neuesten zuerst.` : `${shown} von ${all} Berichten, die neuesten zuerst.`),
  noReportTitle: 'Bisher ist noch kein Prüfbericht veröffentlicht.',
  noReport: 'Sobald ein Team der Veröffentlichung seines Berichts zustimmt, erscheint er hier mit Datum und Service.',
  noMatchTitle: 'Kein Bericht passt zu diesem Filter.',
  noMatch: 'Wählen Sie einen anderen Filter oder lesen Sie alle Berichte.',
  feedLink: 'Neue Prüfberichte als Atom-Feed abonnieren',
  feedNote: '(im Feed der Aktualisierungen)',
  unmetMustCount: (count: number) => (count === 0 ? 'keine' : String(count)),

  // Filter pages.
  filterTitle: {
    ebene: (name: string) => `Prüfberichte: Ebene ${name}`,
    phase: (name: string) => `Prüfberichte: Phase ${name}`,
    kriterium: (number: number) => `Prüfberichte zu Kriterium ${number}`,
  },
  filterDescription: {
    ebene: (name: string) => `Veröffentlichte Berichte aus Peer Reviews von Services der Ebene ${name}.`,
    phase: (name: string) => `Veröffentlichte Berichte aus Peer Reviews von Services in der Phase ${name}.`,
    kriterium: (number: number, title: string) => `Veröffentlichte Berichte aus Peer Reviews, die Anforderungen des Kriteriums ${number} „${title}“ eingeschätzt haben.`,
  },
  filterMetaTitle: (title: string) => `${title} – Servicestandard`,
  registerCrumb: 'Prüfberichte',

  // The page of a report.
  metaTitle: (name: string, id: string) => `Prüfbericht ${name} (${id}) – Servicestandard`,
  title: (service: string | null) => (service === null ? 'Prüfbericht (Name des Service nicht genannt)' : `Prüfbericht: ${service}`),
  description: (level: string, phase: string, day: string) => `Bericht aus einem Peer Review zum Servicestandard: ein Service der Ebene ${level} in der Phase ${phase}, begutachtet am ${day}.`,
  crumb: 'Prüfbericht',
  snapshot: 'Der Bericht beschreibt den Stand des Service am Tag des Peer Reviews. Er ist keine Zertifizierung und kein Ranking.',
  // The report itself is in the words of report-document.ts (ReportDocument of @servicestandard/ui).
  pdfLink: 'Bericht als PDF herunterladen',
  backToRegister: 'Alle Prüfberichte',

  // Atom feed entries.
  feedEntryTitle: (name: string) => `Neuer Prüfbericht: ${name}`,
  feedEntryText: (level: string, phase: string, unmet: number) =>
    `Bericht aus einem Peer Review: Ebene ${level}, Phase ${phase}; ${unmet === 0 ? 'keine MUSS-Anforderung' : unmet === 1 ? 'eine MUSS-Anforderung' : `${unmet} MUSS-Anforderungen`} nicht oder teilweise erfüllt.`,
} as const;
