/**
 * The move to the ring of challenge slots keeps a running service's challenges: open ones from
 * before get slots in age order (the newest 20 per client), used ones stay used, and the next
 * challenge replaces the oldest.
 */
import pg from 'pg';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadMigrations } from '../../src/store/migrations.ts';
import { openPostgresStore } from '../../src/store/postgres.ts';
import { openSqliteStore } from '../../src/store/sqlite.ts';
import type { FeedbackStore } from '../../src/store/index.ts';
import { pgDatabase, STORE_KINDS, tempDbPath, testClock } from '../helper.ts';
import type { StoreKind } from '../helper.ts';
import { challenge, feedback } from './fixtures.ts';

/** The migrations before the ring, as a database of the previous release has them. */
function migrationsBeforeRing(kind: StoreKind) {
  const all = loadMigrations(kind);
  const ring = all.find((migration) => migration.name === 'challenge_ring');
  if (!ring) throw new Error('no challenge_ring migration');
  return all.filter((migration) => migration.version < ring.version);
}

/** Old rows: 25 open challenges of client h (created at 1 to 25), one used one of h, 3 open of g. */
function oldRows(): [string, string, number, number | null][] {
  return [
    ...Array.from({ length: 25 }, (_, i): [string, string, number, number | null] => [`h${i + 1}`, 'h', i + 1, null]),
    ['h-used', 'h', 30, 31],
    ['g1', 'g', 1, null],
    ['g2', 'g', 2, null],
    ['g3', 'g', 3, null],
  ];
}

async function previousRelease(kind: StoreKind, expiresAt: number): Promise<string> {
  const rows = oldRows();
  if (kind === 'sqlite') {
    const path = tempDbPath();
    const db = new DatabaseSync(path);
    db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL) STRICT');
    for (const migration of migrationsBeforeRing('sqlite')) {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations VALUES (?, ?, 0)').run(migration.version, migration.name);
    }
    const insert = db.prepare(
      `INSERT INTO challenges (challenge, salt, difficulty, client_hash, created_at, expires_at, used_at) VALUES (?, 's', 10, ?, ?, ?, ?)`,
    );
    for (const [name, client, createdAt, usedAt] of rows) insert.run(name, client, createdAt, expiresAt, usedAt);
    db.close();
    return path;
  }
  const url = await pgDatabase();
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query('CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
    for (const migration of migrationsBeforeRing('postgres')) {
      await db.query(migration.sql);
      await db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
    }
    for (const [name, client, createdAt, usedAt] of rows) {
      await db.query(
        `INSERT INTO challenges (challenge, salt, difficulty, client_hash, created_at, expires_at, used_at) VALUES ($1, 's', 10, $2, $3, $4, $5)`,
        [name, client, createdAt, expiresAt, usedAt],
      );
    }
  } finally {
    await db.end();
  }
  return url;
}

async function exists(store: FeedbackStore, names: string[]): Promise<Record<string, boolean>> {
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, (await store.findChallenge(name)) !== undefined])));
}

describe.each(STORE_KINDS)('moving the challenges of a running service into the ring: %s', (kind) => {
  it('keeps the newest 20 open per client in age order, keeps used ones, and replaces the oldest next', async () => {
    const clock = testClock();
    const location = await previousRelease(kind, clock.now() + 60_000);
    const store = kind === 'sqlite' ? openSqliteStore(location, { now: clock.now }) : await openPostgresStore(location, { now: clock.now });
    onTestFinished(() => store.close());

    const h = Array.from({ length: 25 }, (_, i) => `h${i + 1}`);
    expect(await exists(store, h)).toEqual(Object.fromEntries(h.map((name, i) => [name, i >= 5])));
    expect(await store.acceptFeedback('h-used', feedback('f1'))).toBe('used');
    expect(await store.acceptFeedback('h6', feedback('f2'))).toBe('accepted');

    // Each new one takes the slot of the one issued 20 before it: h6's slot (h6 was used and left
    // the ring, so nothing goes), then h7's.
    await store.insertChallenge(challenge('h-new-1', { ttlMs: 60_000 }), 20);
    await store.insertChallenge(challenge('h-new-2', { ttlMs: 60_000 }), 20);
    expect(await exists(store, ['h6', 'h7', 'h8', 'h25', 'h-new-1', 'h-new-2'])).toEqual({
      h6: true,
      h7: false,
      h8: true,
      h25: true,
      'h-new-1': true,
      'h-new-2': true,
    });
    // A client below the bound keeps everything.
    await store.insertChallenge(challenge('g-new', { clientHash: 'g', ttlMs: 60_000 }), 20);
    expect(await exists(store, ['g1', 'g2', 'g3', 'g-new'])).toEqual({ g1: true, g2: true, g3: true, 'g-new': true });
  });
});
