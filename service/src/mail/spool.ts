/**
 * The mail directory (MAIL_DIR): every message as an .eml file with a .json record beside it
 * (recipient, subject, date and text for the Redaktion, attempts and the last error). Where a
 * message lies is its state:
 *   outbox/  waiting for the SMTP server (retried with backoff)
 *   sent/    accepted by the SMTP server
 *   failed/  refused by the SMTP server (a permanent 5xx answer)
 *   ./       written without SMTP configured (the embedded default): kept, not sent
 * Files are written under a temporary name and renamed, so a reader never sees half a file.
 */
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type MailFolder = 'outbox' | 'sent' | 'failed' | 'kept';
export const MAIL_FOLDERS: readonly MailFolder[] = ['outbox', 'sent', 'failed', 'kept'];

export interface MailRecord {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** When the message was written (epoch ms, its Date header). */
  date: number;
  attempts: number;
  /** The last delivery error, without credentials. */
  lastError?: string | undefined;
  /** Epoch ms; only in outbox/. */
  nextAttemptAt?: number | undefined;
  /** Epoch ms; only in sent/. */
  sentAt?: number | undefined;
}

/** Ids as messageId() makes them; anything else (a path, a dot) is no message. */
const ID = /^\d{8}T\d{9}Z-[0-9a-f]{12}$/;

export function isMailId(id: string): boolean {
  return ID.test(id);
}

export class MailSpool {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  folder(folder: MailFolder): string {
    return folder === 'kept' ? this.dir : join(this.dir, folder);
  }

  /** Creates the directories; fails (at start) when MAIL_DIR cannot be written. */
  async prepare(withSmtp: boolean): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    if (withSmtp) for (const folder of ['outbox', 'sent', 'failed'] as const) await mkdir(this.folder(folder), { recursive: true });
    const probe = join(this.dir, `.probe-${process.pid}`);
    await writeFile(probe, '');
    await unlink(probe);
  }

  private async writeAtomic(path: string, data: string | Buffer): Promise<void> {
    const temp = `${path}.tmp`;
    await writeFile(temp, data);
    await rename(temp, path);
  }

  /** Writes the message and its record: the .eml first, so a record always has its message. */
  async write(folder: MailFolder, record: MailRecord, raw: Buffer): Promise<void> {
    const dir = this.folder(folder);
    await mkdir(dir, { recursive: true });
    await this.writeAtomic(join(dir, `${record.id}.eml`), raw);
    await this.writeAtomic(join(dir, `${record.id}.json`), JSON.stringify(record));
  }

  async update(folder: MailFolder, record: MailRecord): Promise<void> {
    await this.writeAtomic(join(this.folder(folder), `${record.id}.json`), JSON.stringify(record));
  }

  /** Moves a message: the record first (it decides the state), then the .eml. */
  async move(from: MailFolder, to: MailFolder, record: MailRecord): Promise<void> {
    const target = this.folder(to);
    await mkdir(target, { recursive: true });
    await this.writeAtomic(join(target, `${record.id}.json`), JSON.stringify(record));
    await unlink(join(this.folder(from), `${record.id}.json`));
    await rename(join(this.folder(from), `${record.id}.eml`), join(target, `${record.id}.eml`));
  }

  async raw(folder: MailFolder, id: string): Promise<Buffer> {
    return readFile(join(this.folder(folder), `${id}.eml`));
  }

  /** The ids in a folder, oldest first; a missing folder is empty. */
  async ids(folder: MailFolder): Promise<string[]> {
    let names: string[];
    try {
      names = await readdir(this.folder(folder));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return names
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .filter(isMailId)
      .sort();
  }

  /** Deletes the messages (record and .eml) of a folder written before `cutoff` (epoch ms); resolves with how many. */
  async deleteWrittenBefore(folder: MailFolder, cutoff: number): Promise<number> {
    let deleted = 0;
    for (const id of await this.ids(folder)) {
      const record = await this.read(folder, id);
      if (!record || record.date >= cutoff) continue;
      // The record first: without it the message is no longer listed, and a left-over .eml goes on the next run.
      await unlink(join(this.folder(folder), `${id}.json`));
      await unlink(join(this.folder(folder), `${id}.eml`)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      deleted++;
    }
    return deleted;
  }

  /** The record, or undefined when it is not (or no longer) in that folder. */
  async read(folder: MailFolder, id: string): Promise<MailRecord | undefined> {
    if (!isMailId(id)) return undefined;
    try {
      return JSON.parse(await readFile(join(this.folder(folder), `${id}.json`), 'utf8')) as MailRecord;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}
