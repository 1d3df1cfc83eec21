/**
 * The deletion duties of the SQLite store beyond deletePersonalData (RetentionStore in types.ts):
 * the text of feedback that never reached openCode, and the bookkeeping of the confidential issues
 * the service deletes on openCode. Same file and clock as the rest of the store (sqlite.ts).
 */
import type { DatabaseSync } from 'node:sqlite';
import { toIssueDueForDeletion } from './types.ts';
import type { ConfidentialIssue, RetentionStore } from './types.ts';

export function sqliteRetentionStore(db: DatabaseSync, now: () => number): RetentionStore {
  const sql = {
    deleteUnpublishedTexts: db.prepare(
      `UPDATE feedback SET description = '', updated_at = ?,
         status = CASE WHEN status IN ('queued', 'failed') THEN 'stored' ELSE status END
       WHERE description <> '' AND status IN ('stored', 'queued', 'failed') AND created_at < ?`,
    ),
    confidential: db.prepare(
      `SELECT id, project_id, issue_iid FROM feedback
       WHERE status = 'published' AND issue_iid IS NOT NULL AND issue_deleted_at IS NULL
         AND EXISTS (SELECT 1 FROM json_each(feedback.labels) AS label WHERE label.value IN (SELECT value FROM json_each(?)))
       ORDER BY created_at`,
    ),
    deleted: db.prepare('UPDATE feedback SET issue_deleted_at = ?, issue_deletion_refused_at = NULL, updated_at = ? WHERE id = ?'),
    refused: db.prepare(
      `UPDATE feedback SET issue_closed_at = ?1,
         issue_deletion_refused_at = CASE WHEN ?1 IS NULL THEN NULL ELSE COALESCE(issue_deletion_refused_at, ?2) END,
         updated_at = ?2
       WHERE id = ?3`,
    ),
    due: db.prepare(
      `SELECT id, project_id, issue_iid, issue_url, issue_closed_at, issue_deletion_refused_at FROM feedback
       WHERE issue_deletion_refused_at IS NOT NULL AND issue_deleted_at IS NULL
       ORDER BY issue_closed_at, id`,
    ),
  };
  return {
    async deleteUnpublishedTexts(receivedBefore) {
      return Number(sql.deleteUnpublishedTexts.run(now(), receivedBefore).changes);
    },
    async confidentialIssues(labels) {
      return sql.confidential.all(JSON.stringify(labels)).map(
        (row): ConfidentialIssue => ({ id: String(row.id), projectId: Number(row.project_id), issueIid: Number(row.issue_iid) }),
      );
    },
    async markIssueDeleted(id) {
      const at = now();
      sql.deleted.run(at, at, id);
    },
    async setIssueDeletionRefused(id, closedAt) {
      sql.refused.run(closedAt, now(), id);
    },
    async issuesDueForDeletion() {
      return sql.due.all().map(toIssueDueForDeletion);
    },
  };
}
