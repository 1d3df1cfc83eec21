/**
 * A MailMessage checked and written as an RFC 5322 message (an .eml file's content), with
 * nodemailer's MailComposer: plain text UTF-8 (quoted-printable), Message-ID, Date, From, To,
 * Subject. Nothing the caller passes reaches a header unchecked: `to` must be one bare address
 * and the subject loses its line breaks and control characters (MailComposer encodes the rest).
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailMessage } from './types.ts';

export type MailErrorCode = 'MAIL_INVALID_RECIPIENT';

export class MailError extends Error {
  readonly code: MailErrorCode;
  constructor(code: MailErrorCode, message: string) {
    super(message);
    this.name = 'MailError';
    this.code = code;
  }
}

const recipient = z.email().max(254);

/** Throws a MailError unless `to` is exactly one address (no name, no comma, no line break). */
export function checkRecipient(to: string): string {
  if (!recipient.safeParse(to).success) {
    throw new MailError('MAIL_INVALID_RECIPIENT', 'Die Empfängeradresse ist keine einzelne gültige E-Mail-Adresse.');
  }
  return to;
}

/** One line: line breaks and other control characters become single spaces. */
export function oneLine(subject: string): string {
  return subject.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ').trim();
}

/** Sortable by time (newest last in name order), unique, safe as a file name and in a Message-ID. */
export function messageId(now: number): string {
  const stamp = new Date(now).toISOString().replace(/[-:]/g, '').replace(/\.(\d{3})Z$/, '$1Z');
  return `${stamp}-${randomBytes(6).toString('hex')}`;
}

export interface Composed {
  id: string;
  /** The whole message with CRLF line ends, as stored and as sent. */
  raw: Buffer;
  /** The subject as it went into the message (one line). */
  subject: string;
}

export async function composeMessage(message: MailMessage, opts: { from: { name: string; address: string }; now: number }): Promise<Composed> {
  const to = checkRecipient(message.to);
  const id = messageId(opts.now);
  const subject = oneLine(message.subject);
  const domain = opts.from.address.split('@').pop() ?? 'localhost';
  const composer = new MailComposer({
    from: { name: opts.from.name, address: opts.from.address },
    to,
    subject,
    text: message.text.replace(/\r\n?/g, '\n'),
    date: new Date(opts.now),
    messageId: `<${id}@${domain}>`,
    textEncoding: 'quoted-printable',
  });
  const raw = await composer.compile().build();
  return { id, raw, subject };
}
