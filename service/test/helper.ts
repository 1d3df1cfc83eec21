/**
 * The one way tests start the service: `build()` gives a standalone app on a fresh SQLite
 * file with a clock the test moves by hand, so nothing ever sleeps for expiry or backoff.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { inject, onTestFinished } from 'vitest';
import { solveChallenge } from '@servicestandard/pow';
import type { Challenge } from '@servicestandard/pow';
import type { RequirementCatalogue } from '@servicestandard/pruefbericht';
import { buildFeedbackApp } from '../src/app.ts';
import type { FeedbackApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { FeedbackConfig } from '../src/config.ts';
import { createDatabase } from '@servicestandard/testkit';

export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export function testClock(start = Date.UTC(2026, 0, 15, 9, 0, 0)): TestClock {
  let current = start;
  return { now: () => current, advance: (ms) => (current += ms) };
}

export function tempDbPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'feedback-test-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'feedback.sqlite');
}

export type StoreKind = 'sqlite' | 'postgres';
export const STORE_KINDS: readonly StoreKind[] = ['sqlite', 'postgres'];

/** A fresh database on the test PostgreSQL server (service/test/global-postgres.ts). */
export function pgDatabase(): Promise<string> {
  return createDatabase(inject('postgresUrl'));
}

export interface BuildOptions {
  /** Which store; default SQLite. PostgreSQL gets a fresh database unless databaseUrl is given. */
  store?: StoreKind;
  /** Reuse a PostgreSQL database (multi-instance tests). */
  databaseUrl?: string;
  env?: Record<string, string>;
  config?: Partial<FeedbackConfig>;
  knownPaths?: ReadonlySet<string>;
  /** Reuse a database (restart and multi-instance tests). */
  dbPath?: string;
  clock?: TestClock;
  /** Collects every log line as text. */
  logLines?: string[];
  /** Called for every route as it is registered. */
  onRoute?: (route: RouteOptions) => void;
  /** The requirement catalogue the reviewers assess (issue 34, item 5); none by default. */
  catalogue?: RequirementCatalogue;
}

export interface Built {
  app: FeedbackApp;
  clock: TestClock;
  config: FeedbackConfig;
  dbPath: string;
  /** Set when the app runs on PostgreSQL. */
  databaseUrl: string | undefined;
}

export async function build(options: BuildOptions = {}): Promise<Built> {
  const clock = options.clock ?? testClock();
  const dbPath = options.dbPath ?? tempDbPath();
  const databaseUrl = options.databaseUrl ?? (options.store === 'postgres' ? await pgDatabase() : undefined);
  const config: FeedbackConfig = {
    ...loadConfig({
      FEEDBACK_DB_PATH: dbPath,
      // Beside the database, so no test writes into the working directory's data/mail.
      MAIL_DIR: join(dirname(dbPath), 'mail'),
      // Likewise the reports published without GitLab (never into the checkout's content folder).
      SITE_PRUEFBERICHTE_DIR: join(dirname(dbPath), 'pruefberichte'),
      ...(databaseUrl ? { FEEDBACK_DATABASE_URL: databaseUrl } : {}),
      FEEDBACK_SECRET: 'test-secret-test-secret-test-secret',
      // Small, so solving in tests takes milliseconds.
      FEEDBACK_DIFFICULTY: '500',
      FEEDBACK_PUBLIC_URL: 'https://servicestandard.example',
      FEEDBACK_GITLAB_TIMEOUT_MS: '300',
      ...options.env,
    }),
    now: clock.now,
    ...options.config,
  };
  const logLines = options.logLines;
  const app = await buildFeedbackApp(config, options.knownPaths, {
    logger: logLines && { level: 'debug', stream: { write: (line) => void logLines.push(line) } },
    onRoute: options.onRoute,
    ...(options.catalogue ? { catalogue: options.catalogue } : {}),
  });
  onTestFinished(() => app.close());
  await app.ready();
  return { app, clock, config, dbPath, databaseUrl };
}

export function feedbackBody(overrides: Record<string, unknown> = {}) {
  return {
    projectId: 4516,
    pagePath: '/ueber',
    labels: [],
    description: 'Der Kontrast der Links ist zu gering.',
    email: '',
    ...overrides,
  };
}

export async function fetchChallenge(app: FeedbackApp, remoteAddress?: string): Promise<Challenge> {
  const response = await app.inject({ url: '/api/challenge', remoteAddress });
  if (response.statusCode !== 200) throw new Error(`challenge failed: ${response.body}`);
  return response.json<Challenge>();
}

/** A fresh challenge from `app`, solved the way the browser does it. */
export async function solvedChallenge(app: FeedbackApp) {
  const challenge = await fetchChallenge(app);
  return { challenge: challenge.challenge, challengeSolution: await solveChallenge(challenge) };
}

export function postFeedback(app: FeedbackApp, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/feedback', payload: payload as object, headers });
}

/** Solves a challenge and posts valid feedback (with `overrides`). */
export async function submitFeedback(app: FeedbackApp, overrides: Record<string, unknown> = {}) {
  return postFeedback(app, feedbackBody({ ...(await solvedChallenge(app)), ...overrides }));
}

/** The feedback id from an answer's statusUrl. */
export function feedbackId(statusUrl: string): string {
  const id = statusUrl.split('/').pop();
  if (!id) throw new Error(`no id in ${statusUrl}`);
  return id;
}
