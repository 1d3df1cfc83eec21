import { describe, expect, it } from 'vitest';
import { sha256Hex, solveChallenge } from '@servicestandard/pow';
import { build, feedbackBody, fetchChallenge, postFeedback } from '../helper.ts';

describe('GET /api/challenge', () => {
  it('answers a fresh puzzle that is not cached', async () => {
    const { app } = await build();
    const response = await app.inject('/api/challenge');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['challenge', 'difficulty', 'salt']);
    expect(body.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(body.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(body.difficulty).toBe(500);
    const other = await fetchChallenge(app);
    expect(other.salt).not.toBe(body.salt);
  });

  it('hides a counter below the difficulty in the challenge', async () => {
    const { app } = await build();
    const { challenge, salt, difficulty } = await fetchChallenge(app);
    const hashes = await Promise.all(Array.from({ length: difficulty }, (_, n) => sha256Hex(`${salt}:${n}`)));
    expect(hashes).toContain(challenge);
  });

  it('derives the salt from the service secret: a challenge of another secret is unknown', async () => {
    const { app } = await build();
    const { app: other } = await build({ env: { FEEDBACK_SECRET: 'another-secret-another-secret-another' } });
    const foreign = await fetchChallenge(other);
    const response = await postFeedback(app, feedbackBody({ challenge: foreign.challenge, challengeSolution: await solveChallenge(foreign) }));
    expect({ status: response.statusCode, code: response.json().error.code }).toEqual({ status: 422, code: 'CHALLENGE_UNKNOWN' });
  });

  it('limits challenges per client and minute with 429, Retry-After and a German message', async () => {
    const { app } = await build({ env: { FEEDBACK_RATE_LIMIT_CHALLENGE: '3' } });
    for (let i = 0; i < 3; i++) expect((await app.inject('/api/challenge')).statusCode).toBe(200);
    const limited = await app.inject('/api/challenge');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: expect.stringContaining('Zu viele Anfragen') },
    });
    expect((await app.inject({ url: '/api/challenge', remoteAddress: '198.51.100.2' })).statusCode).toBe(200);
  });
});
