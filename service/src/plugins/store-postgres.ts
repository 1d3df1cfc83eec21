/**
 * The shared store for several instances: PostgreSQL through `pg`. Every time comes from the
 * database clock (feedback_now_ms(), see migrations/postgres/001_init.sql), so instances with
 * skewed host clocks still agree on challenge expiry, leases and rate-limit windows. Tests may
 * inject a clock; it then replaces the database clock in the same statements ($1 below).
 *
 * Claims use FOR UPDATE SKIP LOCKED; a challenge is used up by a conditional UPDATE, so two
 * instances never accept it twice. Connection problems become StoreUnavailableError (503).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { loadMigrations } from './migrations.ts';
import { emptyCounts, StoreUnavailableError, toClaimedRow, toFeedbackRow } from './store.ts';
import type { FeedbackStatus, FeedbackStore } from './store.ts';

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

  async function query(text: string, values: unknown[] = []): Promise<pg.QueryResult<Record<string, unknown>>> {
    try {
      return await pool.query<Record<string, unknown>>(text, values);
    } catch (error) {
      throw isUnavailable(error) ? new StoreUnavailableError(error) : error;
    }
  }

  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw error;
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
    async insertChallenge(c, maxOpenPerClient) {
      // The DELETE does not see the row being inserted (one snapshot), so it keeps one less.
      await query(
        `WITH n AS (SELECT ${NOW} AS now),
         inserted AS (
           INSERT INTO challenges (challenge, salt, difficulty, client_hash, created_at, expires_at)
           SELECT $2, $3, $4, $5, n.now, n.now + $6 FROM n RETURNING challenge)
         DELETE FROM challenges WHERE challenge IN (
           SELECT challenge FROM challenges WHERE client_hash = $5 AND used_at IS NULL
           ORDER BY created_at DESC, seq DESC OFFSET $7
           -- Rows another request is trimming right now are skipped: two concurrent trims of one
           -- client would otherwise lock overlapping rows in different orders and deadlock.
           FOR UPDATE SKIP LOCKED)`,
        [clock(), c.challenge, c.salt, c.difficulty, c.clientHash, c.ttlMs, Math.max(0, maxOpenPerClient - 1)],
      );
    },
    async purgeExpired(graceMs) {
      const { rows } = await query(
        `WITH n AS (SELECT ${NOW} AS now),
         c AS (DELETE FROM challenges WHERE expires_at <= (SELECT now FROM n) - $2 RETURNING 1),
         w AS (DELETE FROM rate_limits WHERE window_start < (SELECT now FROM n) - 3600000 RETURNING 1)
         SELECT (SELECT count(*) FROM c) + (SELECT count(*) FROM w) AS deleted`,
        [clock(), graceMs],
      );
      return Number(rows[0]?.deleted ?? 0);
    },
    async findChallenge(challenge) {
      const { rows } = await query(
        `SELECT salt, difficulty, expires_at, used_at, expires_at <= ${NOW} AS expired FROM challenges WHERE challenge = $2`,
        [clock(), challenge],
      );
      const row = rows[0];
      if (!row) return undefined;
      return {
        salt: String(row.salt),
        difficulty: Number(row.difficulty),
        expiresAt: Number(row.expires_at),
        expired: row.expired === true,
        used: row.used_at != null,
      };
    },
    async acceptFeedback(challenge, f) {
      // The conditional UPDATE takes the row lock: of two instances racing, the second waits,
      // re-reads used_at and changes nothing, so its INSERT inserts nothing.
      const { rowCount } = await query(
        `WITH n AS (SELECT ${NOW} AS now),
         used AS (
           UPDATE challenges SET used_at = n.now FROM n
           WHERE challenge = $2 AND used_at IS NULL AND expires_at > n.now RETURNING n.now AS now)
         INSERT INTO feedback (id, created_at, updated_at, project_id, page_path, description, email,
           labels, status, next_attempt_at)
         SELECT $3, used.now, used.now, $4, $5, $6, $7, $8::jsonb, $9, used.now FROM used`,
        [clock(), challenge, f.id, f.projectId, f.pagePath, f.description, f.email, JSON.stringify(f.labels), f.status],
      );
      if (rowCount === 1) return 'accepted';
      const found = await store.findChallenge(challenge);
      if (!found) return 'unknown';
      return found.used ? 'used' : 'expired';
    },
    async getFeedback(id) {
      const { rows } = await query('SELECT * FROM feedback WHERE id = $1', [id]);
      return rows[0] ? toFeedbackRow(rows[0]) : undefined;
    },
    async countByStatus() {
      const counts = emptyCounts();
      const { rows } = await query('SELECT status, count(*) AS n FROM feedback GROUP BY status');
      for (const row of rows) counts[row.status as FeedbackStatus] = Number(row.n);
      return counts;
    },
    async hitRateLimit(key, windowMs) {
      const { rows } = await query(
        `WITH n AS (SELECT ${NOW} AS now),
         hit AS (
           INSERT INTO rate_limits (key, window_start, count)
           SELECT $2, (n.now / $3::bigint) * $3::bigint, 1 FROM n
           ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
           RETURNING count, window_start)
         SELECT hit.count, hit.window_start + $3::bigint - n.now AS reset_in FROM hit, n`,
        [clock(), key, windowMs],
      );
      return { count: Number(rows[0]?.count), resetInMs: Number(rows[0]?.reset_in) };
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
           lease_token = NULL, outcome_unknown = false, last_error = NULL, updated_at = ${NOW}
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
    async deletePersonalData(cutoffs) {
      const { rows } = await query(
        `WITH e AS (UPDATE feedback SET email = '', updated_at = ${NOW} WHERE email <> '' AND created_at < $2 RETURNING 1),
         c AS (DELETE FROM challenges WHERE created_at < $3 RETURNING 1),
         w AS (DELETE FROM rate_limits WHERE window_start < $3 RETURNING 1)
         SELECT (SELECT count(*) FROM e) AS emails, (SELECT count(*) FROM c) + (SELECT count(*) FROM w) AS records`,
        [clock(), cutoffs.emailsReceivedBefore, cutoffs.recordsBefore],
      );
      return { emails: Number(rows[0]?.emails ?? 0), records: Number(rows[0]?.records ?? 0) };
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
  return store;
}
