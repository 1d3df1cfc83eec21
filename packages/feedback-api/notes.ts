/**
 * What the feedback forms say next to the fields that ask for personal data, in the site's form
 * (with and without JavaScript) and in the service's form to send again: one wording, so the
 * forms cannot drift apart from each other or from the deletion the service enforces.
 */

/**
 * Calendar months after sending at which the service deletes the e-mail address for replies
 * (service/src/plugins/retention.ts enforces it; the privacy statement names it).
 */
export const EMAIL_RETENTION_MONTHS = 6;

/** Where the privacy statement explains the e-mail address for replies and barrier reports. */
export const PRIVACY_ANCHORS = {
  email: '/erklaerung-zur-datenschutz#e-mail-adresse-fuer-rueckfragen',
  barrier: '/erklaerung-zur-datenschutz#barriere-meldungen',
  /** The contact data of a request for a peer review. */
  review: '/erklaerung-zur-datenschutz#anfragen-fuer-ein-peer-review',
} as const;

export const FORM_NOTES = {
  /**
   * Under the e-mail field, tied to it with aria-describedby: the address is given with consent
   * (Art. 6 Abs. 1 lit. a DSGVO), so the form says what it is for, how long it is kept and that
   * consent can be withdrawn, and links the privacy statement.
   */
  email:
    'Freiwillig. Wir nutzen die Adresse nur für Rückfragen und unsere Antwort; sie wird nie veröffentlicht. ' +
    `Der Feedback-Dienst löscht sie spätestens ${EMAIL_RETENTION_MONTHS} Monate nach dem Absenden. ` +
    'Ihre Einwilligung können Sie jederzeit widerrufen, etwa per E-Mail an das Team; dann löschen wir die Adresse.',
  privacyLink: 'Mehr in der Datenschutzerklärung',
  /** In the barrier form: a report may reveal a disability, which the team does not need to know. */
  disability:
    'Angaben zu einer eigenen Behinderung oder zu Ihrer Gesundheit sind freiwillig. Wir brauchen sie nicht: Es genügt, das Hilfsmittel zu nennen.',
} as const;
