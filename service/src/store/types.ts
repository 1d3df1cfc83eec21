/**
 * What the feedback service keeps durably: used challenges, feedback with its outbox state, the
 * rate-limit counters and the answers to "War diese Seite hilfreich?" per page and day, behind one async interface (FeedbackStore) that both stores implement.
 * The row mappers live here because both stores read the same columns.
 */
import type { ReviewLevel, ReviewPhase, ReviewState, SelbstcheckExport } from '@servicestandard/feedback-api';
import type { CriterionAssessment, RequirementAssessment } from '@servicestandard/pruefbericht';

export type FeedbackStatus = 'stored' | 'queued' | 'sending' | 'published' | 'failed';

export interface NewFeedback {
  id: string;
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
  /** Set by the store's clock when the feedback was accepted. */
  createdAt: number;
  status: FeedbackStatus;
  attempts: number;
  nextAttemptAt: number;
  leaseUntil: number | null;
  /** The last attempt may have created the issue (timeout, lost connection, dead process). */
  outcomeUnknown: boolean;
  issueUrl: string | null;
  issueIid: number | null;
  /** When the outbox handed the feedback to openCode; null until then. */
  publishedAt: number | null;
  lastError: string | null;
}

/** A row taken for sending; only the holder of `leaseToken` may finish it. */
export interface ClaimedRow extends FeedbackRow {
  leaseToken: string;
}

export interface Lease {
  id: string;
  leaseToken: string;
}

/** A challenge being used (see challenges.ts): the store remembers it until `expiresAt` (epoch ms). */
export interface ChallengeUse {
  challenge: string;
  expiresAt: number;
}

/**
 * How long past its expiry a one-time value (a challenge, a sign-in state) stays remembered as
 * used: the service checks expiry by its own clock, the store forgets by the store's, and an
 * instance whose clock runs this much behind the database's must not see it unused again.
 */
export const CLOCK_SKEW_MARGIN_MS = 60_000;

/** A form token being used: its random nonce and when the token expires (epoch ms). */
export interface FormTokenUse {
  nonce: string;
  expiresAt: number;
}

export type StatusCounts = Record<FeedbackStatus, number>;

export interface RateLimitHit {
  /**
   * Requests in the current window, this call's included: the call's numbers in the window are
   * `count - hits + 1` to `count`.
   */
  count: number;
  /** Until the window ends. */
  resetInMs: number;
}

export interface RetentionCutoffs {
  /** E-mail addresses of feedback received before this time are deleted. */
  emailsReceivedBefore: number;
  /**
   * The service's copy of the text of feedback handed to openCode before this time is deleted
   * (the issue keeps it); feedback not yet handed over keeps its text, it is the only copy.
   */
  textsPublishedBefore: number;
  /** Rate-limit windows (client pseudonyms with times) older than this go. */
  recordsBefore: number;
}

/** One answer to "War diese Seite hilfreich?". */
export type HelpfulAnswer = 'ja' | 'nein';

/** The answers of one page since its first. */
export interface HelpfulTotal {
  pagePath: string;
  ja: number;
  nein: number;
  /** First and last day with an answer, YYYY-MM-DD in UTC. */
  firstDay: string;
  lastDay: string;
}

/** The answers of one page in one ISO week (Monday to Sunday, UTC days). */
export interface HelpfulWeek {
  pagePath: string;
  /** ISO 8601 week, e.g. 2026-W47: the year is the ISO week-numbering year (2027-01-01 is in 2026-W53). */
  week: string;
  ja: number;
  nein: number;
}

/** What one run of the deletion duties removed: e-mail addresses, feedback texts, client records. */
export interface DeletedPersonalData {
  emails: number;
  texts: number;
  records: number;
}

/** The feedback service's store; the editors' area (Redaktion) reads and changes it through EditorStore. */
export interface FeedbackStore extends EditorStore, RetentionStore, ReviewStore, ReviewPlanningStore, ReviewAssessmentStore, ReviewPublicationStore, ReviewAgreementStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Throws when the store cannot answer. */
  ping(): Promise<void>;
  /** The store's clock in epoch milliseconds. */
  now(): Promise<number>;
  /** Deletes rate-limit windows that began more than an hour ago; returns how many. */
  purgeExpired(): Promise<number>;
  /**
   * Atomically: records the challenge as used (once, on every instance) and inserts the feedback;
   * 'used' when it was used before (nothing is inserted). Used challenges that have expired (by the
   * store's clock) are deleted on the way.
   */
  acceptFeedback(use: ChallengeUse, feedback: NewFeedback): Promise<'accepted' | 'used'>;
  /**
   * Records the state of an editor's sign-in as used; false when it was used before (on any
   * instance). Remembered until `expiresAt`; expired ones are deleted on the way.
   */
  useSignInState(state: string, expiresAt: number): Promise<boolean>;
  /**
   * The form post without JavaScript: atomically records the form token's nonce as used (once)
   * and inserts the feedback; 'used' when the nonce was used before (nothing is inserted). Used
   * nonces whose token has expired (`expiresAt` by the store's clock) are deleted on the way.
   */
  acceptFormFeedback(token: FormTokenUse, feedback: NewFeedback): Promise<'accepted' | 'used'>;
  getFeedback(id: string): Promise<FeedbackRow | undefined>;
  countByStatus(): Promise<StatusCounts>;
  /** Counts `hits` (default 1) requests of `key` in the current fixed window of `windowMs`. */
  hitRateLimit(key: string, windowMs: number, hits?: number): Promise<RateLimitHit>;
  /** Rows stuck in 'sending' past their lease go back to the queue, outcome unknown. */
  releaseExpiredLeases(): Promise<number>;
  /** Takes the next due queued row for sending with a new lease; undefined when none is due. */
  claimNext(leaseMs: number): Promise<ClaimedRow | undefined>;
  /** Time until a queued row falls due or a lease runs out; undefined when nothing waits. */
  nextWakeInMs(): Promise<number | undefined>;
  /** The finishing calls return false when the lease was lost (expired and taken by another). */
  markPublished(lease: Lease, issue: { url: string; iid: number }): Promise<boolean>;
  reschedule(lease: Lease, retry: { delayMs: number; error: string; outcomeUnknown: boolean }): Promise<boolean>;
  markFailed(lease: Lease, error: string): Promise<boolean>;
  /** Counts one answer for the page on the store's current day (UTC); keeps nothing else. */
  countHelpful(pagePath: string, answer: HelpfulAnswer): Promise<void>;
  /** Every page with answers, sorted by path. */
  helpfulTotals(): Promise<HelpfulTotal[]>;
  /** Answers per page and ISO week, newest week first, then by path; only `pagePath` when given. */
  helpfulByWeek(query?: { pagePath?: string | undefined }): Promise<HelpfulWeek[]>;
  /** The deletion duties of the privacy statement; returns what was deleted. */
  deletePersonalData(cutoffs: RetentionCutoffs): Promise<DeletedPersonalData>;
  close(): Promise<void>;
}

type Row = Record<string, unknown>;

/** Maps a row of either store (SQLite integers, PostgreSQL bigint strings, jsonb, booleans). */
export function toFeedbackRow(row: Row): FeedbackRow {
  const num = (value: unknown) => (value == null ? null : Number(value));
  return {
    id: String(row.id),
    createdAt: Number(row.created_at),
    projectId: Number(row.project_id),
    pagePath: String(row.page_path),
    description: String(row.description),
    email: String(row.email),
    labels: typeof row.labels === 'string' ? (JSON.parse(row.labels) as string[]) : (row.labels as string[]),
    status: row.status as FeedbackStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    leaseUntil: num(row.lease_until),
    outcomeUnknown: row.outcome_unknown === 1 || row.outcome_unknown === true,
    issueUrl: typeof row.issue_url === 'string' ? row.issue_url : null,
    issueIid: num(row.issue_iid),
    publishedAt: num(row.published_at),
    lastError: typeof row.last_error === 'string' ? row.last_error : null,
  };
}

export function toClaimedRow(row: Row): ClaimedRow {
  return { ...toFeedbackRow(row), leaseToken: String(row.lease_token) };
}

/** The day of a store time, YYYY-MM-DD in UTC. */
export const utcDay = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

export function toHelpfulTotal(row: Row): HelpfulTotal {
  return {
    pagePath: String(row.page_path),
    ja: Number(row.ja),
    nein: Number(row.nein),
    firstDay: String(row.first_day),
    lastDay: String(row.last_day),
  };
}

export function toHelpfulWeek(row: Row): HelpfulWeek {
  return { pagePath: String(row.page_path), week: String(row.week), ja: Number(row.ja), nein: Number(row.nein) };
}

export function emptyCounts(): StatusCounts {
  return { stored: 0, queued: 0, sending: 0, published: 0, failed: 0 };
}

/*
 * The editors' area (Redaktion, service/src/redaktion/): what editors read and change, their
 * sessions and the audit log of their actions.
 */

/**
 * A feedback row as editors see it: with the follow-up mark and the erasure on request. The list
 * carries whole rows, so each has its description and its e-mail address ('' when none was given).
 */
export interface EditorFeedbackRow extends FeedbackRow {
  /** When an editor marked the sender as contacted; null when not. */
  contactedAt: number | null;
  /** When the personal data (e-mail address, description) was erased on request (Art. 17 DSGVO). */
  erasedAt: number | null;
}

export interface FeedbackQuery {
  status?: FeedbackStatus | undefined;
  pagePath?: string | undefined;
  /** true: only feedback marked as contacted; false: only feedback not marked. */
  contacted?: boolean | undefined;
  limit: number;
  offset: number;
}

/** 'sending': a worker holds the row right now; try again in a moment. */
export type EraseResult = 'erased' | 'unknown' | 'sending';

/**
 * What a session of the Redaktion may do: 'editor' everything, 'reviewer' (REDAKTION_REVIEWERS,
 * issue 34 item 5) only the peer reviews assigned to it.
 */
export const SESSION_ROLES = ['editor', 'reviewer'] as const;
export type SessionRole = (typeof SESSION_ROLES)[number];

export interface NewEditorSession {
  /** SHA-256 of the cookie's token (hex): a copy of the database signs nobody in. */
  tokenHash: string;
  /** Fixed at sign-in. */
  role: SessionRole;
  /** The identity provider's subject, or "lokal" for the one-time link. */
  subject: string;
  /** Shown to the editor and written to the audit log. */
  name: string;
  csrfToken: string;
}

export interface EditorSession extends NewEditorSession {
  role: SessionRole;
  createdAt: number;
  lastSeenAt: number;
}

export interface SessionLimits {
  /** Without a request for this long, the session ends. */
  idleMs: number;
  /** After this long from sign-in, the session ends whatever happens. */
  absoluteMs: number;
}

export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-out',
  'email-shown',
  'contacted',
  'not-contacted',
  'retry',
  'erase',
  'helpful-export',
  'review-state',
  'review-reviewer-added',
  'review-reviewer-removed',
  'review-draft-saved',
  'review-consent',
  'review-publication',
  'review-agreement',
  'review-handover',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The subjects of entries no signed-in person made: the team's answer on its status page
 * ('review-agreement') and the hand-over of the agreed report that follows it ('review-handover').
 * Neither can be a subject of the OpenID provider (those are numbers) nor the local sign-in's.
 */
export const AUDIT_SYSTEM_SUBJECTS = { team: 'statusseite', service: 'dienst' } as const;

/** Who did what to which feedback or peer-review request; never data of the sender. */
export interface NewAuditEntry {
  subject: string;
  name: string;
  action: AuditAction;
  feedbackId: string | null;
  /** The peer-review request the action changed; absent or null for none. */
  reviewRequestId?: string | null | undefined;
  /**
   * What changed, in the form of the action: 'review-state' the new state and, for
   * 'terminiert', its day ("terminiert 2027-01-14"); the reviewer actions the reviewer as
   * "name (sub)"; 'review-agreement' the team's answer in words; 'review-publication' and
   * 'review-handover' the merge request or file, or the error code of a failed attempt. Absent or
   * null for the other actions.
   */
  detail?: string | null | undefined;
}

export interface AuditEntry extends NewAuditEntry {
  id: number;
  /** By the store's clock. */
  at: number;
}

export interface EditorStore {
  /** Newest first, with the number of all rows that match. */
  listFeedback(query: FeedbackQuery): Promise<{ rows: EditorFeedbackRow[]; total: number }>;
  /** Every page path that has feedback, sorted. */
  feedbackPagePaths(): Promise<string[]>;
  getEditorFeedback(id: string): Promise<EditorFeedbackRow | undefined>;
  /** Sets or clears the "kontaktiert" mark; false when the feedback does not exist. */
  setContacted(id: string, contacted: boolean): Promise<boolean>;
  /** A failed row goes back to the queue, due now; false when the row is not 'failed'. */
  retryFailed(id: string): Promise<boolean>;
  /**
   * Erases the e-mail address and the description of one feedback on request. A row not yet
   * published leaves the queue for good ('stored'); a row being sent is left alone.
   */
  erasePersonalData(id: string): Promise<EraseResult>;
  createEditorSession(session: NewEditorSession): Promise<void>;
  /** The session if it is within both limits, marked as seen now; undefined otherwise. */
  touchEditorSession(tokenHash: string, limits: SessionLimits): Promise<EditorSession | undefined>;
  deleteEditorSession(tokenHash: string): Promise<boolean>;
  appendAudit(entry: NewAuditEntry): Promise<void>;
  /** Newest first. */
  listAudit(page: { limit: number; offset: number }): Promise<{ entries: AuditEntry[]; total: number }>;
  /** Deletes audit entries older than `auditBefore` and sessions past their limits. */
  purgeEditorRecords(cutoffs: { auditBefore: number; sessions: SessionLimits }): Promise<{ audit: number; sessions: number }>;
}

export function toEditorFeedbackRow(row: Row): EditorFeedbackRow {
  const num = (value: unknown) => (value == null ? null : Number(value));
  return { ...toFeedbackRow(row), contactedAt: num(row.contacted_at), erasedAt: num(row.erased_at) };
}

export function toEditorSession(row: Row): EditorSession {
  return {
    tokenHash: String(row.token_hash),
    subject: String(row.subject),
    name: String(row.name),
    csrfToken: String(row.csrf_token),
    // Only the stored word 'editor' gives the stronger role.
    role: row.role === 'editor' ? 'editor' : 'reviewer',
    createdAt: Number(row.created_at),
    lastSeenAt: Number(row.last_seen_at),
  };
}

export function toAuditEntry(row: Row): AuditEntry {
  return {
    id: Number(row.id),
    at: Number(row.at),
    subject: String(row.subject),
    name: String(row.name),
    action: row.action as AuditAction,
    feedbackId: typeof row.feedback_id === 'string' ? row.feedback_id : null,
    reviewRequestId: typeof row.review_request_id === 'string' ? row.review_request_id : null,
    detail: typeof row.detail === 'string' ? row.detail : null,
  };
}

/*
 * The deletion duties beyond deletePersonalData (plugins/retention.ts): the text of feedback that
 * never reached openCode, and the confidential issues on openCode that the service deletes.
 */

/** A published confidential issue the service has not deleted yet. */
export interface ConfidentialIssue {
  id: string;
  projectId: number;
  issueIid: number;
}

/** A closed confidential issue past its period that openCode refused to delete with the service's token. */
export interface IssueDueForDeletion {
  id: string;
  projectId: number;
  issueIid: number;
  issueUrl: string;
  /** When openCode closed the issue. */
  closedAt: number;
  /** When openCode first refused the deletion. */
  refusedAt: number;
}

export interface RetentionStore {
  /**
   * Deletes the text of feedback received before `receivedBefore` that was never handed to openCode
   * (stored, queued or failed; not while a worker sends it). Such a row leaves the queue for good
   * ('stored'), so no issue without text is created later. Returns the rows changed.
   */
  deleteUnpublishedTexts(receivedBefore: number): Promise<number>;
  /** Published feedback with one of `labels` whose issue the service has not deleted (or found gone). */
  confidentialIssues(labels: readonly string[]): Promise<ConfidentialIssue[]>;
  /** The issue is gone from openCode: deleted by the service or by someone else. */
  markIssueDeleted(id: string): Promise<void>;
  /**
   * Records that openCode refused to delete the issue closed at `closedAt` (the first refusal's
   * time is kept); `closedAt` null clears the mark (the issue was reopened or became deletable).
   */
  setIssueDeletionRefused(id: string, closedAt: number | null): Promise<void>;
  /** Issues openCode refused to delete, for the Redaktion to delete by hand; oldest closed first. */
  issuesDueForDeletion(): Promise<IssueDueForDeletion[]>;
}

export function toIssueDueForDeletion(row: Row): IssueDueForDeletion {
  return {
    id: String(row.id),
    projectId: Number(row.project_id),
    issueIid: Number(row.issue_iid),
    issueUrl: String(row.issue_url),
    closedAt: Number(row.issue_closed_at),
    refusedAt: Number(row.issue_deletion_refused_at),
  };
}

/*
 * Requests for a peer review (issue 34): taken from the team's form, read by the status page,
 * their contact data deleted after the period of the privacy statement.
 */

export type { ReviewState } from '@servicestandard/feedback-api';

/** A request as the service stores it; the status token only as its hash. */
export interface NewReviewRequest {
  id: string;
  /** SHA-256 (hex) of the status page's token. */
  statusTokenHash: string;
  service: string;
  authority: string;
  level: ReviewLevel;
  phase: ReviewPhase;
  goal: string;
  /** Criterion numbers (1 to 13) the team is unsure about, sorted. */
  criteria: number[];
  timeWindows: string;
  contactName: string;
  contactEmail: string;
  /** The attached Selbstcheck export, checked against its schema; null for none. */
  selbstcheck: SelbstcheckExport | null;
}

export interface ReviewRequestRow extends Omit<NewReviewRequest, 'statusTokenHash'> {
  state: ReviewState;
  /** By the store's clock. */
  createdAt: number;
  updatedAt: number;
  /** When the request reached a closing state; null while it is open. */
  closedAt: number | null;
  /** When the contact's name and e-mail address were deleted; null while they are kept. */
  contactErasedAt: number | null;
  /** The report's publication (issue 34, item 7): what was published and when, or the state of an attempt. */
  publication: ReviewPublicationState;
  /** The team's answer to the draft report (issue 34, item 6); null until it answered. */
  agreement: ReviewAgreement | null;
}

/** The one-time value a request is sent with: a solved challenge (JSON) or a form token (no JavaScript). */
export type ReviewRequestUse = ({ kind: 'challenge' } & ChallengeUse) | ({ kind: 'formToken' } & FormTokenUse);

export interface ReviewStore {
  /**
   * Records the one-time value as used (in the same table as feedback uses, so a challenge or
   * form token counts once for either form) and then stores the request as 'eingegangen';
   * 'used' when the value was used before (nothing is stored).
   */
  acceptReviewRequest(use: ReviewRequestUse, request: NewReviewRequest): Promise<'accepted' | 'used'>;
  /** The request whose status token has this hash. */
  getReviewRequestByTokenHash(tokenHash: string): Promise<ReviewRequestRow | undefined>;
  /**
   * Sets the state; a closing state (REVIEW_CLOSED_STATES) records when the request was closed
   * (kept when it was closed already), any other clears it. False when the request does not exist.
   */
  setReviewState(id: string, state: ReviewState): Promise<boolean>;
  /**
   * Deletes the contact's name and e-mail address of requests closed before `closedBefore`, and with
   * them the reviewers' seats and their draft; returns how many contacts.
   */
  deleteReviewContacts(closedBefore: number): Promise<number>;
}

export function toReviewRequestRow(row: Row): ReviewRequestRow {
  const num = (value: unknown) => (value == null ? null : Number(value));
  const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
  return {
    id: String(row.id),
    state: row.state as ReviewState,
    service: String(row.service),
    authority: String(row.authority),
    level: row.level as ReviewLevel,
    phase: row.phase as ReviewPhase,
    goal: String(row.goal),
    criteria: json<number[]>(row.criteria),
    timeWindows: String(row.time_windows),
    contactName: String(row.contact_name),
    contactEmail: String(row.contact_email),
    selbstcheck: row.selbstcheck == null ? null : json<SelbstcheckExport>(row.selbstcheck),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    closedAt: num(row.closed_at),
    contactErasedAt: num(row.contact_erased_at),
    publication: toReviewPublicationState(row),
    agreement: toReviewAgreement(row),
  };
}

/*
 * The Redaktion plans peer reviews (issue 34, item 4): the list of requests with filters, one
 * request with its reviewers, the changes of state along REVIEW_TRANSITIONS and the two to four
 * reviewers (REVIEW_REVIEWERS).
 */

/** A request as the Redaktion sees it: with the day of the review and how many reviewers it has. */
export interface EditorReviewRow extends ReviewRequestRow {
  /** The day of the review (YYYY-MM-DD) once it is 'terminiert'; kept after it, cleared back in 'in-planung'. */
  scheduledFor: string | null;
  reviewerCount: number;
}

export interface ReviewQuery {
  state?: ReviewState | undefined;
  level?: ReviewLevel | undefined;
  phase?: ReviewPhase | undefined;
  limit: number;
  offset: number;
}

/** A reviewer of a request: an openCode account, by its user id (the OpenID subject). */
export interface NewReviewer {
  sub: string;
  name: string;
  /** The editor who assigned the reviewer (subject and name, as in the audit log). */
  assignedBy: string;
  assignedByName: string;
}

export interface Reviewer extends NewReviewer {
  /** By the store's clock. */
  assignedAt: number;
  /** The reviewer agreed to be named in the published report (issue 34, item 5); false until then. */
  namedConsent: boolean;
}

/**
 * 'not-allowed': REVIEW_TRANSITIONS has no way from the request's state to this one;
 * 'too-few-reviewers': 'terminiert' needs REVIEW_REVIEWERS.min reviewers.
 */
export type ReviewStateChange = 'changed' | 'unknown' | 'not-allowed' | 'too-few-reviewers' | 'not-sent';

/** 'full': the request has REVIEW_REVIEWERS.max reviewers; 'closed': the request is closed. */
export type ReviewerAddition = 'added' | 'unknown' | 'closed' | 'duplicate' | 'full';

/** 'too-few': removing would leave a 'terminiert' request with fewer than REVIEW_REVIEWERS.min. */
export type ReviewerRemoval = 'removed' | 'unknown' | 'not-assigned' | 'too-few';

export interface ReviewPlanningStore {
  /** Newest first, with the number of all requests that match. */
  listReviewRequests(query: ReviewQuery): Promise<{ rows: EditorReviewRow[]; total: number }>;
  getReviewRequest(id: string): Promise<EditorReviewRow | undefined>;
  /**
   * Changes the state along REVIEW_TRANSITIONS in one statement: 'terminiert' sets the day
   * (`scheduledFor`, YYYY-MM-DD, required for it) and needs REVIEW_REVIEWERS.min reviewers,
   * 'in-planung' clears the day; 'veroeffentlicht' needs the report sent for publication
   * (recordReviewPublication; 'not-sent' otherwise); a closing state records when the request was
   * closed, as setReviewState does.
   */
  changeReviewState(id: string, to: ReviewState, scheduledFor?: string | null): Promise<ReviewStateChange>;
  /** In the order they were assigned. */
  listReviewers(requestId: string): Promise<Reviewer[]>;
  /** Adds a reviewer to an open request: at most REVIEW_REVIEWERS.max, each account once. */
  addReviewer(requestId: string, reviewer: NewReviewer): Promise<ReviewerAddition>;
  removeReviewer(requestId: string, sub: string): Promise<ReviewerRemoval>;
}

export function toEditorReviewRow(row: Row): EditorReviewRow {
  return {
    ...toReviewRequestRow(row),
    scheduledFor: typeof row.scheduled_day === 'string' ? row.scheduled_day : null,
    reviewerCount: Number(row.reviewer_count ?? 0),
  };
}

export function toReviewer(row: Row): Reviewer {
  return {
    sub: String(row.sub),
    name: String(row.name),
    assignedAt: Number(row.assigned_at),
    assignedBy: String(row.assigned_by),
    assignedByName: String(row.assigned_by_name),
    namedConsent: row.named_consent === 1 || row.named_consent === true,
  };
}

/*
 * The reviewers review (issue 34, item 5): one shared draft per request, kept per criterion with
 * a version number, so a save based on an older version than the stored one is refused; the
 * reviewers' consent to be named; the reviews assigned to one reviewer.
 */

/** A criterion of the shared draft as last saved: by whom, when, and its version (1 after the first save). */
export interface CriterionDraft extends CriterionAssessment {
  version: number;
  /** ISO 8601 (UTC) by the store's clock. */
  updatedAt: string;
  /** Name of the reviewer (or editor) who saved this version. */
  updatedBy: string;
}

/** 'saved' with the new version, or refused because the stored version is not the expected one. */
/** `closed`: the request left the states in which the draft is open (REVIEW_DRAFT_OPEN_STATES) before the write. */
export type CriterionDraftSave = { saved: true; version: number } | { saved: false; current: CriterionDraft } | { saved: false; closed: true };

/** A request as its reviewer's list shows it. */
export interface AssignedReview {
  id: string;
  service: string;
  authority: string;
  state: ReviewState;
  /** YYYY-MM-DD once 'terminiert'; null before. */
  scheduledFor: string | null;
}

export interface ReviewAssessmentStore {
  /** The criteria of the request's draft saved at least once, ordered by criterion. */
  listReviewDraft(requestId: string): Promise<CriterionDraft[]>;
  /**
   * Saves one criterion when its stored version is `expectedVersion` (0: never saved), in one
   * statement, so of two saves based on the same version exactly one wins; the other gets the
   * version stored now. Throws a RangeError when `expectedVersion` is above 0 and the criterion
   * was never saved (no client can have seen that version).
   */
  saveCriterionDraft(requestId: string, assessment: CriterionAssessment, expectedVersion: number, by: { sub: string; name: string }): Promise<CriterionDraftSave>;
  /** Records whether the reviewer `sub` of the request agrees to be named; false when not assigned to it. */
  setReviewerConsent(requestId: string, sub: string, consent: boolean): Promise<boolean>;
  /** The requests `sub` is a reviewer of, newest first. */
  listReviewsAssignedTo(sub: string): Promise<AssignedReview[]>;
}

export function toCriterionDraft(row: Row): CriterionDraft {
  const requirements = typeof row.requirements === 'string' ? (JSON.parse(row.requirements) as RequirementAssessment[]) : (row.requirements as RequirementAssessment[]);
  return {
    criterion: Number(row.criterion),
    summary: String(row.summary),
    strengths: String(row.strengths),
    requirements: requirements.map((r) => ({ id: r.id, rating: r.rating, reasoning: r.reasoning, recommendation: r.recommendation })),
    version: Number(row.version),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
    updatedBy: String(row.updated_by_name),
  };
}

export function toAssignedReview(row: Row): AssignedReview {
  return {
    id: String(row.id),
    service: String(row.service),
    authority: String(row.authority),
    state: row.state as ReviewState,
    scheduledFor: typeof row.scheduled_day === 'string' ? row.scheduled_day : null,
  };
}

/*
 * Publication of a report (issue 34, item 7): the report sent is kept, so the Redaktion can try
 * again after a failed attempt and the team sees what went out; where it went (a merge request or
 * a file) is recorded, and only then may the Redaktion mark the request 'veroeffentlicht'.
 */

/** Where a report went: a merge request on the content project, or a file in the local content folder. */
export type Publication = { kind: 'merge-request'; url: string; branch: string } | { kind: 'file'; path: string };

export interface ReviewPublicationState {
  /** What was published and when (store's clock); null before. */
  published: (Publication & { publishedAt: number }) | null;
  /** The report of the last attempt as JSON text, kept for a retry; null when none was tried. */
  report: string | null;
  /** When the last attempt failed; null when none failed since the last start. */
  failedAt: number | null;
}

/** 'published': recorded now; 'already': the request had a publication (nothing changed); 'not-agreed': not 'bericht-abgestimmt'. */
export type PublicationRecord = 'published' | 'already' | 'unknown' | 'not-agreed';

export interface ReviewPublicationStore {
  /** Keeps the report about to be sent and clears an earlier failure; false unless the request is 'bericht-abgestimmt' and unpublished. */
  startReviewPublication(requestId: string, report: string): Promise<boolean>;
  /** Marks the attempt as failed (the request stays 'bericht-abgestimmt', the report is kept for a retry). */
  failReviewPublication(requestId: string): Promise<void>;
  /**
   * Records that the report was sent for publication (the merge request opened or the file
   * written), only for a request in 'bericht-abgestimmt' and only once. The request keeps its
   * state: the report is public after the merge and the next build, when the Redaktion sets
   * 'veroeffentlicht' (changeReviewState allows that only after this).
   */
  recordReviewPublication(requestId: string, publication: Publication): Promise<PublicationRecord>;
}

export function toReviewPublicationState(row: Row): ReviewPublicationState {
  const at = row.published_at == null ? null : Number(row.published_at);
  const target = typeof row.publication_target === 'string' ? row.publication_target : '';
  let published: ReviewPublicationState['published'] = null;
  if (at !== null && row.publication_kind === 'merge-request') {
    published = { kind: 'merge-request', url: target, branch: typeof row.publication_branch === 'string' ? row.publication_branch : '', publishedAt: at };
  } else if (at !== null && row.publication_kind === 'file') {
    published = { kind: 'file', path: target, publishedAt: at };
  }
  return {
    published,
    report: typeof row.publication_report === 'string' ? row.publication_report : null,
    failedAt: row.publication_failed_at == null ? null : Number(row.publication_failed_at),
  };
}

/*
 * The team's answer to the draft report (issue 34, item 6): given once on the status page, while
 * the request is 'begutachtet'; either answer moves it to 'bericht-abgestimmt'.
 */

export interface ReviewAgreement {
  /** When the team answered, by the store's clock. */
  at: number;
  /** The report may be published. */
  publish: boolean;
  /** The service's and the authority's names are not named in the published report. */
  withholdName: boolean;
}

/** 'recorded': now; 'closed': the request is not 'begutachtet' or the team answered before (nothing changed). */
export type ReviewAgreementRecord = 'recorded' | 'closed' | 'unknown';

export interface ReviewAgreementStore {
  /** Records the team's answer and moves the request to 'bericht-abgestimmt' in one statement, only from 'begutachtet' and only once. */
  recordReviewAgreement(requestId: string, answer: { publish: boolean; withholdName: boolean }): Promise<ReviewAgreementRecord>;
}

export function toReviewAgreement(row: Row): ReviewAgreement | null {
  if (row.agreed_at == null) return null;
  const yes = (value: unknown) => value === 1 || value === true;
  return { at: Number(row.agreed_at), publish: yes(row.publish), withholdName: yes(row.withhold_name) };
}
