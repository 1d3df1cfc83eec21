/**
 * The editors' part of the PostgreSQL store (EditorStore in types.ts): the feedback list, the
 * "kontaktiert" mark, retry and erasure, sessions and the audit log. Times come from the database
 * clock like everywhere in this store, so every instance agrees on when a session ends; `$1` is
 * the clock a test injects (null: the database's).
 */
import type pg from 'pg';
import { toAuditEntry, toEditorFeedbackRow, toEditorSession } from './types.ts';
import type { EditorStore } from './types.ts';

type Query = (text: string, values?: unknown[]) => Promise<pg.QueryResult<Record<string, unknown>>>;

const NOW = 'COALESCE($1::bigint, feedback_now_ms())';

export function postgresEditorStore(query: Query, clock: () => number | null): EditorStore {
  const filter = 'WHERE ($1::text IS NULL OR status = $1) AND ($2::text IS NULL OR page_path = $2)';
  return {
    async listFeedback(q) {
      const values = [q.status ?? null, q.pagePath ?? null];
      const [list, count] = await Promise.all([
        query(`SELECT * FROM feedback ${filter} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`, [...values, q.limit, q.offset]),
        query(`SELECT count(*) AS n FROM feedback ${filter}`, values),
      ]);
      return { rows: list.rows.map(toEditorFeedbackRow), total: Number(count.rows[0]?.n ?? 0) };
    },
    async feedbackPagePaths() {
      const { rows } = await query('SELECT DISTINCT page_path FROM feedback ORDER BY page_path');
      return rows.map((row) => String(row.page_path));
    },
    async getEditorFeedback(id) {
      const { rows } = await query('SELECT * FROM feedback WHERE id = $1', [id]);
      return rows[0] ? toEditorFeedbackRow(rows[0]) : undefined;
    },
    async setContacted(id, contacted) {
      const { rowCount } = await query(
        `UPDATE feedback SET contacted_at = CASE WHEN $3 THEN n.now END, updated_at = n.now
         FROM (SELECT ${NOW} AS now) n WHERE id = $2`,
        [clock(), id, contacted],
      );
      return rowCount === 1;
    },
    async retryFailed(id) {
      const { rowCount } = await query(
        `UPDATE feedback SET status = 'queued', next_attempt_at = n.now, attempts = 0, updated_at = n.now
         FROM (SELECT ${NOW} AS now) n WHERE id = $2 AND status = 'failed'`,
        [clock(), id],
      );
      return rowCount === 1;
    },
    async erasePersonalData(id) {
      // The UPDATE waits for a worker's row lock, so it sees whether the row is being sent.
      const { rows } = await query(
        `WITH erased AS (
           UPDATE feedback SET email = '', description = '', erased_at = n.now, updated_at = n.now,
             status = CASE WHEN status IN ('queued', 'failed') THEN 'stored' ELSE status END
           FROM (SELECT ${NOW} AS now) n
           WHERE id = $2 AND status <> 'sending' RETURNING 1)
         SELECT (SELECT count(*) FROM erased) AS erased, (SELECT count(*) FROM feedback WHERE id = $2) AS found`,
        [clock(), id],
      );
      if (Number(rows[0]?.erased) === 1) return 'erased';
      return Number(rows[0]?.found) === 1 ? 'sending' : 'unknown';
    },
    async createEditorSession(session) {
      await query(
        `INSERT INTO editor_sessions (token_hash, subject, name, csrf_token, created_at, last_seen_at)
         SELECT $2, $3, $4, $5, n.now, n.now FROM (SELECT ${NOW} AS now) n`,
        [clock(), session.tokenHash, session.subject, session.name, session.csrfToken],
      );
    },
    async touchEditorSession(tokenHash, limits) {
      const { rows } = await query(
        `UPDATE editor_sessions SET last_seen_at = n.now FROM (SELECT ${NOW} AS now) n
         WHERE token_hash = $2 AND created_at > n.now - $3 AND last_seen_at > n.now - $4
         RETURNING editor_sessions.*`,
        [clock(), tokenHash, limits.absoluteMs, limits.idleMs],
      );
      return rows[0] ? toEditorSession(rows[0]) : undefined;
    },
    async deleteEditorSession(tokenHash) {
      const { rowCount } = await query('DELETE FROM editor_sessions WHERE token_hash = $1', [tokenHash]);
      return rowCount === 1;
    },
    async appendAudit(entry) {
      await query(
        `INSERT INTO editor_audit (at, subject, name, action, feedback_id) SELECT n.now, $2, $3, $4, $5 FROM (SELECT ${NOW} AS now) n`,
        [clock(), entry.subject, entry.name, entry.action, entry.feedbackId],
      );
    },
    async listAudit(page) {
      const [list, count] = await Promise.all([
        query('SELECT * FROM editor_audit ORDER BY at DESC, id DESC LIMIT $1 OFFSET $2', [page.limit, page.offset]),
        query('SELECT count(*) AS n FROM editor_audit'),
      ]);
      return { entries: list.rows.map(toAuditEntry), total: Number(count.rows[0]?.n ?? 0) };
    },
    async purgeEditorRecords(cutoffs) {
      const { rows } = await query(
        `WITH n AS (SELECT ${NOW} AS now),
         a AS (DELETE FROM editor_audit WHERE at < $2 RETURNING 1),
         s AS (DELETE FROM editor_sessions USING n
               WHERE created_at <= n.now - $3 OR last_seen_at <= n.now - $4 RETURNING 1)
         SELECT (SELECT count(*) FROM a) AS audit, (SELECT count(*) FROM s) AS sessions`,
        [clock(), cutoffs.auditBefore, cutoffs.sessions.absoluteMs, cutoffs.sessions.idleMs],
      );
      return { audit: Number(rows[0]?.audit ?? 0), sessions: Number(rows[0]?.sessions ?? 0) };
    },
  };
}
