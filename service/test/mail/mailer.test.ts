/**
 * The mailer against a real SMTP server on 127.0.0.1: what arrives (headers, UTF-8 text,
 * umlauts), an outage (kept, delivered once the server is up), a refusal, header injection,
 * the file mode's .eml, and the configuration's checks.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { MailError } from '../../src/mail/compose.ts';
import { dateSet, draftReady, published, requestReceived } from '../../src/mail/texts.ts';
import { build } from '../helper.ts';
import { freePort } from '@servicestandard/testkit';
import { startSmtp } from '@servicestandard/testkit/smtp';

const FROM = 'Servicestandard <servicestandard@example.de>';
const STATUS_URL = 'https://servicestandard.example/peer-review/anfrage/AbCdEfGhIjKlMnOpQrStUv';

async function smtpApp(port: number, opts: { user?: string; password?: string; logLines?: string[] } = {}) {
  const credentials = opts.user ? `${opts.user}:${opts.password}@` : '';
  return build({ env: { MAIL_SMTP_URL: `smtp://${credentials}127.0.0.1:${port}`, MAIL_FROM: FROM }, logLines: opts.logLines });
}

describe('mailer with SMTP', () => {
  it('delivers a German plain-text message with its headers, signed in with the URL credentials that are never logged', async () => {
    const smtp = await startSmtp({ user: 'dienst', password: 'geheim-Passwort-42' });
    onTestFinished(() => smtp.close());
    const logLines: string[] = [];
    const { app, config, clock } = await smtpApp(smtp.port, { user: 'dienst', password: 'geheim-Passwort-42', logLines });

    await app.mailer.send(requestReceived({ to: 'team@amt.example.de', service: 'Wohngeld digital – Antrag für Bürgerinnen', statusUrl: STATUS_URL }));
    await app.mailbox.drain();

    expect(smtp.arrived).toHaveLength(1);
    const [arrived] = smtp.arrived;
    expect(arrived!.user).toBe('dienst');
    expect(arrived!.from).toBe('servicestandard@example.de');
    expect(arrived!.to).toEqual(['team@amt.example.de']);
    const mail = await simpleParser(arrived!.raw);
    expect(mail.from?.value).toEqual([{ name: 'Servicestandard', address: 'servicestandard@example.de' }]);
    expect(mail.to && !Array.isArray(mail.to) && mail.to.value).toEqual([{ name: '', address: 'team@amt.example.de' }]);
    expect(mail.subject).toBe('Peer Review: Ihre Anfrage für „Wohngeld digital – Antrag für Bürgerinnen“ ist eingegangen');
    expect(mail.messageId).toMatch(/^<\d{8}T\d{9}Z-[0-9a-f]{12}@example\.de>$/);
    expect(mail.date?.getTime()).toBe(Math.floor(clock.now() / 1000) * 1000);
    expect(mail.headers.get('content-type')).toMatchObject({ value: 'text/plain', params: { charset: 'utf-8' } });
    expect(mail.html).toBe(false);
    expect(mail.text).toContain('Ihre Anfrage für ein Peer Review des Service „Wohngeld digital – Antrag für Bürgerinnen“ ist beim Team');
    expect(mail.text).toContain(STATUS_URL);
    expect(mail.text).toContain('Mit freundlichen Grüßen');

    const [entry] = await app.mailbox.list();
    expect(entry).toMatchObject({ state: 'sent', to: 'team@amt.example.de', attempts: 1, error: undefined });
    expect(readdirSync(join(config.mail.dir, 'sent')).sort()).toEqual([`${entry!.id}.eml`, `${entry!.id}.json`]);
    expect(readdirSync(join(config.mail.dir, 'outbox'))).toEqual([]);
    // What was sent is what is kept.
    const lines = (text: string) => text.replace(/\r\n/g, '\n').trimEnd();
    expect(lines(readFileSync(join(config.mail.dir, 'sent', `${entry!.id}.eml`), 'utf8'))).toBe(lines(arrived!.raw));
    expect(logLines.join('')).not.toContain('geheim-Passwort-42');
    expect(JSON.stringify(config)).not.toContain('geheim-Passwort-42');
  });

  it('keeps a message through an SMTP outage and delivers it once the server is up', async () => {
    const port = await freePort();
    const logLines: string[] = [];
    const { app, config, clock } = await smtpApp(port, { logLines });

    await app.mailer.send(draftReady({ to: 'team@amt.example.de', service: 'Elterngeld', statusUrl: STATUS_URL }));
    await app.mailbox.drain();
    const [waiting] = await app.mailbox.list();
    expect(waiting).toMatchObject({ state: 'waiting', attempts: 1 });
    expect(waiting!.error).toMatch(/ECONNREFUSED/);
    expect(readdirSync(join(config.mail.dir, 'outbox'))).toHaveLength(2);
    // Not due yet: the retry waits for its backoff.
    expect(await app.mailbox.drain()).toBe(0);

    const smtp = await startSmtp({ port });
    onTestFinished(() => smtp.close());
    clock.advance(config.mail.retry.backoffMaxMs);
    expect(await app.mailbox.drain()).toBe(1);
    expect(smtp.arrived).toHaveLength(1);
    const mail = await simpleParser(smtp.arrived[0]!.raw);
    expect(mail.subject).toBe('Peer Review für „Elterngeld“: Der Entwurf des Prüfberichts liegt vor');
    expect(await app.mailbox.list()).toMatchObject([{ state: 'sent', attempts: 2, error: undefined }]);
    expect(logLines.some((line) => line.includes('message not sent yet, will retry'))).toBe(true);
  });

  it('moves a message the server refuses for good (5xx) to failed/ with the reason', async () => {
    const smtp = await startSmtp({ refuseRecipient: 'weg@amt.example.de' });
    onTestFinished(() => smtp.close());
    const { app, config } = await smtpApp(smtp.port);

    await app.mailer.send(published({ to: 'weg@amt.example.de', service: 'Elterngeld', reportUrl: 'https://servicestandard.example/pruefberichte/elterngeld' }));
    await app.mailbox.drain();
    const [entry] = await app.mailbox.list();
    expect(entry).toMatchObject({ state: 'unsent', attempts: 1 });
    expect(entry!.error).toMatch(/550/);
    expect(readdirSync(join(config.mail.dir, 'failed'))).toHaveLength(2);
    expect(smtp.arrived).toHaveLength(0);
  });

  it('refuses a recipient that is not one bare address, and keeps a subject on one line', async () => {
    const smtp = await startSmtp();
    onTestFinished(() => smtp.close());
    const { app } = await smtpApp(smtp.port);

    for (const to of ['team@amt.example.de\r\nBcc: opfer@example.org', 'team@amt.example.de, opfer@example.org', 'Team <team@amt.example.de>', 'team@amt.example.de\n', '']) {
      const refused = app.mailer.send({ to, subject: 'Betreff', text: 'Text' });
      await expect(refused).rejects.toBeInstanceOf(MailError);
      await expect(refused).rejects.toMatchObject({ code: 'MAIL_INVALID_RECIPIENT' });
    }
    expect(await app.mailbox.list()).toEqual([]);

    await app.mailer.send({ to: 'team@amt.example.de', subject: 'Anfrage\r\nBcc: opfer@example.org\nX-Injected: ja', text: 'Text\r\nBcc: opfer@example.org' });
    await app.mailbox.drain();
    expect(smtp.arrived).toHaveLength(1);
    expect(smtp.arrived[0]!.to).toEqual(['team@amt.example.de']);
    const mail = await simpleParser(smtp.arrived[0]!.raw);
    expect(mail.subject).toBe('Anfrage Bcc: opfer@example.org X-Injected: ja');
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.has('x-injected')).toBe(false);
    expect(mail.text?.trim()).toBe('Text\nBcc: opfer@example.org');
  });
});

describe('mailer without SMTP (the embedded default)', () => {
  it('writes each message as a valid .eml file into MAIL_DIR and lists it as not sent', async () => {
    const { app, config } = await build();
    await app.mailer.send(dateSet({ to: 'team@amt.example.de', service: 'Kfz-Zulassung', date: '2027-01-14', statusUrl: STATUS_URL }));
    await app.mailbox.drain();

    const files = readdirSync(config.mail.dir).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(readFileSync(join(config.mail.dir, files[0]!)));
    expect(mail.subject).toBe('Peer Review für „Kfz-Zulassung“: Termin am Donnerstag, 14. Januar 2027');
    expect(mail.from?.value).toEqual([{ name: 'Servicestandard', address: 'servicestandard@servicestandard.example' }]);
    expect(mail.messageId).toMatch(/@servicestandard\.example>$/);
    expect(mail.text).toContain('steht fest: Donnerstag, 14. Januar 2027.');
    const [entry] = await app.mailbox.list();
    expect(entry).toMatchObject({ state: 'unsent', error: undefined, attempts: 0, subject: mail.subject });
    expect((await app.mailbox.read(entry!.id))?.text).toBe(mail.text);
    expect(await app.mailbox.read('../feedback')).toBeUndefined();
  });

  it('refuses to start when MAIL_DIR cannot be written', async () => {
    // A directory below a file cannot be created.
    await expect(build({ env: { MAIL_DIR: '/dev/null/mail' } })).rejects.toThrow(/MAIL_DIR=\/dev\/null\/mail/);
  });
});

describe('mail configuration', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('takes both variables or neither, an smtp(s) URL and an address with an optional name', () => {
    expect(problems({ MAIL_SMTP_URL: 'smtp://127.0.0.1:25' })).toContain('MAIL_FROM: MAIL_SMTP_URL und MAIL_FROM werden zusammen gesetzt oder gar nicht');
    expect(problems({ MAIL_FROM: 'a@example.de' })).toContain('MAIL_SMTP_URL: MAIL_SMTP_URL und MAIL_FROM');
    expect(problems({ MAIL_SMTP_URL: 'https://user:geheim@mail.example.de', MAIL_FROM: 'a@example.de' })).toMatch(/MAIL_SMTP_URL: erwartet eine Adresse, die mit smtp:\/\/ oder smtps:\/\//);
    expect(problems({ MAIL_SMTP_URL: 'https://user:geheim@mail.example.de', MAIL_FROM: 'a@example.de' })).not.toContain('geheim');
    for (const from of ['kein-at', 'A <a@example.de>, b@example.de', 'Name\r\nBcc: x@example.de <a@example.de>', '"Quoted" <a@example.de>']) {
      expect(problems({ MAIL_SMTP_URL: 'smtp://127.0.0.1', MAIL_FROM: from })).toContain('MAIL_FROM: erwartet eine E-Mail-Adresse');
    }
    const config = loadConfig({ MAIL_SMTP_URL: 'smtps://u:p@mail.example.de:465', MAIL_FROM: 'Servicestandard BMDS <servicestandard@example.de>' });
    expect(config.mail.from).toEqual({ name: 'Servicestandard BMDS', address: 'servicestandard@example.de' });
    expect(config.mail.smtp?.url).toBe('smtps://u:p@mail.example.de:465');
    expect(JSON.stringify(config.mail)).not.toContain('u:p');
    expect(loadConfig({ MAIL_SMTP_URL: 'smtp://127.0.0.1', MAIL_FROM: 'a@example.de' }).mail.from).toEqual({ name: '', address: 'a@example.de' });
    expect(loadConfig({}).mail).toMatchObject({ smtp: undefined, dir: 'data/mail', warnWithoutSmtp: false });
    expect(loadConfig({ NODE_ENV: 'production', FEEDBACK_SECRET: 'x'.repeat(32) }).mail.warnWithoutSmtp).toBe(true);
  });

  it('refuses several instances without SMTP', () => {
    const shared = { FEEDBACK_INSTANCES: '2', FEEDBACK_DATABASE_URL: 'postgres://u@db/x', FEEDBACK_SECRET: 'x'.repeat(32), FEEDBACK_TRUST_PROXY: '1' };
    expect(problems(shared)).toContain('MAIL_SMTP_URL: Der Feedback-Dienst startet nicht: Für 2 Instanzen muss MAIL_SMTP_URL');
    expect(problems({ ...shared, MAIL_SMTP_URL: 'smtp://mail.example.de', MAIL_FROM: 'a@example.de' })).toBe('');
  });
});

describe('a damaged message record', () => {
  it('is skipped (and logged) without holding up the messages after it or the list', async () => {
    const smtp = await startSmtp();
    onTestFinished(() => smtp.close());
    const logLines: string[] = [];
    const { app, config } = await smtpApp(smtp.port, { logLines });
    mkdirSync(join(config.mail.dir, 'outbox'), { recursive: true });
    writeFileSync(join(config.mail.dir, 'outbox', '20000101T000000000Z-000000000000.json'), '{kaputt');
    await app.mailer.send(requestReceived({ to: 'team@amt.example.de', service: 'Elterngeld', statusUrl: STATUS_URL }));
    await app.mailbox.drain();
    expect(smtp.arrived).toHaveLength(1);
    expect(await app.mailbox.list()).toMatchObject([{ state: 'sent', to: 'team@amt.example.de' }]);
    expect(logLines.some((line) => line.includes('unreadable message record, skipped'))).toBe(true);
  });
});

describe('the four messages', () => {
  it('say what the address is used for, carry their link, and refuse a date that is none', () => {
    const to = 'team@amt.example.de';
    const messages = [
      [requestReceived({ to, service: 'Elterngeld', statusUrl: STATUS_URL }), STATUS_URL],
      [dateSet({ to, service: 'Elterngeld', date: '2027-02-28', statusUrl: STATUS_URL }), 'Sonntag, 28. Februar 2027'],
      [draftReady({ to, service: 'Elterngeld', statusUrl: STATUS_URL }), STATUS_URL],
      [published({ to, service: 'Elterngeld', reportUrl: 'https://servicestandard.example/pruefberichte/elterngeld' }), 'https://servicestandard.example/pruefberichte/elterngeld'],
    ] as const;
    for (const [message, carries] of messages) {
      expect(message.to).toBe(to);
      expect(message.subject).toContain('„Elterngeld“');
      expect(message.text).toContain(carries);
      expect(message.text).toContain('Wir verwenden sie nur, um Ihnen Nachrichten zu diesem Peer Review zu schicken');
    }
    expect(() => dateSet({ to, service: 'Elterngeld', date: '2027-02-30', statusUrl: STATUS_URL })).toThrow(RangeError);
    expect(requestReceived({ to, service: 'x'.repeat(200), statusUrl: STATUS_URL }).subject).toContain(`„${'x'.repeat(79)}…“`);
  });

  it('warns at a production start without SMTP that messages are only kept as files', async () => {
    const logLines: string[] = [];
    await build({ env: { NODE_ENV: 'production' }, logLines });
    expect(logLines.some((line) => line.includes('"level":40') && line.includes('no SMTP configured'))).toBe(true);
  });
});
