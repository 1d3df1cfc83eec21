/**
 * The embedded store: one SQLite file (node:sqlite), the default for one machine. Several
 * processes may share the file (WAL, write lock per transaction); the clock is the host's. The hot
 * paths are written here for SQLite; the simple half (common.ts) runs through `sqlDb` below.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { commonStore } from './common.ts';
import { dialectText, sqliteSql } from './dialect.ts';
import type { SqlDb } from './dialect.ts';
import { groupCommit } from './group-commit.ts';
import { loadMigrations } from './migrations.ts';
import { toClaimedRow } from './types.ts';
import type { FeedbackStore, NewFeedback } from './types.ts';

function migrate(db: DatabaseSync): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL) STRICT`);
  for (const migration of loadMigrations('sqlite')) {
    // Checked again inside the write lock: another process may have applied it meanwhile.
    db.exec('BEGIN IMMEDIATE');
    try {
      const done = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(migration.version);
      if (!done) {
        db.exec(migration.sql);
        db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
          migration.version,
          migration.name,
          Date.now(),
        );
      }
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}

export function openSqliteStore(path: string, options: { now?: () => number } = {}): FeedbackStore {
  const now = options.now ?? Date.now;
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  // WAL lets readers run beside the one writer; busy_timeout makes a second process wait for
  // the write lock instead of failing at once.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;');
  migrate(db);
  let open = true;

  // node:sqlite is synchronous, so nothing else runs between BEGIN and COMMIT in this process;
  // IMMEDIATE takes the write lock up front so other processes cannot interleave either.
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');
  function transaction<T>(work: () => T): T {
    begin.run();
    try {
      const result = work();
      commit.run();
      return result;
    } catch (error) {
      rollback.run();
      throw error;
    }
  }

  const sql = {
    sweepChallenges: db.prepare('DELETE FROM used_challenges WHERE expires_at <= ?'),
    useChallenge: db.prepare(
      'INSERT INTO used_challenges (challenge, expires_at) VALUES (?, ?) ON CONFLICT (challenge) DO NOTHING RETURNING challenge',
    ),
    sweepSignInStates: db.prepare('DELETE FROM used_sign_in_states WHERE expires_at <= ?'),
    useSignInState: db.prepare(
      'INSERT INTO used_sign_in_states (state, expires_at) VALUES (?, ?) ON CONFLICT (state) DO NOTHING RETURNING state',
    ),
    insertFeedback: db.prepare(
      `INSERT INTO feedback (id, created_at, updated_at, project_id, page_path, description, email,
         labels, status, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    sweepFormTokens: db.prepare('DELETE FROM used_form_tokens WHERE expires_at <= ?'),
    useFormToken: db.prepare('INSERT INTO used_form_tokens (nonce, expires_at) VALUES (?, ?) ON CONFLICT (nonce) DO NOTHING RETURNING nonce'),
    hits: db.prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)
       ON CONFLICT (key, window_start) DO UPDATE SET count = count + excluded.count RETURNING count`,
    ),
    releaseLeases: db.prepare(
      `UPDATE feedback SET status = 'queued', outcome_unknown = 1, lease_until = NULL, lease_token = NULL,
         next_attempt_at = ?, updated_at = ?
       WHERE status = 'sending' AND lease_until <= ?`,
    ),
    // One statement under the write lock: no two processes take the same row.
    claimNext: db.prepare(
      `UPDATE feedback SET status = 'sending', lease_until = ?, lease_token = ?, attempts = attempts + 1,
         updated_at = ?
       WHERE id = (SELECT id FROM feedback WHERE status = 'queued' AND next_attempt_at <= ?
                   ORDER BY next_attempt_at LIMIT 1)
       RETURNING *`,
    ),
    nextAttempt: db.prepare(`SELECT MIN(next_attempt_at) AS at FROM feedback WHERE status = 'queued'`),
    nextLease: db.prepare(`SELECT MIN(lease_until) AS at FROM feedback WHERE status = 'sending'`),
    published: db.prepare(
      `UPDATE feedback SET status = 'published', issue_url = ?, issue_iid = ?, lease_until = NULL,
         lease_token = NULL, outcome_unknown = 0, last_error = NULL, updated_at = ?, published_at = ?
       WHERE id = ? AND status = 'sending' AND lease_token = ?`,
    ),
    reschedule: db.prepare(
      `UPDATE feedback SET status = 'queued', next_attempt_at = ?, last_error = ?,
         outcome_unknown = ?, lease_until = NULL, lease_token = NULL, updated_at = ?
       WHERE id = ? AND status = 'sending' AND lease_token = ?`,
    ),
    failed: db.prepare(
      `UPDATE feedback SET status = 'failed', last_error = ?, lease_until = NULL, lease_token = NULL,
         updated_at = ?
       WHERE id = ? AND status = 'sending' AND lease_token = ?`,
    ),
  };

  /**
   * Group commit for the hot path (the rate-limit counters): the writes of all requests read in
   * one turn of the event loop go into one transaction (one WAL commit instead of one per
   * request), the hits of one rate-limit key into one upsert. Each caller is answered only after
   * the commit; a bad row fails only its own request (see group-commit.ts).
   */
  type Write = { work: () => unknown } | { hit: { key: string; windowStart: number; hits: number } };
  const batched = groupCommit<Write, unknown>(
    async (writes) => {
      if (!open) throw new Error('feedback store is closed');
      return transaction(() => {
        const hits = new Map<string, { key: string; windowStart: number; count: number; total?: number }>();
        for (const write of writes) {
          if ('hit' in write) {
            const id = `${write.hit.windowStart} ${write.hit.key}`;
            const group = hits.get(id) ?? { key: write.hit.key, windowStart: write.hit.windowStart, count: 0 };
            group.count += write.hit.hits;
            hits.set(id, group);
          }
        }
        // Numbered one after another up to the new total, as if they had come alone.
        for (const group of hits.values()) {
          group.total = Number(sql.hits.get(group.key, group.windowStart, group.count)?.count) - group.count;
        }
        return writes.map((write) => {
          if ('work' in write) return write.work();
          const group = hits.get(`${write.hit.windowStart} ${write.hit.key}`)!;
          group.total! += write.hit.hits;
          return group.total;
        });
      });
    },
    { maxBatch: Number.POSITIVE_INFINITY, isFatal: () => !open },
  );
  const write = <T>(work: () => T) => batched({ work }) as Promise<T>;

  /** The simple half's statements (dialect.ts), each prepared once; the clock is bound as ?1. */
  const prepared = new Map<string, { statement: StatementSync; clock: boolean }>();
  function prepare(text: string, values: readonly unknown[]): [StatementSync, SQLInputValue[]] {
    let entry = prepared.get(text);
    if (entry === undefined) {
      const ready = dialectText(text, (position) => `?${position}`, '?1');
      entry = { statement: db.prepare(ready.text), clock: ready.clock };
      prepared.set(text, entry);
    }
    const bound = (entry.clock ? [now(), ...values] : values) as SQLInputValue[];
    return [entry.statement, bound];
  }
  const sqlDb: SqlDb = {
    sql: sqliteSql,
    async all(text, values = []) {
      const [statement, bound] = prepare(text, values);
      return statement.all(...bound);
    },
    async run(text, values = [], options = {}) {
      const go = () => {
        const [statement, bound] = prepare(text, values);
        return Number(statement.run(...bound).changes);
      };
      return options.batched ? write(go) : go();
    },
  };

  /** A new feedback, due for the outbox at once; inside the caller's transaction. */
  const insertFeedback = (f: NewFeedback, at: number) =>
    sql.insertFeedback.run(f.id, at, at, f.projectId, f.pagePath, f.description, f.email, JSON.stringify(f.labels), f.status, at);

  /**
   * Records a one-time value (challenge, form token) as used, once, and inserts the feedback, in
   * one transaction; used values that have expired are deleted on the way.
   */
  const acceptOnce = (sweep: StatementSync, use: StatementSync, value: string, expiresAt: number, f: NewFeedback) => {
    const at = now();
    return transaction((): 'accepted' | 'used' => {
      sweep.run(at);
      if (!use.get(value, expiresAt)) return 'used';
      insertFeedback(f, at);
      return 'accepted';
    });
  };

  return {
    kind: 'sqlite',
    async ping() {
      db.prepare('SELECT 1').get();
    },
    async now() {
      return now();
    },
    async acceptFeedback(use, f) {
      return acceptOnce(sql.sweepChallenges, sql.useChallenge, use.challenge, use.expiresAt, f);
    },
    async useSignInState(state, expiresAt) {
      const at = now();
      return transaction(() => {
        sql.sweepSignInStates.run(at);
        return sql.useSignInState.get(state, expiresAt) !== undefined;
      });
    },
    async acceptFormFeedback(token, f) {
      return acceptOnce(sql.sweepFormTokens, sql.useFormToken, token.nonce, token.expiresAt, f);
    },
    async hitRateLimit(key, windowMs, hits = 1) {
      const at = now();
      const windowStart = Math.floor(at / windowMs) * windowMs;
      const count = (await batched({ hit: { key, windowStart, hits } })) as number;
      return { count, resetInMs: windowStart + windowMs - at };
    },
    async releaseExpiredLeases() {
      const at = now();
      return Number(sql.releaseLeases.run(at, at, at).changes);
    },
    async claimNext(leaseMs) {
      const at = now();
      const row = sql.claimNext.get(at + leaseMs, randomUUID(), at, at);
      return row ? toClaimedRow(row) : undefined;
    },
    async nextWakeInMs() {
      const queued = sql.nextAttempt.get()?.at;
      const lease = sql.nextLease.get()?.at;
      const times = [queued, lease].filter((at) => at != null).map(Number);
      return times.length ? Math.min(...times) - now() : undefined;
    },
    async markPublished(lease, issue) {
      const at = now();
      return sql.published.run(issue.url, issue.iid, at, at, lease.id, lease.leaseToken).changes === 1;
    },
    async reschedule(lease, retry) {
      const at = now();
      const changes = sql.reschedule.run(
        at + retry.delayMs, retry.error, retry.outcomeUnknown ? 1 : 0, at, lease.id, lease.leaseToken,
      ).changes;
      return changes === 1;
    },
    async markFailed(lease, error) {
      return sql.failed.run(error, now(), lease.id, lease.leaseToken).changes === 1;
    },
    ...commonStore(sqlDb),
    async close() {
      if (!open) return;
      // What is still waiting is written first; a second close() meanwhile waits for the same.
      await batched.drain();
      if (!open) return;
      open = false;
      db.close();
    },
  };
}
