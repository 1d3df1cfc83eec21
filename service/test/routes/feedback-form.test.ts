/**
 * POST /api/feedback/form: the feedback form without JavaScript, against the real service and
 * store (SQLite; replay across instances on PostgreSQL).
 */
import { describe, expect, it } from 'vitest';
import { errorMessages, FORM_TOKEN_AGE } from '@servicestandard/feedback-api';
import { build, pgDatabase, submitFeedback, type TestClock } from '../helper.ts';
import type { FeedbackApp } from '../../src/app.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const KNOWN = new Set(['/', '/ueber', '/barriere-melden']);

async function token(app: FeedbackApp, page = '/ueber'): Promise<string> {
  const response = await app.inject(`/api/feedback/form-token?seite=${encodeURIComponent(page)}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  return response.body;
}

function fields(formToken: string, overrides: Record<string, string> = {}) {
  return {
    projectId: '4516',
    pagePath: '/ueber',
    labels: '',
    description: 'Der Kontrast der Links ist zu gering.',
    email: '',
    formToken,
    homepage: '',
    ...overrides,
  };
}

function post(app: FeedbackApp, body: Record<string, string>, headers: Record<string, string> = {}, remoteAddress?: string) {
  return app.inject({ method: 'POST', url: '/api/feedback/form', payload: new URLSearchParams(body).toString(), headers: { ...FORM, ...headers }, remoteAddress });
}

/** A token for the page that is old enough. */
async function readyToken(app: FeedbackApp, clock: TestClock, page = '/ueber') {
  const issued = await token(app, page);
  clock.advance(FORM_TOKEN_AGE.minMs);
  return issued;
}

const escaped = (text: string) => text.replace(/„/g, '„').replace(/"/g, '&quot;');

describe('POST /api/feedback/form', () => {
  it('stores the feedback like the JSON route and answers with a German page with the status link', async () => {
    const { app, clock } = await build({ knownPaths: KNOWN });
    const response = await post(app, fields(await readyToken(app, clock), { email: ' anna@example.org ' }));
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<title>Feedback gesendet – Servicestandard</title>');
    expect(response.body).toContain('Vielen Dank für Ihr Feedback');
    expect(response.body).toContain('Status: <strong>gespeichert</strong>');
    const statusUrl = response.headers.location as string;
    expect(statusUrl).toMatch(/^https:\/\/servicestandard\.example\/api\/feedback\/[0-9a-f-]{36}$/);
    expect(response.body).toContain(`<a href="${statusUrl}">Status Ihres Feedbacks ansehen</a>`);
    // Without the built site the service knows no titles: no bare address as the page's name (titles: feedback-pages.test.ts).
    expect(response.body).toContain('<a href="https://servicestandard.example/ueber">Zurück zur Seite des Formulars</a>');
    const row = await app.feedbackStore.getFeedback(statusUrl.split('/').pop()!);
    expect(row).toMatchObject({ pagePath: '/ueber', description: 'Der Kontrast der Links ist zu gering.', email: 'anna@example.org', labels: [], status: 'stored' });

    const status = await app.inject(statusUrl.replace('https://servicestandard.example', ''));
    expect(status.statusCode).toBe(200);
    expect(status.body).toContain('Status: <strong>gespeichert</strong>');
  });

  it('takes a barrier report with its label and says it is passed on confidentially', async () => {
    const { app, clock } = await build({
      knownPaths: KNOWN,
      env: { FEEDBACK_GITLAB_API_URL: 'http://127.0.0.1:9/api/v4', FEEDBACK_GITLAB_TOKEN: 'glpat-unused' },
    });
    await app.feedbackOutbox.stop();
    const response = await post(app, fields(await readyToken(app, clock, '/barriere-melden'), { pagePath: '/barriere-melden', labels: 'barriere' }));
    expect(response.statusCode).toBe(201);
    expect(response.body).toContain('Vielen Dank für Ihre Meldung');
    expect(response.body).toContain('Status: <strong>wird vertraulich weitergeleitet</strong>');
    expect(response.body).not.toContain('veröffentlicht');
    const row = await app.feedbackStore.getFeedback((response.headers.location as string).split('/').pop()!);
    expect(row).toMatchObject({ labels: ['barriere'], status: 'queued' });
  });

  it('accepts a token once: the replayed form is refused with its message and stores nothing', async () => {
    const { app, clock } = await build({ knownPaths: KNOWN });
    const body = fields(await readyToken(app, clock));
    expect((await post(app, body)).statusCode).toBe(201);
    const replay = await post(app, body);
    expect(replay.statusCode).toBe(409);
    expect(replay.body).toContain(escaped(errorMessages.FORM_TOKEN_USED));
    expect(replay.body).toContain('role="alert"');
    // Its feedback has arrived: no form to send a second copy.
    expect(replay.body).not.toContain('<form');
    expect((await app.feedbackStore.countByStatus()).stored).toBe(1);
  });

  it('refuses a form sent within 3 s with the message to wait, and keeps the text in a form with a fresh token', async () => {
    const { app, clock } = await build({ knownPaths: KNOWN });
    const issued = await token(app);
    clock.advance(FORM_TOKEN_AGE.minMs - 1);
    const description = 'Zu schnell <b>gesendet</b> & "zitiert"';
    const response = await post(app, fields(issued, { description }));
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(errorMessages.FORM_TOKEN_TOO_NEW);
    expect(response.body).toContain('Bitte warten Sie einen Moment');
    expect(response.body).toContain('Zu schnell &lt;b&gt;gesendet&lt;/b&gt; &amp; &quot;zitiert&quot;</textarea>');
    const fresh = /name="formToken" value="([^"]+)"/.exec(response.body)?.[1];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(issued);
    expect(response.body).toContain('action="https://servicestandard.example/api/feedback/form"');
    // The kept text, sent again with the fresh token a moment later, arrives.
    clock.advance(FORM_TOKEN_AGE.minMs);
    expect((await post(app, fields(fresh!, { description }))).statusCode).toBe(201);
  });

  it('refuses an expired, tampered or other page’s token', async () => {
    const { app, clock } = await build({ knownPaths: KNOWN });
    const old = await token(app);
    clock.advance(FORM_TOKEN_AGE.maxMs + 1);
    const expired = await post(app, fields(old));
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain(errorMessages.FORM_TOKEN_EXPIRED);

    const forStart = await readyToken(app, clock, '/');
    const otherPage = await post(app, fields(forStart));
    expect(otherPage.statusCode).toBe(422);
    expect(otherPage.body).toContain(escaped(errorMessages.FORM_TOKEN_INVALID));

    const good = await readyToken(app, clock);
    const tampered = await post(app, fields(`${(clock.now() - 3_600_000).toString(36)}${good.slice(good.indexOf('.'))}`));
    expect(tampered.statusCode).toBe(422);
    expect(tampered.body).toContain(escaped(errorMessages.FORM_TOKEN_INVALID));
    expect((await post(app, fields('kein-token'))).statusCode).toBe(422);
    expect((await app.feedbackStore.countByStatus()).stored).toBe(0);
  });

  it('refuses a filled honeypot, whatever else the form holds', async () => {
    const { app, clock } = await build({ knownPaths: KNOWN });
    const response = await post(app, fields(await readyToken(app, clock), { homepage: 'https://spam.example' }));
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(escaped(errorMessages.FORM_REJECTED));
    expect((await app.feedbackStore.countByStatus()).stored).toBe(0);
    // Without a token too: the honeypot is checked first.
    expect((await post(app, fields('', { homepage: 'x' }))).body).toContain(escaped(errorMessages.FORM_REJECTED));
    // The answer does not tell a program which field was the trap.
    const main = /<main[\s\S]*<\/main>|<body[\s\S]*<\/body>/.exec(response.body)?.[0] ?? response.body;
    expect(main).not.toMatch(/leer lassen|homepage/i);
  });

  it('limits form tokens per client and minute like the other routes: 429 RATE_LIMITED in German', async () => {
    const { app, clock } = await build({ knownPaths: KNOWN, env: { FEEDBACK_RATE_LIMIT_FORM_TOKEN: '3' } });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await app.inject('/api/feedback/form-token?seite=%2Fueber')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    const refused = await app.inject('/api/feedback/form-token?seite=%2Fueber');
    expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: errorMessages.RATE_LIMITED } });
    expect(refused.headers['retry-after']).toBeDefined();
    // Another client has its own count; the next minute starts over.
    expect((await app.inject({ url: '/api/feedback/form-token?seite=%2Fueber', remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await app.inject('/api/feedback/form-token?seite=%2Fueber')).statusCode).toBe(200);
  });

  it('answers the checks of the JSON route as pages, with the field marked and the input kept', async () => {
    const { app, clock } = await build({ knownPaths: KNOWN });
    const issued = await readyToken(app, clock);
    const empty = await post(app, fields(issued, { description: '   ' }));
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain(`<p class="form-error" role="alert" id="feedback-fehler">${errorMessages.DESCRIPTION_REQUIRED}</p>`);
    expect(empty.body).toMatch(/<textarea id="feedback-beschreibung" name="description"[^>]* required=""[^>]* aria-invalid="true" aria-describedby="feedback-fehler"[^>]*>/);
    // The token was not used up by a refused form.
    const email = await post(app, fields(issued, { email: 'anna@' }));
    expect(email.statusCode).toBe(422);
    expect(email.body).toContain(errorMessages.INVALID_EMAIL);
    expect(email.body).toMatch(/<input id="feedback-email"(?=[^>]* value="anna@")[^>]* aria-invalid="true"[^>]*>/);
    const label = await post(app, fields(issued, { labels: 'lob' }));
    expect(label.body).toContain(errorMessages.LABEL_NOT_ALLOWED);
    const page = await post(app, fields(await readyToken(app, clock, '/gibt-es-nicht'), { pagePath: '/gibt-es-nicht' }));
    expect(page.statusCode).toBe(422);
    expect(page.body).toContain(errorMessages.INVALID_PAGE_PATH);
    expect(page.body).toContain('Zur Startseite');
    const unknownField = await post(app, { ...fields(issued), extra: '1' });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.body).toContain(errorMessages.INVALID_BODY);
    clock.advance(60_000); // past the rate limit's window of the posts above
    expect((await post(app, fields(issued))).statusCode).toBe(201);
  });

  it('counts in the same per-client bucket as POST /api/feedback', async () => {
    const { app, clock } = await build({ knownPaths: KNOWN, env: { FEEDBACK_RATE_LIMIT_FEEDBACK: '2' } });
    expect((await submitFeedback(app)).statusCode).toBe(201);
    expect((await post(app, fields(await readyToken(app, clock)))).statusCode).toBe(201);
    const third = await post(app, fields(await readyToken(app, clock)));
    expect(third.statusCode).toBe(429);
    expect(third.body).toContain(errorMessages.RATE_LIMITED);
    expect((await submitFeedback(app)).statusCode).toBe(429);
    // Another client has its own bucket.
    expect((await post(app, fields(await readyToken(app, clock)), {}, '198.51.100.7')).statusCode).toBe(201);
  });

  it('refuses posts from other sites', async () => {
    const { app, clock } = await build({ knownPaths: KNOWN });
    const response = await post(app, fields(await readyToken(app, clock)), { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(errorMessages.ORIGIN_NOT_ALLOWED);
  });

  it('gives no token for an address that is no page path', async () => {
    const { app } = await build({ knownPaths: KNOWN });
    const response = await app.inject('/api/feedback/form-token?seite=https://evil.example/');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { code: 'INVALID_PAGE_PATH' } });
  });
});

describe('POST /api/feedback/form on PostgreSQL', () => {
  it('takes one token once across two instances on one database, even at the same moment', async () => {
    const databaseUrl = await pgDatabase();
    const a = await build({ databaseUrl, knownPaths: KNOWN });
    const b = await build({ databaseUrl, knownPaths: KNOWN, clock: a.clock });
    const body = fields(await readyToken(a.app, a.clock));
    const answers = await Promise.all([post(a.app, body), post(b.app, body), post(a.app, body), post(b.app, body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect((await b.app.feedbackStore.countByStatus()).stored).toBe(1);
  });
});
