/**
 * The store contract of a report's publication (issue 34, item 7), on SQLite and a real PostgreSQL
 * server: the report of an attempt is kept and a failure marked only while the request is
 * 'bericht-abgestimmt'; the publication is recorded once and leaves the request in its state (the
 * report is public after the merge and the next build); only then can it become 'veroeffentlicht',
 * which closes it; the publication is part of the request's row.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { openPostgresStore } from '../../src/store/postgres.ts';
import { openSqliteStore } from '../../src/store/sqlite.ts';
import type { FeedbackStore } from '../../src/store/index.ts';
import { pgDatabase, STORE_KINDS, tempDbPath, testClock, type StoreKind, type TestClock } from '../helper.ts';
import { reviewRequest, storeReviewRequest } from './fixtures.ts';

async function openOn(kind: StoreKind, clock: TestClock): Promise<FeedbackStore> {
  const store = kind === 'sqlite' ? openSqliteStore(tempDbPath(), { now: clock.now }) : await openPostgresStore(await pgDatabase(), { now: clock.now });
  onTestFinished(() => store.close());
  return store;
}

describe.each(STORE_KINDS)('publication of a report (%s)', (kind) => {
  it('keeps the attempt, marks a failure and records the publication once, closing the request', async () => {
    const clock = testClock();
    const store = await openOn(kind, clock);
    await storeReviewRequest(store, reviewRequest('r1'));
    await storeReviewRequest(store, reviewRequest('r2'));
    const none = { published: null, report: null, failedAt: null };
    expect((await store.getReviewRequest('r1'))?.publication).toEqual(none);

    // Not yet agreed: nothing is kept or recorded.
    expect(await store.startReviewPublication('r1', '{"id":"x"}')).toBe(false);
    expect(await store.recordReviewPublication('r1', { kind: 'file', path: '/tmp/x.json' })).toBe('not-agreed');
    expect(await store.recordReviewPublication('nope', { kind: 'file', path: '/tmp/x.json' })).toBe('unknown');

    expect(await store.setReviewState('r1', 'bericht-abgestimmt')).toBe(true);
    expect(await store.setReviewState('r2', 'bericht-abgestimmt')).toBe(true);
    expect(await store.startReviewPublication('r1', '{"id":"r-1"}\n')).toBe(true);
    clock.advance(1000);
    await store.failReviewPublication('r1');
    const failed = await store.getReviewRequest('r1');
    expect(failed?.publication).toEqual({ published: null, report: '{"id":"r-1"}\n', failedAt: clock.now() });
    expect(failed?.state).toBe('bericht-abgestimmt');

    // Not sent yet: the Redaktion cannot mark it published.
    expect(await store.changeReviewState('r1', 'veroeffentlicht')).toBe('not-sent');
    // A new attempt clears the failure; its success is recorded, the state stays.
    expect(await store.startReviewPublication('r1', '{"id":"r-1"}\n')).toBe(true);
    expect((await store.getReviewRequest('r1'))?.publication.failedAt).toBeNull();
    clock.advance(1000);
    const mr = { kind: 'merge-request', url: 'https://gitlab.example/p/-/merge_requests/7', branch: 'pruefbericht/r-1' } as const;
    expect(await store.recordReviewPublication('r1', mr)).toBe('published');
    const row = await store.getReviewRequest('r1');
    expect(row).toMatchObject({ state: 'bericht-abgestimmt', closedAt: null });
    expect(row?.publication).toEqual({ published: { ...mr, publishedAt: clock.now() }, report: '{"id":"r-1"}\n', failedAt: null });
    clock.advance(1000);
    expect(await store.changeReviewState('r1', 'veroeffentlicht')).toBe('changed');
    expect(await store.getReviewRequest('r1')).toMatchObject({ state: 'veroeffentlicht', closedAt: clock.now() });

    // Once: a second record, a late failure or a new attempt change nothing.
    expect(await store.recordReviewPublication('r1', { kind: 'file', path: '/tmp/other.json' })).toBe('already');
    await store.failReviewPublication('r1');
    expect(await store.startReviewPublication('r1', '{}')).toBe(false);
    expect((await store.getReviewRequest('r1'))?.publication).toEqual(row?.publication);
    expect(await store.changeReviewState('r1', 'veroeffentlicht')).toBe('not-allowed');

    // A file; the other request is untouched by the first.
    expect(await store.recordReviewPublication('r2', { kind: 'file', path: '/srv/pruefberichte/r-2.json' })).toBe('published');
    expect((await store.getReviewRequest('r2'))?.publication.published).toEqual({ kind: 'file', path: '/srv/pruefberichte/r-2.json', publishedAt: clock.now() });
    expect((await store.listReviewRequests({ limit: 10, offset: 0 })).rows.map((r) => r.publication.published?.kind)).toEqual(['file', 'merge-request']);
  });
});
