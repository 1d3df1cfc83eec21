/**
 * The shared store for several instances: PostgreSQL through `pg`. Every time comes from the
 * database clock (feedback_now_ms(), see migrations/postgres/001_init.sql), so instances with
 * skewed host clocks still agree on leases, rate-limit windows and when a used value is forgotten. Tests may
 * inject a clock; it then replaces the database clock in the same statements ($1 below).
 *
 * Claims use FOR UPDATE SKIP LOCKED; a challenge is used up by an INSERT that does nothing on a
 * duplicate, so two instances never accept it twice. Connection problems become StoreUnavailableError (503).
 * The hot paths are written here for PostgreSQL; the simple half (common.ts) runs through `sqlDb` below.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { commonStore } from './common.ts';
import { dialectText, postgresSql } from './dialect.ts';
import type { DialectText, SqlDb } from './dialect.ts';
import { loadMigrations } from './migrations.ts';
import { StoreUnavailableError } from './errors.ts';
import { toClaimedRow } from './types.ts';
import type { FeedbackStore, NewFeedback, RateLimitHit } from './types.ts';
import { groupCommit } from './group-commit.ts';

/** Advisory lock key while migrating, so two instances starting together do not race. */
const MIGRATION_LOCK = 66336;

/** SQLSTATE classes of a lost or refused connection, and server shutdown. */
function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error ? String(error.code) : '';
  return (
    code.startsWith('08') ||
    code.startsWith('57P') ||
    ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', 'ENOENT'].includes(code) ||
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(error.message)
  );
}

export interface PostgresStoreOptions {
  /** Replaces the database clock (tests only). */
  now?: () => number;
  /** Errors of idle connections (the server went away); they must not crash the process. */
  onError?: (error: Error) => void;
  poolSize?: number;
}

async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    for (const migration of loadMigrations('postgres')) {
      if (applied.has(migration.version)) continue;
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const NOW = 'COALESCE($1::bigint, feedback_now_ms())';

export async function openPostgresStore(url: string, options: PostgresStoreOptions = {}): Promise<FeedbackStore> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
    application_name: 'servicestandard-feedback',
  });
  pool.on('error', (error) => options.onError?.(error));
  const clock = () => (options.now ? options.now() : null);

  // Every statement is prepared once per connection (a named statement): parsing and planning
  // the CTEs on each call cost the database more CPU than running them.
  const names = new Map<string, string>();
  async function query(text: string, values: unknown[] = []): Promise<pg.QueryResult<Record<string, unknown>>> {
    let name = names.get(text);
    if (name === undefined) {
      name = `feedback_${names.size + 1}`;
      names.set(text, name);
    }
    try {
      return await pool.query<Record<string, unknown>>({ name, text, values });
    } catch (error) {
      throw isUnavailable(error) ? new StoreUnavailableError(error) : error;
    }
  }

  /** The simple half's statements (dialect.ts); the clock is $1, null for the database's. */
  const texts = new Map<string, DialectText>();
  function prepare(text: string, values: readonly unknown[]): [string, unknown[]] {
    let ready = texts.get(text);
    if (ready === undefined) {
      ready = dialectText(text, (position) => `$${position}`, NOW);
      texts.set(text, ready);
    }
    return [ready.text, ready.clock ? [clock(), ...values] : [...values]];
  }
  const sqlDb: SqlDb = {
    sql: postgresSql,
    async all(text, values = []) {
      return (await query(...prepare(text, values))).rows;
    },
    async run(text, values = []) {
      return (await query(...prepare(text, values))).rowCount ?? 0;
    },
  };

  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }

  const batchOptions = { maxBatch: 500, isFatal: (error: unknown) => error instanceof StoreUnavailableError };

  /**
   * Rate-limit hits in batches: one upsert adds each key's hits of the batch to its window (keys
   * sorted, so two instances lock rows in the same order), and the calls of one key are numbered
   * up to the returned total, as if they had come one after another.
   */
  const countHit = groupCommit<{ key: string; windowMs: number; hits: number }, RateLimitHit>(async (items) => {
    const groups = new Map<string, { key: string; windowMs: number; hits: number }>();
    for (const { key, windowMs, hits } of items) {
      const id = `${windowMs} ${key}`;
      const group = groups.get(id) ?? { key, windowMs, hits: 0 };
      group.hits += hits;
      groups.set(id, group);
    }
    const sorted = [...groups.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.windowMs - b.windowMs));
    const { rows } = await query(
      `WITH n AS (SELECT ${NOW} AS now),
       hit AS (
         INSERT INTO rate_limits (key, window_start, count)
         SELECT i.key, (n.now / i.window_ms) * i.window_ms, i.hits
         FROM unnest($2::text[], $3::bigint[], $4::integer[]) WITH ORDINALITY AS i(key, window_ms, hits, position), n
         ORDER BY i.position
         ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + excluded.count
         RETURNING key, window_start, count)
       SELECT hit.key, hit.window_start, hit.count, n.now FROM hit, n`,
      [clock(), sorted.map((g) => g.key), sorted.map((g) => g.windowMs), sorted.map((g) => g.hits)],
    );
    const now = Number(rows[0]?.now);
    const totals = new Map(rows.map((row) => [`${String(row.key)} ${Number(row.window_start)}`, Number(row.count)]));
    // The next number each group hands out: its total before this batch, plus one.
    const nextCount = new Map(
      [...groups].map(([id, group]) => {
        const windowStart = Math.floor(now / group.windowMs) * group.windowMs;
        const total = totals.get(`${group.key} ${windowStart}`);
        if (total === undefined) throw new Error(`rate-limit window of ${group.key} missing in the answer`);
        return [id, { count: total - group.hits + 1, resetInMs: windowStart + group.windowMs - now }];
      }),
    );
    return items.map(({ key, windowMs, hits }) => {
      const next = nextCount.get(`${windowMs} ${key}`)!;
      next.count += hits;
      return { count: next.count - 1, resetInMs: next.resetInMs };
    });
  }, batchOptions);

  /**
   * Records a one-time value (challenge, form token) as used, once, and inserts the feedback, in
   * one statement; used values that have expired are deleted on the way. The INSERT of the value
   * waits for a concurrent one of the same value and then does nothing, so of two instances
   * racing with one value exactly one inserts the feedback.
   */
  async function acceptOnce(
    table: 'used_challenges' | 'used_form_tokens',
    column: 'challenge' | 'nonce',
    value: string,
    expiresAt: number,
    f: NewFeedback,
  ): Promise<'accepted' | 'used'> {
    const { rowCount } = await query(
      `WITH n AS (SELECT ${NOW} AS now),
       swept AS (DELETE FROM ${table} WHERE expires_at <= (SELECT now FROM n) AND ${column} <> $2),
       used AS (
         INSERT INTO ${table} (${column}, expires_at) VALUES ($2, $3)
         ON CONFLICT (${column}) DO NOTHING RETURNING 1)
       INSERT INTO feedback (id, created_at, updated_at, project_id, page_path, description, email,
         labels, status, next_attempt_at)
       SELECT $4, n.now, n.now, $5, $6, $7, $8, $9::jsonb, $10, n.now FROM used, n`,
      [clock(), value, expiresAt, f.id, f.projectId, f.pagePath, f.description, f.email, JSON.stringify(f.labels), f.status],
    );
    return rowCount === 1 ? 'accepted' : 'used';
  }

  let closed = false;
  const store: FeedbackStore = {
    kind: 'postgres',
    async ping() {
      await query('SELECT 1');
    },
    async now() {
      const { rows } = await query(`SELECT ${NOW} AS now`, [clock()]);
      return Number(rows[0]?.now);
    },
    acceptFeedback(use, f) {
      return acceptOnce('used_challenges', 'challenge', use.challenge, use.expiresAt, f);
    },
    async useSignInState(state, expiresAt) {
      // Of two instances racing with one state, the second INSERT waits for the first and then does nothing.
      const { rowCount } = await query(
        `WITH swept AS (DELETE FROM used_sign_in_states WHERE expires_at <= ${NOW} AND state <> $2)
         INSERT INTO used_sign_in_states (state, expires_at) VALUES ($2, $3) ON CONFLICT (state) DO NOTHING`,
        [clock(), state, expiresAt],
      );
      return rowCount === 1;
    },
    acceptFormFeedback(token, f) {
      return acceptOnce('used_form_tokens', 'nonce', token.nonce, token.expiresAt, f);
    },
    hitRateLimit(key, windowMs, hits = 1) {
      return countHit({ key, windowMs, hits });
    },
    async releaseExpiredLeases() {
      const { rowCount } = await query(
        `UPDATE feedback SET status = 'queued', outcome_unknown = true, lease_until = NULL, lease_token = NULL,
           next_attempt_at = n.now, updated_at = n.now
         FROM (SELECT ${NOW} AS now) n
         WHERE status = 'sending' AND lease_until <= n.now`,
        [clock()],
      );
      return rowCount ?? 0;
    },
    async claimNext(leaseMs) {
      const { rows } = await query(
        `WITH n AS (SELECT ${NOW} AS now),
         next AS (
           SELECT id FROM feedback, n WHERE status = 'queued' AND next_attempt_at <= n.now
           ORDER BY next_attempt_at LIMIT 1 FOR UPDATE OF feedback SKIP LOCKED)
         UPDATE feedback SET status = 'sending', lease_until = n.now + $2, lease_token = $3,
           attempts = attempts + 1, updated_at = n.now
         FROM n, next WHERE feedback.id = next.id
         RETURNING feedback.*`,
        [clock(), leaseMs, randomUUID()],
      );
      return rows[0] ? toClaimedRow(rows[0]) : undefined;
    },
    async nextWakeInMs() {
      const { rows } = await query(
        `SELECT LEAST(
           (SELECT min(next_attempt_at) FROM feedback WHERE status = 'queued'),
           (SELECT min(lease_until) FROM feedback WHERE status = 'sending')) - ${NOW} AS wake`,
        [clock()],
      );
      const wake = rows[0]?.wake;
      return wake == null ? undefined : Number(wake);
    },
    async markPublished(lease, issue) {
      const { rowCount } = await query(
        `UPDATE feedback SET status = 'published', issue_url = $2, issue_iid = $3, lease_until = NULL,
           lease_token = NULL, outcome_unknown = false, last_error = NULL, updated_at = n.now, published_at = n.now
         FROM (SELECT ${NOW} AS now) n
         WHERE id = $4 AND status = 'sending' AND lease_token = $5`,
        [clock(), issue.url, issue.iid, lease.id, lease.leaseToken],
      );
      return rowCount === 1;
    },
    async reschedule(lease, retry) {
      const { rowCount } = await query(
        `UPDATE feedback SET status = 'queued', next_attempt_at = n.now + $2, last_error = $3,
           outcome_unknown = $4, lease_until = NULL, lease_token = NULL, updated_at = n.now
         FROM (SELECT ${NOW} AS now) n
         WHERE id = $5 AND status = 'sending' AND lease_token = $6`,
        [clock(), retry.delayMs, retry.error, retry.outcomeUnknown, lease.id, lease.leaseToken],
      );
      return rowCount === 1;
    },
    async markFailed(lease, error) {
      const { rowCount } = await query(
        `UPDATE feedback SET status = 'failed', last_error = $2, lease_until = NULL, lease_token = NULL,
           updated_at = ${NOW}
         WHERE id = $3 AND status = 'sending' AND lease_token = $4`,
        [clock(), error, lease.id, lease.leaseToken],
      );
      return rowCount === 1;
    },
    ...commonStore(sqlDb),
    async close() {
      if (closed) return;
      closed = true;
      await countHit.drain();
      await pool.end();
    },
  };
  return store;
}
