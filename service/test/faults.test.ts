/**
 * Faults around the store: PostgreSQL unavailable for a while, and the process killed (SIGKILL)
 * while it writes. Nothing the service answered 201 for is lost, nothing is published twice.
 * (GitLab answering 500, 429, timing out or refusing connections: plugins/outbox.test.ts.)
 */
import pg from 'pg';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { solveChallenge } from '@servicestandard/pow';
import type { Challenge } from '@servicestandard/pow';
import { startGitLabStandIn } from '@servicestandard/testkit';
import { build, feedbackBody, feedbackId, pgDatabase, solvedChallenge, STORE_KINDS, submitFeedback, tempDbPath } from './helper.ts';
import { startInstance } from './instances.ts';
import { createDatabase, startPostgres } from '@servicestandard/testkit';

const TOKEN = 'glpat-faults-0123456789';

describe('PostgreSQL unavailable for a while', () => {
  it('answers 503 while the database is down, recovers by itself, and publishes everything exactly once', { timeout: 90_000 }, async () => {
    const server = await startPostgres(); // its own server: this test stops it
    onTestFinished(() => server.destroy());
    const gitlab = await startGitLabStandIn({ token: TOKEN });
    onTestFinished(() => gitlab.close());
    const { app } = await build({
      databaseUrl: await createDatabase(server.url),
      env: { FEEDBACK_GITLAB_API_URL: gitlab.apiUrl, FEEDBACK_GITLAB_TOKEN: TOKEN, FEEDBACK_GITLAB_TIMEOUT_MS: '5000' },
      config: { outbox: { backoffBaseMs: 5_000, backoffMaxMs: 3_600_000, leaseMs: 60_000, pollMs: 100 } },
    });
    const published = async (id: string) => (await app.feedbackStore.getFeedback(id))?.status === 'published';
    const before = feedbackId((await submitFeedback(app, { description: 'Vor dem Ausfall' })).json().statusUrl);
    await vi.waitFor(async () => expect(await published(before)).toBe(true), { timeout: 10_000, interval: 50 });

    await server.stop();
    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json().error.code).toBe('SERVICE_UNAVAILABLE');
    // A challenge needs no database (it is stateless); storing the feedback does.
    const solved = await solvedChallenge(app);
    const post = await app.inject({ method: 'POST', url: '/api/feedback', payload: feedbackBody(solved) });
    expect(post.statusCode).toBe(503);
    expect(post.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
    await expect(app.feedbackOutbox.drain()).rejects.toThrow(); // the worker fails; the process and its timer live on

    await server.start();
    // The pool drops its broken connections and opens new ones on the next requests.
    await vi.waitFor(async () => expect((await app.inject('/api/health')).statusCode).toBe(200), { timeout: 10_000, interval: 100 });
    const after = feedbackId((await submitFeedback(app, { description: 'Nach dem Ausfall' })).json().statusUrl);
    // The background worker picks up again by itself.
    await vi.waitFor(async () => expect(await published(after)).toBe(true), { timeout: 10_000, interval: 50 });
    expect(await published(before)).toBe(true);
    expect(gitlab.issues.map((issue) => issue.description.split('feedback-id: ')[1]).sort()).toEqual([before, after].sort());
  });
});

describe.each(STORE_KINDS)('process killed (SIGKILL) while writing on %s', (store) => {
  it('keeps every feedback it answered 201 for, complete, and no feedback without its used challenge', { timeout: 90_000 }, async () => {
    const location = store === 'sqlite' ? tempDbPath() : await pgDatabase();
    const instance = await startInstance({
      ...(store === 'sqlite' ? { FEEDBACK_DB_PATH: location } : { FEEDBACK_DATABASE_URL: location }),
      FEEDBACK_SECRET: 'faults-secret-faults-secret-faults-secret',
      // One time slot holds as many distinct challenges as the difficulty (see src/challenges.ts).
      FEEDBACK_DIFFICULTY: '2000',
      FEEDBACK_RATE_LIMIT_CHALLENGE: '100000',
      FEEDBACK_RATE_LIMIT_FEEDBACK: '100000',
      LOG_LEVEL: 'silent',
    });
    const bodies: string[] = [];
    const seen = new Set<string>();
    while (bodies.length < 200) {
      const i = bodies.length;
      const challenge = (await (await fetch(`${instance.url}/api/challenge`)).json()) as Challenge;
      // Two visitors may draw the same counter in one slot; each body here uses its own challenge.
      if (seen.has(challenge.challenge)) continue;
      seen.add(challenge.challenge);
      bodies.push(
        JSON.stringify(feedbackBody({ description: `Rückmeldung ${i}`, email: `person${i}@example.org`, challenge: challenge.challenge, challengeSolution: await solveChallenge(challenge) })),
      );
    }
    const accepted: string[] = [];
    let answered = 0;
    let killed: Promise<void> | undefined;
    const posts = bodies.map((body) =>
      fetch(`${instance.url}/api/feedback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (response) => {
          const answer = response.status === 201 ? ((await response.json()) as { statusUrl: string }) : undefined;
          answered += 1;
          if (answer) accepted.push(feedbackId(answer.statusUrl));
          // Kill in the middle of the stream of writes: right at the 40th whole answer, not after a
          // poll, which on a busy machine could come only after every answer had arrived.
          if (answered === 40) killed = instance.kill();
        })
        .catch(() => undefined), // cut off by the kill
    );
    await vi.waitFor(() => expect(killed).toBeDefined(), { timeout: 30_000, interval: 5 });
    await killed;
    await Promise.all(posts);
    expect(answered).toBeLessThan(bodies.length); // requests were still in flight
    expect(accepted.length).toBeGreaterThanOrEqual(40);

    const rows = await readFeedback(store, location);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of accepted) {
      const row = byId.get(id);
      expect(row, id).toBeDefined();
      expect(row?.description).toMatch(/^Rückmeldung \d+$/);
      expect(row?.email).toBe(`person${row?.description.split(' ')[1]}@example.org`);
    }
    // Atomic: as many used challenges as stored feedback (none stored without using one, none used without storing).
    expect(await usedChallenges(store, location)).toBe(rows.length);
  });
});

async function readFeedback(store: string, location: string): Promise<{ id: string; description: string; email: string }[]> {
  if (store === 'sqlite') {
    const db = new DatabaseSync(location);
    try {
      return db.prepare('SELECT id, description, email FROM feedback').all() as { id: string; description: string; email: string }[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: location });
  await client.connect();
  try {
    return (await client.query('SELECT id, description, email FROM feedback')).rows;
  } finally {
    await client.end();
  }
}

async function usedChallenges(store: string, location: string): Promise<number> {
  const sql = 'SELECT count(*) AS n FROM used_challenges';
  if (store === 'sqlite') {
    const db = new DatabaseSync(location);
    try {
      return Number(db.prepare(sql).get()?.n);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: location });
  await client.connect();
  try {
    return Number((await client.query(sql)).rows[0]?.n);
  } finally {
    await client.end();
  }
}
