/** The words of the feedback form and its states. */
export const feedbackMessages = {
  loading: 'Ein Moment...',
  submit: 'Feedback absenden',
  /** After 201 with status "queued": stored, the issue on openCode follows (not "veröffentlicht" yet). */
  successQueued:
    'Vielen Dank für Ihr Feedback! Es ist bei uns angekommen und wird in Kürze auf openCode veröffentlicht.',
  /** After 201 with status "stored" (service without GitLab): stored only. */
  successStored: 'Vielen Dank für Ihr Feedback! Es ist bei uns angekommen und gespeichert.',
  successLink: 'Stand Ihres Feedbacks ansehen',
  error: 'Es gab einen Fehler. Bitte versuchen Sie es nochmal.',
  descriptionLabel: 'Ihr Feedback',
  emailLabel: 'E-Mail für Rückfragen',
  optional: '- Optional',
  note: 'Bitte geben Sie keine personenbezogenen Daten wie Namen oder Adressen an. Beschreiben Sie Ihr Anliegen so genau wie möglich.',
  publicNote: 'Ihr Text wird öffentlich auf openCode veröffentlicht, Ihre E-Mail-Adresse nicht.',
} as const;

/** Internal error texts of the feedback flow, kept in English as the client logs them; never shown to visitors as such. */
export const feedbackErrors = {
  challenge: 'Failed to get challenge from server',
  send: 'Failed to send feedback',
  solve: 'Failed to solve challenge',
} as const;
