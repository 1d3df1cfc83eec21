/**
 * The words of the request for a peer review (issue 34): the form (on the site's page and in the
 * service's answer when something was missing), the status page and the answers of the service.
 */
import { REVIEW_CONTACT_RETENTION_MONTHS, type ReviewLevel, type ReviewPhase, type ReviewState } from '@servicestandard/feedback-api';

export const reviewLevelNames: Record<ReviewLevel, string> = { bund: 'Bund', land: 'Land', kommune: 'Kommune' };

export const reviewPhaseNames: Record<ReviewPhase, string> = {
  verstehen: 'Verstehen',
  entwickeln: 'Entwickeln',
  betreiben: 'Betreiben',
  weiterentwickeln: 'Weiterentwickeln',
};

/** The states of a request in words, and what each means for the team. */
export const reviewStateNames: Record<ReviewState, { name: string; text: string }> = {
  eingegangen: { name: 'eingegangen', text: 'Ihre Anfrage ist beim Team des Servicestandards eingegangen. Wir melden uns bei Ihnen, um einen Termin abzustimmen.' },
  'in-planung': { name: 'in Planung', text: 'Das Team plant das Peer Review und stellt die Prüfenden zusammen.' },
  terminiert: { name: 'terminiert', text: 'Der Termin für das Peer Review steht fest.' },
  begutachtet: { name: 'begutachtet', text: 'Das Peer Review hat stattgefunden. Den Entwurf des Berichts lesen Sie unten auf dieser Seite.' },
  'bericht-abgestimmt': { name: 'Bericht abgestimmt', text: 'Der Bericht ist mit Ihnen abgestimmt.' },
  veroeffentlicht: { name: 'veröffentlicht', text: 'Der Bericht ist veröffentlicht.' },
  abgelehnt: { name: 'abgelehnt', text: 'Das Team kann dieses Peer Review nicht durchführen. Die Gründe haben wir Ihnen geschrieben.' },
  zurueckgezogen: { name: 'zurückgezogen', text: 'Sie haben die Anfrage zurückgezogen.' },
};

/** The form, with and without JavaScript, and its copy in the service's error page. */
export const reviewFormMessages = {
  serviceLabel: 'Name des Service',
  serviceHint: 'So, wie Nutzende den Service kennen, zum Beispiel „Wohngeld online beantragen“.',
  authorityLabel: 'Behörde',
  authorityHint: 'Die Behörde oder Organisation, die den Service anbietet.',
  levelLabel: 'Ebene',
  phaseLabel: 'Phase des Service',
  phaseHint: 'In welcher Phase ist der Service gerade?',
  goalLabel: 'Ziel des Reviews',
  goalHint: 'Was möchten Sie mit dem Peer Review erreichen? Welche Fragen soll es beantworten?',
  criteriaLabel: 'Kriterien, bei denen Sie unsicher sind',
  criteriaHint: 'Wählen Sie die Kriterien, auf die das Review besonders schauen soll.',
  criterionLabel: (n: number) => `Kriterium ${n}`,
  timeWindowsLabel: 'Mögliche Zeiträume',
  timeWindowsHint: 'Zum Beispiel „ab Mitte Januar, nicht in den Schulferien“.',
  contactHeading: 'Ansprechperson',
  contactNameLabel: 'Name',
  emailLabel: 'E-Mail-Adresse',
  /** Under the contact fields, tied to both: what the data are for and how long they are kept. */
  contactNote:
    'Wir verwenden Name und E-Mail-Adresse nur für dieses Peer Review: um einen Termin abzustimmen und Sie über den Stand zu informieren ' +
    '(Eingang der Anfrage, Termin, Entwurf des Berichts, Veröffentlichung). Sie werden nicht veröffentlicht und nicht weitergegeben. ' +
    `Der Feedback-Dienst löscht sie ${REVIEW_CONTACT_RETENTION_MONTHS} Monate nach dem Abschluss der Anfrage.`,
  privacyLink: 'Mehr in der Datenschutzerklärung',
  selbstcheckLabel: 'Selbstcheck (Export-Datei)',
  selbstcheckHint:
    'Wenn Ihr Team den Selbstcheck ausgefüllt hat, fügen Sie hier den Inhalt seiner Export-Datei (JSON) ein. Er hilft den Prüfenden bei der Vorbereitung.',
  selbstcheckFileLabel: 'Export-Datei auswählen',
  selbstcheckAttached: (service: string) => `Selbstcheck angehängt: „${service}“`,
  selbstcheckRemove: 'Selbstcheck entfernen',
  selbstcheckUnreadable: 'Diese Datei ist kein Export des Selbstchecks. Bitte wählen Sie die JSON-Datei, die der Selbstcheck beim Exportieren speichert.',
  honeypotLabel: 'Bitte leer lassen',
  submit: 'Anfrage senden',
  loading: 'Die Anfrage wird gesendet …',
  error: 'Die Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es nochmal.',
  errorSummary: 'Bitte prüfen Sie Ihre Angaben',
} as const;

/** The service's pages: the status page of a request and the answers to the form without JavaScript. */
export const reviewPages = {
  statusTitle: 'Ihre Anfrage für ein Peer Review',
  statusHeading: 'Ihre Anfrage für ein Peer Review',
  stateLabel: 'Stand:',
  linkNote:
    'Speichern Sie die Adresse dieser Seite, wenn Sie später nachsehen möchten, wie es mit Ihrer Anfrage weitergeht. Nur wer die Adresse kennt, kann die Seite öffnen.',
  sentHeading: 'Ihre Angaben',
  receivedLabel: 'Eingegangen am',
  noneGiven: 'keine Angabe',
  selbstcheckAttached: (count: number) => (count === 1 ? 'angehängt (eine Bewertung)' : `angehängt (${count} Bewertungen)`),
  contactErased: 'gelöscht',
  notFoundTitle: 'Anfrage nicht gefunden',
  notFoundHeading: 'Anfrage nicht gefunden',
  notFoundText: 'Zu dieser Adresse gibt es keine Anfrage für ein Peer Review. Bitte prüfen Sie den Link.',
  homeLink: 'Zur Startseite',
  errorTitle: 'Anfrage nicht gesendet',
  errorHeading: 'Ihre Anfrage wurde nicht gesendet',
  errorIntro: 'Ihre Eingaben sind erhalten. Bitte prüfen Sie die markierten Angaben und senden Sie das Formular erneut ab.',
  formLink: 'Zurück zum Formular',
} as const;
