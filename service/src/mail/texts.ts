/**
 * The four messages to a team that asked for a peer review (issue 34): request received, date
 * set, draft report ready, report published. German, formal "Sie", plain text. Each says what
 * the address is used for and carries no personal data beyond what the team needs: the
 * service's name (the team chose it), the link to its status page or the report, and the date.
 * The salutation names no one, so the contact's name is not repeated in every mailbox it passes.
 */
import type { MailMessage } from './types.ts';

/** Longest service name in a subject; the text carries it in full. */
const SUBJECT_NAME_MAX = 80;

function shortName(service: string): string {
  const name = service.replace(/\s+/g, ' ').trim();
  return name.length > SUBJECT_NAME_MAX ? `${name.slice(0, SUBJECT_NAME_MAX - 1)}…` : name;
}

const GREETING = 'Guten Tag,';

const PURPOSE =
  'Sie erhalten diese Nachricht, weil Ihre E-Mail-Adresse bei der Anfrage für dieses Peer Review angegeben wurde. ' +
  'Wir verwenden sie nur, um Ihnen Nachrichten zu diesem Peer Review zu schicken: wenn die Anfrage eingegangen ist, ' +
  'wenn ein Termin feststeht, wenn der Entwurf des Prüfberichts vorliegt und wenn der Bericht veröffentlicht ist. ' +
  'Wie lange wir sie speichern, lesen Sie in der Datenschutzerklärung des Servicestandards.';

const SIGNATURE = 'Mit freundlichen Grüßen\nDas Team des Servicestandards';

function body(...paragraphs: string[]): string {
  return [GREETING, ...paragraphs, SIGNATURE, `--\n${PURPOSE}`].join('\n\n') + '\n';
}

/** "2027-01-14" → "Donnerstag, 14. Januar 2027"; throws on anything but a calendar date. */
export function germanDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const at = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!at || at.toISOString().slice(0, 10) !== date) throw new RangeError(`not a calendar date (YYYY-MM-DD): ${date}`);
  return new Intl.DateTimeFormat('de-DE', { dateStyle: 'full', timeZone: 'UTC' }).format(at);
}

export function requestReceived(opts: { to: string; service: string; statusUrl: string }): MailMessage {
  return {
    to: opts.to,
    subject: `Peer Review: Ihre Anfrage für „${shortName(opts.service)}“ ist eingegangen`,
    text: body(
      `Ihre Anfrage für ein Peer Review des Service „${opts.service}“ ist beim Team des Servicestandards eingegangen. ` +
        'Wir melden uns bei Ihnen, um einen Termin abzustimmen.',
      `Den Stand Ihrer Anfrage sehen Sie jederzeit auf dieser Seite:\n${opts.statusUrl}`,
      'Bitte bewahren Sie den Link auf und geben Sie ihn nur an Personen weiter, die den Stand sehen sollen: Wer ihn kennt, kann die Seite öffnen.',
    ),
  };
}

/**
 * `date`: the day of the review, YYYY-MM-DD. Without `statusUrl` (the Redaktion sets the date and
 * the service keeps only the hash of the status page's token) the text points to the link of the
 * "received" message instead.
 */
export function dateSet(opts: { to: string; service: string; date: string; statusUrl?: string | undefined }): MailMessage {
  const day = germanDate(opts.date);
  return {
    to: opts.to,
    subject: `Peer Review für „${shortName(opts.service)}“: Termin am ${day}`,
    text: body(
      `Der Termin für das Peer Review des Service „${opts.service}“ steht fest: ${day}.`,
      opts.statusUrl
        ? `Den weiteren Ablauf sehen Sie auf der Seite Ihrer Anfrage:\n${opts.statusUrl}`
        : 'Den weiteren Ablauf sehen Sie auf der Seite Ihrer Anfrage. Ihren Link finden Sie in der E-Mail, mit der wir den Eingang Ihrer Anfrage bestätigt haben.',
    ),
  };
}

/** Without `statusUrl` (the Redaktion marks the review done and knows only the token's hash) the text points to the link of the "received" message, as dateSet does. */
export function draftReady(opts: { to: string; service: string; statusUrl?: string | undefined }): MailMessage {
  return {
    to: opts.to,
    subject: `Peer Review für „${shortName(opts.service)}“: Der Entwurf des Prüfberichts liegt vor`,
    text: body(
      `Der Entwurf des Prüfberichts zum Peer Review des Service „${opts.service}“ liegt vor.`,
      'Bitte lesen Sie ihn auf der Seite Ihrer Anfrage und entscheiden Sie dort, ob er veröffentlicht werden darf. ' +
        'Dort können Sie auch festlegen, dass der Name Ihres Service im veröffentlichten Bericht nicht genannt wird' +
        (opts.statusUrl ? `:\n${opts.statusUrl}` : '. Ihren Link finden Sie in der E-Mail, mit der wir den Eingang Ihrer Anfrage bestätigt haben.'),
    ),
  };
}

export function published(opts: { to: string; service: string; reportUrl: string }): MailMessage {
  return {
    to: opts.to,
    subject: `Peer Review für „${shortName(opts.service)}“: Der Prüfbericht ist veröffentlicht`,
    text: body(
      `Der Prüfbericht zum Peer Review des Service „${opts.service}“ ist veröffentlicht:\n${opts.reportUrl}`,
      'Vielen Dank, dass Sie Ihren Service prüfen lassen und die Ergebnisse mit anderen Teams teilen.',
    ),
  };
}
