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
