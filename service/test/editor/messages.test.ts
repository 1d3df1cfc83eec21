/**
 * The Redaktion's page "Nachrichten": the e-mails in MAIL_DIR, newest first with their state,
 * each readable (escaped), only with a session, never cached or indexed.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { requestReceived } from '../../src/mail/texts.ts';
import { build } from '../helper.ts';
import { freePort } from '@servicestandard/testkit';
import { startSmtp } from '@servicestandard/testkit/smtp';
import { signInLocally } from './helper.ts';

const STATUS_URL = 'https://servicestandard.example/peer-review/anfrage/AbCdEfGhIjKlMnOpQrStUv';

function expectPrivate(answer: { headers: Record<string, unknown> }) {
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
}

describe('Redaktion: Nachrichten', () => {
  it('lists the kept messages newest first and shows one with its text escaped', async () => {
    const { app, clock } = await build();
    await app.mailer.send(requestReceived({ to: 'erstes@amt.example.de', service: 'Wohngeld', statusUrl: STATUS_URL }));
    clock.advance(60_000);
    await app.mailer.send({ to: 'zweites@amt.example.de', subject: 'Ärger <b>fett</b>', text: 'Zeile eins\n<script>alert(1)</script>\n\nAbsatz zwei' });
    const editor = await signInLocally(app);

    const list = await app.inject({ url: '/redaktion/nachrichten', headers: { cookie: editor.cookie } });
    expect(list.statusCode).toBe(200);
    expectPrivate(list);
    const html = list.body;
    expect(html).toContain('<a href="/redaktion/nachrichten" aria-current="page">Nachrichten</a>');
    expect(html).toContain('Auf diesem Server ist kein SMTP-Server eingerichtet');
    expect(html.indexOf('zweites@amt.example.de')).toBeGreaterThan(-1);
    expect(html.indexOf('zweites@amt.example.de')).toBeLessThan(html.indexOf('erstes@amt.example.de'));
    expect(html).toContain('Ärger &lt;b&gt;fett&lt;/b&gt;');
    expect(html).not.toContain('<b>fett</b>');
    expect(html.match(/>nicht gesendet</g)).toHaveLength(2);
    expect(html).toContain('kein SMTP-Server eingerichtet');

    const [newest] = await app.mailbox.list();
    const detail = await app.inject({ url: `/redaktion/nachrichten/${newest!.id}`, headers: { cookie: editor.cookie } });
    expect(detail.statusCode).toBe(200);
    expectPrivate(detail);
    expect(detail.body).toContain('zweites@amt.example.de');
    expect(detail.body).toContain('<p>Zeile eins<br/>&lt;script&gt;alert(1)&lt;/script&gt;</p><p>Absatz zwei</p>');
    expect(detail.body).not.toContain('<script>alert(1)');

    for (const id of ['20260115T090000000Z-000000000000', '..%2Ffeedback', 'x']) {
      const missing = await app.inject({ url: `/redaktion/nachrichten/${id}`, headers: { cookie: editor.cookie } });
      expect(missing.statusCode, id).toBe(404);
      expectPrivate(missing);
    }
  });

  it('shows a waiting message with its last SMTP error', async () => {
    const port = await freePort();
    const { app } = await build({ env: { MAIL_SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'servicestandard@example.de' } });
    await app.mailer.send(requestReceived({ to: 'team@amt.example.de', service: 'Elterngeld', statusUrl: STATUS_URL }));
    await app.mailbox.drain();
    const editor = await signInLocally(app);
    const list = await app.inject({ url: '/redaktion/nachrichten', headers: { cookie: editor.cookie } });
    expect(list.body).toContain('Der Dienst sendet sie über den eingerichteten SMTP-Server.');
    expect(list.body).toContain('>wartet<');
    expect(list.body).toMatch(/ECONNREFUSED/);

    const smtp = await startSmtp({ port });
    onTestFinished(() => smtp.close());
    const [entry] = await app.mailbox.list();
    const detail = await app.inject({ url: `/redaktion/nachrichten/${entry!.id}`, headers: { cookie: editor.cookie } });
    expect(detail.body).toContain('Zustellversuche');
    expect(detail.body).toMatch(/ECONNREFUSED/);
  });

  it('refuses without a session and shows nothing of the messages', async () => {
    const { app } = await build();
    await app.mailer.send(requestReceived({ to: 'geheim@amt.example.de', service: 'Wohngeld', statusUrl: STATUS_URL }));
    const [entry] = await app.mailbox.list();
    for (const url of ['/redaktion/nachrichten', `/redaktion/nachrichten/${entry!.id}`]) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(303);
      expect(answer.headers.location, url).toBe('/redaktion/anmelden');
      expect(answer.body, url).not.toContain('geheim@amt.example.de');
      expectPrivate(answer);
    }
  });
});
