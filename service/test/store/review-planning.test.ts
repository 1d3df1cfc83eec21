/**
 * The store contract of planning peer reviews (issue 34, item 4), on SQLite and a real PostgreSQL
 * server with the test clock: the list with its filters, newest first and paged; one request with
 * its day and reviewers; every change of state along REVIEW_TRANSITIONS and the refused ones; two
 * to four reviewers, also when several are added at once.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { REVIEW_STATES, REVIEW_TRANSITIONS, type ReviewState } from '@servicestandard/feedback-api';
import { openPostgresStore } from '../../src/store/postgres.ts';
import { openSqliteStore } from '../../src/store/sqlite.ts';
import type { FeedbackStore, NewReviewer } from '../../src/store/index.ts';
import { pgDatabase, STORE_KINDS, tempDbPath, testClock, type StoreKind, type TestClock } from '../helper.ts';
import { reviewRequest, storeReviewRequest } from './fixtures.ts';

async function openOn(kind: StoreKind, clock: TestClock): Promise<FeedbackStore> {
  const store = kind === 'sqlite' ? openSqliteStore(tempDbPath(), { now: clock.now }) : await openPostgresStore(await pgDatabase(), { now: clock.now });
  onTestFinished(() => store.close());
  return store;
}

const reviewer = (sub: string, name = `Person ${sub}`): NewReviewer => ({ sub, name, assignedBy: '4711', assignedByName: 'Erika Mustermann' });

/**
 * Brings a new request to `state` along the shortest way, with two reviewers where needed. After
 * 'begutachtet' the team's yes and the record of the report sent come in between, as the Redaktion
 * cannot take those steps.
 */
async function bringTo(store: FeedbackStore, id: string, state: ReviewState) {
  const reviewed: ReviewState[] = ['in-planung', 'terminiert', 'begutachtet'];
  const ways: Record<ReviewState, ReviewState[]> = {
    eingegangen: [],
    'in-planung': ['in-planung'],
    terminiert: ['in-planung', 'terminiert'],
    begutachtet: reviewed,
    'bericht-abgestimmt': reviewed,
    veroeffentlicht: [...reviewed, 'veroeffentlicht'],
    abgelehnt: ['abgelehnt'],
    zurueckgezogen: ['zurueckgezogen'],
  };
  if (ways[state].includes('terminiert')) {
    await store.addReviewer(id, reviewer('1'));
    await store.addReviewer(id, reviewer('2'));
  }
  for (const step of ways[state]) {
    if (step === 'veroeffentlicht') await agreeAndSend(store, id);
    expect(await store.changeReviewState(id, step, step === 'terminiert' ? '2027-01-14' : null), `${id} → ${step}`).toBe('changed');
  }
  if (state === 'bericht-abgestimmt') await agreeAndSend(store, id);
}

/** The team's yes to publication and the record of the report sent. */
async function agreeAndSend(store: FeedbackStore, id: string) {
  expect(await store.recordReviewAgreement(id, { publish: true, withholdName: false })).toBe('recorded');
  expect(await store.recordReviewPublication(id, { kind: 'file', path: `/tmp/${id}.json` })).toBe('published');
}

describe.each(STORE_KINDS)('store contract, planning peer reviews: %s', (kind) => {
  it('lists requests newest first, filtered by state, level and phase, paged, with the count of all that match', async () => {
    const clock = testClock();
    const store = await openOn(kind, clock);
    await storeReviewRequest(store, reviewRequest('r1', { level: 'bund', phase: 'verstehen' }));
    clock.advance(1000);
    await storeReviewRequest(store, reviewRequest('r2', { level: 'land', phase: 'betreiben' }));
    clock.advance(1000);
    await storeReviewRequest(store, reviewRequest('r3', { level: 'land', phase: 'verstehen' }));
    await store.changeReviewState('r3', 'in-planung');

    const all = await store.listReviewRequests({ limit: 50, offset: 0 });
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => row.id)).toEqual(['r3', 'r2', 'r1']);
    expect(all.rows[0]).toMatchObject({ state: 'in-planung', scheduledFor: null, reviewerCount: 0, service: 'Bürgerportal', contactEmail: 'anna@example.org' });

    const ids = async (query: Parameters<FeedbackStore['listReviewRequests']>[0]) => (await store.listReviewRequests(query)).rows.map((row) => row.id);
    expect(await ids({ level: 'land', limit: 50, offset: 0 })).toEqual(['r3', 'r2']);
    expect(await ids({ phase: 'verstehen', limit: 50, offset: 0 })).toEqual(['r3', 'r1']);
    expect(await ids({ level: 'land', phase: 'verstehen', limit: 50, offset: 0 })).toEqual(['r3']);
    expect(await ids({ state: 'eingegangen', limit: 50, offset: 0 })).toEqual(['r2', 'r1']);
    expect(await ids({ state: 'terminiert', limit: 50, offset: 0 })).toEqual([]);
    const page = await store.listReviewRequests({ limit: 2, offset: 2 });
    expect({ ids: page.rows.map((row) => row.id), total: page.total }).toEqual({ ids: ['r1'], total: 3 });
    expect((await store.listReviewRequests({ level: 'kommune', limit: 50, offset: 0 })).total).toBe(0);
  });

  it('reads one request with its day and reviewers; an unknown id is none', async () => {
    const clock = testClock();
    const store = await openOn(kind, clock);
    await storeReviewRequest(store, reviewRequest('r1'));
    expect(await store.getReviewRequest('unbekannt')).toBeUndefined();
    expect(await store.getReviewRequest('r1')).toEqual({
      ...reviewRequest('r1'),
      statusTokenHash: undefined,
      state: 'eingegangen',
      createdAt: clock.now(),
      updatedAt: clock.now(),
      closedAt: null,
      contactErasedAt: null,
      scheduledFor: null,
      reviewerCount: 0,
      publication: { published: null, report: null, failedAt: null },
      agreement: null,
    });
    clock.advance(5000);
    expect(await store.addReviewer('r1', reviewer('4711', 'Erika Mustermann'))).toBe('added');
    clock.advance(5000);
    expect(await store.addReviewer('r1', reviewer('815'))).toBe('added');
    expect(await store.listReviewers('r1')).toEqual([
      { sub: '4711', name: 'Erika Mustermann', assignedAt: clock.now() - 5000, assignedBy: '4711', assignedByName: 'Erika Mustermann', namedConsent: false },
      { sub: '815', name: 'Person 815', assignedAt: clock.now(), assignedBy: '4711', assignedByName: 'Erika Mustermann', namedConsent: false },
    ]);
    expect(await store.listReviewers('unbekannt')).toEqual([]);
    expect(await store.changeReviewState('r1', 'in-planung')).toBe('changed');
    expect(await store.changeReviewState('r1', 'terminiert', '2027-01-14')).toBe('changed');
    expect(await store.getReviewRequest('r1')).toMatchObject({ state: 'terminiert', scheduledFor: '2027-01-14', reviewerCount: 2, updatedAt: clock.now() });
    // The hash of the status token is not read back; the status page's read stays as it was.
    expect(await store.getReviewRequestByTokenHash('hash-r1')).not.toHaveProperty('scheduledFor');
  });

  it('changes the state only along REVIEW_TRANSITIONS: every allowed change, every refused one', async () => {
    const clock = testClock();
    const store = await openOn(kind, clock);
    let n = 0;
    for (const from of REVIEW_STATES) {
      for (const to of REVIEW_STATES) {
        const id = `r${++n}`;
        await storeReviewRequest(store, reviewRequest(id));
        await bringTo(store, id, from);
        if (to === 'terminiert' && from !== 'terminiert') {
          await store.addReviewer(id, reviewer('1'));
          await store.addReviewer(id, reviewer('2'));
        }
        const allowed = REVIEW_TRANSITIONS[from].includes(to);
        expect(await store.changeReviewState(id, to, to === 'terminiert' ? '2027-02-01' : null), `${from} → ${to}`).toBe(allowed ? 'changed' : 'not-allowed');
        expect((await store.getReviewRequest(id))?.state, `${from} → ${to}`).toBe(allowed ? to : from);
      }
    }
    expect(await store.changeReviewState('unbekannt', 'in-planung')).toBe('unknown');
    expect(await store.changeReviewState('unbekannt', 'eingegangen')).toBe('unknown');
  });

  it('sets the day with terminiert, keeps it after, clears it back in planning, and records closing like setReviewState', async () => {
    const clock = testClock();
    const store = await openOn(kind, clock);
    await storeReviewRequest(store, reviewRequest('r1'));
    await bringTo(store, 'r1', 'terminiert');
    expect(await store.changeReviewState('r1', 'terminiert', '2027-03-01')).toBe('changed');
    expect((await store.getReviewRequest('r1'))?.scheduledFor).toBe('2027-03-01');
    await expect(store.changeReviewState('r1', 'terminiert', null)).rejects.toThrow(RangeError);
    expect(await store.changeReviewState('r1', 'in-planung')).toBe('changed');
    expect((await store.getReviewRequest('r1'))?.scheduledFor).toBeNull();
    expect(await store.changeReviewState('r1', 'terminiert', '2027-03-08')).toBe('changed');
    expect(await store.changeReviewState('r1', 'begutachtet', '2099-01-01')).toBe('changed');
    expect(await store.getReviewRequest('r1')).toMatchObject({ state: 'begutachtet', scheduledFor: '2027-03-08', closedAt: null });
    await agreeAndSend(store, 'r1');
    clock.advance(1000);
    expect(await store.changeReviewState('r1', 'veroeffentlicht')).toBe('changed');
    expect(await store.getReviewRequest('r1')).toMatchObject({ state: 'veroeffentlicht', closedAt: clock.now(), scheduledFor: '2027-03-08' });
  });

  it('needs two reviewers for terminiert, takes at most four, each account once, and none on a closed request', async () => {
    const clock = testClock();
    const store = await openOn(kind, clock);
    await storeReviewRequest(store, reviewRequest('r1'));
    await store.changeReviewState('r1', 'in-planung');
    expect(await store.changeReviewState('r1', 'terminiert', '2027-01-14')).toBe('too-few-reviewers');
    expect(await store.addReviewer('r1', reviewer('1'))).toBe('added');
    expect(await store.addReviewer('r1', reviewer('1', 'Noch einmal'))).toBe('duplicate');
    expect(await store.changeReviewState('r1', 'terminiert', '2027-01-14')).toBe('too-few-reviewers');
    expect((await store.getReviewRequest('r1'))?.state).toBe('in-planung');
    expect(await store.addReviewer('r1', reviewer('2'))).toBe('added');
    expect(await store.changeReviewState('r1', 'terminiert', '2027-01-14')).toBe('changed');

    // Terminiert with two: neither can go; with a third, one can.
    expect(await store.removeReviewer('r1', '1')).toBe('too-few');
    expect(await store.addReviewer('r1', reviewer('3'))).toBe('added');
    expect(await store.removeReviewer('r1', '1')).toBe('removed');
    expect(await store.removeReviewer('r1', '1')).toBe('not-assigned');
    expect(await store.removeReviewer('unbekannt', '1')).toBe('unknown');
    expect(await store.addReviewer('unbekannt', reviewer('1'))).toBe('unknown');

    // Four at most; a freed seat can be taken again.
    expect(await store.addReviewer('r1', reviewer('4'))).toBe('added');
    expect(await store.addReviewer('r1', reviewer('5'))).toBe('added');
    expect(await store.addReviewer('r1', reviewer('6'))).toBe('full');
    expect((await store.listReviewers('r1')).map((r) => r.sub).sort()).toEqual(['2', '3', '4', '5']);
    expect(await store.removeReviewer('r1', '4')).toBe('removed');
    expect(await store.addReviewer('r1', reviewer('6'))).toBe('added');
    expect((await store.getReviewRequest('r1'))?.reviewerCount).toBe(4);

    // Back in planning, fewer than two is fine again.
    expect(await store.changeReviewState('r1', 'in-planung')).toBe('changed');
    for (const sub of ['2', '3', '5', '6']) expect(await store.removeReviewer('r1', sub)).toBe('removed');
    expect(await store.changeReviewState('r1', 'abgelehnt')).toBe('changed');
    expect(await store.addReviewer('r1', reviewer('7'))).toBe('closed');
  });

  it('keeps to four reviewers when eight are added at once', async () => {
    const clock = testClock();
    const store = await openOn(kind, clock);
    await storeReviewRequest(store, reviewRequest('r1'));
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => store.addReviewer('r1', reviewer(String(i + 1)))));
    expect(results.filter((result) => result === 'added')).toHaveLength(4);
    expect(results.every((result) => result === 'added' || result === 'full')).toBe(true);
    expect(await store.listReviewers('r1')).toHaveLength(4);
  });

  it('keeps in the audit log which request an entry is about and what changed', async () => {
    const clock = testClock();
    const store = await openOn(kind, clock);
    const editor = { subject: '4711', name: 'Erika Mustermann' };
    await store.appendAudit({ ...editor, action: 'review-state', feedbackId: null, reviewRequestId: 'r1', detail: 'terminiert 2027-01-14' });
    clock.advance(1000);
    await store.appendAudit({ ...editor, action: 'sign-out', feedbackId: null });
    const { entries } = await store.listAudit({ limit: 10, offset: 0 });
    expect(entries).toMatchObject([
      { action: 'sign-out', reviewRequestId: null, detail: null },
      { ...editor, action: 'review-state', feedbackId: null, reviewRequestId: 'r1', detail: 'terminiert 2027-01-14', at: clock.now() - 1000 },
    ]);
  });
});
