/**
 * The request for a peer review (routes/review.ts) against the real service and store (SQLite):
 * the form without JavaScript (form token, honeypot, 303 to the status page, the refused post's
 * page with every field's error and the typed values), the JSON route with the proof of work,
 * the shared limits, and the status page (noindex, no-store, escaped, unknown → 404).
 */
import { describe, expect, it } from 'vitest';
import { errorMessages, FORM_TOKEN_AGE, REVIEW_LIMITS } from '@servicestandard/feedback-api';
import { build, solvedChallenge, type TestClock } from '../helper.ts';
import type { FeedbackApp } from '../../src/app.ts';
import { hashStatusToken } from '../../src/review/status-token.ts';
import { SELBSTCHECK } from '../store/fixtures.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const PAGE = '/handbuch/service-pruefen/peer-review/anmelden';
const ORIGIN = 'https://servicestandard.example';


async function readyToken(app: FeedbackApp, clock: TestClock) {
  const response = await app.inject(`/api/feedback/form-token?seite=${encodeURIComponent(PAGE)}`);
  expect(response.statusCode).toBe(200);
  clock.advance(FORM_TOKEN_AGE.minMs);
  return response.body;
}

const fields = (formToken: string, overrides: Record<string, string> = {}) => ({
  service: 'Bürgerportal <script>alert(1)</script>',
  authority: 'Stadt Musterstadt',
  level: 'kommune',
  phase: 'entwickeln',
  goal: 'Eine Einschätzung vor dem Start.',
  timeWindows: 'KW 3 bis KW 6',
  contactName: 'Anna Beispiel',
  email: 'anna@example.org',
  selbstcheck: '',
  pagePath: PAGE,
  formToken,
  homepage: '',
  ...overrides,
});

/** A form post; `criteria` as one field per checked box, as the browser sends them. */
function post(app: FeedbackApp, body: Record<string, string>, criteria: string[] = [], remoteAddress?: string) {
  const params = new URLSearchParams(body);
  for (const n of criteria) params.append('criteria', n);
  return app.inject({ method: 'POST', url: '/api/peer-review/form', payload: params.toString(), headers: FORM, remoteAddress });
}

const jsonBody = (overrides: Record<string, unknown> = {}) => ({
  service: 'Bürgerportal',
  authority: 'Land Beispiel',
  level: 'land',
  phase: 'betreiben',
  goal: 'Ziel',
  criteria: [3],
  timeWindows: '',
  contactName: 'Anna Beispiel',
  email: 'anna@example.org',
  ...overrides,
});

const path = (url: string) => url.replace(ORIGIN, '');

describe('the peer-review request without JavaScript: POST /api/peer-review/form', () => {
  it('stores the request and redirects (303) to its status page, which shows what was sent, escaped, noindex and never cached', async () => {
    const { app, clock } = await build();
    const response = await post(app, fields(await readyToken(app, clock), { selbstcheck: JSON.stringify(SELBSTCHECK) }), ['6', '1']);
    expect(response.statusCode).toBe(303);
    const statusUrl = response.headers.location as string;
    expect(statusUrl).toMatch(/^https:\/\/servicestandard\.example\/api\/peer-review\/status\/[A-Za-z0-9_-]{22}$/);

    const status = await app.inject(path(statusUrl));
    expect(status.statusCode).toBe(200);
    expect(status.headers['cache-control']).toBe('no-store');
    expect(status.headers['x-robots-tag']).toBe('noindex');
    expect(status.body).toContain('<meta name="robots" content="noindex"/>');
    expect(status.body).toContain('Stand: <strong>eingegangen</strong>');
    expect(status.body).toContain('Bürgerportal &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(status.body).not.toContain('<script>alert(1)');
    expect(status.body).toContain('<dd>Kommune</dd>');
    expect(status.body).toContain('<dd>Entwickeln</dd>');
    expect(status.body).toContain('<dd>Kriterium 1, Kriterium 6</dd>');
    expect(status.body).toContain('<dd>angehängt (eine Bewertung)</dd>');
    expect(status.body).toContain('<dd>anna@example.org</dd>');

    // The database keeps the token's hash, not the token.
    const token = statusUrl.split('/').pop()!;
    const row = await app.feedbackStore.getReviewRequestByTokenHash(token);
    expect(row).toBeUndefined();

    // The "received" e-mail to the contact, with the status page's address.
    const [mail, ...more] = await app.mailbox.list();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: 'anna@example.org' });
    expect(mail!.subject).toContain('ist eingegangen');
    expect((await app.mailbox.read(mail!.id))?.text).toContain(statusUrl);
  });

  it('answers a refused post with the form again: every field’s error at the field and in a summary linking to it, the typed values kept, a fresh token', async () => {
    const { app, clock } = await build();
    const response = await post(
      app,
      fields(await readyToken(app, clock), { service: ' ', level: 'bezirk', goal: '', email: 'anna@', selbstcheck: '{"format":"fremd"}', contactName: 'Anna „Ä“ <b>' }),
      ['2'],
    );
    expect(response.statusCode).toBe(422);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const html = response.body;
    for (const [id, code] of [
      ['anfrage-service', 'REVIEW_SERVICE_REQUIRED'],
      ['anfrage-level-bund', 'REVIEW_LEVEL_INVALID'],
      ['anfrage-goal', 'REVIEW_GOAL_REQUIRED'],
      ['anfrage-email', 'REVIEW_EMAIL_INVALID'],
      ['anfrage-selbstcheck', 'REVIEW_SELBSTCHECK_INVALID'],
    ] as const) {
      const message = errorMessages[code].replace(/"/g, '&quot;');
      expect(html).toContain(`<a href="#${id}">${message}</a>`);
    }
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('value="Anna „Ä“ &lt;b&gt;"');
    expect(html).toMatch(/<input [^>]*id="anfrage-criteria-2"[^>]* checked=""/);
    expect(html).not.toMatch(/<input [^>]*id="anfrage-criteria-1"[^>]* checked=""/);
    expect(html).toMatch(/<input [^>]*id="anfrage-phase-entwickeln"[^>]* checked=""/);
    expect(html).toContain('{&quot;format&quot;:&quot;fremd&quot;}</textarea>');
    const fresh = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
    expect(fresh).toBeDefined();
    clock.advance(FORM_TOKEN_AGE.minMs);
    expect((await post(app, fields(fresh!))).statusCode).toBe(303);
  });

  it('refuses a filled honeypot without naming it and without a form to try again', async () => {
    const { app, clock } = await build();
    const response = await post(app, fields(await readyToken(app, clock), { homepage: 'https://spam.example' }));
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(errorMessages.FORM_REJECTED);
    expect(response.body).not.toContain('<form');
  });

  it('needs a form token for the page, old enough, used once', async () => {
    const { app, clock } = await build();
    const missing = await post(app, fields('kein-token'));
    expect(missing.statusCode).toBe(422);
    expect(missing.body).toContain(errorMessages.FORM_TOKEN_INVALID.replace(/"/g, '&quot;'));
    const response = await app.inject(`/api/feedback/form-token?seite=${encodeURIComponent(PAGE)}`);
    const tooNew = await post(app, fields(response.body));
    expect(tooNew.statusCode).toBe(422);
    expect(tooNew.body).toContain(errorMessages.FORM_TOKEN_TOO_NEW);
    clock.advance(FORM_TOKEN_AGE.minMs);
    expect((await post(app, fields(response.body))).statusCode).toBe(303);
    const again = await post(app, fields(response.body));
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain('<form');
  });

  it('shares the per-client limit with the feedback (429), and refuses a body over its limit (413)', async () => {
    const { app, clock } = await build({ env: { FEEDBACK_RATE_LIMIT_FEEDBACK: '2' } });
    const token = await readyToken(app, clock);
    expect((await app.inject({ method: 'POST', url: '/api/feedback', payload: { projectId: 4516, pagePath: '/', labels: [], description: 'x', email: '', ...(await solvedChallenge(app)) } })).statusCode).toBe(201);
    expect((await post(app, fields(token))).statusCode).toBe(303);
    const limited = await post(app, fields(await readyToken(app, clock)));
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain(errorMessages.RATE_LIMITED);

    const big = await post(app, fields(token, { selbstcheck: 'x'.repeat(REVIEW_LIMITS.formBodyBytesMax) }), [], '10.0.0.9');
    expect(big.statusCode).toBe(413);
  });
});

describe('the peer-review request with JavaScript: POST /api/peer-review', () => {
  it('takes the request with a solved proof of work and answers with the status page; the challenge counts once', async () => {
    const { app } = await build();
    const solved = await solvedChallenge(app);
    const response = await app.inject({ method: 'POST', url: '/api/peer-review', payload: { ...jsonBody({ selbstcheck: SELBSTCHECK }), ...solved } });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const receipt = response.json<{ statusUrl: string; state: string }>();
    expect(receipt.state).toBe('eingegangen');
    expect(response.headers.location).toBe(receipt.statusUrl);
    const status = await app.inject(path(receipt.statusUrl));
    expect(status.body).toContain('<dd>Land</dd>');
    expect(status.body).toContain('<dd>angehängt (eine Bewertung)</dd>');
    const again = await app.inject({ method: 'POST', url: '/api/peer-review', payload: { ...jsonBody(), ...solved } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'CHALLENGE_ALREADY_USED' } });
  });

  it.each([
    ['service', '', 'REVIEW_SERVICE_REQUIRED'],
    ['authority', 'x'.repeat(REVIEW_LIMITS.nameMax + 1), 'REVIEW_AUTHORITY_TOO_LONG'],
    ['level', 'bezirk', 'REVIEW_LEVEL_INVALID'],
    ['phase', 'planen', 'REVIEW_PHASE_INVALID'],
    ['goal', ' ', 'REVIEW_GOAL_REQUIRED'],
    ['criteria', [14], 'REVIEW_CRITERIA_INVALID'],
    ['timeWindows', 'x'.repeat(REVIEW_LIMITS.timeWindowsMax + 1), 'REVIEW_TIME_WINDOWS_TOO_LONG'],
    ['contactName', '', 'REVIEW_CONTACT_NAME_REQUIRED'],
    ['email', 'keine-adresse', 'REVIEW_EMAIL_INVALID'],
    ['selbstcheck', { ...SELBSTCHECK, assessments: [] }, 'REVIEW_SELBSTCHECK_INVALID'],
  ])('refuses %s = %j with %s and its German message', async (field, value, code) => {
    const { app } = await build();
    const response = await app.inject({ method: 'POST', url: '/api/peer-review', payload: { ...jsonBody({ [field]: value }), challenge: 'a'.repeat(64), challengeSolution: '1' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { code, message: errorMessages[code as keyof typeof errorMessages] } });
  });
});

describe('the status page: GET /api/peer-review/status/:token', () => {
  it('says the contact data are deleted once the deletion run has erased them', async () => {
    const { app, clock } = await build();
    const statusUrl = (await post(app, fields(await readyToken(app, clock)))).headers.location as string;
    const row = await app.feedbackStore.getReviewRequestByTokenHash(hashStatusToken(statusUrl.split('/').pop()!));
    await app.feedbackStore.setReviewState(row!.id, 'abgelehnt');
    clock.advance(1);
    expect(await app.feedbackStore.deleteReviewContacts(clock.now())).toBe(1);
    const status = await app.inject(path(statusUrl));
    expect(status.body).toContain('Stand: <strong>abgelehnt</strong>');
    expect(status.body).not.toContain('anna@example.org');
    expect(status.body).toContain('<dd>gelöscht</dd>');
  });

  it('answers an unknown or malformed token with the 404 page, noindex and never cached', async () => {
    const { app } = await build();
    for (const token of ['A'.repeat(22), 'zu-kurz', '..%2F..%2Fetc']) {
      const response = await app.inject(`/api/peer-review/status/${token}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.body).toContain('Anfrage nicht gefunden');
    }
  });
});
