/**
 * The deletion duties of the PostgreSQL store beyond deletePersonalData (RetentionStore in
 * types.ts): the text of feedback that never reached openCode, and the bookkeeping of the
 * confidential issues the service deletes on openCode. Times come from the database clock like
 * everywhere in this store; `$1` is the clock a test injects (null: the database's).
 */
import type pg from 'pg';
import { toIssueDueForDeletion } from './types.ts';
import type { ConfidentialIssue, RetentionStore } from './types.ts';

type Query = (text: string, values?: unknown[]) => Promise<pg.QueryResult<Record<string, unknown>>>;

const NOW = 'COALESCE($1::bigint, feedback_now_ms())';

export function postgresRetentionStore(query: Query, clock: () => number | null): RetentionStore {
  return {
    async deleteUnpublishedTexts(receivedBefore) {
      const { rowCount } = await query(
        `UPDATE feedback SET description = '', updated_at = ${NOW},
           status = CASE WHEN status IN ('queued', 'failed') THEN 'stored' ELSE status END
         WHERE description <> '' AND status IN ('stored', 'queued', 'failed') AND created_at < $2`,
        [clock(), receivedBefore],
      );
      return rowCount ?? 0;
    },
    async confidentialIssues(labels) {
      const { rows } = await query(
        `SELECT id, project_id, issue_iid FROM feedback
         WHERE status = 'published' AND issue_iid IS NOT NULL AND issue_deleted_at IS NULL AND labels ?| $1::text[]
         ORDER BY created_at`,
        [labels],
      );
      return rows.map((row): ConfidentialIssue => ({ id: String(row.id), projectId: Number(row.project_id), issueIid: Number(row.issue_iid) }));
    },
    async markIssueDeleted(id) {
      await query(`UPDATE feedback SET issue_deleted_at = ${NOW}, issue_deletion_refused_at = NULL, updated_at = ${NOW} WHERE id = $2`, [clock(), id]);
    },
    async setIssueDeletionRefused(id, closedAt) {
      await query(
        `UPDATE feedback SET issue_closed_at = $3::bigint,
           issue_deletion_refused_at = CASE WHEN $3::bigint IS NULL THEN NULL ELSE COALESCE(issue_deletion_refused_at, ${NOW}) END,
           updated_at = ${NOW}
         WHERE id = $2`,
        [clock(), id, closedAt],
      );
    },
    async issuesDueForDeletion() {
      const { rows } = await query(
        `SELECT id, project_id, issue_iid, issue_url, issue_closed_at, issue_deletion_refused_at FROM feedback
         WHERE issue_deletion_refused_at IS NOT NULL AND issue_deleted_at IS NULL
         ORDER BY issue_closed_at, id`,
      );
      return rows.map(toIssueDueForDeletion);
    },
  };
}
