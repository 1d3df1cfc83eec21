/**
 * The purge on PostgreSQL never waits for rows an issue holds. An issue locks its client's ring
 * first and then overwrites the client's slots one after another; a purge that waited for the
 * ring while holding the client's expired challenges would deadlock with it, and the database
 * would abort one of the two.
 */
import pg from 'pg';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { openPostgresStore } from '../../src/store/postgres.ts';
import { pgDatabase, testClock } from '../helper.ts';
import { challenge } from './fixtures.ts';

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  onTestFinished(() => client.end());
  return client;
}

describe('PostgreSQL purge beside an issue', () => {
  it('skips what an issue holds instead of deadlocking with it', async () => {
    const clock = testClock();
    const url = await pgDatabase();
    const store = await openPostgresStore(url, { now: clock.now });
    onTestFinished(() => store.close());
    for (const name of ['a', 'b', 'c']) await store.insertChallenge(challenge(name, { ttlMs: 100 }), 20);
    await store.insertChallenge(challenge('other', { clientHash: 'other', ttlMs: 100 }), 20);
    clock.advance(1_000); // all expired longer ago than the grace time below

    // An issue for client h in the middle of its statement: ring locked, slots still to come.
    const issue = await connect(url);
    await issue.query('BEGIN');
    await issue.query(`UPDATE challenge_rings SET issued = issued + 1 WHERE client_hash = 'h'`);

    const purge = store.purgeExpired(100);
    const watcher = await connect(url);
    const settled = vi.fn();
    void purge.then(settled, settled);
    // Either the purge is done, or it waits for a lock; only then does the issue go on.
    await vi.waitFor(
      async () => {
        const { rows } = await watcher.query(`SELECT count(*)::integer AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
        expect(settled.mock.calls.length + Number(rows[0]?.n)).toBeGreaterThan(0);
      },
      { timeout: 5_000, interval: 20 },
    );
    // The issue overwrites h's slots, which the purge deletes.
    await issue.query(`UPDATE challenges SET created_at = created_at WHERE client_hash = 'h'`);
    await issue.query('COMMIT');

    expect(await purge).toBe(4);
    // h's ring, held by the issue, was left for the next purge.
    const rings = async () => (await watcher.query('SELECT client_hash FROM challenge_rings ORDER BY client_hash')).rows.map((row) => row.client_hash);
    expect(await rings()).toEqual(['h']);
    await store.purgeExpired(100);
    expect(await rings()).toEqual([]);
    const { rows } = await watcher.query('SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()');
    expect(Number(rows[0]?.deadlocks)).toBe(0);
  });
});
