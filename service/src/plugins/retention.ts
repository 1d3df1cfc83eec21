/**
 * The deletion duties of the privacy statement (site/src/content/seiten/datenschutz.mdx and
 * erklaerung-zur-datenschutz.mdx), run at start and then daily:
 * - e-mail addresses for replies are deleted six months (calendar months) after the feedback
 *   was sent;
 * - the service's copy of a feedback text is deleted six months after the outbox handed it to
 *   openCode (the issue keeps it); the text of feedback never handed over (no GitLab configured,
 *   or publishing failed) six months after it was sent, and it is then no longer handed over;
 * - a confidential issue on openCode (a barrier report) is deleted through the GitLab API six
 *   months after it was closed; where openCode refuses (the token may not delete issues), the
 *   Redaktion lists it for deletion by hand until it is gone;
 * - the contact's name and e-mail address of a peer-review request are deleted twelve months
 *   (calendar months) after the request was closed;
 * - the service's copy of each e-mail it wrote (MAIL_DIR: recipient, subject, text) is deleted
 *   twelve months after it was written, whether it was sent or not;
 * - rate-limit windows, which tie a client pseudonym to a time, are deleted after seven days at
 *   the latest (usually within the hour); used challenges and form tokens, which carry no
 *   pseudonym, with the next post after they have expired.
 * The service writes no log files and logs no client addresses; how long the log output of the
 * host (journal, container runtime, reverse proxy) is kept is set there (README, Betrieb).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { CONFIDENTIAL_LABELS, EMAIL_RETENTION_MONTHS, REVIEW_CONTACT_RETENTION_MONTHS } from '@servicestandard/feedback-api';
import type { FeedbackConfig } from '../config.ts';
import type { GitLabClient } from './gitlab.ts';
import type { MailBox } from '../mail/mailer.ts';
import fp from 'fastify-plugin';
import type { DeletedPersonalData, FeedbackStore, RetentionCutoffs } from '../store/index.ts';

// The forms name this period next to the e-mail field: it lives in the API contract, so the
// period they state is the one enforced here.
export { EMAIL_RETENTION_MONTHS, REVIEW_CONTACT_RETENTION_MONTHS };
export const TEXT_RETENTION_MONTHS = 6;
/** For feedback never handed to openCode: months after it was sent. */
export const UNPUBLISHED_TEXT_RETENTION_MONTHS = 6;
/** For the copies of the e-mails the service wrote (MAIL_DIR): months after each was written. */
export const MAIL_COPY_RETENTION_MONTHS = 12;
/** For confidential issues on openCode: months after they were closed. */
export const CONFIDENTIAL_ISSUE_RETENTION_MONTHS = 6;
export const RECORD_RETENTION_DAYS = 7;
const DAY_MS = 86_400_000;

/** `months` calendar months before `now`, the day clamped to the month's end (31 Aug − 6 → 28/29 Feb). */
function monthsBefore(now: number, months: number): number {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/** The cutoffs at `now`: six calendar months back for e-mails and texts, seven days back for records. */
export function retentionCutoffs(now: number): RetentionCutoffs {
  return {
    emailsReceivedBefore: monthsBefore(now, EMAIL_RETENTION_MONTHS),
    textsPublishedBefore: monthsBefore(now, TEXT_RETENTION_MONTHS),
    recordsBefore: now - RECORD_RETENTION_DAYS * DAY_MS,
  };
}

/** What one run deleted: the store's part, and confidential issues on openCode. */
export interface RetentionRun extends DeletedPersonalData {
  /** Confidential issues deleted on openCode (or found gone). */
  issues: number;
  /** Confidential issues past their period that openCode refused to delete (listed in the Redaktion). */
  issuesRefused: number;
  /** Peer-review requests whose contact's name and e-mail address were deleted. */
  reviewContacts: number;
  /** Copies of e-mails deleted from MAIL_DIR. */
  mails: number;
}

export interface Retention {
  /** Runs the deletion once now; resolves with what was deleted. */
  run(): Promise<RetentionRun>;
  start(): void;
  stop(): void;
}

/**
 * Deletes the confidential issues closed more than CONFIDENTIAL_ISSUE_RETENTION_MONTHS ago. One
 * GitLab call per issue still on openCode and one more for each that is due. A failure without a
 * refusal (openCode unreachable, token invalid, server error) ends the pass: the next run, a day
 * later, tries again.
 */
async function deleteConfidentialIssues(store: FeedbackStore, gitlab: GitLabClient, now: number, log: FastifyBaseLogger) {
  const done = { issues: 0, issuesRefused: 0 };
  const closedBefore = monthsBefore(now, CONFIDENTIAL_ISSUE_RETENTION_MONTHS);
  for (const issue of await store.confidentialIssues([...CONFIDENTIAL_LABELS])) {
    const state = await gitlab.issueClosedAt(issue.projectId, issue.issueIid);
    if (!state.ok) {
      log.warn({ feedbackId: issue.id, reason: state.reason }, 'could not read a confidential issue, next try in a day');
      break;
    }
    const closedAt = state.value;
    if (closedAt === undefined) {
      await store.markIssueDeleted(issue.id);
      done.issues++;
      continue;
    }
    if (closedAt === null || closedAt >= closedBefore) {
      // Open again, or closed too recently: not due (a refusal recorded earlier no longer holds).
      await store.setIssueDeletionRefused(issue.id, null);
      continue;
    }
    const deleted = await gitlab.deleteIssue(issue.projectId, issue.issueIid);
    if (deleted.ok) {
      await store.markIssueDeleted(issue.id);
      done.issues++;
    } else if (deleted.status === 403) {
      await store.setIssueDeletionRefused(issue.id, closedAt);
      done.issuesRefused++;
    } else {
      log.warn({ feedbackId: issue.id, reason: deleted.reason }, 'could not delete a confidential issue, next try in a day');
      break;
    }
  }
  if (done.issuesRefused) log.warn(done, 'openCode refused to delete confidential issues past their period: the Redaktion lists them');
  return done;
}

export function createRetention(deps: {
  store: FeedbackStore;
  now: () => number;
  log: FastifyBaseLogger;
  /** undefined in embedded mode: no issues to delete. */
  gitlab?: GitLabClient | undefined;
  /** The copies of the e-mails the service wrote. */
  mail?: Pick<MailBox, 'deleteWrittenBefore'> | undefined;
  intervalMs?: number;
}): Retention {
  const { store, now, log, gitlab, mail } = deps;
  let timer: NodeJS.Timeout | undefined;
  const run = async (): Promise<RetentionRun> => {
    const at = now();
    const deleted = await store.deletePersonalData(retentionCutoffs(at));
    const unpublished = await store.deleteUnpublishedTexts(monthsBefore(at, UNPUBLISHED_TEXT_RETENTION_MONTHS));
    const reviewContacts = await store.deleteReviewContacts(monthsBefore(at, REVIEW_CONTACT_RETENTION_MONTHS));
    const mails = mail ? await mail.deleteWrittenBefore(monthsBefore(at, MAIL_COPY_RETENTION_MONTHS)) : 0;
    const issues = gitlab ? await deleteConfidentialIssues(store, gitlab, at, log) : { issues: 0, issuesRefused: 0 };
    const result = { ...deleted, texts: deleted.texts + unpublished, ...issues, reviewContacts, mails };
    if (result.emails || result.texts || result.records || result.issues || result.reviewContacts || result.mails) log.info(result, 'personal data past its retention deleted');
    return result;
  };
  const runLogged = () =>
    void run().catch((error: unknown) => log.error({ err: error }, 'deleting personal data failed, next try in a day'));
  return {
    run,
    start() {
      runLogged();
      timer = setInterval(runLogged, deps.intervalMs ?? DAY_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    feedbackRetention: Retention;
  }
}

export const retentionPlugin = fp(
  async (app: FastifyInstance, opts: { config: FeedbackConfig }) => {
    const retention = createRetention({
      store: app.feedbackStore,
      now: opts.config.now,
      log: app.log.child({ component: 'retention' }),
      gitlab: app.gitlabClient,
      mail: app.mailbox,
    });
    app.decorate('feedbackRetention', retention);
    app.addHook('onReady', async () => retention.start());
    app.addHook('onClose', async () => retention.stop());
  },
  { name: 'feedback-retention', dependencies: ['feedback-store', 'feedback-gitlab', 'mail'] },
);
