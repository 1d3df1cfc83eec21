/** What only the PostgreSQL store does: the database clock, and failing fast without a server. */
import { describe, expect, it, onTestFinished } from 'vitest';
import { openPostgresStore } from '../../src/store/postgres.ts';
import { pgDatabase } from '../helper.ts';
import { challenge, feedback } from './fixtures.ts';

describe('PostgreSQL store', () => {
  it('uses the database clock when no clock is injected', async () => {
    const store = await openPostgresStore(await pgDatabase());
    onTestFinished(() => store.close());
    const before = Date.now();
    const now = await store.now();
    expect(now).toBeGreaterThanOrEqual(before - 5_000);
    expect(now).toBeLessThanOrEqual(Date.now() + 5_000);
    // Forgotten by the database clock: a challenge used until a minute from now stays used.
    expect(await store.acceptFeedback(challenge('a', now + 60_000), feedback('f1'))).toBe('accepted');
    expect(await store.acceptFeedback(challenge('b', now + 60_000), feedback('f2'))).toBe('accepted');
    expect(await store.acceptFeedback(challenge('a', now + 60_000), feedback('f3'))).toBe('used');
  });

  it('refuses to start against a server that is not there', async () => {
    await expect(openPostgresStore('postgres://feedback@127.0.0.1:1/nichts')).rejects.toThrow();
  });
});
