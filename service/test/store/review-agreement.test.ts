/**
 * The store contract of the team's answer to the draft report (issue 34, item 6), on SQLite and a
 * real PostgreSQL server: recorded once, only while the request is 'begutachtet', moving it to
 * 'bericht-abgestimmt' with the answer and its time on the request's row.
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

async function reviewed(store: FeedbackStore, id: string) {
  await storeReviewRequest(store, reviewRequest(id));
  for (const sub of ['1', '2']) await store.addReviewer(id, { sub, name: `Person ${sub}`, assignedBy: '4711', assignedByName: 'Erika Mustermann' });
  for (const step of ['in-planung', 'terminiert', 'begutachtet'] as const) expect(await store.changeReviewState(id, step, step === 'terminiert' ? '2027-01-14' : null)).toBe('changed');
}

const rowOf = async (store: FeedbackStore, id: string) => (await store.getReviewRequest(id))!;

describe.each(STORE_KINDS)('store contract, the team agrees to the report: %s', (kind) => {
  it('records the answer once from begutachtet, with its time, and moves the request to bericht-abgestimmt', async () => {
    const clock = testClock();
    const store = await openOn(kind, clock);
    await reviewed(store, 'r1');
    await reviewed(store, 'r2');
    expect((await rowOf(store, 'r1')).agreement).toBeNull();

    clock.advance(5000);
    expect(await store.recordReviewAgreement('r1', { publish: true, withholdName: true })).toBe('recorded');
    expect(await store.recordReviewAgreement('r2', { publish: false, withholdName: false })).toBe('recorded');
    const r1 = await rowOf(store, 'r1');
    expect(r1.state).toBe('bericht-abgestimmt');
    expect(r1.agreement).toEqual({ at: clock.now(), publish: true, withholdName: true });
    expect(r1.closedAt).toBeNull();
    // A no ends the request: nothing more will happen, and the deletion periods start.
    expect(await rowOf(store, 'r2')).toMatchObject({ agreement: { at: clock.now(), publish: false, withholdName: false }, closedAt: clock.now() });
    expect(await store.changeReviewState('r2', 'veroeffentlicht')).toBe('not-sent');

    // Once: a second answer changes nothing.
    expect(await store.recordReviewAgreement('r1', { publish: false, withholdName: false })).toBe('closed');
    expect((await rowOf(store, 'r1')).agreement).toMatchObject({ publish: true, withholdName: true });
    expect(await store.recordReviewAgreement('nope', { publish: true, withholdName: false })).toBe('unknown');
  });

  it('refuses an answer before the review', async () => {
    const store = await openOn(kind, testClock());
    await storeReviewRequest(store, reviewRequest('r3'));
    expect(await store.recordReviewAgreement('r3', { publish: true, withholdName: false })).toBe('closed');
    expect(await rowOf(store, 'r3')).toMatchObject({ state: 'eingegangen', agreement: null });
  });
});
