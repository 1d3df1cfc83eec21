/**
 * The store contract of the editors' area (EditorStore): the same tests against SQLite and a real
 * PostgreSQL server, both on the test clock.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { openPostgresStore } from '../../src/store/postgres.ts';
import { openSqliteStore } from '../../src/store/sqlite.ts';
import type { FeedbackQuery, FeedbackStore, NewFeedback } from '../../src/store/index.ts';
import { pgDatabase, STORE_KINDS, tempDbPath, testClock } from '../helper.ts';
import type { StoreKind, TestClock } from '../helper.ts';
import { challenge, feedback } from './fixtures.ts';

async function openOne(kind: StoreKind, clock: TestClock): Promise<FeedbackStore> {
  const store = kind === 'sqlite' ? openSqliteStore(tempDbPath(), { now: clock.now }) : await openPostgresStore(await pgDatabase(), { now: clock.now });
  onTestFinished(() => store.close());
  return store;
}

/** Stores feedback as the API does (a challenge used up), one millisecond after the previous one. */
async function add(store: FeedbackStore, clock: TestClock, id: string, overrides: Partial<NewFeedback> = {}) {
  clock.advance(1);
  expect(await store.acceptFeedback(challenge(`c-${id}`), feedback(id, overrides))).toBe('accepted');
}

const LIMITS = { idleMs: 30 * 60_000, absoluteMs: 8 * 3_600_000 };
const session = (tokenHash: string) => ({ tokenHash, subject: '4711', name: 'Erika Mustermann', csrfToken: `csrf-${tokenHash}`, role: 'editor' as const });

describe.each(STORE_KINDS)('editor store contract: %s', (kind) => {
  it('lists feedback newest first, filtered by status and page, with the total of the filter', async () => {
    const clock = testClock();
    const store = await openOne(kind, clock);
    await add(store, clock, 'a', { pagePath: '/ueber' });
    await add(store, clock, 'b', { pagePath: '/glossar', labels: ['barriere'] });
    await add(store, clock, 'c', { pagePath: '/ueber', status: 'stored' });
    await add(store, clock, 'd', { pagePath: '/ueber' });

    const all = await store.listFeedback({ limit: 10, offset: 0 });
    expect(all.total).toBe(4);
    expect(all.rows.map((row) => row.id)).toEqual(['d', 'c', 'b', 'a']);
    expect(all.rows[2]).toMatchObject({ labels: ['barriere'], contactedAt: null, erasedAt: null });

    expect((await store.listFeedback({ pagePath: '/ueber', limit: 10, offset: 0 })).rows.map((row) => row.id)).toEqual(['d', 'c', 'a']);
    const queuedOnUeber = await store.listFeedback({ status: 'queued', pagePath: '/ueber', limit: 1, offset: 1 });
    expect(queuedOnUeber).toMatchObject({ total: 2, rows: [{ id: 'a' }] });
    expect(await store.listFeedback({ status: 'failed', limit: 10, offset: 0 })).toEqual({ rows: [], total: 0 });
    expect(await store.feedbackPagePaths()).toEqual(['/glossar', '/ueber']);
  });

  it('marks and unmarks a feedback as contacted', async () => {
    const clock = testClock();
    const store = await openOne(kind, clock);
    await add(store, clock, 'a', { email: 'anna@example.org' });
    expect(await store.setContacted('a', true)).toBe(true);
    expect((await store.getEditorFeedback('a'))?.contactedAt).toBe(clock.now());
    expect(await store.setContacted('a', false)).toBe(true);
    expect((await store.getEditorFeedback('a'))?.contactedAt).toBeNull();
    expect(await store.setContacted('gibt-es-nicht', true)).toBe(false);
    expect(await store.getEditorFeedback('gibt-es-nicht')).toBeUndefined();
  });

  it('filters the list by the contacted mark, with the other filters and the total of the filter', async () => {
    const clock = testClock();
    const store = await openOne(kind, clock);
    await add(store, clock, 'a', { pagePath: '/ueber', email: 'anna@example.org' });
    await add(store, clock, 'b', { pagePath: '/glossar', email: 'ben@example.org' });
    await add(store, clock, 'c', { pagePath: '/ueber', email: 'cem@example.org', status: 'stored' });
    await add(store, clock, 'd', { pagePath: '/ueber' });
    expect(await store.setContacted('a', true)).toBe(true);
    expect(await store.setContacted('c', true)).toBe(true);
    const ids = async (query: Omit<FeedbackQuery, 'limit' | 'offset'>) => {
      const { rows, total } = await store.listFeedback({ ...query, limit: 10, offset: 0 });
      expect(total).toBe(rows.length);
      return rows.map((row) => row.id);
    };
    expect(await ids({ contacted: true })).toEqual(['c', 'a']);
    expect(await ids({ contacted: false })).toEqual(['d', 'b']);
    expect(await ids({ contacted: undefined })).toEqual(['d', 'c', 'b', 'a']);
    expect(await ids({ contacted: true, status: 'queued' })).toEqual(['a']);
    expect(await ids({ contacted: false, pagePath: '/ueber' })).toEqual(['d']);
    expect(await ids({ contacted: true, status: 'queued', pagePath: '/glossar' })).toEqual([]);
    const paged = await store.listFeedback({ contacted: true, limit: 1, offset: 1 });
    expect(paged).toMatchObject({ total: 2, rows: [{ id: 'a' }] });
    // Unmarked again: out of the contacted list.
    expect(await store.setContacted('a', false)).toBe(true);
    expect(await ids({ contacted: true })).toEqual(['c']);
  });

  it('lists rows with their description and e-mail address', async () => {
    const clock = testClock();
    const store = await openOne(kind, clock);
    await add(store, clock, 'a', { description: 'Der Link ist kaputt.', email: 'anna@example.org' });
    await add(store, clock, 'b', { description: 'Schwer zu lesen.' });
    const { rows } = await store.listFeedback({ limit: 10, offset: 0 });
    expect(rows.map((row) => ({ id: row.id, description: row.description, email: row.email }))).toEqual([
      { id: 'b', description: 'Schwer zu lesen.', email: '' },
      { id: 'a', description: 'Der Link ist kaputt.', email: 'anna@example.org' },
    ]);
  });

  it('puts only a failed row back into the queue, due at once with a fresh count of attempts', async () => {
    const clock = testClock();
    const store = await openOne(kind, clock);
    await add(store, clock, 'a');
    const claimed = await store.claimNext(60_000);
    expect(await store.retryFailed('a')).toBe(false); // being sent
    expect(await store.markFailed(claimed!, 'GitLab answered 404')).toBe(true);
    clock.advance(5_000);
    expect(await store.retryFailed('a')).toBe(true);
    expect(await store.getEditorFeedback('a')).toMatchObject({ status: 'queued', attempts: 0, nextAttemptAt: clock.now(), lastError: 'GitLab answered 404' });
    expect((await store.claimNext(60_000))?.id).toBe('a');
    expect(await store.retryFailed('gibt-es-nicht')).toBe(false);
  });

  it('erases e-mail address and description on request; an unpublished row leaves the queue, a row being sent is left alone', async () => {
    const clock = testClock();
    const store = await openOne(kind, clock);
    await add(store, clock, 'published', { email: 'anna@example.org', description: 'Ich heiße Anna.' });
    await add(store, clock, 'sending', { email: 'ben@example.org' });
    await add(store, clock, 'queued', { email: 'cem@example.org' });
    // Oldest due first: the first is published, the second stays leased, the third waits.
    const first = await store.claimNext(60_000);
    expect(first?.id).toBe('published');
    await store.markPublished(first!, { url: 'https://gitlab.example/1', iid: 1 });
    expect((await store.claimNext(60_000))?.id).toBe('sending');

    expect(await store.erasePersonalData('sending')).toBe('sending');
    expect((await store.getEditorFeedback('sending'))?.email).toBe('ben@example.org');
    expect(await store.erasePersonalData('published')).toBe('erased');
    expect(await store.getEditorFeedback('published')).toMatchObject({ email: '', description: '', status: 'published', erasedAt: clock.now() });
    expect(await store.erasePersonalData('queued')).toBe('erased');
    expect(await store.getEditorFeedback('queued')).toMatchObject({ email: '', description: '', status: 'stored' });
    expect(await store.claimNext(60_000)).toBeUndefined(); // never sent now
    expect(await store.erasePersonalData('gibt-es-nicht')).toBe('unknown');
  });

  it('keeps a session within 30 minutes idle and 8 hours in all, and deletes it on sign-out', async () => {
    const clock = testClock();
    const store = await openOne(kind, clock);
    await store.createEditorSession(session('s1'));
    const start = clock.now();
    expect(await store.touchEditorSession('s1', LIMITS)).toEqual({ ...session('s1'), role: 'editor', createdAt: start, lastSeenAt: start });
    expect(await store.touchEditorSession('unbekannt', LIMITS)).toBeUndefined();
    // A reviewer's session keeps its role (issue 34, item 5).
    await store.createEditorSession({ ...session('r1'), role: 'reviewer' });
    expect((await store.touchEditorSession('r1', LIMITS))?.role).toBe('reviewer');

    // Active every 29 minutes: alive until the absolute limit, however active.
    let seen = start;
    while (seen + 29 * 60_000 < start + LIMITS.absoluteMs) {
      clock.advance(29 * 60_000);
      seen = clock.now();
      expect((await store.touchEditorSession('s1', LIMITS))?.lastSeenAt).toBe(seen);
    }
    clock.advance(start + LIMITS.absoluteMs - clock.now());
    expect(await store.touchEditorSession('s1', LIMITS)).toBeUndefined();

    // Idle: 30 minutes without a request ends it.
    await store.createEditorSession(session('s2'));
    clock.advance(30 * 60_000 - 1);
    expect(await store.touchEditorSession('s2', LIMITS)).toBeDefined();
    clock.advance(30 * 60_000);
    expect(await store.touchEditorSession('s2', LIMITS)).toBeUndefined();

    await store.createEditorSession(session('s3'));
    expect(await store.deleteEditorSession('s3')).toBe(true);
    expect(await store.touchEditorSession('s3', LIMITS)).toBeUndefined();
    expect(await store.deleteEditorSession('s3')).toBe(false);
  });

  it('keeps the audit log newest first and deletes entries older than the cutoff and sessions past their limits', async () => {
    const clock = testClock();
    const store = await openOne(kind, clock);
    const editor = { subject: '4711', name: 'Erika Mustermann' };
    await store.appendAudit({ ...editor, action: 'sign-in', feedbackId: null });
    const firstAt = clock.now();
    clock.advance(1_000);
    await store.appendAudit({ ...editor, action: 'erase', feedbackId: 'f1' });
    clock.advance(1_000);
    await store.appendAudit({ ...editor, action: 'sign-out', feedbackId: null });

    const { entries, total } = await store.listAudit({ limit: 2, offset: 0 });
    expect(total).toBe(3);
    expect(entries.map((entry) => entry.action)).toEqual(['sign-out', 'erase']);
    expect(entries[1]).toMatchObject({ ...editor, action: 'erase', feedbackId: 'f1', at: firstAt + 1_000 });
    expect((await store.listAudit({ limit: 2, offset: 2 })).entries).toMatchObject([{ action: 'sign-in', feedbackId: null, at: firstAt }]);

    await store.createEditorSession(session('alt'));
    clock.advance(LIMITS.idleMs);
    await store.createEditorSession(session('neu'));
    expect(await store.purgeEditorRecords({ auditBefore: firstAt + 1, sessions: LIMITS })).toEqual({ audit: 1, sessions: 1 });
    expect((await store.listAudit({ limit: 10, offset: 0 })).total).toBe(2);
    expect(await store.touchEditorSession('neu', LIMITS)).toBeDefined();
  });
});
