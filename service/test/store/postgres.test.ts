/** What only the PostgreSQL store does: the database clock, and failing fast without a server. */
import { describe, expect, it, onTestFinished } from 'vitest';
import { openPostgresStore } from '../../src/store/postgres.ts';
import { pgDatabase } from '../helper.ts';
import { challenge } from './fixtures.ts';

describe('PostgreSQL store', () => {
  it('uses the database clock when no clock is injected', async () => {
    const store = await openPostgresStore(await pgDatabase());
    onTestFinished(() => store.close());
    const before = Date.now();
    const now = await store.now();
    expect(now).toBeGreaterThanOrEqual(before - 5_000);
    expect(now).toBeLessThanOrEqual(Date.now() + 5_000);
    await store.insertChallenge(challenge('a', { ttlMs: 60_000 }), 20);
    const found = await store.findChallenge('a');
    expect(found?.expired).toBe(false);
    expect(found!.expiresAt - now).toBeGreaterThanOrEqual(59_000);
  });

  it('refuses to start against a server that is not there', async () => {
    await expect(openPostgresStore('postgres://feedback@127.0.0.1:1/nichts')).rejects.toThrow();
  });
});
