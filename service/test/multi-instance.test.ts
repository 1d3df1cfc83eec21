/**
 * Two service instances on one PostgreSQL database, as behind a load balancer: each accepts the
 * other's challenges (once), the limit on posts and the outbox are shared; killing one instance
 * mid-publish loses nothing and duplicates nothing.
 */
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { solveChallenge } from '@servicestandard/pow';
import type { Challenge } from '@servicestandard/pow';
import { startGitLabStandIn } from '@servicestandard/testkit';
import { build, feedbackBody, pgDatabase, postFeedback, solvedChallenge } from './helper.ts';
import { startInstance } from './instances.ts';

const TOKEN = 'glpat-multi-instance-0123456789';

describe('two instances on one PostgreSQL database', () => {
  it('accept a challenge issued by the other exactly once', async () => {
    const databaseUrl = await pgDatabase();
    const a = await build({ databaseUrl });
    const b = await build({ databaseUrl, clock: a.clock });
    const solved = await solvedChallenge(a.app);
    const answers = await Promise.all([
      postFeedback(b.app, feedbackBody(solved)),
      postFeedback(a.app, feedbackBody(solved)),
      postFeedback(b.app, feedbackBody(solved)),
      postFeedback(b.app, feedbackBody(solved)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect((await a.app.feedbackStore.countByStatus()).stored).toBe(1);
    const id = answers.find((answer) => answer.statusCode === 201)?.json().statusUrl.split('/').pop();
    expect((await a.app.inject(`/api/feedback/${id}`)).statusCode).toBe(200);
  });

  it('hold the per-client limit on posts together (3 a minute across both, not 3 each), challenges per instance', async () => {
    const databaseUrl = await pgDatabase();
    const env = { FEEDBACK_RATE_LIMIT_FEEDBACK: '3', FEEDBACK_RATE_LIMIT_CHALLENGE: '2' };
    const a = await build({ databaseUrl, env });
    const b = await build({ databaseUrl, env, clock: a.clock });
    const client = '203.0.113.50';
    // An empty body is refused (400), but only after the limit counted it.
    const post = (app: typeof a.app, remoteAddress = client) =>
      app.inject({ method: 'POST', url: '/api/feedback', payload: {}, remoteAddress }).then((response) => response.statusCode);
    const codes = [];
    for (const app of [a.app, b.app, a.app, b.app, a.app]) codes.push(await post(app));
    expect(codes).toEqual([400, 400, 400, 429, 429]);
    expect(await post(b.app, '203.0.113.51')).toBe(400);
    // Issuing a challenge costs the store nothing, so its limit counts in each instance's memory.
    const challenge = (app: typeof a.app) => app.inject({ url: '/api/challenge', remoteAddress: client }).then((response) => response.statusCode);
    const issued = [];
    for (const app of [a.app, a.app, a.app, b.app, b.app, b.app]) issued.push(await challenge(app));
    expect(issued).toEqual([200, 200, 429, 200, 200, 429]);
    a.clock.advance(60_000); // next window
    expect(await post(b.app)).toBe(400);
    expect(await challenge(a.app)).toBe(200);
  });

  it('publish each feedback exactly once while one instance is killed (SIGKILL) mid-publish', { timeout: 60_000 }, async () => {
    const gitlab = await startGitLabStandIn({ token: TOKEN });
    onTestFinished(() => gitlab.close());
    // Every creation is slow: the issue exists at once, the answer comes after 2 s.
    gitlab.failNext(...Array.from({ length: 6 }, () => ({ kind: 'slow', delayMs: 2_000 }) as const));
    const env = {
      FEEDBACK_DATABASE_URL: await pgDatabase(),
      FEEDBACK_INSTANCES: '2',
      FEEDBACK_SECRET: 'multi-instance-secret-multi-instance',
      FEEDBACK_TRUST_PROXY: '127.0.0.1',
      // Required with several instances; this test sends no e-mail, so nothing connects to it.
      MAIL_SMTP_URL: 'smtp://127.0.0.1:25',
      MAIL_FROM: 'servicestandard@example.de',
      FEEDBACK_GITLAB_API_URL: gitlab.apiUrl,
      FEEDBACK_GITLAB_TOKEN: TOKEN,
      FEEDBACK_GITLAB_TIMEOUT_MS: '10000',
      FEEDBACK_DIFFICULTY: '500',
      FEEDBACK_RATE_LIMIT_FEEDBACK: '100',
      LOG_LEVEL: 'silent',
      TEST_LEASE_MS: '1500',
      TEST_POLL_MS: '100',
    };
    const [a, b] = await Promise.all([startInstance(env), startInstance(env)]);

    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const instance = i % 2 ? b : a;
      const challenge = (await (await fetch(`${instance.url}/api/challenge`)).json()) as Challenge;
      const other = i % 2 ? a : b; // issued by one, posted to the other
      const response = await fetch(`${other.url}/api/feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          feedbackBody({ description: `Rückmeldung Nummer ${i}`, challenge: challenge.challenge, challengeSolution: await solveChallenge(challenge) }),
        ),
      });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { statusUrl: string }).statusUrl.split('/').pop()!);
    }

    // Each instance sends one row at a time: two issues created but unanswered = both are mid-publish.
    await vi.waitFor(() => expect(gitlab.issues.length).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 20 });
    await a.kill();

    const health = async () => ((await (await fetch(`${b.url}/api/health`)).json()) as { outbox: Record<string, number> }).outbox;
    await vi.waitFor(async () => expect((await health()).published).toBe(6), { timeout: 40_000, interval: 200 });
    for (const id of ids) {
      expect(gitlab.issues.filter((issue) => issue.description.endsWith(`feedback-id: ${id}`))).toHaveLength(1);
    }
    expect(gitlab.issues).toHaveLength(6);
    expect(await health()).toMatchObject({ queued: 0, sending: 0, failed: 0 });
  });
});

describe('configuration for several instances', () => {
  it('refuses to start with more than one instance without secret, proxy trust and PostgreSQL, naming them in German', async () => {
    const { loadConfig } = await import('../src/config.ts');
    expect(() => loadConfig({ FEEDBACK_INSTANCES: '2' })).toThrow(
      /Für 2 Instanzen müssen FEEDBACK_DATABASE_URL, FEEDBACK_SECRET, FEEDBACK_TRUST_PROXY gesetzt sein/,
    );
    expect(() =>
      loadConfig({ FEEDBACK_INSTANCES: '2', FEEDBACK_DATABASE_URL: 'postgres://x@db/feedback', FEEDBACK_SECRET: 's'.repeat(32) }),
    ).toThrow(/müssen FEEDBACK_TRUST_PROXY gesetzt sein/);
    const config = loadConfig({
      FEEDBACK_INSTANCES: '2',
      FEEDBACK_DATABASE_URL: 'postgres://feedback:geheim@db/feedback',
      FEEDBACK_SECRET: 's'.repeat(32),
      FEEDBACK_TRUST_PROXY: '10.0.0.0/8',
      MAIL_SMTP_URL: 'smtp://mail.example.de',
      MAIL_FROM: 'servicestandard@example.de',
    });
    expect(config.postgres?.url).toBe('postgres://feedback:geheim@db/feedback');
    expect(JSON.stringify(config)).not.toContain('geheim');
  });

  it('exits at start with that message when run as a process', async () => {
    await expect(startInstance({ FEEDBACK_INSTANCES: '3', FEEDBACK_SECRET: 's'.repeat(32) })).rejects.toThrow(
      /Der Feedback-Dienst startet nicht: Für 3 Instanzen müssen FEEDBACK_DATABASE_URL, FEEDBACK_TRUST_PROXY gesetzt sein/,
    );
  });
});
