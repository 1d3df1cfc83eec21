import { describe, expect, it } from 'vitest';
import { sha256Hex } from '@servicestandard/pow';
import { clientHash } from '../../src/client-address.ts';
import { build, fetchChallenge } from '../helper.ts';

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

  it('stores the challenge with its expiry and a pseudonym of the client, never the address', async () => {
    const { app, clock, config } = await build();
    const { challenge, salt } = await fetchChallenge(app, '203.0.113.7');
    expect(await app.feedbackStore.findChallenge(challenge)).toEqual({
      salt,
      difficulty: 500,
      expiresAt: clock.now() + config.challengeTtlSeconds * 1000,
      expired: false,
      used: false,
    });
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(config.dbPath, { readOnly: true });
    const row = db.prepare('SELECT * FROM challenges WHERE challenge = ?').get(challenge);
    db.close();
    expect(row?.client_hash).toBe(clientHash(config.secret, '203.0.113.7'));
    expect(JSON.stringify(row)).not.toContain('203.0.113.7');
  });

  it('keeps at most 20 open challenges per client and drops the oldest', async () => {
    const { app, clock } = await build({ env: { FEEDBACK_RATE_LIMIT_CHALLENGE: '100' } });
    const issued: string[] = [];
    for (let i = 0; i < 21; i++) {
      issued.push((await fetchChallenge(app)).challenge);
      clock.advance(1);
    }
    expect(await app.feedbackStore.findChallenge(issued[0] ?? '')).toBeUndefined();
    expect(await app.feedbackStore.findChallenge(issued[1] ?? '')).toBeDefined();
    expect(await app.feedbackStore.findChallenge(issued[20] ?? '')).toBeDefined();
    // Another client is not affected.
    const elsewhere = await fetchChallenge(app, '198.51.100.1');
    expect(await app.feedbackStore.findChallenge(elsewhere.challenge)).toBeDefined();
  });

  it('purges challenges that expired more than one lifetime ago when issuing new ones', async () => {
    const { app, clock, config } = await build();
    const old = await fetchChallenge(app);
    clock.advance(config.challengeTtlSeconds * 1000 + 1);
    await fetchChallenge(app);
    expect(await app.feedbackStore.findChallenge(old.challenge)).toBeDefined();
    clock.advance(config.challengeTtlSeconds * 1000);
    await fetchChallenge(app);
    expect(await app.feedbackStore.findChallenge(old.challenge)).toBeUndefined();
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
