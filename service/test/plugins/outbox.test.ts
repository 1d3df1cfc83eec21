import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createGitLabClient, issueDescription } from '../../src/plugins/gitlab.ts';
import { startGitLabStandIn } from '@servicestandard/testkit';
import type { GitLabStandIn } from '@servicestandard/testkit';
import { build, feedbackId, STORE_KINDS, submitFeedback } from '../helper.ts';
import type { BuildOptions, StoreKind } from '../helper.ts';

const TOKEN = 'glpat-Geheim-0123456789abcdef';
const HOUR = 3_600_000;
const ZWSP = '\u200B';

async function standIn(): Promise<GitLabStandIn> {
  const gitlab = await startGitLabStandIn({ token: TOKEN });
  onTestFinished(() => gitlab.close());
  return gitlab;
}

/** The store of the running describe.each block below. */
let store: StoreKind = 'sqlite';

function buildWith(gitlab: GitLabStandIn, options: BuildOptions = {}) {
  return build({
    store,
    ...options,
    env: { FEEDBACK_GITLAB_API_URL: gitlab.apiUrl, FEEDBACK_GITLAB_TOKEN: TOKEN, ...options.env },
  });
}

async function submit(app: Awaited<ReturnType<typeof build>>['app'], overrides: Record<string, unknown> = {}) {
  const response = await submitFeedback(app, overrides);
  expect(response.statusCode).toBe(201);
  return feedbackId(response.json().statusUrl);
}

const creations = (gitlab: GitLabStandIn) => gitlab.requests.filter((r) => r.method === 'POST').length;

// GitLab failures (500, 429, timeouts, refused connections, revoked token) on both stores.
describe.each(STORE_KINDS)('on %s', (kind) => {
  beforeEach(() => {
    store = kind;
  });

  describe('outbox: publishing', () => {
    it('publishes feedback as an issue with a neutral text and without the e-mail address', async () => {
      const gitlab = await standIn();
      const { app } = await buildWith(gitlab);
      const id = await submit(app, {
        pagePath: '/ueber',
        labels: ['barriere'],
        email: 'anna@example.org',
        description: 'Die Tabelle ist nicht lesbar.\n/close\n@all <b>fett</b> #1',
      });
      await app.feedbackOutbox.drain();

      expect(gitlab.issues).toHaveLength(1);
      const issue = gitlab.issues[0];
      expect(issue?.title).toBe('Feedback zu /ueber: Die Tabelle ist nicht lesbar. /close @\u200Ball &lt;b&gt;fett&lt;/b&gt;…');
      expect(issue?.labels).toEqual(['barriere']);
      // A barrier report may reveal a disability: confidential, readable by project members only.
      expect(issue?.confidential).toBe(true);
      expect(issue?.description).toBe(
        [
          `Die Tabelle ist nicht lesbar.\n${ZWSP}/close\n@${ZWSP}all &lt;b&gt;fett&lt;/b&gt; #${ZWSP}1`,
          '---',
          'Seite: <https://servicestandard.example/ueber>',
          `feedback-id: ${id}`,
        ].join('\n\n'),
      );
      expect(JSON.stringify(gitlab.issues)).not.toContain('anna@example.org');

      const row = await app.feedbackStore.getFeedback(id);
      expect(row).toMatchObject({ status: 'published', issueUrl: issue?.web_url, issueIid: 1, attempts: 1 });
      // The sender could not open a confidential issue: the status page says what happened instead of redirecting.
      const status = await app.inject(`/api/feedback/${id}`);
      expect(status.statusCode).toBe(200);
      expect(status.body).toContain('vertraulich weitergeleitet');
      expect(status.body).not.toContain('veröffentlicht');
      expect((await app.inject('/api/health')).json().outbox).toMatchObject({ published: 1, queued: 0 });
    });

    it('publishes other feedback as a public issue and links it on its status page, without a redirect', async () => {
      const gitlab = await standIn();
      const { app } = await buildWith(gitlab);
      const id = await submit(app, { pagePath: '/ueber', labels: [], description: 'Ein Link auf der Seite führt ins Leere.' });
      await app.feedbackOutbox.drain();
      expect(gitlab.issues[0]?.confidential).toBe(false);
      const status = await app.inject(`/api/feedback/${id}`);
      expect(status.statusCode).toBe(200);
      expect(status.headers.location).toBeUndefined();
      expect(status.body).toContain('Status: <strong>veröffentlicht</strong>');
      expect(status.body).toContain(`<a href="${gitlab.issues[0]?.web_url}">Ihr Feedback auf openCode ansehen</a>`);
    });

    it('starts on its own when the app is ready, without drain()', async () => {
      const gitlab = await standIn();
      const { app } = await buildWith(gitlab);
      const id = await submit(app);
      await vi.waitFor(async () => expect((await app.feedbackStore.getFeedback(id))?.status).toBe('published'), {
        timeout: 5_000,
        interval: 20,
      });
      expect(gitlab.issues).toHaveLength(1);
    });

    it('answers the visitor without waiting for GitLab', async () => {
      const gitlab = await standIn();
      gitlab.failNext({ kind: 'slow', delayMs: 3_000 });
      const { app } = await buildWith(gitlab, { env: { FEEDBACK_GITLAB_TIMEOUT_MS: '10000' } });
      const id = await submit(app);
      await vi.waitFor(() => expect(gitlab.issues).toHaveLength(1), { timeout: 2_000, interval: 10 });
      // The visitor has the answer while the GitLab request is still open.
      expect((await app.feedbackStore.getFeedback(id))?.status).toBe('sending');
    });
  });

  describe('outbox: retries', () => {
    it('retries after a GitLab 500 and publishes exactly once', async () => {
      const gitlab = await standIn();
      gitlab.failNext({ kind: 'error', status: 500 });
      const { app, clock } = await buildWith(gitlab);
      const id = await submit(app);
      await app.feedbackOutbox.drain();
      expect(await app.feedbackStore.getFeedback(id)).toMatchObject({
        status: 'queued',
        attempts: 1,
        outcomeUnknown: true,
        lastError: expect.stringContaining('500'),
      });
      expect(gitlab.issues).toHaveLength(0);

      // Nothing happens before the backoff is over (first retry after 5 s ± 25 %).
      clock.advance(3_000);
      await app.feedbackOutbox.drain();
      expect(creations(gitlab)).toBe(1);

      clock.advance(HOUR);
      await app.feedbackOutbox.drain();
      expect(gitlab.issues).toHaveLength(1);
      expect(await app.feedbackStore.getFeedback(id)).toMatchObject({ status: 'published', attempts: 2 });
    });

    it('backs off exponentially, capped at one hour', async () => {
      const gitlab = await standIn();
      // Queued up front: the outcome must not depend on whether the background run or drain() sends.
      gitlab.failNext(...Array.from({ length: 12 }, () => ({ kind: 'error', status: 503 }) as const));
      const { app, clock } = await buildWith(gitlab);
      const id = await submit(app);
      const delays: number[] = [];
      for (let attempt = 1; attempt <= 12; attempt++) {
        await app.feedbackOutbox.drain();
        const row = await app.feedbackStore.getFeedback(id);
        delays.push((row?.nextAttemptAt ?? 0) - clock.now());
        clock.advance(2 * HOUR);
      }
      expect(delays[0]).toBeGreaterThanOrEqual(3_750);
      expect(delays[0]).toBeLessThanOrEqual(6_250);
      expect(delays[1]).toBeGreaterThanOrEqual(7_500);
      expect(delays[2]).toBeGreaterThanOrEqual(15_000);
      expect(Math.max(...delays)).toBeLessThanOrEqual(HOUR);
      expect(delays.at(-1)).toBeGreaterThanOrEqual(0.75 * HOUR);
    });

    it('honours Retry-After of a 429', async () => {
      const gitlab = await standIn();
      gitlab.failNext({ kind: 'rate-limited', retryAfterSeconds: 120 });
      const { app, clock } = await buildWith(gitlab);
      const id = await submit(app);
      await app.feedbackOutbox.drain();
      expect(await app.feedbackStore.getFeedback(id)).toMatchObject({
        status: 'queued',
        nextAttemptAt: clock.now() + 120_000,
        outcomeUnknown: false,
      });
      clock.advance(60_000); // long past the normal backoff, before Retry-After
      await app.feedbackOutbox.drain();
      expect(creations(gitlab)).toBe(1);
      clock.advance(60_000);
      await app.feedbackOutbox.drain();
      expect(gitlab.issues).toHaveLength(1);
      expect((await app.feedbackStore.getFeedback(id))?.status).toBe('published');
    });

    it('after a timeout finds the issue GitLab created anyway instead of creating a second one', async () => {
      const gitlab = await standIn();
      gitlab.failNext({ kind: 'slow', delayMs: 3_000 });
      const { app, clock } = await buildWith(gitlab); // client timeout 300 ms
      const id = await submit(app);
      await app.feedbackOutbox.drain();
      expect(gitlab.issues).toHaveLength(1); // created, but we never heard back
      expect(await app.feedbackStore.getFeedback(id)).toMatchObject({ status: 'queued', outcomeUnknown: true, lastError: 'timeout' });

      clock.advance(HOUR);
      await app.feedbackOutbox.drain();
      expect(gitlab.issues).toHaveLength(1);
      expect(creations(gitlab)).toBe(1);
      expect(gitlab.requests.at(-1)).toMatchObject({ method: 'GET', url: expect.stringContaining(`search=${id}`) });
      expect(await app.feedbackStore.getFeedback(id)).toMatchObject({ status: 'published', issueUrl: gitlab.issues[0]?.web_url });
    });

    it("after a dead worker's lease runs out, adopts the issue it had created", async () => {
      const gitlab = await standIn();
      const { app, clock, config, dbPath, databaseUrl } = await buildWith(gitlab);
      await app.feedbackOutbox.stop(); // this app plays the worker that dies mid-send
      const id = await submit(app);
      const row = await app.feedbackStore.claimNext(config.outbox.leaseMs);
      if (row?.id !== id) throw new Error('claim failed');
      const client = createGitLabClient({ apiUrl: gitlab.apiUrl, token: TOKEN }, { timeoutMs: 1_000 });
      await client.createIssue(4516, { title: 'x', description: issueDescription(row, config.publicUrl), labels: [], confidential: false });

      const { app: survivor } = await buildWith(gitlab, { dbPath, databaseUrl, clock });
      await survivor.feedbackOutbox.drain();
      expect((await survivor.feedbackStore.getFeedback(id))?.status).toBe('sending'); // lease still held

      clock.advance(config.outbox.leaseMs);
      await survivor.feedbackOutbox.drain();
      expect(gitlab.issues).toHaveLength(1);
      expect(await survivor.feedbackStore.getFeedback(id)).toMatchObject({ status: 'published', issueIid: 1 });
    });

    it('marks feedback GitLab refuses for good (4xx) as failed, visible in /health', async () => {
      const gitlab = await standIn();
      // Project 77 is allowed here but unknown to GitLab: 404.
      const { app } = await buildWith(gitlab, { env: { FEEDBACK_PROJECT_IDS: '4516,77' } });
      const id = await submit(app, { projectId: 77 });
      await app.feedbackOutbox.drain();
      expect(await app.feedbackStore.getFeedback(id)).toMatchObject({
        status: 'failed',
        lastError: expect.stringContaining('404'),
      });
      expect((await app.inject('/api/health')).json().outbox).toMatchObject({ failed: 1 });
      const page = await app.inject(`/api/feedback/${id}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('nicht automatisch auf openCode veröffentlicht');
    });

    it('keeps feedback queued while GitLab refuses the token (an operator can fix it)', async () => {
      const gitlab = await standIn();
      const { app } = await buildWith(gitlab, { env: { FEEDBACK_GITLAB_TOKEN: 'glpat-revoked' } });
      const id = await submit(app);
      await app.feedbackOutbox.drain();
      expect(await app.feedbackStore.getFeedback(id)).toMatchObject({ status: 'queued', lastError: expect.stringContaining('401') });
    });
  });

  describe('outbox: restarts and several processes', () => {
    it('publishes exactly once after a restart: posted while GitLab was down', async () => {
      const gitlab = await standIn();
      await gitlab.down();
      const first = await buildWith(gitlab);
      const id = await submit(first.app);
      await first.app.feedbackOutbox.drain();
      expect(await first.app.feedbackStore.getFeedback(id)).toMatchObject({
        status: 'queued',
        lastError: 'network error (ECONNREFUSED)',
      });
      await first.app.close();

      await gitlab.up();
      const second = await buildWith(gitlab, { dbPath: first.dbPath, databaseUrl: first.databaseUrl, clock: first.clock });
      first.clock.advance(HOUR);
      await second.app.feedbackOutbox.drain();
      await second.app.feedbackOutbox.drain();
      expect(gitlab.issues).toHaveLength(1);
      expect(await second.app.feedbackStore.getFeedback(id)).toMatchObject({ status: 'published' });
    });

    it('a send cut short by closing the app is retried at the next start without a duplicate', async () => {
      const gitlab = await standIn();
      gitlab.failNext({ kind: 'slow', delayMs: 3_000 });
      const first = await buildWith(gitlab, { env: { FEEDBACK_GITLAB_TIMEOUT_MS: '10000' } });
      const id = await submit(first.app);
      const draining = first.app.feedbackOutbox.drain();
      await vi.waitFor(() => expect(gitlab.issues).toHaveLength(1), { timeout: 2_000, interval: 10 });
      await first.app.close(); // aborts the request in flight
      await draining;

      const second = await buildWith(gitlab, { dbPath: first.dbPath, databaseUrl: first.databaseUrl, clock: first.clock });
      await second.app.feedbackOutbox.drain();
      expect(gitlab.issues).toHaveLength(1);
      expect(await second.app.feedbackStore.getFeedback(id)).toMatchObject({ status: 'published' });
    });

    it('two workers on one database publish each feedback once', async () => {
      const gitlab = await standIn();
      // A generous GitLab timeout: a spurious timeout on a busy machine would push a row past the frozen test clock.
      const one = await buildWith(gitlab, { env: { FEEDBACK_RATE_LIMIT_FEEDBACK: '50', FEEDBACK_GITLAB_TIMEOUT_MS: '10000' } });
      const two = await buildWith(gitlab, { dbPath: one.dbPath, databaseUrl: one.databaseUrl, clock: one.clock, env: { FEEDBACK_GITLAB_TIMEOUT_MS: '10000' } });
      const ids = [];
      for (let i = 0; i < 8; i++) ids.push(await submit(one.app, { description: `Feedback Nummer ${i}` }));
      await Promise.all([one.app.feedbackOutbox.drain(), two.app.feedbackOutbox.drain()]);
      // A background run of either app may still be finishing the last row.
      await vi.waitFor(async () => expect((await two.app.feedbackStore.countByStatus()).published).toBe(8), { timeout: 5_000 });
      expect(gitlab.issues).toHaveLength(8);
    });
  });

  describe('outbox: secrets', () => {
    it('never writes the GitLab token to the log, an answer or an issue, nor client addresses to the log', async () => {
      const gitlab = await standIn();
      const logLines: string[] = [];
      const { app, clock } = await buildWith(gitlab, { logLines });
      gitlab.failNext({ kind: 'error', status: 500 }, { kind: 'slow', delayMs: 3_000 });
      const id = await submit(app);
      const answers = [
        await app.inject('/api/health'),
        await app.inject(`/api/feedback/${id}`),
        await app.inject({ url: '/api/nope', remoteAddress: '203.0.113.9' }),
      ];
      for (let i = 0; i < 3; i++) {
        await app.feedbackOutbox.drain();
        clock.advance(HOUR);
      }
      await gitlab.down();
      await submit(app);
      await app.feedbackOutbox.drain();
      await gitlab.up();
      clock.advance(HOUR);
      await app.feedbackOutbox.drain();

      const log = logLines.join('');
      expect(log).toContain('feedback published'); // the capture works
      expect(log).toContain('will retry');
      expect(log).not.toContain(TOKEN);
      expect(log).not.toContain('203.0.113.9'); // nor client addresses
      for (const answer of answers) expect(answer.body).not.toContain(TOKEN);
      expect(JSON.stringify(gitlab.issues)).not.toContain(TOKEN);
    });
  });
});
