import { describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../src/plugins/store.ts';
import type { NewFeedback } from '../../src/plugins/store.ts';
import { build, feedbackBody, postFeedback, solvedChallenge, tempDbPath, testClock } from '../helper.ts';

function feedback(id: string, now: number): NewFeedback {
  return { id, createdAt: now, projectId: 4516, pagePath: '/', description: 'd', email: '', labels: [], status: 'queued' };
}

describe('SQLite store', () => {
  it('creates its directory and schema, and keeps data across reopening', async () => {
    const path = tempDbPath().replace(/feedback\.sqlite$/, 'neu/tief/feedback.sqlite');
    const first = openSqliteStore(path);
    await first.insertChallenge(
      { challenge: 'c'.repeat(64), salt: 's', difficulty: 10, clientHash: 'h', createdAt: 1, expiresAt: 100 },
      20,
    );
    expect(await first.acceptFeedback('c'.repeat(64), 50, feedback('f1', 50))).toBe('accepted');
    first.close();
    const second = openSqliteStore(path);
    expect(await second.getFeedback('f1')).toMatchObject({ status: 'queued', nextAttemptAt: 50 });
    expect(await second.acceptFeedback('c'.repeat(64), 60, feedback('f2', 60))).toBe('used');
    expect(await second.getFeedback('f2')).toBeUndefined(); // rolled back with the challenge check
    second.close();
  });

  it('tells unknown, expired and used challenges apart', async () => {
    const store = openSqliteStore(tempDbPath());
    await store.insertChallenge({ challenge: 'a', salt: 's', difficulty: 10, clientHash: 'h', createdAt: 0, expiresAt: 100 }, 20);
    expect(await store.acceptFeedback('x', 10, feedback('f0', 10))).toBe('unknown');
    expect(await store.acceptFeedback('a', 100, feedback('f1', 100))).toBe('expired');
    expect(await store.acceptFeedback('a', 99, feedback('f2', 99))).toBe('accepted');
    expect(await store.acceptFeedback('a', 99, feedback('f3', 99))).toBe('used');
    store.close();
  });

  it('bounds open challenges per client: used ones do not count, ties go by insertion order', async () => {
    const store = openSqliteStore(tempDbPath());
    const issue = (challenge: string, clientHash = 'h') =>
      store.insertChallenge({ challenge, salt: 's', difficulty: 10, clientHash, createdAt: 5, expiresAt: 100 }, 2);
    await issue('a');
    expect(await store.acceptFeedback('a', 10, feedback('f1', 10))).toBe('accepted');
    await issue('b');
    await issue('c');
    await issue('x', 'other');
    await issue('d');
    const kept = await Promise.all(['a', 'b', 'c', 'd', 'x'].map(async (c) => [c, Boolean(await store.findChallenge(c))]));
    expect(Object.fromEntries(kept)).toEqual({ a: true, b: false, c: true, d: true, x: true });
    store.close();
  });

  it('stores challenges issued in the same turn together, and fails only a bad one', async () => {
    const path = tempDbPath();
    const store = openSqliteStore(path);
    const issue = (challenge: string) =>
      store.insertChallenge({ challenge, salt: 's', difficulty: 10, clientHash: challenge, createdAt: 5, expiresAt: 100 }, 20);
    await issue('schon-da');
    const results = await Promise.allSettled(['eins', 'schon-da', 'zwei', 'drei'].map(issue));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    // Answered only after the commit: another connection sees them.
    const other = openSqliteStore(path);
    for (const c of ['eins', 'zwei', 'drei']) expect(await other.findChallenge(c)).toBeDefined();
    other.close();
    // Closing writes what is still waiting.
    const late = issue('vier');
    store.close();
    await late;
    const reopened = openSqliteStore(path);
    expect(await reopened.findChallenge('vier')).toBeDefined();
    reopened.close();
  });

  it('lets only one of two workers claim a row', async () => {
    const path = tempDbPath();
    const one = openSqliteStore(path);
    const two = openSqliteStore(path);
    await one.insertChallenge({ challenge: 'a', salt: 's', difficulty: 10, clientHash: 'h', createdAt: 0, expiresAt: 100 }, 20);
    await one.acceptFeedback('a', 10, feedback('f1', 10));
    const claims = await Promise.all([one.claim('f1', 20, 80), two.claim('f1', 20, 80)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await two.releaseExpiredLeases(79)).toBe(0);
    expect(await two.releaseExpiredLeases(80)).toBe(1);
    expect(await one.getFeedback('f1')).toMatchObject({ status: 'queued', outcomeUnknown: true, attempts: 1 });
    one.close();
    two.close();
  });
});

describe('two app instances on one SQLite file', () => {
  it('accept a challenge issued by the other, exactly once', async () => {
    const clock = testClock();
    const one = await build({ clock });
    const two = await build({ clock, dbPath: one.dbPath });
    const solved = await solvedChallenge(one.app);
    const answers = await Promise.all([
      postFeedback(two.app, feedbackBody(solved)),
      postFeedback(one.app, feedbackBody(solved)),
      postFeedback(two.app, feedbackBody(solved)),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await one.app.feedbackStore.countByStatus()).stored).toBe(1);
    const accepted = answers.find((a) => a.statusCode === 201);
    const id = accepted?.json().issueUrl.split('/').pop();
    expect((await one.app.inject(`/api/feedback/${id}`)).statusCode).toBe(200);
  });
});
