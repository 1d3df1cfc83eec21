/**
 * The mailer and its sender. send() checks the message, writes it into MAIL_DIR and returns:
 * without SMTP the file is the product (the Redaktion lists it); with SMTP it lands in outbox/
 * and a background sender hands it to the server, moves it to sent/ when the server took it, to
 * failed/ when the server refused it for good (5xx), and otherwise retries with backoff (doubling
 * from MailConfig.retry.backoffBaseMs up to backoffMaxMs, ±25 % jitter), also across restarts:
 * the outbox is a directory. A web request therefore never waits for SMTP, and an SMTP outage
 * loses nothing. Delivery is at least once: a crash between the server's answer and the move
 * sends the message again, with the same Message-ID.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.ts';
import { composeMessage } from './compose.ts';
import { MailSpool, MAIL_FOLDERS } from './spool.ts';
import type { MailFolder, MailRecord } from './spool.ts';
import type { Mailer, MailMessage } from './types.ts';

export type MailState = 'sent' | 'waiting' | 'unsent';

export interface MailEntry {
  id: string;
  date: number;
  to: string;
  subject: string;
  state: MailState;
  /** Why it is not sent: the last SMTP error; undefined for a message kept without SMTP. */
  error: string | undefined;
  attempts: number;
}

export interface MailDetail extends MailEntry {
  text: string;
}

/** What the Redaktion reads and what tests and the app's lifecycle drive. */
export interface MailBox {
  /** True when messages go to an SMTP server, false when they are only kept as files. */
  readonly smtp: boolean;
  readonly dir: string;
  /** Every message, newest first. */
  list(): Promise<MailEntry[]>;
  read(id: string): Promise<MailDetail | undefined>;
  /** Sends every due message of the outbox now; resolves with how many were tried. */
  drain(): Promise<number>;
  /** Deletes every message written before `cutoff` (epoch ms), in whatever state; resolves with how many. */
  deleteWrittenBefore(cutoff: number): Promise<number>;
  /** Creates the directories (fails when MAIL_DIR is not writable) and starts the sender. */
  start(): Promise<void>;
  /** Stops the sender, aborting a delivery in flight (it stays in the outbox). */
  stop(): Promise<void>;
}

const STATE_OF: Record<MailFolder, MailState> = { outbox: 'waiting', sent: 'sent', failed: 'unsent', kept: 'unsent' };
const ERROR_MAX = 300;

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
}

export function createMail(deps: { config: MailConfig; now: () => number; log: FastifyBaseLogger }): { mailer: Mailer; box: MailBox } {
  const { config, now, log } = deps;
  const spool = new MailSpool(config.dir);
  const smtpUrl = config.smtp?.url;
  const secrets = smtpUrl ? secretsOf(smtpUrl) : [];
  let transport: ReturnType<typeof nodemailer.createTransport> | undefined;
  let stopping = new AbortController();
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  }

  function smtp() {
    transport ??= nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      logger: false,
    });
    return transport;
  }

  function backoff(attempts: number): number {
    const { backoffBaseMs, backoffMaxMs } = config.retry;
    const exponential = Math.min(backoffBaseMs * 2 ** Math.max(0, attempts - 1), backoffMaxMs);
    return Math.min(backoffMaxMs, Math.round(exponential * (0.75 + Math.random() / 2)));
  }

  /** The error as the Redaktion shows it: code and server answer, never the credentials. */
  function describe(error: SmtpError): string {
    let text = [error.code, error.message].filter(Boolean).join(': ');
    for (const secret of secrets) text = text.split(secret).join('***');
    return text.length > ERROR_MAX ? `${text.slice(0, ERROR_MAX - 1)}…` : text;
  }

  async function deliver(record: MailRecord): Promise<void> {
    const raw = await spool.raw('outbox', record.id);
    const tried = { ...record, attempts: record.attempts + 1 };
    try {
      await smtp().sendMail({ envelope: { from: config.from.address, to: record.to }, raw, signal: stopping.signal });
    } catch (caught) {
      const error = caught as SmtpError;
      const reason = describe(error);
      if (stopping.signal.aborted) return; // shutting down: untouched, the next start sends it
      if (error.responseCode !== undefined && error.responseCode >= 500 && error.responseCode < 600) {
        await spool.move('outbox', 'failed', { ...tried, lastError: reason, nextAttemptAt: undefined });
        log.error({ mailId: record.id, reason }, 'the SMTP server refused a message, it is not sent');
        return;
      }
      const delay = backoff(tried.attempts);
      await spool.update('outbox', { ...tried, lastError: reason, nextAttemptAt: now() + delay });
      log.warn({ mailId: record.id, attempts: tried.attempts, retryInMs: delay, reason }, 'message not sent yet, will retry');
      return;
    }
    await spool.move('outbox', 'sent', { ...tried, lastError: undefined, nextAttemptAt: undefined, sentAt: now() });
    log.info({ mailId: record.id }, 'message sent');
  }

  async function processDue(): Promise<number> {
    if (!smtpUrl) return 0;
    let tried = 0;
    for (const id of await spool.ids('outbox')) {
      if (stopping.signal.aborted) break;
      const record = await readSafely('outbox', id);
      if (!record || (record.nextAttemptAt ?? 0) > now()) continue;
      tried += 1;
      try {
        await deliver(record);
      } catch (error) {
        // A file that cannot be read or moved must not hold up the messages after it.
        log.error({ mailId: id, err: error }, 'message could not be processed, next try with the next run');
      }
    }
    return tried;
  }

  /** The record, or undefined (logged) when its file is damaged, so one bad file blocks nothing. */
  async function readSafely(folder: MailFolder, id: string): Promise<MailRecord | undefined> {
    try {
      return await spool.read(folder, id);
    } catch (error) {
      log.error({ mailId: id, folder, err: error }, 'unreadable message record, skipped');
      return undefined;
    }
  }

  async function nextWakeInMs(): Promise<number | undefined> {
    let earliest: number | undefined;
    for (const id of await spool.ids('outbox')) {
      const record = await readSafely('outbox', id);
      if (!record) continue;
      const at = record.nextAttemptAt ?? 0;
      earliest = earliest === undefined ? at : Math.min(earliest, at);
    }
    return earliest === undefined ? undefined : earliest - now();
  }

  function schedule(delayMs: number) {
    clearTimeout(timer);
    if (stopped || !smtpUrl) return;
    timer = setTimeout(() => void tick(), delayMs);
    timer.unref();
  }

  async function tick() {
    let delay = config.retry.pollMs;
    try {
      await exclusive(processDue);
      if (stopped) return;
      const wake = await nextWakeInMs();
      if (wake !== undefined) delay = Math.min(delay, Math.max(0, wake));
    } catch (error) {
      log.error({ err: error }, 'mail sender run failed');
    }
    schedule(delay);
  }

  const mailer: Mailer = {
    async send(message: MailMessage) {
      const at = now();
      const { id, raw, subject } = await composeMessage(message, { from: config.from, now: at });
      const record: MailRecord = { id, to: message.to, subject, text: message.text.replace(/\r\n?/g, '\n'), date: at, attempts: 0 };
      await spool.write(smtpUrl ? 'outbox' : 'kept', record, raw);
      log.info({ mailId: id, smtp: Boolean(smtpUrl) }, smtpUrl ? 'message queued' : 'message kept as a file (no SMTP configured)');
      schedule(0);
    },
  };

  function entry(folder: MailFolder, record: MailRecord): MailEntry {
    return {
      id: record.id,
      date: record.date,
      to: record.to,
      subject: record.subject,
      state: STATE_OF[folder],
      error: record.lastError,
      attempts: record.attempts,
    };
  }

  const box: MailBox = {
    smtp: Boolean(smtpUrl),
    dir: config.dir,
    async list() {
      const entries: MailEntry[] = [];
      for (const folder of MAIL_FOLDERS) {
        for (const id of await spool.ids(folder)) {
          const record = await readSafely(folder, id);
          if (record) entries.push(entry(folder, record));
        }
      }
      return entries.sort((a, b) => b.date - a.date || (a.id < b.id ? 1 : -1));
    },
    async read(id) {
      for (const folder of MAIL_FOLDERS) {
        const record = await readSafely(folder, id);
        if (record) return { ...entry(folder, record), text: record.text };
      }
      return undefined;
    },
    drain: () => exclusive(processDue),
    // Under the sender's lock, so a message is never deleted while it is being delivered or moved.
    deleteWrittenBefore: (cutoff) =>
      exclusive(async () => {
        let deleted = 0;
        for (const folder of MAIL_FOLDERS) deleted += await spool.deleteWrittenBefore(folder, cutoff);
        return deleted;
      }),
    async start() {
      await spool.prepare(Boolean(smtpUrl));
      if (!stopped) return;
      stopped = false;
      stopping = new AbortController();
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      stopping.abort();
      await queue;
      transport?.close();
      transport = undefined;
    },
  };
  return { mailer, box };
}

/** The user name and password of an SMTP URL, in the forms an error message could repeat them. */
function secretsOf(url: string): string[] {
  const parsed = new URL(url);
  return [parsed.password, decodeURIComponent(parsed.password), parsed.username && parsed.password ? `${parsed.username}:${parsed.password}` : '']
    .filter((secret) => secret.length >= 3);
}
