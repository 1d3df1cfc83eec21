/**
 * Sessions of the editors' area over HTTP: cookie attributes, 30 minutes idle and 8 hours in all,
 * a new session at every sign-in, deletion at sign-out, the CSRF token, and no caching.
 */
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createDatabase, startPostgres } from '@servicestandard/testkit';
import { build } from '../helper.ts';
import { addFeedback, cookieParts, postForm, sessionCookieFrom, setCookies, signInLocally } from './helper.ts';

const TOKEN = expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as string;
/** How the session cookie is cleared (over HTTPS). */
const CLEARED = { name: '__Host-redaktion-sitzung', value: '', attributes: ['Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'HttpOnly', 'Max-Age=0', 'Path=/', 'SameSite=Strict', 'Secure'] };

describe('editor sessions', () => {
  it('over HTTPS: __Host- cookie, Secure, HttpOnly, SameSite=Strict, 8 hours at most', async () => {
    const { app } = await build(); // FEEDBACK_PUBLIC_URL https://servicestandard.example
    const link = new URL(app.editorSignInLink('http://127.0.0.1')!);
    const answer = await app.inject({ url: link.pathname + link.search });
    expect(setCookies(answer).map(cookieParts)).toEqual([
      { name: '__Host-redaktion-sitzung', value: TOKEN, attributes: ['HttpOnly', 'Max-Age=28800', 'Path=/', 'SameSite=Strict', 'Secure'] },
    ]);
  });

  it('over plain HTTP on a laptop: no prefix and no Secure (the browser would drop the cookie), still HttpOnly and Strict', async () => {
    const { app } = await build({ env: { FEEDBACK_PUBLIC_URL: 'http://127.0.0.1:8080' } });
    const link = new URL(app.editorSignInLink('http://127.0.0.1:8080')!);
    const answer = await app.inject({ url: link.pathname + link.search });
    expect(setCookies(answer).map(cookieParts)).toEqual([{ name: 'redaktion-sitzung', value: TOKEN, attributes: ['HttpOnly', 'Max-Age=28800', 'Path=/', 'SameSite=Strict'] }]);
  });

  it('ends after 30 minutes without a request and after 8 hours however active', async () => {
    const { app, clock } = await build();
    const idle = await signInLocally(app);
    clock.advance(29 * 60_000);
    expect((await app.inject({ url: '/redaktion', headers: { cookie: idle.cookie } })).statusCode).toBe(200);
    clock.advance(30 * 60_000);
    const expired = await app.inject({ url: '/redaktion', headers: { cookie: idle.cookie } });
    expect(expired.statusCode).toBe(303);
    expect(expired.headers.location).toBe('/redaktion/anmelden?hinweis=abgelaufen');
    // The browser is told to drop the dead cookie, and the sign-in page says why.
    expect(setCookies(expired).map(cookieParts)).toEqual([CLEARED]);
    expect((await app.inject('/redaktion/anmelden?hinweis=abgelaufen')).body).toContain('Ihre Sitzung ist abgelaufen');

    const busy = await signInLocally(app);
    for (let minutes = 20; minutes < 8 * 60; minutes += 20) {
      clock.advance(20 * 60_000);
      expect((await app.inject({ url: '/redaktion', headers: { cookie: busy.cookie } })).statusCode, `after ${minutes} minutes`).toBe(200);
    }
    clock.advance(20 * 60_000); // 8 hours since sign-in
    expect((await app.inject({ url: '/redaktion', headers: { cookie: busy.cookie } })).statusCode).toBe(303);
  });

  it('gets a new session at every sign-in; the one the browser brought along ends', async () => {
    const { app } = await build();
    const first = await signInLocally(app);
    const link = new URL(app.editorSignInLink('http://127.0.0.1')!);
    const again = await app.inject({ url: link.pathname + link.search, headers: { cookie: first.cookie } });
    const second = sessionCookieFrom(again);
    expect(second).toBeDefined();
    expect(second).not.toBe(first.cookie);
    expect((await app.inject({ url: '/redaktion', headers: { cookie: first.cookie } })).statusCode).toBe(303);
    expect((await app.inject({ url: '/redaktion', headers: { cookie: second! } })).statusCode).toBe(200);
  });

  it('ends at sign-out: the session is deleted in the store, the cookie cleared, the page says so', async () => {
    const { app } = await build();
    const editor = await signInLocally(app);
    const other = await signInLocally(app);
    const out = await postForm(app, '/api/redaktion/logout', { csrf: editor.csrf }, editor.cookie);
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/redaktion/anmelden?hinweis=abgemeldet');
    expect(setCookies(out).map(cookieParts)).toEqual([CLEARED]);
    expect((await app.inject({ url: '/redaktion', headers: { cookie: editor.cookie } })).statusCode).toBe(303);
    // A copy of the old cookie is worth nothing either: the store no longer knows it.
    expect((await postForm(app, '/api/redaktion/logout', { csrf: editor.csrf }, editor.cookie)).statusCode).toBe(401);
    expect((await app.inject('/redaktion/anmelden?hinweis=abgemeldet')).body).toContain('Sie sind abgemeldet.');
    // Other sessions go on.
    expect((await app.inject({ url: '/redaktion', headers: { cookie: other.cookie } })).statusCode).toBe(200);
  });

  it('accepts a state change only with the session’s CSRF token', async () => {
    const { app } = await build();
    const id = await addFeedback(app, { email: 'anna@example.org' });
    const editor = await signInLocally(app);
    const url = `/api/redaktion/feedback/${id}/contacted`;
    const refused = await postForm(app, url, { contacted: '1' }, editor.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('Anfrage abgelehnt');
    expect(refused.body).toContain('REDAKTION_CSRF');
    expect((await app.feedbackStore.getEditorFeedback(id))?.contactedAt).toBeNull();
    // A JSON body (not a form of the area) is refused before anything happens.
    const json = await app.inject({ method: 'POST', url, headers: { cookie: editor.cookie, 'content-type': 'application/json' }, payload: { csrf: editor.csrf, contacted: '1' } });
    expect(json.statusCode).toBe(415);
    expect(json.body).toContain('REDAKTION_UNSUPPORTED');
    const accepted = await postForm(app, url, { contacted: '1', csrf: editor.csrf }, editor.cookie);
    expect(accepted.statusCode).toBe(303);
    expect((await app.feedbackStore.getEditorFeedback(id))?.contactedAt).not.toBeNull();
  });

  it('caches no answer of the area: pages, redirects and refusals', async () => {
    const { app } = await build();
    const id = await addFeedback(app, { email: 'anna@example.org' });
    const editor = await signInLocally(app);
    const answers = await Promise.all([
      app.inject({ url: '/redaktion', headers: { cookie: editor.cookie } }),
      app.inject({ url: `/redaktion/feedback/${id}`, headers: { cookie: editor.cookie } }),
      app.inject({ url: `/redaktion/feedback/${id}/loeschen`, headers: { cookie: editor.cookie } }),
      app.inject({ url: '/redaktion/protokoll', headers: { cookie: editor.cookie } }),
      app.inject('/redaktion/anmelden'),
      app.inject('/redaktion'),
      postForm(app, `/api/redaktion/feedback/${id}/contacted`, { contacted: '1', csrf: editor.csrf }, editor.cookie),
      postForm(app, `/api/redaktion/feedback/${id}/contacted`, { contacted: '1' }, editor.cookie),
      app.inject('/api/redaktion/link?token=falsch'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 303, 303, 403, 403]);
    for (const answer of answers) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});

describe('the store unavailable', () => {
  it('answers a German 503 page while PostgreSQL is down, and goes on with the same session afterwards', { timeout: 90_000 }, async () => {
    const server = await startPostgres(); // its own server: this test stops it
    onTestFinished(() => server.destroy());
    const { app } = await build({ databaseUrl: await createDatabase(server.url) });
    const editor = await signInLocally(app);
    await server.stop();
    const down = await app.inject({ url: '/redaktion', headers: { cookie: editor.cookie } });
    expect(down.statusCode).toBe(503);
    expect(down.body).toContain('Zurzeit nicht erreichbar');
    expect(down.body).toContain('REDAKTION_STORE_UNAVAILABLE');
    expect(down.body).not.toMatch(/ECONNREFUSED|Error:|at /);
    await server.start();
    await vi.waitFor(async () => expect((await app.inject({ url: '/redaktion', headers: { cookie: editor.cookie } })).statusCode).toBe(200), { timeout: 10_000, interval: 100 });
  });
});
