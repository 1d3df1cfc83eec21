/**
 * The store contract of the reviewers' shared draft (issue 34, item 5), on SQLite and a real
 * PostgreSQL server with the test clock: a criterion saved and read back with its version, a save
 * based on an older version refused with the stored one, two saves at once of which exactly one
 * wins, the reviewers' consent to be named, and the reviews assigned to one reviewer.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import type { CriterionAssessment } from '@servicestandard/pruefbericht';
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

const assessment = (criterion: number, summary: string): CriterionAssessment => ({
  criterion,
  summary,
  strengths: 'Tests mit Nutzenden.',
  requirements: [
    { id: `${criterion}.1`, rating: 'erfuellt', reasoning: 'Belegt.', recommendation: '' },
    { id: `${criterion}.2`, rating: 'nicht-erfuellt', reasoning: 'Fehlt „ganz“.', recommendation: 'Nachholen.' },
  ],
});
const anna = { sub: '100', name: 'Anna Prüferin' };
const ben = { sub: '200', name: 'Ben Prüfer' };

describe.each(STORE_KINDS)('store contract, the reviewers draft: %s', (kind) => {
  it('saves a criterion, reads it back with version, time and name, and refuses a save based on an older version', async () => {
    const clock = testClock();
    const store = await openOn(kind, clock);
    await storeReviewRequest(store, reviewRequest('r1'));
    await storeReviewRequest(store, reviewRequest('r2'));
    expect(await store.listReviewDraft('r1')).toEqual([]);

    expect(await store.saveCriterionDraft('r1', assessment(6, 'Erste Fassung'), 0, anna)).toEqual({ saved: true, version: 1 });
    const savedAt = new Date(clock.now()).toISOString();
    expect(await store.saveCriterionDraft('r1', assessment(1, 'Kriterium 1'), 0, ben)).toEqual({ saved: true, version: 1 });
    expect(await store.saveCriterionDraft('r2', assessment(6, 'Anderer Antrag'), 0, ben)).toEqual({ saved: true, version: 1 });
    const draft = await store.listReviewDraft('r1');
    expect(draft.map((c) => c.criterion)).toEqual([1, 6]);
    expect(draft[1]).toEqual({ ...assessment(6, 'Erste Fassung'), version: 1, updatedAt: savedAt, updatedBy: 'Anna Prüferin' });

    clock.advance(60_000);
    expect(await store.saveCriterionDraft('r1', assessment(6, 'Zweite Fassung'), 1, ben)).toEqual({ saved: true, version: 2 });
    // A save based on version 1 (or a first save) finds version 2 and changes nothing.
    const stale = await store.saveCriterionDraft('r1', assessment(6, 'Veraltet'), 1, anna);
    expect(stale).toEqual({
      saved: false,
      current: { ...assessment(6, 'Zweite Fassung'), version: 2, updatedAt: new Date(clock.now()).toISOString(), updatedBy: 'Ben Prüfer' },
    });
    expect(await store.saveCriterionDraft('r1', assessment(6, 'Auch veraltet'), 0, anna)).toMatchObject({ saved: false, current: { version: 2 } });
    expect((await store.listReviewDraft('r1'))[1]).toMatchObject({ summary: 'Zweite Fassung', version: 2 });
    expect((await store.listReviewDraft('r2'))[0]).toMatchObject({ summary: 'Anderer Antrag', version: 1 });
    // A version nobody can have seen is an error of the caller.
    await expect(store.saveCriterionDraft('r1', assessment(2, 'Nie gespeichert'), 3, anna)).rejects.toThrow(RangeError);
    await expect(store.saveCriterionDraft('r1', assessment(6, 'x'), -1, anna)).rejects.toThrow(RangeError);
  });

  it('refuses every save once the review is marked done or the request closed, in the same statement', async () => {
    const store = await openOn(kind, testClock());
    await storeReviewRequest(store, reviewRequest('r1'));
    expect(await store.saveCriterionDraft('r1', assessment(6, 'Erste Fassung'), 0, anna)).toEqual({ saved: true, version: 1 });
    expect(await store.setReviewState('r1', 'begutachtet')).toBe(true);
    expect(await store.saveCriterionDraft('r1', assessment(6, 'Zu spät'), 1, anna)).toEqual({ saved: false, closed: true });
    expect(await store.saveCriterionDraft('r1', assessment(1, 'Zu spät'), 0, anna)).toEqual({ saved: false, closed: true });
    // Sent back to the reviewers, the draft is open again.
    expect(await store.setReviewState('r1', 'terminiert')).toBe(true);
    expect(await store.saveCriterionDraft('r1', assessment(6, 'Zweite Fassung'), 1, anna)).toEqual({ saved: true, version: 2 });
    expect(await store.setReviewState('r1', 'zurueckgezogen')).toBe(true);
    expect(await store.saveCriterionDraft('r1', assessment(6, 'Zu spät'), 2, anna)).toEqual({ saved: false, closed: true });
    expect((await store.listReviewDraft('r1')).map((draft) => draft.summary)).toEqual(['Zweite Fassung']);
  });

  it('lets exactly one of two saves at once win, for the first save and for a later one', async () => {
    const clock = testClock();
    const store = await openOn(kind, clock);
    await storeReviewRequest(store, reviewRequest('r1'));
    for (const expected of [0, 1]) {
      const results = await Promise.all([
        store.saveCriterionDraft('r1', assessment(3, `Anna ${expected}`), expected, anna),
        store.saveCriterionDraft('r1', assessment(3, `Ben ${expected}`), expected, ben),
      ]);
      expect(results.filter((r) => r.saved)).toEqual([{ saved: true, version: expected + 1 }]);
      const refused = results.find((r) => !r.saved);
      const [stored] = await store.listReviewDraft('r1');
      expect(refused).toEqual({ saved: false, current: stored });
      expect(stored?.version).toBe(expected + 1);
    }
  });

  it('records the consent of an assigned reviewer and lists the reviews assigned to one reviewer', async () => {
    const clock = testClock();
    const store = await openOn(kind, clock);
    await storeReviewRequest(store, reviewRequest('r1', { service: 'Erster Dienst' }));
    clock.advance(1000);
    await storeReviewRequest(store, reviewRequest('r2', { service: 'Zweiter Dienst' }));
    clock.advance(1000);
    await storeReviewRequest(store, reviewRequest('r3'));
    const by = { assignedBy: '1', assignedByName: 'Erika' };
    await store.addReviewer('r1', { ...anna, ...by });
    await store.addReviewer('r1', { ...ben, ...by });
    await store.addReviewer('r2', { ...anna, ...by });
    await store.addReviewer('r2', { sub: '300', name: 'Cem', ...by });
    await store.changeReviewState('r2', 'in-planung');
    await store.changeReviewState('r2', 'terminiert', '2027-01-14');

    expect(await store.listReviewsAssignedTo('100')).toEqual([
      { id: 'r2', service: 'Zweiter Dienst', authority: 'Stadt Musterstadt', state: 'terminiert', scheduledFor: '2027-01-14' },
      { id: 'r1', service: 'Erster Dienst', authority: 'Stadt Musterstadt', state: 'eingegangen', scheduledFor: null },
    ]);
    expect((await store.listReviewsAssignedTo('200')).map((r) => r.id)).toEqual(['r1']);
    expect(await store.listReviewsAssignedTo('999')).toEqual([]);

    expect((await store.listReviewers('r1')).map((r) => r.namedConsent)).toEqual([false, false]);
    expect(await store.setReviewerConsent('r1', '200', true)).toBe(true);
    expect((await store.listReviewers('r1')).map((r) => [r.sub, r.namedConsent])).toEqual([
      ['100', false],
      ['200', true],
    ]);
    expect((await store.listReviewers('r2')).every((r) => !r.namedConsent)).toBe(true);
    expect(await store.setReviewerConsent('r1', '200', false)).toBe(true);
    expect((await store.listReviewers('r1')).some((r) => r.namedConsent)).toBe(false);
    expect(await store.setReviewerConsent('r1', '300', true)).toBe(false);
    expect(await store.setReviewerConsent('unbekannt', '100', true)).toBe(false);
  });
});
