/** "War diese Seite hilfreich?" above the feedback block. */
export const helpfulMessages = {
  question: 'War diese Seite hilfreich?',
  yes: 'Ja',
  no: 'Nein',
  /** Under the buttons: what happens with an answer, and where the privacy statement says more. */
  note: 'Wir zählen nur die Antworten je Seite und Tag und setzen kein Cookie.',
  privacyLink: 'Mehr dazu in der Datenschutzerklärung',
  thanksYes: 'Vielen Dank für Ihre Antwort!',
  thanksNo: 'Vielen Dank für Ihre Antwort. Was hat Ihnen gefehlt, was war unklar? Schreiben Sie es uns im Formular „Feedback geben“.',
  /** Link text to the feedback form, after thanksNo. */
  toForm: 'Zum Feedback-Formular',
  /** When the answer could not be sent and the service gave no reason. */
  failed: 'Ihre Antwort konnte nicht gesendet werden. Bitte versuchen Sie es später nochmal.',
} as const;
