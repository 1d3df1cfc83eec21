import Fastify from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  challengeResponseSchema,
  errorResponseSchema,
  feedbackReceiptSchema,
  healthResponseSchema,
} from '@servicestandard/feedback-api';
import { feedbackCore, feedbackService } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { build, feedbackBody, postFeedback, solvedChallenge, submitFeedback, tempDbPath, testClock } from './helper.ts';

describe('CORS', () => {
  const env = { FEEDBACK_ALLOWED_ORIGINS: 'https://www.servicestandard.example' };

  it('lets an allowed origin read answers and pass the preflight', async () => {
    const { app } = await build({ env });
    const origin = 'https://www.servicestandard.example';
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/feedback',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
    const response = await app.inject({ url: '/api/challenge', headers: { origin } });
    expect(response.headers['access-control-allow-origin']).toBe(origin);
  });

  it('gives other origins no CORS headers, so browsers block them', async () => {
    const { app } = await build({ env });
    const origin = 'https://evil.example';
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/feedback',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const response = await app.inject({ url: '/api/challenge', headers: { origin } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows no cross-origin use by default', async () => {
    const { app } = await build();
    const response = await app.inject({ url: '/api/challenge', headers: { origin: 'https://servicestandard.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('errors', () => {
  it('answers unknown API addresses with a JSON 404', async () => {
    const { app } = await build();
    const response = await app.inject('/api/gibt-es-nicht');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Diese Adresse gibt es nicht.' } });
  });

  it('keeps the details of a 5xx out of the answer', async () => {
    const { app } = await build();
    const solved = await solvedChallenge(app);
    await app.feedbackStore.close(); // the database is gone: every query throws
    const response = await postFeedback(app, feedbackBody(solved));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Es gab einen Fehler. Bitte versuchen Sie es nochmal.' },
    });
  });
});

describe('as a plugin of the site server', () => {
  it('keeps its parsers, CORS and errors inside /api', async () => {
    const host = Fastify();
    onTestFinished(() => host.close());
    const config = { ...loadConfig({ FEEDBACK_DB_PATH: tempDbPath(), FEEDBACK_SECRET: 's'.repeat(32) }), now: testClock().now };
    await host.register(feedbackCore, { config });
    await host.register(feedbackService, { prefix: '/api', config });
    host.post('/echo', async (request) => ({ got: request.body }));
    host.get('/boom', async () => {
      throw new Error('host error');
    });

    const echo = await host.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'text/plain' }, payload: 'hallo' });
    expect(echo.json()).toEqual({ got: 'hallo' });
    expect((await host.inject('/boom')).json()).toMatchObject({ message: 'host error' });
    expect((await host.inject('/api/health')).statusCode).toBe(200);
    expect((await host.inject('/gibt-es-nicht')).json()).toMatchObject({ error: 'Not Found' });
  });

  it('reads the core from the app: without feedbackCore registered before it, /api does not start', async () => {
    const host = Fastify();
    onTestFinished(() => host.close());
    const config = { ...loadConfig({ FEEDBACK_DB_PATH: tempDbPath(), FEEDBACK_SECRET: 's'.repeat(32) }), now: testClock().now };
    await expect(host.register(feedbackService, { prefix: '/api', config })).rejects.toThrow(/feedback-core/);
  });

  it('answers with status page addresses under the prefix it is mounted at', async () => {
    const { app } = await build();
    const response = await submitFeedback(app);
    expect(response.json().statusUrl).toMatch(/^https:\/\/servicestandard\.example\/api\/feedback\/[0-9a-f-]{36}$/);
  });
});

describe('the API contract (@servicestandard/feedback-api)', () => {
  it('answers every route with exactly the fields its schema declares', async () => {
    const { app } = await build();
    const challenge = await app.inject('/api/challenge');
    expect(Object.keys(challenge.json()).sort()).toEqual(['challenge', 'difficulty', 'salt']);
    expect(challengeResponseSchema.parse(challenge.json())).toEqual(challenge.json());

    const receipt = await submitFeedback(app);
    expect(receipt.statusCode).toBe(201);
    expect(feedbackReceiptSchema.parse(receipt.json())).toEqual(receipt.json());

    const health = await app.inject('/api/health');
    expect(healthResponseSchema.parse(health.json())).toEqual(health.json());

    const refused = await postFeedback(app, feedbackBody({ challenge: 'x', challengeSolution: '1' }));
    expect(refused.statusCode).toBe(422);
    expect(errorResponseSchema.parse(refused.json())).toEqual(refused.json());
  });
});
