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
import { StoreUnavailableError } from './errors.ts';
import { emptyCounts, toClaimedRow, toFeedbackRow, toHelpfulTotal } from './types.ts';
import type { FeedbackStatus, FeedbackStore, NewChallenge, RateLimitHit } from './types.ts';
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

  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }

  const batchOptions = { maxBatch: 500, isFatal: (error: unknown) => error instanceof StoreUnavailableError };

  /**
   * GET /challenge in batches (group commit): one statement stores the new challenges and trims
   * each client's open ones to the bound. The DELETE does not see the rows being inserted (one
   * snapshot), so it keeps as many fewer old ones as the client gets new ones; new ones beyond the
   * bound in one batch would be trimmed at once and are not written at all.
   */
  const issueChallenge = groupCommit<{ challenge: NewChallenge; maxOpenPerClient: number }, void>(async (items) => {
    const newPerClient = new Map<string, { count: number; max: number }>();
    for (const { challenge, maxOpenPerClient } of items) {
      const entry = newPerClient.get(challenge.clientHash) ?? { count: 0, max: maxOpenPerClient };
      newPerClient.set(challenge.clientHash, { count: entry.count + 1, max: Math.min(entry.max, maxOpenPerClient) });
    }
    const skip = new Map([...newPerClient].map(([client, { count, max }]) => [client, Math.max(0, count - max)]));
    const rows = items.map((item) => item.challenge).filter((challenge) => {
      const left = skip.get(challenge.clientHash)!;
      skip.set(challenge.clientHash, left - 1);
      return left <= 0;
    });
    const clients = [...newPerClient.keys()].sort();
    await query(
      `WITH n AS (SELECT ${NOW} AS now),
       inserted AS (
         INSERT INTO challenges (challenge, salt, difficulty, client_hash, created_at, expires_at)
         SELECT i.challenge, i.salt, i.difficulty, i.client_hash, n.now, n.now + i.ttl_ms
         FROM unnest($2::text[], $3::text[], $4::integer[], $5::text[], $6::bigint[])
           WITH ORDINALITY AS i(challenge, salt, difficulty, client_hash, ttl_ms, position), n
         ORDER BY i.position
         RETURNING 1)
       DELETE FROM challenges WHERE challenge IN (
         SELECT old.challenge FROM unnest($7::text[], $8::integer[]) AS c(client_hash, keep)
         CROSS JOIN LATERAL (
           SELECT challenge FROM challenges WHERE client_hash = c.client_hash AND used_at IS NULL
           ORDER BY created_at DESC, seq DESC OFFSET c.keep
           -- Rows another request is trimming right now are skipped: two concurrent trims of one
           -- client would otherwise lock overlapping rows in different orders and deadlock.
           FOR UPDATE SKIP LOCKED) old)`,
      [
        clock(),
        rows.map((r) => r.challenge),
        rows.map((r) => r.salt),
        rows.map((r) => r.difficulty),
        rows.map((r) => r.clientHash),
        rows.map((r) => r.ttlMs),
        clients,
        clients.map((client) => {
          const { count, max } = newPerClient.get(client)!;
          return Math.max(0, max - count);
        }),
      ],
    );
    return items.map(() => undefined);
  }, batchOptions);

  /**
   * Rate-limit hits in batches: one upsert adds each key's hits of the batch to its window (keys
   * sorted, so two instances lock rows in the same order), and the hits of one key are numbered
   * up to the returned total, as if they had come one after another.
   */
  const countHit = groupCommit<{ key: string; windowMs: number }, RateLimitHit>(async (items) => {
    const groups = new Map<string, { key: string; windowMs: number; hits: number }>();
    for (const { key, windowMs } of items) {
      const id = `${windowMs} ${key}`;
      const group = groups.get(id) ?? { key, windowMs, hits: 0 };
      group.hits += 1;
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
    return items.map(({ key, windowMs }) => {
      const next = nextCount.get(`${windowMs} ${key}`)!;
      next.count += 1;
      return { count: next.count - 1, resetInMs: next.resetInMs };
    });
  }, batchOptions);

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
    insertChallenge(c, maxOpenPerClient) {
      return issueChallenge({ challenge: c, maxOpenPerClient });
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
    hitRateLimit(key, windowMs) {
      return countHit({ key, windowMs });
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
    async countHelpful(pagePath, answer) {
      await query(
        `INSERT INTO helpful_counts (page_path, day, yes_count, no_count)
         SELECT $2, (to_timestamp(n.now / 1000.0) AT TIME ZONE 'UTC')::date, $3, $4 FROM (SELECT ${NOW} AS now) n
         ON CONFLICT (page_path, day) DO UPDATE SET yes_count = helpful_counts.yes_count + excluded.yes_count,
           no_count = helpful_counts.no_count + excluded.no_count`,
        [clock(), pagePath, answer === 'ja' ? 1 : 0, answer === 'nein' ? 1 : 0],
      );
    },
    async helpfulTotals() {
      const { rows } = await query(
        `SELECT page_path, sum(yes_count) AS ja, sum(no_count) AS nein,
           to_char(min(day), 'YYYY-MM-DD') AS first_day, to_char(max(day), 'YYYY-MM-DD') AS last_day
         FROM helpful_counts GROUP BY page_path ORDER BY page_path COLLATE "C"`,
      );
      return rows.map(toHelpfulTotal);
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
      await Promise.all([issueChallenge.drain(), countHit.drain()]);
      await pool.end();
    },
  };
  return store;
}
