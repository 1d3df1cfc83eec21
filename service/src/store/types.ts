/**
 * What the feedback service keeps durably: challenges, feedback with its outbox state, the
 * rate-limit counters and the answers to "War diese Seite hilfreich?" per page and day, behind one async interface (FeedbackStore) that both stores implement.
 * The row mappers live here because both stores read the same columns.
 */
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

export interface NewChallenge {
  challenge: string;
  salt: string;
  difficulty: number;
  clientHash: string;
  /** Lifetime from now by the store's clock. */
  ttlMs: number;
}

export interface ChallengeRecord {
  salt: string;
  difficulty: number;
  expiresAt: number;
  /** By the store's clock at the time of the lookup. */
  expired: boolean;
  used: boolean;
}

export type AcceptResult = 'accepted' | 'unknown' | 'expired' | 'used';

export type StatusCounts = Record<FeedbackStatus, number>;

export interface RateLimitHit {
  /** Requests in the current window, this one included. */
  count: number;
  /** Until the window ends. */
  resetInMs: number;
}

export interface RetentionCutoffs {
  /** E-mail addresses of feedback received before this time are deleted. */
  emailsReceivedBefore: number;
  /** Challenges and rate-limit windows (client pseudonyms with times) older than this go. */
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

export interface FeedbackStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Throws when the store cannot answer. */
  ping(): Promise<void>;
  /** The store's clock in epoch milliseconds. */
  now(): Promise<number>;
  /** Stores a challenge; beyond `maxOpenPerClient` open ones of the same client, the oldest go. */
  insertChallenge(challenge: NewChallenge, maxOpenPerClient: number): Promise<void>;
  /** Deletes challenges expired more than `graceMs` ago and rate-limit windows that ended. */
  purgeExpired(graceMs: number): Promise<number>;
  findChallenge(challenge: string): Promise<ChallengeRecord | undefined>;
  /** Atomically: marks the challenge used (once, if unexpired) and inserts the feedback. */
  acceptFeedback(challenge: string, feedback: NewFeedback): Promise<AcceptResult>;
  getFeedback(id: string): Promise<FeedbackRow | undefined>;
  countByStatus(): Promise<StatusCounts>;
  /** Counts one request of `key` in the current fixed window of `windowMs`. */
  hitRateLimit(key: string, windowMs: number): Promise<RateLimitHit>;
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
  /** The deletion duties of the privacy statement; returns what was deleted. */
  deletePersonalData(cutoffs: RetentionCutoffs): Promise<{ emails: number; records: number }>;
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

export function emptyCounts(): StatusCounts {
  return { stored: 0, queued: 0, sending: 0, published: 0, failed: 0 };
}
