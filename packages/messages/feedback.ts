/** The words of the feedback form and its states. */
export const feedbackMessages = {
  loading: 'Ein Moment...',
  submit: 'Feedback absenden',
  /** After 201 with status "queued": stored, the issue on openCode follows (not "veröffentlicht" yet). */
  successQueued:
    'Vielen Dank für Ihr Feedback! Es ist bei uns angekommen und wird in Kürze auf openCode veröffentlicht.',
  /** After 201 with status "stored" (service without GitLab): stored only. */
  successStored: 'Vielen Dank für Ihr Feedback! Es ist bei uns angekommen und gespeichert.',
  /** After 201 for a barrier report: it goes to openCode as a confidential issue, never published. */
  successConfidential: 'Vielen Dank für Ihre Meldung! Sie ist bei uns angekommen und wird vertraulich an das Team weitergeleitet.',
  successLink: 'Stand Ihres Feedbacks ansehen',
  successLinkConfidential: 'Stand Ihrer Meldung ansehen',
  error: 'Es gab einen Fehler. Bitte versuchen Sie es nochmal.',
  descriptionLabel: 'Ihr Feedback',
  /** The barrier form's own words, so it is not mistaken for general feedback. */
  barrierDescriptionLabel: 'Beschreibung der Barriere',
  barrierSubmit: 'Meldung absenden',
  /** The honeypot's label, read only by programs that fill every field. */
  honeypotLabel: 'Bitte leer lassen',
  emailLabel: 'E-Mail für Rückfragen',
  optional: '- Optional',
  note: 'Bitte geben Sie keine personenbezogenen Daten wie Namen oder Adressen an. Beschreiben Sie Ihr Anliegen so genau wie möglich.',
  publicNote:
    'Ihr Text wird öffentlich auf openCode veröffentlicht, Ihre E-Mail-Adresse nicht. Schreiben Sie deshalb bitte keine Angaben zu Ihrer Gesundheit oder einer Behinderung hinein. Eine Barriere können Sie vertraulich melden:',
  barrierLink: 'Barriere melden',
  /** On /barriere-melden: who can read the report. */
  confidentialNote:
    'Ihre Meldung wird nicht veröffentlicht: Sie geht als vertrauliches Issue an openCode. Lesen können sie nur die Mitarbeitenden des BMDS, die das Projekt dort betreuen, und die Betreiberin von openCode. Ihre E-Mail-Adresse wird nicht weitergegeben.',
} as const;

/** Internal error texts of the feedback flow, kept in English as the client logs them; never shown to visitors as such. */
export const feedbackErrors = {
  challenge: 'Failed to get challenge from server',
  send: 'Failed to send feedback',
  solve: 'Failed to solve challenge',
} as const;

/**
 * The form on /leichte-sprache in Leichte Sprache (issue 32, item 14): short sentences, one
 * statement each, hard words explained where they appear. The keys replace those of
 * feedbackMessages; the form's own block (heading, intro) is here too.
 */
export const easyFeedbackMessages = {
  heading: 'Schreiben Sie uns',
  intro: 'Hier können Sie uns schreiben. Zum Beispiel: Sie haben einen Fehler gefunden. Oder Sie verstehen etwas nicht.',
  note: 'Schreiben Sie Ihren Text in das Feld. Dann drücken Sie auf den Knopf: Absenden.',
  publicNote: 'Ihr Text steht danach im Internet. Alle Menschen können ihn lesen. Schreiben Sie darum nichts Persönliches hinein. Zum Beispiel: Ihren Namen oder Ihre Krankheiten. Sie haben ein Problem mit der Website? Das können Sie uns auch geheim sagen. Dafür gibt es diese Seite:',
  barrierLink: 'Barriere melden',
  descriptionLabel: 'Ihr Text',
  emailLabel: 'Ihre E-Mail-Adresse',
  optional: '- freiwillig',
  /** Beside the e-mail field, with the period of the service (EMAIL_RETENTION_MONTHS). */
  emailHint: (months: number) =>
    `Sie möchten eine Antwort? Dann schreiben Sie Ihre E-Mail-Adresse hier hinein. Das ist freiwillig. Wir zeigen die Adresse niemandem. Nach ${months} Monaten löschen wir die Adresse. Löschen bedeutet: Die Adresse ist dann weg. Sie können auch vorher sagen: Löschen Sie meine Adresse.`,
  privacyLink: 'Mehr dazu steht in der Datenschutz·erklärung',
  submit: 'Absenden',
  loading: 'Bitte warten.',
  required: 'Bitte schreiben Sie zuerst Ihren Text in das Feld.',
  successQueued: 'Danke! Wir haben Ihren Text bekommen. Bald steht er im Internet.',
  successStored: 'Danke! Wir haben Ihren Text bekommen.',
  successLink: 'Hier sehen Sie: Was passiert mit Ihrem Text?',
  error: 'Das hat nicht geklappt. Bitte versuchen Sie es noch einmal.',
} as const;
