/**
 * The bound on open challenges per client holds at every moment: two instances issuing for one
 * client at the same time, with a third connection counting the open challenges in the database
 * all the while, and the database itself refusing a second open challenge in a slot.
 */
import pg from 'pg';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openSqliteStore } from '../src/store/sqlite.ts';
import { openPostgresStore } from '../src/store/postgres.ts';
import { clientHash } from '../src/client-address.ts';
import { pgDatabase, tempDbPath } from './helper.ts';
import { startInstance } from './instances.ts';
import { challenge } from './store/fixtures.ts';

const SECRET = 'bound-secret-bound-secret-bound-secret';
const BOUND = 20;
const OPEN_PER_CLIENT = `SELECT client_hash, count(*)::integer AS open FROM challenges WHERE used_at IS NULL GROUP BY client_hash`;

describe('the bound on open challenges per client', () => {
  it('holds at every moment while two instances issue for one client at once', { timeout: 60_000 }, async () => {
    const databaseUrl = await pgDatabase();
    const env = {
      FEEDBACK_DATABASE_URL: databaseUrl,
      FEEDBACK_INSTANCES: '2',
      FEEDBACK_SECRET: SECRET,
      FEEDBACK_TRUST_PROXY: '127.0.0.1',
      FEEDBACK_RATE_LIMIT_CHALLENGE: '1000000',
      LOG_LEVEL: 'silent',
    };
    const instances = await Promise.all([startInstance(env), startInstance(env)]);
    const client = '203.0.113.77';
    const other = '198.51.100.9';

    const sampler = new pg.Client({ connectionString: databaseUrl });
    await sampler.connect();
    onTestFinished(() => sampler.end());
    const samples: number[] = [];
    let loading = true;
    const sampling = (async () => {
      while (loading) {
        const { rows } = await sampler.query<{ client_hash: string; open: number }>(OPEN_PER_CLIENT);
        samples.push(Math.max(0, ...rows.map((row) => row.open)));
      }
    })();

    // 30 connections per instance, 1,500 challenges in all, one client (and a second now and then).
    let issued = 0;
    const perInstance = 750;
    await Promise.all(
      instances.flatMap((instance) =>
        Array.from({ length: 30 }, async (_, lane) => {
          for (let i = lane; i < perInstance; i += 30) {
            const from = i % 50 === 0 ? other : client;
            const response = await fetch(`${instance.url}/api/challenge`, { headers: { 'x-forwarded-for': from } });
            expect(response.status).toBe(200);
            await response.arrayBuffer();
            issued += 1;
          }
        }),
      ),
    );
    loading = false;
    await sampling;

    expect(issued).toBe(2 * perInstance);
    // Sampled throughout the load, not only before or after it.
    expect(samples.length).toBeGreaterThanOrEqual(20);
    expect(samples.filter((open) => open > BOUND)).toEqual([]);
    expect(samples.filter((open) => open === BOUND).length).toBeGreaterThan(0);
    const { rows } = await sampler.query<{ client_hash: string; open: number }>(OPEN_PER_CLIENT);
    expect(Object.fromEntries(rows.map((row) => [row.client_hash, row.open]))).toEqual({
      [clientHash(SECRET, client)]: BOUND,
      [clientHash(SECRET, other)]: BOUND,
    });
  });

  it('is enforced by PostgreSQL: a second open challenge in a slot is refused, a used one leaves the ring', async () => {
    const databaseUrl = await pgDatabase();
    const store = await openPostgresStore(databaseUrl);
    onTestFinished(() => store.close());
    await store.insertChallenge(challenge('a', { ttlMs: 60_000 }), 2);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    onTestFinished(() => db.end());
    const insert = (name: string, slot: number) =>
      db.query(`INSERT INTO challenges (challenge, salt, difficulty, client_hash, created_at, expires_at, slot) VALUES ($1, 's', 1, 'h', 0, 1, $2)`, [name, slot]);
    await expect(insert('b', 0)).rejects.toMatchObject({ code: '23505' }); // unique_violation
    await db.query(`UPDATE challenges SET used_at = 0 WHERE challenge = 'a'`);
    await insert('d', 0);
  });

  it('is enforced by SQLite: a second open challenge in a slot is refused, a used one leaves the ring', async () => {
    const path = tempDbPath();
    const store = openSqliteStore(path);
    await store.insertChallenge(challenge('a', { ttlMs: 60_000 }), 2);
    await store.close();
    const db = new DatabaseSync(path);
    onTestFinished(() => db.close());
    const insert = db.prepare(
      `INSERT INTO challenges (challenge, salt, difficulty, client_hash, created_at, expires_at, slot) VALUES (?, 's', 1, 'h', 0, 1, ?)`,
    );
    expect(() => insert.run('b', 0)).toThrow(/UNIQUE constraint failed/);
    db.exec(`UPDATE challenges SET used_at = 0 WHERE challenge = 'a'`);
    insert.run('d', 0);
  });
});
