/**
 * The deletion duties of the privacy statement (site/src/content/seiten/datenschutz.mdx and
 * erklaerung-zur-datenschutz.mdx), run at start and then daily:
 * - e-mail addresses for replies are deleted six months (calendar months) after the feedback
 *   was sent;
 * - the service's copy of a feedback text is deleted six months after the outbox handed it to
 *   openCode (the issue keeps it; feedback not handed over keeps its text, the only copy);
 * - records that tie a client pseudonym to a time (challenges, challenge rings, rate-limit windows) are deleted
 *   after seven days at the latest (usually much sooner: challenges after two lifetimes).
 * The service writes no log files and logs no client addresses; how long the log output of the
 * host (journal, container runtime, reverse proxy) is kept is set there (README, Betrieb).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { EMAIL_RETENTION_MONTHS } from '@servicestandard/feedback-api';
import type { FeedbackConfig } from '../config.ts';
import { sharedScope } from './shared-scope.ts';
import type { DeletedPersonalData, FeedbackStore, RetentionCutoffs } from '../store/index.ts';

// The forms name this period next to the e-mail field: it lives in the API contract, so the
// period they state is the one enforced here.
export { EMAIL_RETENTION_MONTHS };
export const TEXT_RETENTION_MONTHS = 6;
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

export interface Retention {
  /** Runs the deletion once now; resolves with what was deleted. */
  run(): Promise<DeletedPersonalData>;
  start(): void;
  stop(): void;
}

export function createRetention(deps: { store: FeedbackStore; now: () => number; log: FastifyBaseLogger; intervalMs?: number }): Retention {
  const { store, now, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    const deleted = await store.deletePersonalData(retentionCutoffs(now()));
    if (deleted.emails || deleted.texts || deleted.records) log.info(deleted, 'personal data past its retention deleted');
    return deleted;
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

export const retentionPlugin = sharedScope(
  async (app: FastifyInstance, opts: { config: FeedbackConfig }) => {
    const retention = createRetention({ store: app.feedbackStore, now: opts.config.now, log: app.log.child({ component: 'retention' }) });
    app.decorate('feedbackRetention', retention);
    app.addHook('onReady', async () => retention.start());
    app.addHook('onClose', async () => retention.stop());
  },
  'feedback-retention',
);
