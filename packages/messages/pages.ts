/** Words of the pages built in code (src/pages), not from content files. */

import { SEARCH_MESSAGES } from '@servicestandard/search';

export const homeMessages = {
  criteriaTitle: 'Die 13 Kriterien',
  criteriaIntro: 'Jedes Kriterium beschreibt, worauf es ankommt, was zu tun ist und was am Ende vorliegt.',
} as const;

export const errorPageMessages = {
  code: (status: number) => `Fehler ${status}`,
} as const;

export const adrPageMessages = {
  metaTitle: (number: string, title: string) => `ADR ${number}: ${title} – Servicestandard`,
  crumbParent: 'Open Source',
  crumb: (number: string) => `Architekturentscheidung ${number}`,
  typeLabel: 'Seitentyp',
  type: 'Architekturentscheidung',
  dateLabel: 'Datum',
  status: 'Status der Entscheidung:',
} as const;

export const searchPageMessages = {
  metaTitle: `${SEARCH_MESSAGES.pageTitle} – ${SEARCH_MESSAGES.siteTitle}`,
  metaDescription: 'Durchsuchen Sie alle Seiten des Servicestandards: Kriterien, Handbuch, Glossar und mehr, oder wählen Sie eine Seite von A bis Z.',
  title: SEARCH_MESSAGES.pageTitle,
  description: 'Finden Sie Kriterien, Anleitungen, Begriffe aus dem Glossar und alle anderen Seiten des Servicestandards.',
  digits: '0–9',
} as const;

/** The frame of the editors' area; the feedback service fills in each page (service/src/redaktion). */
export const redaktionPageMessages = {
  metaTitle: 'Redaktion – Servicestandard',
  metaDescription: 'Bereich für das Team des Servicestandards im BMDS: Rückmeldungen aus den Formularen lesen und bearbeiten.',
  title: 'Redaktion',
  description: 'Bereich für das Team des Servicestandards im BMDS. Nur mit Anmeldung.',
} as const;

export const selbstcheckPageMessages = {
  metaTitle: 'Selbstcheck – Servicestandard',
  metaDescription: 'Prüfen Sie im Team, wie weit Ihr Service die 13 Kriterien erfüllt: Fragen je Kriterium, Ergebnis und offene Punkte. Alles bleibt in Ihrem Browser.',
  title: 'Selbstcheck',
  description:
    'Wie weit erfüllt Ihr Service den Servicestandard? Gehen Sie die 13 Kriterien mit Ihrem Team durch, halten Sie Notizen und Nachweise fest und sehen Sie, was noch offen ist.',
  intro:
    'Zu jedem Kriterium beantworten Sie vier bis acht Fragen mit Ja, Teilweise, Nein oder Nicht relevant. Jede Frage führt zu dem Schritt auf der Seite des Kriteriums, der beschreibt, was zu tun ist. Das Ergebnis zeigt den Stand je Kriterium mit einer Ampel, die offenen Punkte und was Sie für ein Peer Review vorbereiten sollten. Ein Bericht fasst alles auf wenigen Seiten zum Drucken oder Speichern als PDF zusammen. Sie können mehrere Services nebeneinander prüfen.',
  privacyTitle: 'Ihre Angaben bleiben in Ihrem Browser',
  privacy:
    'Der Selbstcheck speichert alles nur in diesem Browser auf Ihrem Gerät. Nichts wird an uns oder an Dritte übertragen. Sie können jederzeit unterbrechen und später im selben Browser weitermachen. Wenn Sie den Browserspeicher löschen, ist auch der Selbstcheck gelöscht. Mit dem Export als Datei sichern Sie Ihre Angaben oder geben sie an Ihr Team weiter.',
  /** Before, in and after the link to the peer-review page. */
  disclaimer: ['Der Selbstcheck ist eine Orientierungshilfe für Ihr Team. Er ersetzt keine Prüfung von außen wie das ', 'Peer Review', '.'],
  noScriptTitle: 'JavaScript erforderlich',
  noScript:
    'Der Selbstcheck braucht JavaScript, um Ihre Antworten auszuwerten und in Ihrem Browser zu speichern. Bitte schalten Sie JavaScript für diese Seite ein. Die Fragen können Sie auch so lesen: Sie stehen hier nach Kriterien geordnet.',
} as const;

/** The Atom feed of /aktualisierungen. */
export const feedMessages = {
  title: 'Aktualisierungen des Servicestandards',
  subtitle: 'Änderungen am Servicestandard und an dieser Website, neue Prüfberichte aus Peer Reviews',
} as const;

/** The Druckfassung /servicestandard-gesamt: all 13 criteria on one page, the source of the PDF. */
export const printVersionMessages = {
  metaTitle: 'Servicestandard – Gesamtfassung aller 13 Kriterien',
  metaDescription: 'Alle 13 Kriterien des Servicestandards mit Schritten, Verbindlichkeit, Ergebnissen und Begriffen auf einer Seite, zum Drucken und als PDF.',
  title: 'Der Servicestandard – Gesamtfassung',
  description: 'Alle 13 Kriterien mit Zusammenfassung, Begründung, Schritten und ihrer Verbindlichkeit, Ergebnissen, Entwicklungsphasen und dem Abschnitt der DIN SPEC 66336, dazu die Begriffe, die sie verwenden – zum Lesen am Stück, zum Drucken und als PDF.',
  contents: 'Inhalt',
  howToRead: 'So lesen Sie diese Fassung',
  intro: (version: string) =>
    `Diese Fassung enthält die Texte der 13 Kriterien, wie sie auf den Seiten der Kriterien stehen (${version}). Jedes Kriterium beginnt mit einer Zusammenfassung; es folgen, warum es wichtig ist, was zu tun ist und was am Ende vorliegt.`,
  levelsIntro: 'Jeder Schritt unter „Was ist zu tun“ trägt eine Angabe, wie verbindlich er ist:',
  levelsNote: 'Diese Einstufung ist die Lesart dieser Website; verbindlich ist der Wortlaut der DIN SPEC 66336.',
  online: 'Die Fassung im Netz:',
  alsoAs: 'Auch als',
  data: 'offene Daten (JSON, CSV)',
  criterionHeading: (index: number, title: string) => `Kriterium ${index}: ${title}`,
  din: 'DIN SPEC 66336',
  phases: 'Wichtig in diesen Entwicklungsphasen',
  updated: 'Zuletzt aktualisiert am',
  page: 'Seite des Kriteriums',
  guides: 'Anleitungen im Handbuch',
  predecessor: 'Im Servicestandard 2020 (Lesart dieser Website)',
  predecessorNew: 'neu: kein Vorbild unter den 19 Prinzipien',
  terms: 'Begriffe',
  termsIntro: 'Diese Begriffe aus dem Glossar kommen in den Kriterien vor. Alle Begriffe stehen im Glossar.',
} as const;

/** /peer-review-stand: the frame of a peer-review request's pages for the team (status page with the draft report, answers to the form). */
export const reviewStatusPageMessages = {
  metaTitle: 'Ihre Anfrage für ein Peer Review – Servicestandard',
  metaDescription: 'Der Stand Ihrer Anfrage für ein Peer Review zum Servicestandard.',
  title: 'Ihre Anfrage für ein Peer Review',
  description: 'Hier sehen Sie, wie es mit der Anfrage Ihres Teams weitergeht, und lesen den Entwurf des Berichts, sobald das Peer Review stattgefunden hat.',
  crumb: 'Peer Review',
} as const;

/** /ihr-feedback: the frame of the feedback service's pages for visitors (status page, answers to the form). */
export const feedbackPageMessages = {
  metaTitle: 'Ihr Feedback – Servicestandard',
  metaDescription: 'Der Stand Ihres Feedbacks zur Website des Servicestandards.',
  title: 'Ihr Feedback',
  description: 'Nach dem Absenden des Feedback-Formulars sehen Sie hier, was mit Ihrem Feedback geschieht.',
} as const;
