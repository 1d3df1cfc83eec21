/**
 * The store's simple half, written once for SQLite and PostgreSQL (ADR 0011): the editors' area
 * (Redaktion: list, "kontaktiert", retry, erasure, sessions, audit log), the answers to "War diese
 * Seite hilfreich?", the requests for a peer review, the deletion duties and the plain reads. Each statement is one text in the
 * shared form of dialect.ts; the stores run it through their drivers with their clocks.
 */
import type { SqlDb } from './dialect.ts';
import { REVIEW_CLOSED_STATES, REVIEW_DRAFT_OPEN_STATES, REVIEW_REVIEWERS, REVIEW_SCHEDULED_STATE, reviewPredecessors, type ReviewState } from '@servicestandard/feedback-api';
import {
  emptyCounts,
  toAuditEntry,
  toEditorFeedbackRow,
  toEditorReviewRow,
  toEditorSession,
  toFeedbackRow,
  toHelpfulTotal,
  toHelpfulWeek,
  toIssueDueForDeletion,
  toReviewer,
  toReviewRequestRow,
  toAssignedReview,
  toCriterionDraft,
} from './types.ts';
import type {
  ConfidentialIssue,
  EditorStore,
  FeedbackQuery,
  FeedbackStatus,
  FeedbackStore,
  RetentionStore,
  ReviewAgreementStore,
  ReviewAssessmentStore,
  ReviewPlanningStore,
  ReviewPublicationStore,
  ReviewQuery,
  ReviewStore,
} from './types.ts';

/** What common.ts implements of FeedbackStore; the stores add the hot paths. */
export type CommonStore = EditorStore &
  RetentionStore &
  ReviewStore &
  ReviewPlanningStore &
  ReviewAssessmentStore &
  ReviewPublicationStore &
  ReviewAgreementStore &
  Pick<FeedbackStore, 'getFeedback' | 'countByStatus' | 'purgeExpired' | 'countHelpful' | 'helpfulTotals' | 'helpfulByWeek' | 'deletePersonalData'>;

/**
 * The filter of the editors' list: one text for every combination, a filter left out is null.
 * Written out per combination instead (`WHERE status = $1`), SQLite took the outbox's index on
 * status and sorted every matching row: 10 instead of 1.6 ms for 50 of 500 rows.
 */
const FEEDBACK_FILTER = `WHERE (CAST($1 AS text) IS NULL OR status = $1) AND (CAST($2 AS text) IS NULL OR page_path = $2)
  AND (CAST($3 AS integer) IS NULL OR (contacted_at IS NOT NULL) = ($3 = 1))`;
const feedbackFilterValues = (query: FeedbackQuery) => [
  query.status ?? null,
  query.pagePath ?? null,
  query.contacted === undefined ? null : Number(query.contacted),
];

const count = (rows: Record<string, unknown>[]) => Number(rows[0]?.n ?? 0);

/** The closing states as SQL text (constants of the contract, no input). */
const CLOSED_STATES = REVIEW_CLOSED_STATES.map((state) => `'${state}'`).join(', ');
/** The reviewers' draft of request $1 is open: the check and the write are one statement. */
const DRAFT_OPEN = `EXISTS (SELECT 1 FROM review_requests WHERE id = $1 AND closed_at IS NULL AND state IN (${REVIEW_DRAFT_OPEN_STATES.map((state) => `'${state}'`).join(', ')}))`;

/** States as SQL text (constants of the contract, no input). */
const sqlList = (states: readonly ReviewState[]) => states.map((state) => `'${state}'`).join(', ');

/**
 * The Redaktion's list of requests: one text for every combination of filters, as for feedback.
 * The day as text (PostgreSQL's date would arrive as a local-time Date), with the reviewers' count.
 */
const REVIEW_COLUMNS = `review_requests.*, CAST(scheduled_for AS text) AS scheduled_day,
  (SELECT COUNT(*) FROM review_reviewers WHERE review_reviewers.request_id = review_requests.id) AS reviewer_count`;
const REVIEW_FILTER = `WHERE (CAST($1 AS text) IS NULL OR state = $1) AND (CAST($2 AS text) IS NULL OR level = $2)
  AND (CAST($3 AS text) IS NULL OR phase = $3)`;
const reviewFilterValues = (query: ReviewQuery) => [query.state ?? null, query.level ?? null, query.phase ?? null];

/** The seats of a request's reviewers, 1 to REVIEW_REVIEWERS.max, as a table (a constant of the contract). */
const SEATS = Array.from({ length: REVIEW_REVIEWERS.max }, (_, index) => `SELECT ${index + 1} AS seat`).join(' UNION ALL ');

export function commonStore(db: SqlDb): CommonStore {
  const { sql } = db;
  const getReviewRequest: CommonStore['getReviewRequest'] = async (id) => {
    const [row] = await db.all(`SELECT ${REVIEW_COLUMNS} FROM review_requests WHERE id = $1`, [id]);
    return row ? toEditorReviewRow(row) : undefined;
  };
  const listReviewers: CommonStore['listReviewers'] = async (requestId) => {
    const rows = await db.all('SELECT * FROM review_reviewers WHERE request_id = $1 ORDER BY assigned_at, seat', [requestId]);
    return rows.map(toReviewer);
  };
  return {
    async getFeedback(id) {
      const [row] = await db.all('SELECT * FROM feedback WHERE id = $1', [id]);
      return row ? toFeedbackRow(row) : undefined;
    },
    async countByStatus() {
      const counts = emptyCounts();
      for (const row of await db.all('SELECT status, COUNT(*) AS n FROM feedback GROUP BY status')) {
        counts[row.status as FeedbackStatus] = Number(row.n);
      }
      return counts;
    },
    purgeExpired() {
      return db.run('DELETE FROM rate_limits WHERE window_start < {now} - 3600000');
    },

    async countHelpful(pagePath, answer) {
      await db.run(
        `INSERT INTO helpful_counts (page_path, day, yes_count, no_count) VALUES ($1, ${sql.day('{now}')}, $2, $3)
         ON CONFLICT (page_path, day) DO UPDATE SET yes_count = helpful_counts.yes_count + excluded.yes_count,
           no_count = helpful_counts.no_count + excluded.no_count`,
        [pagePath, answer === 'ja' ? 1 : 0, answer === 'nein' ? 1 : 0],
        { batched: true },
      );
    },
    async helpfulTotals() {
      const rows = await db.all(
        `SELECT page_path, SUM(yes_count) AS ja, SUM(no_count) AS nein,
           ${sql.dayText('MIN(day)')} AS first_day, ${sql.dayText('MAX(day)')} AS last_day
         FROM helpful_counts GROUP BY page_path ORDER BY page_path${sql.bytewise}`,
      );
      return rows.map(toHelpfulTotal);
    },
    async helpfulByWeek(query = {}) {
      const onePage = query.pagePath !== undefined;
      const rows = await db.all(
        `SELECT page_path, ${sql.isoWeek('day')} AS week, SUM(yes_count) AS ja, SUM(no_count) AS nein
         FROM helpful_counts ${onePage ? 'WHERE page_path = $1' : ''}
         GROUP BY page_path, week ORDER BY week DESC, page_path${sql.bytewise}`,
        onePage ? [query.pagePath] : [],
      );
      return rows.map(toHelpfulWeek);
    },

    // The deletion duties run as separate statements: each is complete on its own, and a run
    // that stops halfway is finished by the next.
    async deletePersonalData(cutoffs) {
      const emails = await db.run(`UPDATE feedback SET email = '', updated_at = {now} WHERE email <> '' AND created_at < $1`, [
        cutoffs.emailsReceivedBefore,
      ]);
      const texts = await db.run(
        `UPDATE feedback SET description = '', updated_at = {now}
         WHERE description <> '' AND status = 'published' AND published_at < $1`,
        [cutoffs.textsPublishedBefore],
      );
      const records = await db.run('DELETE FROM rate_limits WHERE window_start < $1', [cutoffs.recordsBefore]);
      return { emails, texts, records };
    },
    deleteUnpublishedTexts(receivedBefore) {
      return db.run(
        `UPDATE feedback SET description = '', updated_at = {now},
           status = CASE WHEN status IN ('queued', 'failed') THEN 'stored' ELSE status END
         WHERE description <> '' AND status IN ('stored', 'queued', 'failed') AND created_at < $1`,
        [receivedBefore],
      );
    },
    async confidentialIssues(labels) {
      const rows = await db.all(
        `SELECT id, project_id, issue_iid FROM feedback
         WHERE status = 'published' AND issue_iid IS NOT NULL AND issue_deleted_at IS NULL
           AND ${sql.sharesElement('feedback.labels', '$1')}
         ORDER BY created_at`,
        [JSON.stringify(labels)],
      );
      return rows.map((row): ConfidentialIssue => ({ id: String(row.id), projectId: Number(row.project_id), issueIid: Number(row.issue_iid) }));
    },
    async markIssueDeleted(id) {
      await db.run('UPDATE feedback SET issue_deleted_at = {now}, issue_deletion_refused_at = NULL, updated_at = {now} WHERE id = $1', [id]);
    },
    async setIssueDeletionRefused(id, closedAt) {
      await db.run(
        `UPDATE feedback SET issue_closed_at = CAST($2 AS bigint),
           issue_deletion_refused_at = CASE WHEN CAST($2 AS bigint) IS NULL THEN NULL ELSE COALESCE(issue_deletion_refused_at, {now}) END,
           updated_at = {now}
         WHERE id = $1`,
        [id, closedAt],
      );
    },
    async issuesDueForDeletion() {
      const rows = await db.all(
        `SELECT id, project_id, issue_iid, issue_url, issue_closed_at, issue_deletion_refused_at FROM feedback
         WHERE issue_deletion_refused_at IS NOT NULL AND issue_deleted_at IS NULL
         ORDER BY issue_closed_at, id`,
      );
      return rows.map(toIssueDueForDeletion);
    },

    async listFeedback(query) {
      const values = feedbackFilterValues(query);
      const [rows, total] = await Promise.all([
        db.all(`SELECT * FROM feedback ${FEEDBACK_FILTER} ORDER BY ${sql.newestFeedbackFirst} LIMIT $4 OFFSET $5`, [
          ...values,
          query.limit,
          query.offset,
        ]),
        db.all(`SELECT COUNT(*) AS n FROM feedback ${FEEDBACK_FILTER}`, values),
      ]);
      return { rows: rows.map(toEditorFeedbackRow), total: count(total) };
    },
    async feedbackPagePaths() {
      const rows = await db.all('SELECT DISTINCT page_path FROM feedback ORDER BY page_path');
      return rows.map((row) => String(row.page_path));
    },
    async getEditorFeedback(id) {
      const [row] = await db.all('SELECT * FROM feedback WHERE id = $1', [id]);
      return row ? toEditorFeedbackRow(row) : undefined;
    },
    async setContacted(id, contacted) {
      const mark = contacted ? '{now}' : 'NULL';
      return (await db.run(`UPDATE feedback SET contacted_at = ${mark}, updated_at = {now} WHERE id = $1`, [id])) === 1;
    },
    async retryFailed(id) {
      const changed = await db.run(
        `UPDATE feedback SET status = 'queued', next_attempt_at = {now}, attempts = 0, updated_at = {now}
         WHERE id = $1 AND status = 'failed'`,
        [id],
      );
      return changed === 1;
    },
    async erasePersonalData(id) {
      // On PostgreSQL the UPDATE waits for a worker's row lock, so it sees whether the row is being
      // sent. Rows are never deleted, so a row it left alone exists: a worker was sending it.
      const erased = await db.run(
        `UPDATE feedback SET email = '', description = '', erased_at = {now}, updated_at = {now},
           status = CASE WHEN status IN ('queued', 'failed') THEN 'stored' ELSE status END
         WHERE id = $1 AND status <> 'sending'`,
        [id],
      );
      if (erased === 1) return 'erased';
      return (await db.all('SELECT 1 AS found FROM feedback WHERE id = $1', [id])).length === 1 ? 'sending' : 'unknown';
    },

    // Two statements, not one transaction (this half has none): the one-time value first. Should
    // the second fail, the value is spent and nothing is stored; the error page's form to send
    // again carries a fresh token, and the script fetches a fresh challenge.
    async acceptReviewRequest(use, r) {
      const [table, column, value] = use.kind === 'challenge' ? ['used_challenges', 'challenge', use.challenge] : ['used_form_tokens', 'nonce', use.nonce];
      const used = await db.run(`INSERT INTO ${table} (${column}, expires_at) VALUES ($1, $2) ON CONFLICT (${column}) DO NOTHING`, [value, use.expiresAt]);
      if (used !== 1) return 'used';
      await db.run(
        `INSERT INTO review_requests (id, status_token_hash, state, service, authority, level, phase, goal, criteria, time_windows,
           contact_name, contact_email, selbstcheck, created_at, updated_at)
         VALUES ($1, $2, 'eingegangen', $3, $4, $5, $6, $7, ${sql.json('$8')}, $9, $10, $11, ${sql.json('$12')}, {now}, {now})`,
        [
          r.id,
          r.statusTokenHash,
          r.service,
          r.authority,
          r.level,
          r.phase,
          r.goal,
          JSON.stringify(r.criteria),
          r.timeWindows,
          r.contactName,
          r.contactEmail,
          r.selbstcheck === null ? null : JSON.stringify(r.selbstcheck),
        ],
      );
      return 'accepted';
    },
    async getReviewRequestByTokenHash(tokenHash) {
      const [row] = await db.all('SELECT * FROM review_requests WHERE status_token_hash = $1', [tokenHash]);
      return row ? toReviewRequestRow(row) : undefined;
    },
    async setReviewState(id, state) {
      const changed = await db.run(
        `UPDATE review_requests SET state = CAST($1 AS text), updated_at = {now},
           closed_at = CASE WHEN CAST($1 AS text) IN (${CLOSED_STATES}) THEN COALESCE(closed_at, {now}) ELSE NULL END
         WHERE id = $2`,
        [state, id],
      );
      return changed === 1;
    },
    async listReviewRequests(query) {
      const values = reviewFilterValues(query);
      const [rows, total] = await Promise.all([
        db.all(`SELECT ${REVIEW_COLUMNS} FROM review_requests ${REVIEW_FILTER} ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`, [
          ...values,
          query.limit,
          query.offset,
        ]),
        db.all(`SELECT COUNT(*) AS n FROM review_requests ${REVIEW_FILTER}`, values),
      ]);
      return { rows: rows.map(toEditorReviewRow), total: count(total) };
    },
    getReviewRequest,
    // One statement: the way (REVIEW_TRANSITIONS) and the reviewers are checked where the row
    // changes, so two editors changing one request at once cannot take a way that is not there.
    async changeReviewState(id, to, scheduledFor = null) {
      const from = reviewPredecessors(to);
      const scheduled = to === REVIEW_SCHEDULED_STATE;
      if (scheduled && !scheduledFor) throw new RangeError('the state terminiert needs its day');
      const changed =
        from.length === 0
          ? 0
          : await db.run(
              `UPDATE review_requests SET state = CAST($1 AS text), updated_at = {now},
                 scheduled_for = CASE WHEN CAST($1 AS text) = '${REVIEW_SCHEDULED_STATE}' THEN $2
                   WHEN CAST($1 AS text) = 'in-planung' THEN NULL ELSE scheduled_for END,
                 closed_at = CASE WHEN CAST($1 AS text) IN (${CLOSED_STATES}) THEN COALESCE(closed_at, {now}) ELSE NULL END
               WHERE id = $3 AND state IN (${sqlList(from)})
                 AND (CAST($1 AS text) <> '${REVIEW_SCHEDULED_STATE}'
                   OR (SELECT COUNT(*) FROM review_reviewers WHERE request_id = $3) >= ${REVIEW_REVIEWERS.min})
                 AND (CAST($1 AS text) <> 'veroeffentlicht' OR published_at IS NOT NULL)`,
              [to, scheduled ? scheduledFor : null, id],
            );
      if (changed === 1) return 'changed';
      const row = await getReviewRequest(id);
      if (!row) return 'unknown';
      if (!from.includes(row.state)) return 'not-allowed';
      return to === 'veroeffentlicht' ? 'not-sent' : 'too-few-reviewers';
    },
    listReviewers,
    // The free seat with the lowest number; the unique seat per request keeps two editors adding
    // at once from a fifth reviewer, the key (request, sub) from one account twice. An insert that
    // lost a seat to another one at the same moment tries the next free seat.
    async addReviewer(requestId, reviewer) {
      for (let attempt = 0; attempt < REVIEW_REVIEWERS.max; attempt++) {
        const added = await db.run(
          `INSERT INTO review_reviewers (request_id, seat, sub, name, assigned_at, assigned_by, assigned_by_name)
           SELECT $1, seats.seat, $2, $3, {now}, $4, $5 FROM (${SEATS}) AS seats
           WHERE seats.seat NOT IN (SELECT seat FROM review_reviewers WHERE request_id = $1)
             AND EXISTS (SELECT 1 FROM review_requests WHERE id = $1 AND closed_at IS NULL)
           ORDER BY seats.seat LIMIT 1
           ON CONFLICT DO NOTHING`,
          [requestId, reviewer.sub, reviewer.name, reviewer.assignedBy, reviewer.assignedByName],
        );
        if (added === 1) return 'added';
        const row = await getReviewRequest(requestId);
        if (!row) return 'unknown';
        if (row.closedAt !== null) return 'closed';
        const reviewers = await listReviewers(requestId);
        if (reviewers.some((r) => r.sub === reviewer.sub)) return 'duplicate';
        if (reviewers.length >= REVIEW_REVIEWERS.max) return 'full';
      }
      return 'full';
    },
    async removeReviewer(requestId, sub) {
      const removed = await db.run(
        `DELETE FROM review_reviewers WHERE request_id = $1 AND sub = $2
           AND ((SELECT state FROM review_requests WHERE id = $1) <> '${REVIEW_SCHEDULED_STATE}'
             OR (SELECT COUNT(*) FROM review_reviewers WHERE request_id = $1) > ${REVIEW_REVIEWERS.min})`,
        [requestId, sub],
      );
      if (removed === 1) return 'removed';
      if (!(await getReviewRequest(requestId))) return 'unknown';
      return (await listReviewers(requestId)).some((r) => r.sub === sub) ? 'too-few' : 'not-assigned';
    },

    // The reviewers' shared draft (issue 34, item 5). The version check and the write are one
    // statement: of two saves based on one version, the second INSERT finds the row (PostgreSQL:
    // waits for the first and then does nothing), the second UPDATE no longer finds the version.
    async listReviewDraft(requestId) {
      const rows = await db.all('SELECT * FROM review_assessments WHERE request_id = $1 ORDER BY criterion', [requestId]);
      return rows.map(toCriterionDraft);
    },
    async saveCriterionDraft(requestId, assessment, expectedVersion, by) {
      if (!Number.isSafeInteger(expectedVersion) || expectedVersion < 0) throw new RangeError(`expected version ${expectedVersion} is no version`);
      const requirements = JSON.stringify(
        assessment.requirements.map((r) => ({ id: r.id, rating: r.rating, reasoning: r.reasoning, recommendation: r.recommendation })),
      );
      const values = [requestId, assessment.criterion, assessment.summary, assessment.strengths, requirements, by.sub, by.name];
      const changed =
        expectedVersion === 0
          ? await db.run(
              `INSERT INTO review_assessments (request_id, criterion, summary, strengths, requirements, version, updated_at, updated_by_sub, updated_by_name)
               SELECT $1, $2, $3, $4, ${sql.json('$5')}, 1, {now}, $6, $7 WHERE ${DRAFT_OPEN}
               ON CONFLICT (request_id, criterion) DO NOTHING`,
              values,
            )
          : await db.run(
              `UPDATE review_assessments SET summary = $3, strengths = $4, requirements = ${sql.json('$5')}, version = version + 1,
                 updated_at = {now}, updated_by_sub = $6, updated_by_name = $7
               WHERE request_id = $1 AND criterion = $2 AND version = $8 AND ${DRAFT_OPEN}`,
              [...values, expectedVersion],
            );
      if (changed === 1) return { saved: true, version: expectedVersion + 1 };
      if ((await db.all(`SELECT 1 AS found WHERE ${DRAFT_OPEN}`, [requestId])).length === 0) return { saved: false, closed: true };
      const [row] = await db.all('SELECT * FROM review_assessments WHERE request_id = $1 AND criterion = $2', [requestId, assessment.criterion]);
      if (!row) throw new RangeError(`criterion ${assessment.criterion} of request ${requestId} has no version ${expectedVersion}`);
      return { saved: false, current: toCriterionDraft(row) };
    },
    async setReviewerConsent(requestId, sub, consent) {
      const changed = await db.run('UPDATE review_reviewers SET named_consent = (CAST($3 AS integer) = 1) WHERE request_id = $1 AND sub = $2', [
        requestId,
        sub,
        consent ? 1 : 0,
      ]);
      return changed === 1;
    },
    async listReviewsAssignedTo(sub) {
      const rows = await db.all(
        `SELECT review_requests.id, service, authority, state, CAST(scheduled_for AS text) AS scheduled_day
         FROM review_requests JOIN review_reviewers ON review_reviewers.request_id = review_requests.id
         WHERE review_reviewers.sub = $1
         ORDER BY review_requests.created_at DESC, review_requests.id DESC`,
        [sub],
      );
      return rows.map(toAssignedReview);
    },
    // Publication of a report (issue 34, item 7).
    async startReviewPublication(requestId, report) {
      const changed = await db.run(
        `UPDATE review_requests SET publication_report = $2, publication_failed_at = NULL, updated_at = {now}
         WHERE id = $1 AND state = 'bericht-abgestimmt' AND publish = TRUE AND published_at IS NULL`,
        [requestId, report],
      );
      return changed === 1;
    },
    async failReviewPublication(requestId) {
      await db.run('UPDATE review_requests SET publication_failed_at = {now}, updated_at = {now} WHERE id = $1 AND published_at IS NULL', [requestId]);
    },
    // Once, and only for an agreed report. The request stays 'bericht-abgestimmt': the report is
    // public only after the merge and the next build, and the Redaktion then sets 'veroeffentlicht'.
    async recordReviewPublication(requestId, publication) {
      const target = publication.kind === 'merge-request' ? publication.url : publication.path;
      const branch = publication.kind === 'merge-request' ? publication.branch : null;
      const changed = await db.run(
        `UPDATE review_requests SET updated_at = {now},
           publication_kind = $2, publication_target = $3, publication_branch = $4, published_at = {now}, publication_failed_at = NULL
         WHERE id = $1 AND state = 'bericht-abgestimmt' AND publish = TRUE AND published_at IS NULL`,
        [requestId, publication.kind, target, branch],
      );
      if (changed === 1) return 'published';
      const [row] = await db.all('SELECT state, published_at FROM review_requests WHERE id = $1', [requestId]);
      if (!row) return 'unknown';
      return row.published_at == null ? 'not-agreed' : 'already';
    },
    // The team's answer to the draft report (issue 34, item 6): once, from 'begutachtet' only.
    async recordReviewAgreement(requestId, answer) {
      const bool = (value: boolean) => (value ? 'TRUE' : 'FALSE');
      const changed = await db.run(
        `UPDATE review_requests SET state = 'bericht-abgestimmt', agreed_at = {now}, updated_at = {now},
           publish = ${bool(answer.publish)}, withhold_name = ${bool(answer.withholdName)}${answer.publish ? '' : ', closed_at = {now}'}
         WHERE id = $1 AND state = 'begutachtet' AND agreed_at IS NULL`,
        [requestId],
      );
      if (changed === 1) return 'recorded';
      return (await db.all('SELECT 1 AS found FROM review_requests WHERE id = $1', [requestId])).length === 1 ? 'closed' : 'unknown';
    },
    async deleteReviewContacts(closedBefore) {
      // The reviewers' seats and their draft go with the contact data. Deleted first and by the
      // closing date alone, so a run that stops half-way is finished by the next one.
      const closed = 'SELECT id FROM review_requests WHERE closed_at < $1';
      await db.run(`DELETE FROM review_assessments WHERE request_id IN (${closed})`, [closedBefore]);
      await db.run(`DELETE FROM review_reviewers WHERE request_id IN (${closed})`, [closedBefore]);
      return db.run(
        `UPDATE review_requests SET contact_name = '', contact_email = '', publication_report = NULL, contact_erased_at = {now}, updated_at = {now}
         WHERE closed_at < $1 AND contact_erased_at IS NULL`,
        [closedBefore],
      );
    },

    async createEditorSession(session) {
      await db.run(
        `INSERT INTO editor_sessions (token_hash, subject, name, csrf_token, role, created_at, last_seen_at)
         VALUES ($1, $2, $3, $4, $5, {now}, {now})`,
        [session.tokenHash, session.subject, session.name, session.csrfToken, session.role],
      );
    },
    async touchEditorSession(tokenHash, limits) {
      const [row] = await db.all(
        `UPDATE editor_sessions SET last_seen_at = {now}
         WHERE token_hash = $1 AND created_at > {now} - $2 AND last_seen_at > {now} - $3 RETURNING *`,
        [tokenHash, limits.absoluteMs, limits.idleMs],
      );
      return row ? toEditorSession(row) : undefined;
    },
    async deleteEditorSession(tokenHash) {
      return (await db.run('DELETE FROM editor_sessions WHERE token_hash = $1', [tokenHash])) === 1;
    },
    async appendAudit(entry) {
      await db.run('INSERT INTO editor_audit (at, subject, name, action, feedback_id, review_request_id, detail) VALUES ({now}, $1, $2, $3, $4, $5, $6)', [
        entry.subject,
        entry.name,
        entry.action,
        entry.feedbackId,
        entry.reviewRequestId ?? null,
        entry.detail ?? null,
      ]);
    },
    async listAudit(page) {
      const [entries, total] = await Promise.all([
        db.all('SELECT * FROM editor_audit ORDER BY at DESC, id DESC LIMIT $1 OFFSET $2', [page.limit, page.offset]),
        db.all('SELECT COUNT(*) AS n FROM editor_audit'),
      ]);
      return { entries: entries.map(toAuditEntry), total: count(total) };
    },
    async purgeEditorRecords(cutoffs) {
      const audit = await db.run('DELETE FROM editor_audit WHERE at < $1', [cutoffs.auditBefore]);
      const sessions = await db.run('DELETE FROM editor_sessions WHERE created_at <= {now} - $1 OR last_seen_at <= {now} - $2', [
        cutoffs.sessions.absoluteMs,
        cutoffs.sessions.idleMs,
      ]);
      return { audit, sessions };
    },
  };
}
