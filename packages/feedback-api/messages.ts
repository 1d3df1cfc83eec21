/**
 * The German message of every error code: one map for the service, which sends it, and for
 * anything that has to answer in the service's name (the nginx example's 413 page).
 */
import type { ErrorCode } from './errors.ts';
import { FEEDBACK_LIMITS } from './limits.ts';
import { REVIEW_LIMITS } from './review.ts';
import type { ErrorBody } from './schemas.ts';

export const errorMessages = {
  INVALID_BODY: 'Die Anfrage ist unvollständig oder enthält unbekannte Angaben.',
  INVALID_JSON: 'Die Anfrage konnte nicht gelesen werden.',
  INVALID_URL: 'Diese Adresse ist ungültig.',
  INVALID_REQUEST: 'Die Anfrage ist fehlerhaft.',
  INVALID_CHARACTERS:
    'Der Text enthält unsichtbare Steuer- oder Richtungszeichen, die nicht angenommen werden. Bitte entfernen Sie diese Zeichen (zum Beispiel, indem Sie die betroffene Stelle neu eintippen statt einzufügen) und senden Sie das Formular erneut.',
  HEADERS_TOO_LARGE: 'Die Kopfzeilen der Anfrage sind zu groß.',
  UNSUPPORTED_MEDIA_TYPE: 'Die Anfrage muss im JSON-Format gesendet werden.',
  DESCRIPTION_REQUIRED: 'Bitte beschreiben Sie Ihr Anliegen.',
  DESCRIPTION_TOO_LONG: `Die Beschreibung darf höchstens ${FEEDBACK_LIMITS.descriptionMax.toLocaleString('de-DE')} Zeichen lang sein.`,
  INVALID_EMAIL: 'Bitte geben Sie eine gültige E-Mail-Adresse ein oder lassen Sie das Feld leer.',
  INVALID_PAGE_PATH: 'Die Seite, zu der das Feedback gehört, ist nicht bekannt.',
  LABEL_NOT_ALLOWED: 'Diese Kategorie ist für Feedback nicht vorgesehen.',
  PROJECT_NOT_ALLOWED: 'Für dieses Projekt kann kein Feedback angenommen werden.',
  CHALLENGE_UNKNOWN:
    'Die Sicherheitsprüfung ist unbekannt. Bitte laden Sie die Seite neu und versuchen Sie es nochmal.',
  CHALLENGE_EXPIRED: 'Die Sicherheitsprüfung ist abgelaufen. Bitte versuchen Sie es nochmal.',
  CHALLENGE_ALREADY_USED:
    'Diese Sicherheitsprüfung wurde schon verwendet. Ihr Feedback ist bereits angekommen.',
  SOLUTION_INVALID: 'Die Sicherheitsprüfung ist fehlgeschlagen. Bitte versuchen Sie es nochmal.',
  ANSWER_INVALID: 'Bitte antworten Sie mit Ja oder Nein.',
  FORM_TOKEN_INVALID:
    'Das Formular konnte nicht geprüft werden: Sein Sicherheitsmerkmal fehlt oder passt nicht zu dieser Seite. Bitte senden Sie es erneut ab.',
  FORM_TOKEN_TOO_NEW:
    'Das Formular wurde sehr schnell nach dem Laden der Seite gesendet. Bitte warten Sie einen Moment und senden Sie das Formular dann erneut.',
  FORM_TOKEN_EXPIRED:
    'Das Formular ist abgelaufen, weil die Seite vor mehr als 2 Stunden geladen wurde. Bitte senden Sie es erneut ab.',
  FORM_TOKEN_USED: 'Dieses Formular wurde bereits gesendet. Ihr Feedback ist schon angekommen.',
  // Names no field: a program that fills the hidden trap field must not learn which one it is.
  FORM_REJECTED:
    'Das Formular wurde nicht angenommen. Bitte laden Sie die Seite neu und senden Sie Ihr Feedback erneut.',
  ORIGIN_NOT_ALLOWED: 'Antworten nimmt der Dienst nur von den Seiten dieser Website an.',
  REVIEW_SERVICE_REQUIRED: 'Bitte nennen Sie den Namen des Service.',
  REVIEW_SERVICE_TOO_LONG: `Der Name des Service darf höchstens ${REVIEW_LIMITS.nameMax} Zeichen lang sein.`,
  REVIEW_AUTHORITY_REQUIRED: 'Bitte nennen Sie die Behörde, die den Service anbietet.',
  REVIEW_AUTHORITY_TOO_LONG: `Der Name der Behörde darf höchstens ${REVIEW_LIMITS.nameMax} Zeichen lang sein.`,
  REVIEW_LEVEL_INVALID: 'Bitte wählen Sie die Ebene: Bund, Land oder Kommune.',
  REVIEW_PHASE_INVALID: 'Bitte wählen Sie die Phase: Verstehen, Entwickeln, Betreiben oder Weiterentwickeln.',
  REVIEW_GOAL_REQUIRED: 'Bitte beschreiben Sie, was Sie sich vom Peer Review erhoffen.',
  REVIEW_GOAL_TOO_LONG: `Das Ziel des Reviews darf höchstens ${REVIEW_LIMITS.goalMax.toLocaleString('de-DE')} Zeichen lang sein.`,
  REVIEW_CRITERIA_INVALID: 'Bitte wählen Sie nur Kriterien von 1 bis 13.',
  REVIEW_TIME_WINDOWS_TOO_LONG: `Die möglichen Zeiträume dürfen höchstens ${REVIEW_LIMITS.timeWindowsMax.toLocaleString('de-DE')} Zeichen lang sein.`,
  REVIEW_CONTACT_NAME_REQUIRED: 'Bitte nennen Sie den Namen der Ansprechperson.',
  REVIEW_CONTACT_NAME_TOO_LONG: `Der Name der Ansprechperson darf höchstens ${REVIEW_LIMITS.contactNameMax} Zeichen lang sein.`,
  REVIEW_EMAIL_REQUIRED: 'Bitte geben Sie eine E-Mail-Adresse an, unter der wir Sie zum Peer Review erreichen.',
  REVIEW_EMAIL_INVALID: 'Bitte geben Sie eine gültige E-Mail-Adresse an, zum Beispiel name@behoerde.de.',
  REVIEW_SELBSTCHECK_INVALID:
    'Der angehängte Selbstcheck konnte nicht gelesen werden. Bitte fügen Sie die unveränderte Export-Datei (JSON) des Selbstchecks ein oder lassen Sie das Feld leer.',
  REVIEW_SELBSTCHECK_TOO_LARGE: `Der angehängte Selbstcheck ist zu groß (höchstens ${REVIEW_LIMITS.selbstcheckMax.toLocaleString('de-DE')} Zeichen). Bitte exportieren Sie nur die Bewertung dieses Service.`,
  REVIEW_AGREEMENT_CHOICE_INVALID: 'Bitte wählen Sie, ob Sie der Veröffentlichung des Berichts zustimmen oder nicht.',
  REVIEW_AGREEMENT_CLOSED: 'Zu diesem Bericht ist keine Antwort mehr möglich: Sie haben schon geantwortet, oder es liegt kein Entwurf vor.',
  RATE_LIMITED: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann nochmal.',
  PAYLOAD_TOO_LARGE: 'Die Anfrage ist zu groß. Bitte kürzen Sie Ihre Beschreibung.',
  NOT_FOUND: 'Diese Adresse gibt es nicht.',
  SERVICE_UNAVAILABLE:
    'Der Feedback-Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später nochmal.',
  INTERNAL_ERROR: 'Es gab einen Fehler. Bitte versuchen Sie es nochmal.',
} as const satisfies Record<ErrorCode, string>;

/** The answer for an error code, as the service sends it. */
export function errorBody(code: ErrorCode): ErrorBody {
  return { error: { code, message: errorMessages[code] } };
}
