import { describe, expect, it } from 'vitest';
import { helpfulCountsSchema } from '@servicestandard/feedback-api';
import { build, STORE_KINDS } from '../helper.ts';
import type { FeedbackApp } from '../../src/app.ts';

const KNOWN = new Set(['/', '/glossar', '/kriterien/1-nutzende-verstehen-und-bedurfnisse-erkennen']);
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function answer(app: FeedbackApp, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) {
  return app.inject({ method: 'POST', url: '/api/helpful', payload: payload as object, headers, remoteAddress });
}

function formAnswer(app: FeedbackApp, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/helpful', payload: new URLSearchParams(fields).toString(), headers: { ...FORM, ...headers } });
}

describe.each(STORE_KINDS)('War diese Seite hilfreich? (%s)', (store) => {
  it('counts answers per page and day and publishes the sums per page', async () => {
    const { app, clock } = await build({ store, knownPaths: KNOWN });
    expect((await answer(app, { pagePath: '/glossar', answer: 'ja' })).statusCode).toBe(201);
    await answer(app, { pagePath: '/glossar/', answer: 'nein' });
    clock.advance(24 * 60 * 60 * 1000);
    await answer(app, { pagePath: '/glossar', answer: 'ja' });
    await answer(app, { pagePath: '/', answer: 'nein' });

    const response = await app.inject('/api/helpful');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(helpfulCountsSchema.parse(response.json())).toEqual({
      stand: new Date(clock.now()).toISOString(),
      seiten: [
        { seite: '/', ja: 0, nein: 1, ersterTag: '2026-01-16', letzterTag: '2026-01-16' },
        { seite: '/glossar', ja: 2, nein: 1, ersterTag: '2026-01-15', letzterTag: '2026-01-16' },
      ],
    });
  });
});

describe('POST /api/helpful', () => {
  it('answers a JSON post with what it counted', async () => {
    const { app } = await build({ knownPaths: KNOWN });
    const response = await answer(app, { pagePath: '/glossar', answer: 'nein' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ pagePath: '/glossar', answer: 'nein' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('sends a form post without JavaScript back to the page, at the thank-you anchor of its answer', async () => {
    const { app } = await build({ knownPaths: KNOWN });
    const yes = await formAnswer(app, { pagePath: '/kriterien/1-nutzende-verstehen-und-bedurfnisse-erkennen', answer: 'ja' }, { 'sec-fetch-site': 'same-origin' });
    expect(yes.statusCode).toBe(303);
    expect(yes.headers.location).toBe('https://servicestandard.example/kriterien/1-nutzende-verstehen-und-bedurfnisse-erkennen#hilfreich-ja');
    expect(yes.headers['set-cookie']).toBeUndefined();
    const no = await formAnswer(app, { pagePath: '/glossar', answer: 'nein' }, { origin: 'https://servicestandard.example' });
    expect(no.headers.location).toBe('https://servicestandard.example/glossar#hilfreich-nein');
    const counts = (await app.inject('/api/helpful')).json<{ seiten: unknown[] }>();
    expect(counts.seiten).toHaveLength(2);
  });

  it('refuses unknown pages, other answers and extra fields with stable codes, and counts nothing', async () => {
    const { app } = await build({ knownPaths: KNOWN });
    const cases: [unknown, number, string][] = [
      [{ pagePath: '/gibt-es-nicht', answer: 'ja' }, 422, 'INVALID_PAGE_PATH'],
      [{ pagePath: '//evil.example/x', answer: 'ja' }, 422, 'INVALID_PAGE_PATH'],
      [{ pagePath: '/glossar?x=1', answer: 'ja' }, 422, 'INVALID_PAGE_PATH'],
      [{ pagePath: '/glossar', answer: 'vielleicht' }, 422, 'ANSWER_INVALID'],
      [{ pagePath: '/glossar', answer: 'ja', text: 'Hallo' }, 400, 'INVALID_BODY'],
      [{ pagePath: '/glossar' }, 400, 'INVALID_BODY'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await answer(app, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().error.code).toBe(code);
      expect(response.json().error.message).toMatch(/^[A-ZÄÖÜ].+\.$/);
    }
    expect((await app.inject('/api/helpful')).json()).toMatchObject({ seiten: [] });
  });

  it('answers a refused form post with a German page and a way back instead of JSON', async () => {
    const { app } = await build({ knownPaths: KNOWN });
    const response = await formAnswer(app, { pagePath: '/glossar', answer: 'vielleicht' });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toMatch(/^<!doctype html>\n<html lang="de">/);
    expect(response.body).toContain('Bitte antworten Sie mit Ja oder Nein.');
    expect(response.body).toContain('<title>Antwort nicht gezählt – Servicestandard</title>');
    expect(response.body).toContain('<a href="https://servicestandard.example/glossar">Zurück zur Seite</a>');
    expect(response.body).not.toMatch(/<script|<style/i);
    // Without a built site the page is plain, and its policy allows nothing to run.
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('refuses posts another site makes its visitors send', async () => {
    const { app } = await build({ knownPaths: KNOWN, env: { FEEDBACK_ALLOWED_ORIGINS: 'https://partner.example' } });
    const fields = { pagePath: '/glossar', answer: 'ja' };
    const foreign = await formAnswer(app, fields, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toContain('Antworten nimmt der Dienst nur von den Seiten dieser Website an.');
    const noFetchMetadata = await answer(app, fields, { origin: 'https://evil.example' });
    expect(noFetchMetadata.json().error.code).toBe('ORIGIN_NOT_ALLOWED');
    expect((await formAnswer(app, fields, { 'sec-fetch-site': 'cross-site', origin: 'https://partner.example' })).statusCode).toBe(303);
    expect((await app.inject('/api/helpful')).json()).toMatchObject({ seiten: [{ seite: '/glossar', ja: 1 }] });
  });

  it('limits answers per client and minute like the other posts', async () => {
    const { app, clock } = await build({ knownPaths: KNOWN, env: { FEEDBACK_RATE_LIMIT_HELPFUL: '2' } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await answer(app, { pagePath: '/', answer: 'ja' }, {}, '198.51.100.7')).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
    expect((await answer(app, { pagePath: '/', answer: 'ja' }, {}, '198.51.100.8')).statusCode).toBe(201);
    const limitedForm = await app.inject({ method: 'POST', url: '/api/helpful', payload: 'pagePath=%2F&answer=ja', headers: FORM, remoteAddress: '198.51.100.7' });
    expect(limitedForm.statusCode).toBe(429);
    expect(limitedForm.body).toContain('Zu viele Anfragen.');
    clock.advance(60_000);
    expect((await answer(app, { pagePath: '/', answer: 'ja' }, {}, '198.51.100.7')).statusCode).toBe(201);
  });
});

describe('GET /api/helpful', () => {
  it('asks the store at most once a minute', async () => {
    const { app, clock } = await build({ knownPaths: KNOWN });
    expect((await app.inject('/api/helpful')).json().seiten).toEqual([]);
    await answer(app, { pagePath: '/', answer: 'ja' });
    expect((await app.inject('/api/helpful')).json().seiten).toEqual([]);
    clock.advance(60_000);
    expect((await app.inject('/api/helpful')).json().seiten).toHaveLength(1);
  });
});
