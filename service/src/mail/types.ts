/**
 * The mailer's contract, what the rest of the service uses to tell a team something by e-mail.
 * The plugin (service/src/plugins/mail.ts) decorates the app with one: `app.mailer.send(message)`.
 */

/** One plain-text message to one recipient; the sender, date and Message-ID are the mailer's. */
export interface MailMessage {
  /** One e-mail address, nothing else (no name, no list); anything else is refused. */
  to: string;
  /** One line; line breaks are replaced by spaces. */
  subject: string;
  /** Plain text, UTF-8. */
  text: string;
}

export interface Mailer {
  /**
   * Stores the message as an .eml file and returns; delivery (with SMTP) happens afterwards and
   * is retried until the server takes it, so a web request never waits for or fails on SMTP.
   * Rejects with a MailError (code MAIL_INVALID_RECIPIENT) when `to` is not one address, and
   * when the file cannot be written (the message is then not kept).
   */
  send(message: MailMessage): Promise<void>;
}
