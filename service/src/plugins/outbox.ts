/**
 * Outbox worker: publishes stored feedback as GitLab issues after the visitor got the answer.
 *
 * Every row is claimed atomically with a lease and a lease token, so several workers (processes
 * sharing the database) never send the same row at once, a row of a worker that died returns to
 * the queue when its lease runs out, and a worker whose lease ran out cannot overwrite what the
 * row's new owner wrote (every finishing write names the token). When an attempt may have created the issue without us learning
 * its address (timeout, lost connection, 5xx, dead process), the next attempt first searches
 * GitLab for the row's marker and adopts the issue found, so no feedback is published twice.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FeedbackConfig } from '../config.ts';
import fp from 'fastify-plugin';
import type { ClaimedRow, FeedbackStore } from '../store/index.ts';
import { isConfidential } from '@servicestandard/feedback-api';
import { issueDescription, issueTitle } from './gitlab.ts';
import type { GitLabClient, GitLabFailure } from './gitlab.ts';

export interface Outbox {
  readonly enabled: boolean;
  start(): void;
  /** Stops timers and aborts requests in flight; resolves when the worker is idle. */
  stop(): Promise<void>;
  /** Processes rows until none is due (by the configured clock); resolves with how many were tried. */
  drain(): Promise<number>;
  /** Hint that a row was queued: process soon, without waiting for the next poll. */
  notify(): void;
}

/** Never retry sooner than this, even when GitLab says Retry-After: 0. */
const MIN_RETRY_MS = 1_000;

export const disabledOutbox: Outbox = {
  enabled: false,
  start() {},
  async stop() {},
  async drain() {
    return 0;
  },
  notify() {},
};

export function createOutbox(deps: {
  store: FeedbackStore;
  gitlab: GitLabClient;
  config: FeedbackConfig;
  log: FastifyBaseLogger;
}): Outbox {
  const { store, gitlab, config, log } = deps;
  const { backoffBaseMs, backoffMaxMs, leaseMs, pollMs } = config.outbox;
  let stopping = new AbortController();
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  /** Runs work after the previous run, so background ticks and drain() never overlap. */
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  }

  function backoff(attempts: number): number {
    const exponential = Math.min(backoffBaseMs * 2 ** Math.max(0, attempts - 1), backoffMaxMs);
    // ±25 % jitter so rows that failed together do not retry in lockstep.
    return Math.min(backoffMaxMs, Math.round(exponential * (0.75 + Math.random() / 2)));
  }

  function retryDelay(row: ClaimedRow, failure: GitLabFailure): number {
    if (stopping.signal.aborted) return 0; // shutting down: the next start picks it up at once
    const asked = failure.status === 429 ? failure.retryAfterMs : undefined;
    return Math.min(Math.max(asked ?? backoff(row.attempts), MIN_RETRY_MS), backoffMaxMs);
  }

  function leaseLost(row: ClaimedRow, step: string) {
    log.warn({ feedbackId: row.id, step }, 'lease of the feedback row expired and was taken over; leaving it to the new owner');
  }

  async function markPublished(row: ClaimedRow, issue: { url: string; iid: number }, message: string) {
    if (await store.markPublished(row, issue)) log.info({ feedbackId: row.id, issueUrl: issue.url }, message);
    else leaseLost(row, 'published');
  }

  async function retryLater(row: ClaimedRow, failure: GitLabFailure, outcomeUnknown: boolean) {
    const delay = retryDelay(row, failure);
    if (!(await store.reschedule(row, { delayMs: delay, error: failure.reason, outcomeUnknown }))) return leaseLost(row, 'reschedule');
    const details = { feedbackId: row.id, attempts: row.attempts, retryInMs: delay, reason: failure.reason };
    // A refused token needs an operator; everything else heals by itself.
    if (failure.status === 401 || failure.status === 403) log.error(details, 'GitLab refused the token, will retry');
    else log.warn(details, 'feedback not published yet, will retry');
  }

  async function publish(row: ClaimedRow): Promise<void> {
    const signal = stopping.signal;
    if (row.outcomeUnknown) {
      const found = await gitlab.findIssueByMarker(row.projectId, row.id, signal);
      if (!found.ok) return retryLater(row, found, true);
      if (found.value) return markPublished(row, found.value, 'issue of an earlier attempt adopted');
    }
    const draft = {
      title: issueTitle(row.pagePath, row.description),
      description: issueDescription(row, config.publicUrl),
      labels: row.labels,
      confidential: isConfidential(row.labels),
    };
    const created = await gitlab.createIssue(row.projectId, draft, signal);
    if (created.ok) return markPublished(row, created.value, 'feedback published');
    const { status } = created;
    // Without an answer, or with a 5xx from a proxy in front of GitLab, the issue may exist.
    if (status === undefined || status >= 500) return retryLater(row, created, true);
    // 429: not processed. 401/403: a token problem an operator fixes; keep the feedback queued.
    if (status === 429 || status === 401 || status === 403) return retryLater(row, created, false);
    if (!(await store.markFailed(row, created.reason))) return leaseLost(row, 'failed');
    log.error({ feedbackId: row.id, reason: created.reason }, 'GitLab refused the feedback issue');
  }

  async function processDue(): Promise<number> {
    let tried = 0;
    await store.releaseExpiredLeases();
    while (!stopping.signal.aborted) {
      const row = await store.claimNext(leaseMs);
      if (!row) break; // nothing due, or other workers hold the rest
      tried += 1;
      await publish(row);
    }
    return tried;
  }

  function schedule(delayMs: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void tick(), delayMs);
    timer.unref();
  }

  async function tick() {
    let delay = pollMs;
    try {
      await exclusive(processDue);
      if (stopped) return; // the store may already be closed
      const wake = await store.nextWakeInMs();
      if (wake !== undefined) delay = Math.min(pollMs, Math.max(0, wake));
    } catch (error) {
      log.error({ err: error }, 'feedback outbox run failed');
    }
    schedule(delay);
  }

  return {
    enabled: true,
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = new AbortController();
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      stopping.abort();
      await queue;
    },
    drain() {
      return exclusive(processDue);
    },
    notify() {
      schedule(0);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    feedbackOutbox: Outbox;
  }
}

/** Needs feedbackStore and gitlabClient; without GitLab the outbox stays disabled (embedded mode). */
export const outboxPlugin = fp(
  async (app: FastifyInstance, opts: { config: FeedbackConfig }) => {
    const gitlab = app.gitlabClient;
    const outbox = gitlab
      ? createOutbox({
          store: app.feedbackStore,
          gitlab,
          config: opts.config,
          log: app.log.child({ component: 'outbox' }),
        })
      : disabledOutbox;
    app.decorate('feedbackOutbox', outbox);
    app.addHook('onReady', async () => outbox.start());
    app.addHook('onClose', async () => outbox.stop());
  },
  { name: 'feedback-outbox', dependencies: ['feedback-store', 'feedback-gitlab'] },
);
