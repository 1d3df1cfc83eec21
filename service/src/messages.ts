/**
 * Every German text the service shows to people, in one place, except the messages of the API's
 * error codes: those belong to the API contract (@servicestandard/feedback-api, errorMessages).
 */

export const statusPage = {
  documentTitle: 'Ihr Feedback – Servicestandard',
  heading: 'Ihr Feedback',
  pending: 'Ihr Feedback ist angekommen und wird in Kürze auf openCode veröffentlicht.',
  stored: 'Ihr Feedback wurde gespeichert.',
  failed:
    'Ihr Feedback wurde gespeichert. Es konnte nicht automatisch auf openCode veröffentlicht werden; das Team kümmert sich darum.',
  pageLabel: 'Seite:',
  descriptionHeading: 'Ihre Beschreibung',
  backLink: 'Zurück zur Seite',
  notFoundTitle: 'Feedback nicht gefunden – Servicestandard',
  notFoundHeading: 'Feedback nicht gefunden',
  notFoundText: 'Zu dieser Adresse gibt es kein Feedback. Bitte prüfen Sie den Link.',
  homeLink: 'Zur Startseite',
} as const;

/** The page a visitor without JavaScript sees when an answer to "War diese Seite hilfreich?" was not counted. */
export const helpfulPage = {
  documentTitle: 'Antwort nicht gezählt – Servicestandard',
  heading: 'Ihre Antwort wurde nicht gezählt',
  backLink: 'Zurück zur Seite',
  homeLink: 'Zur Startseite',
} as const;

export const issueText = {
  titlePrefix: 'Feedback zu',
  pageLabel: 'Seite:',
  /** Exact marker the outbox searches for; do not translate or change (old issues carry it). */
  idMarker: 'feedback-id:',
} as const;

/** The server of the built site (site.ts): answers that are not pages of the site. */
export const siteText = {
  /** Without a 404 page in the build. */
  notFound: 'Seite nicht gefunden',
  methodNotAllowed: 'Diese Methode ist hier nicht erlaubt.',
} as const;
