/**
 * The editors' part of the SQLite store (EditorStore in types.ts): the feedback list, the
 * "kontaktiert" mark, retry and erasure, sessions and the audit log. Same file, same clock and
 * same write lock as the rest of the store (sqlite.ts).
 */
import type { DatabaseSync } from 'node:sqlite';
import { toAuditEntry, toEditorFeedbackRow, toEditorSession } from './types.ts';
import type { EditorStore, EraseResult } from './types.ts';

export function sqliteEditorStore(db: DatabaseSync, now: () => number, transaction: <T>(work: () => T) => T): EditorStore {
  const filtered = (select: string) =>
    `${select} FROM feedback WHERE (?1 IS NULL OR status = ?1) AND (?2 IS NULL OR page_path = ?2)`;
  const sql = {
    list: db.prepare(`${filtered('SELECT *')} ORDER BY created_at DESC, rowid DESC LIMIT ?3 OFFSET ?4`),
    count: db.prepare(filtered('SELECT COUNT(*) AS n')),
    pages: db.prepare('SELECT DISTINCT page_path FROM feedback ORDER BY page_path'),
    get: db.prepare('SELECT * FROM feedback WHERE id = ?'),
    contacted: db.prepare('UPDATE feedback SET contacted_at = ?, updated_at = ? WHERE id = ?'),
    retry: db.prepare(
      `UPDATE feedback SET status = 'queued', next_attempt_at = ?, attempts = 0, updated_at = ?
       WHERE id = ? AND status = 'failed'`,
    ),
    erase: db.prepare(
      `UPDATE feedback SET email = '', description = '', erased_at = ?, updated_at = ?,
         status = CASE WHEN status IN ('queued', 'failed') THEN 'stored' ELSE status END
       WHERE id = ? AND status <> 'sending'`,
    ),
    status: db.prepare('SELECT status FROM feedback WHERE id = ?'),
    insertSession: db.prepare(
      `INSERT INTO editor_sessions (token_hash, subject, name, csrf_token, created_at, last_seen_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    touchSession: db.prepare(
      `UPDATE editor_sessions SET last_seen_at = ?
       WHERE token_hash = ? AND created_at > ? AND last_seen_at > ? RETURNING *`,
    ),
    deleteSession: db.prepare('DELETE FROM editor_sessions WHERE token_hash = ?'),
    purgeSessions: db.prepare('DELETE FROM editor_sessions WHERE created_at <= ? OR last_seen_at <= ?'),
    insertAudit: db.prepare('INSERT INTO editor_audit (at, subject, name, action, feedback_id) VALUES (?, ?, ?, ?, ?)'),
    listAudit: db.prepare('SELECT * FROM editor_audit ORDER BY at DESC, id DESC LIMIT ? OFFSET ?'),
    countAudit: db.prepare('SELECT COUNT(*) AS n FROM editor_audit'),
    purgeAudit: db.prepare('DELETE FROM editor_audit WHERE at < ?'),
  };

  return {
    async listFeedback(query) {
      const status = query.status ?? null;
      const page = query.pagePath ?? null;
      return {
        rows: sql.list.all(status, page, query.limit, query.offset).map(toEditorFeedbackRow),
        total: Number(sql.count.get(status, page)?.n ?? 0),
      };
    },
    async feedbackPagePaths() {
      return sql.pages.all().map((row) => String(row.page_path));
    },
    async getEditorFeedback(id) {
      const row = sql.get.get(id);
      return row ? toEditorFeedbackRow(row) : undefined;
    },
    async setContacted(id, contacted) {
      const at = now();
      return sql.contacted.run(contacted ? at : null, at, id).changes === 1;
    },
    async retryFailed(id) {
      const at = now();
      return sql.retry.run(at, at, id).changes === 1;
    },
    async erasePersonalData(id) {
      const at = now();
      return transaction((): EraseResult => {
        if (sql.erase.run(at, at, id).changes === 1) return 'erased';
        return sql.status.get(id) ? 'sending' : 'unknown';
      });
    },
    async createEditorSession(session) {
      const at = now();
      sql.insertSession.run(session.tokenHash, session.subject, session.name, session.csrfToken, at, at);
    },
    async touchEditorSession(tokenHash, limits) {
      const at = now();
      const row = sql.touchSession.get(at, tokenHash, at - limits.absoluteMs, at - limits.idleMs);
      return row ? toEditorSession(row) : undefined;
    },
    async deleteEditorSession(tokenHash) {
      return sql.deleteSession.run(tokenHash).changes === 1;
    },
    async appendAudit(entry) {
      sql.insertAudit.run(now(), entry.subject, entry.name, entry.action, entry.feedbackId);
    },
    async listAudit(page) {
      return {
        entries: sql.listAudit.all(page.limit, page.offset).map(toAuditEntry),
        total: Number(sql.countAudit.get()?.n ?? 0),
      };
    },
    async purgeEditorRecords(cutoffs) {
      const at = now();
      return transaction(() => ({
        audit: Number(sql.purgeAudit.run(cutoffs.auditBefore).changes),
        sessions: Number(sql.purgeSessions.run(at - cutoffs.sessions.absoluteMs, at - cutoffs.sessions.idleMs).changes),
      }));
    },
  };
}
