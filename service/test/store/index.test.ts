/**
 * The store contract: the same tests against SQLite and a real PostgreSQL server. Every store
 * has one clock; here both get the test clock, so expiry, leases and windows are exact.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { openPostgresStore } from '../../src/store/postgres.ts';
import { openSqliteStore } from '../../src/store/sqlite.ts';
import { openStore } from '../../src/store/index.ts';
import type { FeedbackStore } from '../../src/store/index.ts';
import { loadConfig } from '../../src/config.ts';
import { pgDatabase, STORE_KINDS, tempDbPath, testClock } from '../helper.ts';
import type { StoreKind, TestClock } from '../helper.ts';
import { challenge, feedback } from './fixtures.ts';

/** Opens stores of one kind on one database: `open()` again gives a second connection/process view. */
async function storesOn(kind: StoreKind, clock: TestClock) {
  const location = kind === 'sqlite' ? tempDbPath() : await pgDatabase();
  const open = async (): Promise<FeedbackStore> => {
    const store =
      kind === 'sqlite' ? openSqliteStore(location, { now: clock.now }) : await openPostgresStore(location, { now: clock.now });
    onTestFinished(() => store.close());
    return store;
  };
  return { location, open };
}

describe.each(STORE_KINDS)('store contract: %s', (kind) => {
  it('migrates once, also when two instances open the database at the same time, and keeps data', async () => {
    const clock = testClock();
    const { open } = await storesOn(kind, clock);
    const [first, second] = await Promise.all([open(), open()]);
    expect(await second.acceptFeedback(challenge('c'.repeat(64)), feedback('f1'))).toBe('accepted');
    await first.close();
    const third = await open();
    expect(await third.getFeedback('f1')).toMatchObject({ status: 'queued', nextAttemptAt: clock.now(), createdAt: clock.now() });
    expect(await third.acceptFeedback(challenge('c'.repeat(64)), feedback('f2'))).toBe('used');
    expect(await third.getFeedback('f2')).toBeUndefined(); // nothing inserted without the challenge
  });

  it('sweeps used challenges once they have expired by its own clock, so the table stays bounded', async () => {
    const clock = testClock();
    const store = await (await storesOn(kind, clock)).open();
    const first = challenge('a'.repeat(64), clock.now() + 100);
    expect(await store.acceptFeedback(first, feedback('f1'))).toBe('accepted');
    clock.advance(99);
    expect(await store.acceptFeedback(challenge('b'.repeat(64), clock.now() + 100), feedback('f2'))).toBe('accepted');
    expect(await store.acceptFeedback(first, feedback('f3'))).toBe('used');
    expect(await store.getFeedback('f3')).toBeUndefined(); // nothing inserted with a used challenge
    clock.advance(1);
    // The next use sweeps the expired one (the service refuses an expired challenge itself).
    expect(await store.acceptFeedback(challenge('c'.repeat(64), clock.now() + 100), feedback('f4'))).toBe('accepted');
    expect(await store.acceptFeedback(first, feedback('f5'))).toBe('accepted');
    expect(await store.acceptFeedback(challenge('b'.repeat(64), clock.now() + 100), feedback('f6'))).toBe('used');
  });

  it('takes the state of an editor sign-in once, also when two connections race for it, until it expires', async () => {
    const clock = testClock();
    const { open } = await storesOn(kind, clock);
    const [one, two] = await Promise.all([open(), open()]);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? one : two).useSignInState('zustand', clock.now() + 100)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await one.useSignInState('zustand', clock.now() + 100)).toBe(false);
    expect(await two.useSignInState('anderer', clock.now() + 100)).toBe(true);
    clock.advance(100);
    // Expired: the next use sweeps it (the service refuses an expired state before asking the store).
    expect(await one.useSignInState('dritter', clock.now() + 100)).toBe(true);
    expect(await one.useSignInState('zustand', clock.now() + 100)).toBe(true);
  });

  it('accepts a challenge exactly once when two connections race for it', async () => {
    const clock = testClock();
    const { open } = await storesOn(kind, clock);
    const [one, two] = await Promise.all([open(), open()]);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? one : two).acceptFeedback(challenge('race'), feedback(`r${i}`))),
    );
    expect(results.filter((r) => r === 'accepted')).toHaveLength(1);
    expect(results.filter((r) => r === 'used')).toHaveLength(7);
    expect((await one.countByStatus()).queued).toBe(1);
  });

  it('accepts a form token once with its feedback, also when two connections race for it', async () => {
    const clock = testClock();
    const { open } = await storesOn(kind, clock);
    const [one, two] = await Promise.all([open(), open()]);
    const token = { nonce: 'n'.repeat(22), expiresAt: clock.now() + 100 };
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? one : two).acceptFormFeedback(token, feedback(`t${i}`, { status: 'stored' }))),
    );
    expect(results.filter((r) => r === 'accepted')).toHaveLength(1);
    expect(results.filter((r) => r === 'used')).toHaveLength(5);
    expect((await one.countByStatus()).stored).toBe(1);
    // A replay later on inserts nothing either.
    expect(await one.acceptFormFeedback(token, feedback('again'))).toBe('used');
    expect(await one.getFeedback('again')).toBeUndefined();
  });

  it('sweeps used form tokens once they have expired, so the table stays bounded', async () => {
    const clock = testClock();
    const store = await (await storesOn(kind, clock)).open();
    const first = { nonce: 'a'.repeat(22), expiresAt: clock.now() + 100 };
    expect(await store.acceptFormFeedback(first, feedback('f1'))).toBe('accepted');
    clock.advance(99);
    expect(await store.acceptFormFeedback({ nonce: 'b'.repeat(22), expiresAt: clock.now() + 100 }, feedback('f2'))).toBe('accepted');
    expect(await store.acceptFormFeedback(first, feedback('f3'))).toBe('used');
    clock.advance(1);
    // The next use sweeps the expired nonce: its row is gone (the service refuses the expired token itself).
    expect(await store.acceptFormFeedback({ nonce: 'c'.repeat(22), expiresAt: clock.now() + 100 }, feedback('f4'))).toBe('accepted');
    expect(await store.acceptFormFeedback(first, feedback('f5'))).toBe('accepted');
    expect(await store.acceptFormFeedback({ nonce: 'b'.repeat(22), expiresAt: clock.now() + 100 }, feedback('f6'))).toBe('used');
  });

  it('purges rate-limit windows that began more than an hour ago', async () => {
    const clock = testClock(Date.UTC(2026, 0, 15, 9, 0, 0));
    const store = await (await storesOn(kind, clock)).open();
    await store.hitRateLimit('alt', 60_000);
    clock.advance(60_000);
    await store.hitRateLimit('neu', 60_000);
    clock.advance(3_600_000 - 60_000); // the first window began an hour ago now, the second a minute later
    expect(await store.purgeExpired()).toBe(0);
    clock.advance(1);
    expect(await store.purgeExpired()).toBe(1);
    expect((await store.hitRateLimit('neu', 60_000)).count).toBe(1);
  });

  it('counts rate-limit hits per key in fixed windows shared by all connections', async () => {
    const clock = testClock(Date.UTC(2026, 0, 15, 9, 0, 10));
    const { open } = await storesOn(kind, clock);
    const [one, two] = await Promise.all([open(), open()]);
    const hits = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? one : two).hitRateLimit('k', 60_000)));
    expect(hits.map((h) => h.count).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    // Many at once through one connection: numbered one after another, other keys apart.
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => one.hitRateLimit(i % 4 ? 'k' : 'b', 60_000)));
    expect(burst.filter((_, i) => i % 4).map((h) => h.count)).toEqual(Array.from({ length: 30 }, (_, i) => 7 + i));
    expect(burst.filter((_, i) => !(i % 4)).map((h) => h.count)).toEqual(Array.from({ length: 10 }, (_, i) => 1 + i));
    expect(hits[0]?.resetInMs).toBe(50_000);
    expect((await one.hitRateLimit('other', 60_000)).count).toBe(1);
    clock.advance(50_000); // next window
    expect(await two.hitRateLimit('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('lets only one of two workers claim a row, with a lease only its holder can finish', async () => {
    const clock = testClock();
    const { open } = await storesOn(kind, clock);
    const [one, two] = await Promise.all([open(), open()]);
    await one.acceptFeedback(challenge('a'), feedback('f1'));
    const claims = (await Promise.all([one.claimNext(60), two.claimNext(60)])).filter((row) => row !== undefined);
    expect(claims).toHaveLength(1);
    const first = claims[0]!;
    expect(first).toMatchObject({ id: 'f1', status: 'sending', attempts: 1, leaseUntil: clock.now() + 60 });
    expect(await two.nextWakeInMs()).toBe(60);
    expect(await two.releaseExpiredLeases()).toBe(0);
    clock.advance(60);
    expect(await two.releaseExpiredLeases()).toBe(1);
    expect(await one.getFeedback('f1')).toMatchObject({ status: 'queued', outcomeUnknown: true, attempts: 1 });

    // The new owner's lease wins: the late first worker can neither publish nor reschedule.
    const second = await two.claimNext(60);
    expect(second?.leaseToken).toBeDefined();
    expect(second?.leaseToken).not.toBe(first.leaseToken);
    expect(await one.markPublished(first, { url: 'https://gitlab.example/1', iid: 1 })).toBe(false);
    expect(await one.reschedule(first, { delayMs: 10, error: 'late', outcomeUnknown: false })).toBe(false);
    expect(await one.markFailed(first, 'late')).toBe(false);
    expect(await two.markPublished(second!, { url: 'https://gitlab.example/2', iid: 2 })).toBe(true);
    expect(await one.getFeedback('f1')).toMatchObject({ status: 'published', issueUrl: 'https://gitlab.example/2', issueIid: 2, attempts: 2 });
    expect(await one.claimNext(60)).toBeUndefined();
  });

  it('reschedules and fails rows by the store clock, and reports when to wake up', async () => {
    const clock = testClock();
    const store = await (await storesOn(kind, clock)).open();
    expect(await store.nextWakeInMs()).toBeUndefined();
    for (const id of ['f1', 'f2']) {
      await store.acceptFeedback(challenge(id), feedback(id));
    }
    const row = await store.claimNext(1_000);
    expect(await store.reschedule(row!, { delayMs: 500, error: 'GitLab answered 503', outcomeUnknown: true })).toBe(true);
    expect(await store.getFeedback(row!.id)).toMatchObject({ status: 'queued', nextAttemptAt: clock.now() + 500, lastError: 'GitLab answered 503', outcomeUnknown: true });
    const other = await store.claimNext(1_000);
    expect(other?.id).not.toBe(row?.id);
    expect(await store.markFailed(other!, 'GitLab answered 404')).toBe(true);
    expect(await store.claimNext(1_000)).toBeUndefined(); // the first waits for its retry
    expect(await store.nextWakeInMs()).toBe(500);
    clock.advance(500);
    expect((await store.claimNext(1_000))?.id).toBe(row?.id);
    expect(await store.countByStatus()).toEqual({ stored: 0, queued: 0, sending: 1, published: 0, failed: 1 });
  });

  it('deletes e-mail addresses and client records past their retention, nothing else', async () => {
    const clock = testClock();
    const store = await (await storesOn(kind, clock)).open();
    await store.acceptFeedback(challenge('early'), feedback('early', { email: 'anna@example.org', status: 'stored' }));
    await store.hitRateLimit('k', 60_000);
    const sentAt = clock.now();
    clock.advance(1_000);
    await store.acceptFeedback(challenge('late'), feedback('late', { email: 'ben@example.org', status: 'stored' }));

    const deleted = await store.deletePersonalData({ emailsReceivedBefore: sentAt + 1, textsPublishedBefore: sentAt + 1, recordsBefore: sentAt + 1 });
    expect(deleted).toEqual({ emails: 1, texts: 0, records: 1 }); // one rate-limit window; nothing was handed over
    expect(await store.getFeedback('early')).toMatchObject({ email: '', description: 'd', status: 'stored' });
    expect((await store.getFeedback('late'))?.email).toBe('ben@example.org');
    expect(await store.deletePersonalData({ emailsReceivedBefore: sentAt + 1, textsPublishedBefore: sentAt + 1, recordsBefore: sentAt + 1 })).toEqual({
      emails: 0,
      texts: 0,
      records: 0,
    });
  });

  it('deletes its copy of a text once it was handed to openCode long enough ago, and only then', async () => {
    const clock = testClock();
    const store = await (await storesOn(kind, clock)).open();
    for (const id of ['handed', 'waiting', 'failing']) {
      await store.acceptFeedback(challenge(id), feedback(id, { email: `${id}@example.org`, status: 'queued' }));
    }
    const handed = await store.claimNext(60_000);
    expect(await store.markPublished(handed!, { url: 'https://gitlab.example/issues/1', iid: 1 })).toBe(true);
    const publishedAt = clock.now();
    expect((await store.getFeedback(handed!.id))?.publishedAt).toBe(publishedAt);
    const failing = await store.claimNext(60_000);
    expect(await store.markFailed(failing!, 'GitLab answered 403')).toBe(true);

    const cutoffs = (at: number) => ({ emailsReceivedBefore: 0, textsPublishedBefore: at, recordsBefore: 0 });
    expect(await store.deletePersonalData(cutoffs(publishedAt))).toEqual({ emails: 0, texts: 0, records: 0 });
    expect(await store.deletePersonalData(cutoffs(publishedAt + 1))).toEqual({ emails: 0, texts: 1, records: 0 });
    expect(await store.getFeedback(handed!.id)).toMatchObject({ description: '', email: `${handed!.id}@example.org`, status: 'published' });
    // Not handed over (queued, failed): the service holds the only copy.
    expect((await store.getFeedback('waiting'))?.description).toBe('d');
    expect((await store.getFeedback(failing!.id))?.description).toBe('d');

    // E-mail and text due together on one row: both go in one run.
    const both = { emailsReceivedBefore: clock.now() + 1, textsPublishedBefore: clock.now() + 1, recordsBefore: 0 };
    await store.acceptFeedback(challenge('both'), feedback('both', { email: 'both@example.org', status: 'queued' }));
    while (true) {
      const next = await store.claimNext(60_000);
      if (!next) break;
      await store.markPublished(next, { url: `https://gitlab.example/issues/${next.id}`, iid: 2 });
    }
    clock.advance(1);
    const result = await store.deletePersonalData({ ...both, emailsReceivedBefore: clock.now(), textsPublishedBefore: clock.now() });
    expect(result.texts).toBe(2);
    expect(await store.getFeedback('both')).toMatchObject({ description: '', email: '' });
  });
});

describe.each(STORE_KINDS)('store contract, War diese Seite hilfreich?: %s', (kind) => {
  it('counts answers per page and day (UTC) from every connection, and sums them per page', async () => {
    const clock = testClock(Date.UTC(2026, 0, 15, 23, 59, 59, 0));
    const { open } = await storesOn(kind, clock);
    const [one, two] = await Promise.all([open(), open()]);
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? one : two).countHelpful('/glossar', i < 7 ? 'ja' : 'nein')));
    clock.advance(1_000); // the next day in UTC
    await one.countHelpful('/glossar', 'nein');
    await two.countHelpful('/', 'ja');
    expect(await one.helpfulTotals()).toEqual([
      { pagePath: '/', ja: 1, nein: 0, firstDay: '2026-01-16', lastDay: '2026-01-16' },
      { pagePath: '/glossar', ja: 7, nein: 4, firstDay: '2026-01-15', lastDay: '2026-01-16' },
    ]);
  });

  it('sums answers per page and ISO week, newest week first, with the ISO year at the turn of the year', async () => {
    const clock = testClock();
    const { open } = await storesOn(kind, clock);
    const [one, two] = await Promise.all([open(), open()]);
    const on = (day: string) => (clock.advance(Date.parse(`${day}T12:00:00Z`) - clock.now()), day);
    // Thursday 2026-12-31 and Friday 2027-01-01 are both in week 53 of 2026; Monday 2027-01-04 starts 2027-W01.
    on('2026-12-31');
    await one.countHelpful('/glossar', 'ja');
    await two.countHelpful('/glossar', 'nein');
    on('2027-01-01');
    await two.countHelpful('/glossar', 'ja');
    on('2027-01-03'); // Sunday: still 2026-W53
    await one.countHelpful('/', 'nein');
    on('2027-01-04');
    await one.countHelpful('/glossar', 'ja');
    // Monday 2024-12-30 belongs to 2025-W01; Sunday 2024-12-29 to 2024-W52.
    on('2024-12-29');
    await one.countHelpful('/glossar', 'nein');
    on('2024-12-30');
    await one.countHelpful('/glossar', 'ja');
    // Sunday 2021-01-03 is in 2020-W53; a single-digit week is padded.
    on('2021-01-03');
    await two.countHelpful('/', 'ja');
    on('2026-02-10');
    await two.countHelpful('/', 'ja');

    expect(await one.helpfulByWeek()).toEqual([
      { pagePath: '/glossar', week: '2027-W01', ja: 1, nein: 0 },
      { pagePath: '/', week: '2026-W53', ja: 0, nein: 1 },
      { pagePath: '/glossar', week: '2026-W53', ja: 2, nein: 1 },
      { pagePath: '/', week: '2026-W07', ja: 1, nein: 0 },
      { pagePath: '/glossar', week: '2025-W01', ja: 1, nein: 0 },
      { pagePath: '/glossar', week: '2024-W52', ja: 0, nein: 1 },
      { pagePath: '/', week: '2020-W53', ja: 1, nein: 0 },
    ]);
    expect(await two.helpfulByWeek({ pagePath: '/' })).toEqual([
      { pagePath: '/', week: '2026-W53', ja: 0, nein: 1 },
      { pagePath: '/', week: '2026-W07', ja: 1, nein: 0 },
      { pagePath: '/', week: '2020-W53', ja: 1, nein: 0 },
    ]);
    expect(await two.helpfulByWeek({ pagePath: '/gibt-es-nicht' })).toEqual([]);
  });

  it('keeps counts apart from personal data: the deletion duties leave them alone', async () => {
    const clock = testClock();
    const store = await (await storesOn(kind, clock)).open();
    await store.countHelpful('/', 'ja');
    clock.advance(30 * 24 * 60 * 60 * 1000);
    await store.deletePersonalData({ emailsReceivedBefore: clock.now(), textsPublishedBefore: clock.now(), recordsBefore: clock.now() });
    expect(await store.helpfulTotals()).toMatchObject([{ pagePath: '/', ja: 1, nein: 0 }]);
  });
});

describe('openStore', () => {
  it('opens the store the configuration names: SQLite by default, PostgreSQL with a database URL', async () => {
    const base = { FEEDBACK_DB_PATH: tempDbPath(), FEEDBACK_SECRET: 's'.repeat(32) };
    const sqlite = await openStore(loadConfig(base));
    onTestFinished(() => sqlite.close());
    expect(sqlite.kind).toBe('sqlite');
    const postgres = await openStore(loadConfig({ ...base, FEEDBACK_DATABASE_URL: await pgDatabase() }));
    onTestFinished(() => postgres.close());
    expect(postgres.kind).toBe('postgres');
    await postgres.ping();
  });
});
