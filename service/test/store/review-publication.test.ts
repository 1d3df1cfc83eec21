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
  it('keeps the attempt of an agreed report only, marks a failure and records the publication once; marking it published closes the request', async () => {
    const clock = testClock();
    const store = await openOn(kind, clock);
    await storeReviewRequest(store, reviewRequest('r1'));
    await storeReviewRequest(store, reviewRequest('r2'));
    await storeReviewRequest(store, reviewRequest('r3'));
    const none = { published: null, report: null, failedAt: null };
    expect((await store.getReviewRequest('r1'))?.publication).toEqual(none);

    // Not yet agreed: nothing is kept or recorded.
    expect(await store.startReviewPublication('r1', '{"id":"x"}')).toBe(false);
    expect(await store.recordReviewPublication('r1', { kind: 'file', path: '/tmp/x.json' })).toBe('not-agreed');
    expect(await store.recordReviewPublication('nope', { kind: 'file', path: '/tmp/x.json' })).toBe('unknown');

    // A team that declined is never published.
    expect(await store.setReviewState('r3', 'begutachtet')).toBe(true);
    expect(await store.recordReviewAgreement('r3', { publish: false, withholdName: false })).toBe('recorded');
    expect(await store.startReviewPublication('r3', '{"id":"r-3"}')).toBe(false);
    expect(await store.recordReviewPublication('r3', { kind: 'file', path: '/tmp/r-3.json' })).toBe('not-agreed');

    for (const id of ['r1', 'r2']) {
      expect(await store.setReviewState(id, 'begutachtet')).toBe(true);
      expect(await store.recordReviewAgreement(id, { publish: true, withholdName: false })).toBe('recorded');
    }
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
    // 12 months after closing, the copy that was sent goes with the contact data; the record of where it went stays.
    expect(await store.deleteReviewContacts(clock.now() + 1)).toBe(2); // r1 and the declined r3
    expect((await store.getReviewRequest('r1'))?.publication).toMatchObject({ report: null, published: { ...mr } });

    // A file; the other request is untouched by the first.
    expect(await store.recordReviewPublication('r2', { kind: 'file', path: '/srv/pruefberichte/r-2.json' })).toBe('published');
    expect((await store.getReviewRequest('r2'))?.publication.published).toEqual({ kind: 'file', path: '/srv/pruefberichte/r-2.json', publishedAt: clock.now() });
    expect((await store.listReviewRequests({ limit: 10, offset: 0 })).rows.map((r) => r.publication.published?.kind)).toEqual([undefined, 'file', 'merge-request']);
  });
});
