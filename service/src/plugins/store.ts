/**
 * Durable storage of challenges and feedback. SQLite (node:sqlite) is the embedded default;
 * the async FeedbackStore interface is what a PostgreSQL store for several instances implements.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import type { FeedbackConfig } from '../config.ts';
import { sharedScope } from './shared-scope.ts';

export type FeedbackStatus = 'stored' | 'queued' | 'sending' | 'published' | 'failed';

export interface NewFeedback {
  id: string;
  createdAt: number;
  projectId: number;
  pagePath: string;
  description: string;
  /** '' when the visitor gave none. Kept for replies by the team; never published. */
  email: string;
  labels: string[];
  /** 'queued' for the GitLab outbox, 'stored' in embedded mode. */
  status: 'stored' | 'queued';
}

export interface FeedbackRow extends Omit<NewFeedback, 'status'> {
  status: FeedbackStatus;
  attempts: number;
  nextAttemptAt: number;
  leaseUntil: number | null;
  /** The last attempt may have created the issue (timeout, lost connection, dead process). */
  outcomeUnknown: boolean;
  issueUrl: string | null;
  issueIid: number | null;
  lastError: string | null;
}

export interface NewChallenge {
  challenge: string;
  salt: string;
  difficulty: number;
  clientHash: string;
  createdAt: number;
  expiresAt: number;
}

export interface ChallengeRecord {
  salt: string;
  difficulty: number;
  expiresAt: number;
  used: boolean;
}

export type AcceptResult = 'accepted' | 'unknown' | 'expired' | 'used';

export type StatusCounts = Record<FeedbackStatus, number>;

export interface FeedbackStore {
  readonly kind: 'sqlite';
  /** Throws when the store cannot answer. */
  ping(): Promise<void>;
  /** Stores a challenge; beyond `maxOpenPerClient` open ones of the same client, the oldest go. */
  insertChallenge(challenge: NewChallenge, maxOpenPerClient: number): Promise<void>;
  purgeChallenges(expiredBefore: number): Promise<number>;
  findChallenge(challenge: string): Promise<ChallengeRecord | undefined>;
  /** In one transaction: marks the challenge used (once, if unexpired) and inserts the feedback. */
  acceptFeedback(challenge: string, now: number, feedback: NewFeedback): Promise<AcceptResult>;
  getFeedback(id: string): Promise<FeedbackRow | undefined>;
  countByStatus(): Promise<StatusCounts>;
  /** Rows stuck in 'sending' past their lease go back to the queue, outcome unknown. */
  releaseExpiredLeases(now: number): Promise<number>;
  dueFeedbackIds(now: number, limit: number): Promise<string[]>;
  /** Earliest time a queued row falls due or a lease runs out. */
  nextWakeAt(): Promise<number | undefined>;
  /** Takes a due queued row for sending; undefined when another worker was faster. */
  claim(id: string, now: number, leaseUntil: number): Promise<FeedbackRow | undefined>;
  markPublished(id: string, issue: { url: string; iid: number }, now: number): Promise<void>;
  reschedule(
    id: string,
    retry: { nextAttemptAt: number; error: string; outcomeUnknown: boolean },
    now: number,
  ): Promise<void>;
  markFailed(id: string, error: string, now: number): Promise<void>;
  close(): void;
}

const schema = `
CREATE TABLE IF NOT EXISTS challenges (
  challenge   TEXT PRIMARY KEY,
  salt        TEXT NOT NULL,
  difficulty  INTEGER NOT NULL,
  client_hash TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER
) STRICT;
DROP INDEX IF EXISTS challenges_by_client;
CREATE INDEX IF NOT EXISTS open_challenges_by_client ON challenges (client_hash, created_at)
  WHERE used_at IS NULL;
CREATE INDEX IF NOT EXISTS challenges_by_expiry ON challenges (expires_at);
CREATE TABLE IF NOT EXISTS feedback (
  id              TEXT PRIMARY KEY,
  created_at      INTEGER NOT NULL,
  updated_at      INTEGER NOT NULL,
  project_id      INTEGER NOT NULL,
  page_path       TEXT NOT NULL,
  description     TEXT NOT NULL,
  email           TEXT NOT NULL,
  labels          TEXT NOT NULL,
  status          TEXT NOT NULL
                  CHECK (status IN ('stored', 'queued', 'sending', 'published', 'failed')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  lease_until     INTEGER,
  outcome_unknown INTEGER NOT NULL DEFAULT 0,
  issue_url       TEXT,
  issue_iid       INTEGER,
  last_error      TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS feedback_due ON feedback (status, next_attempt_at);
`;

type Row = Record<string, unknown>;

function toFeedbackRow(row: Row): FeedbackRow {
  return {
    id: String(row.id),
    createdAt: Number(row.created_at),
    projectId: Number(row.project_id),
    pagePath: String(row.page_path),
    description: String(row.description),
    email: String(row.email),
    labels: JSON.parse(String(row.labels)) as string[],
    status: row.status as FeedbackStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    leaseUntil: row.lease_until == null ? null : Number(row.lease_until),
    outcomeUnknown: row.outcome_unknown === 1,
    issueUrl: typeof row.issue_url === 'string' ? row.issue_url : null,
    issueIid: row.issue_iid == null ? null : Number(row.issue_iid),
    lastError: typeof row.last_error === 'string' ? row.last_error : null,
  };
}

export function openSqliteStore(path: string): FeedbackStore {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  // WAL lets readers run beside the one writer; busy_timeout makes a second process wait for
  // the write lock instead of failing at once.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;');
  db.exec(schema);
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
    insertChallenge: db.prepare(
      `INSERT INTO challenges (challenge, salt, difficulty, client_hash, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    // Walks the client's newest open challenges in the partial index and deletes what lies
    // beyond the bound: usually nothing or the one oldest row.
    trimChallenges: db.prepare(
      `DELETE FROM challenges WHERE rowid IN (
         SELECT rowid FROM challenges WHERE client_hash = ? AND used_at IS NULL
         ORDER BY created_at DESC, rowid DESC LIMIT -1 OFFSET ?)`,
    ),
    purgeChallenges: db.prepare('DELETE FROM challenges WHERE expires_at <= ?'),
    findChallenge: db.prepare(
      'SELECT salt, difficulty, expires_at, used_at FROM challenges WHERE challenge = ?',
    ),
    useChallenge: db.prepare(
      `UPDATE challenges SET used_at = ?
       WHERE challenge = ? AND used_at IS NULL AND expires_at > ? RETURNING challenge`,
    ),
    insertFeedback: db.prepare(
      `INSERT INTO feedback (id, created_at, updated_at, project_id, page_path, description, email,
         labels, status, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    getFeedback: db.prepare('SELECT * FROM feedback WHERE id = ?'),
    countByStatus: db.prepare('SELECT status, COUNT(*) AS n FROM feedback GROUP BY status'),
    releaseLeases: db.prepare(
      `UPDATE feedback SET status = 'queued', outcome_unknown = 1, lease_until = NULL,
         next_attempt_at = ?, updated_at = ?
       WHERE status = 'sending' AND lease_until <= ?`,
    ),
    due: db.prepare(
      `SELECT id FROM feedback WHERE status = 'queued' AND next_attempt_at <= ?
       ORDER BY next_attempt_at LIMIT ?`,
    ),
    nextAttempt: db.prepare(
      `SELECT MIN(next_attempt_at) AS at FROM feedback WHERE status = 'queued'`,
    ),
    nextLease: db.prepare(`SELECT MIN(lease_until) AS at FROM feedback WHERE status = 'sending'`),
    claim: db.prepare(
      `UPDATE feedback SET status = 'sending', lease_until = ?, attempts = attempts + 1,
         updated_at = ?
       WHERE id = ? AND status = 'queued' AND next_attempt_at <= ? RETURNING *`,
    ),
    published: db.prepare(
      `UPDATE feedback SET status = 'published', issue_url = ?, issue_iid = ?, lease_until = NULL,
         outcome_unknown = 0, last_error = NULL, updated_at = ?
       WHERE id = ? AND status = 'sending'`,
    ),
    reschedule: db.prepare(
      `UPDATE feedback SET status = 'queued', next_attempt_at = ?, last_error = ?,
         outcome_unknown = ?, lease_until = NULL, updated_at = ?
       WHERE id = ? AND status = 'sending'`,
    ),
    failed: db.prepare(
      `UPDATE feedback SET status = 'failed', last_error = ?, lease_until = NULL, updated_at = ?
       WHERE id = ? AND status = 'sending'`,
    ),
  };

  /**
   * Group commit for GET /challenge, the hot path: the challenges of all requests read in one turn
   * of the event loop go into one transaction (one WAL commit instead of one per request). Each
   * caller is answered only after the commit, so a challenge is stored before it is handed out.
   * If the batch fails, each challenge is tried alone, so one bad row fails only its own request.
   */
  type PendingChallenge = { challenge: NewChallenge; maxOpenPerClient: number; resolve: () => void; reject: (error: unknown) => void };
  let pendingChallenges: PendingChallenge[] = [];
  const storeChallenge = ({ challenge: c, maxOpenPerClient }: PendingChallenge) => {
    sql.insertChallenge.run(c.challenge, c.salt, c.difficulty, c.clientHash, c.createdAt, c.expiresAt);
    sql.trimChallenges.run(c.clientHash, maxOpenPerClient);
  };
  function flushChallenges(): void {
    const batch = pendingChallenges;
    pendingChallenges = [];
    if (batch.length === 0) return;
    if (!open) {
      for (const item of batch) item.reject(new Error('feedback store is closed'));
      return;
    }
    try {
      transaction(() => batch.forEach(storeChallenge));
      for (const item of batch) item.resolve();
    } catch {
      for (const item of batch) {
        try {
          transaction(() => storeChallenge(item));
          item.resolve();
        } catch (error) {
          item.reject(error);
        }
      }
    }
  }

  return {
    kind: 'sqlite',
    async ping() {
      db.prepare('SELECT 1').get();
    },
    insertChallenge(c, maxOpenPerClient) {
      return new Promise<void>((resolve, reject) => {
        pendingChallenges.push({ challenge: c, maxOpenPerClient, resolve, reject });
        if (pendingChallenges.length === 1) setImmediate(flushChallenges);
      });
    },
    async purgeChallenges(expiredBefore) {
      return Number(sql.purgeChallenges.run(expiredBefore).changes);
    },
    async findChallenge(challenge) {
      const row = sql.findChallenge.get(challenge);
      if (!row) return undefined;
      return {
        salt: String(row.salt),
        difficulty: Number(row.difficulty),
        expiresAt: Number(row.expires_at),
        used: row.used_at != null,
      };
    },
    async acceptFeedback(challenge, now, f) {
      return transaction((): AcceptResult => {
        if (!sql.useChallenge.get(now, challenge, now)) {
          // Tell the caller why, from the state this transaction sees.
          const row = sql.findChallenge.get(challenge);
          if (!row) return 'unknown';
          return row.used_at != null ? 'used' : 'expired';
        }
        sql.insertFeedback.run(
          f.id, f.createdAt, f.createdAt, f.projectId, f.pagePath, f.description, f.email,
          JSON.stringify(f.labels), f.status, f.createdAt,
        );
        return 'accepted';
      });
    },
    async getFeedback(id) {
      const row = sql.getFeedback.get(id);
      return row ? toFeedbackRow(row) : undefined;
    },
    async countByStatus() {
      const counts: StatusCounts = { stored: 0, queued: 0, sending: 0, published: 0, failed: 0 };
      for (const row of sql.countByStatus.all()) counts[row.status as FeedbackStatus] = Number(row.n);
      return counts;
    },
    async releaseExpiredLeases(now) {
      return Number(sql.releaseLeases.run(now, now, now).changes);
    },
    async dueFeedbackIds(now, limit) {
      return sql.due.all(now, limit).map((row) => String(row.id));
    },
    async nextWakeAt() {
      const queued = sql.nextAttempt.get()?.at;
      const lease = sql.nextLease.get()?.at;
      const times = [queued, lease].filter((at) => at != null).map(Number);
      return times.length ? Math.min(...times) : undefined;
    },
    async claim(id, now, leaseUntil) {
      const row = sql.claim.get(leaseUntil, now, id, now);
      return row ? toFeedbackRow(row) : undefined;
    },
    async markPublished(id, issue, now) {
      sql.published.run(issue.url, issue.iid, now, id);
    },
    async reschedule(id, retry, now) {
      sql.reschedule.run(retry.nextAttemptAt, retry.error, retry.outcomeUnknown ? 1 : 0, now, id);
    },
    async markFailed(id, error, now) {
      sql.failed.run(error, now, id);
    },
    close() {
      if (open) {
        flushChallenges();
        db.close();
      }
      open = false;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    feedbackStore: FeedbackStore;
  }
}

export const storePlugin = sharedScope(
  async (app: FastifyInstance, opts: { config: FeedbackConfig }) => {
    const store = openSqliteStore(opts.config.dbPath);
    app.decorate('feedbackStore', store);
    app.addHook('onClose', async () => store.close());
  },
  'feedback-store',
);
