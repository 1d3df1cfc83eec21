/**
 * The store contract of the peer-review requests, on SQLite and a real PostgreSQL server, both
 * with the test clock: storing once per one-time value, reading by the token's hash, states and
 * the closing time, and the deletion of contact data after the request was closed.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { openPostgresStore } from '../../src/store/postgres.ts';
import { openSqliteStore } from '../../src/store/sqlite.ts';
import type { FeedbackStore, NewReviewRequest } from '../../src/store/index.ts';
import { pgDatabase, STORE_KINDS, tempDbPath, testClock, type StoreKind, type TestClock } from '../helper.ts';
import type { SelbstcheckExport } from '@servicestandard/feedback-api/selbstcheck-export';
import { challenge, feedback, reviewRequest, SELBSTCHECK } from './fixtures.ts';

async function openOn(kind: StoreKind, clock: TestClock): Promise<FeedbackStore> {
  const store = kind === 'sqlite' ? openSqliteStore(tempDbPath(), { now: clock.now }) : await openPostgresStore(await pgDatabase(), { now: clock.now });
  onTestFinished(() => store.close());
  return store;
}

/** The fixtures' Selbstcheck, its notes with quotes and markup. */
const SELBSTCHECK_WITH_NOTES: SelbstcheckExport = {
  ...SELBSTCHECK,
  assessments: SELBSTCHECK.assessments.map((assessment) => ({ ...assessment, criteria: { ...assessment.criteria, '1': { ...assessment.criteria['1']!, notes: 'Notiz „mit“ Zeichen <b>' } } })),
};

/** The fixtures' request with this file's Selbstcheck (its notes carry quotes and markup). */
const request = (id: string, overrides: Partial<NewReviewRequest> = {}): NewReviewRequest => reviewRequest(id, { selbstcheck: SELBSTCHECK_WITH_NOTES, ...overrides });

const formToken = (nonce: string, expiresAt: number) => ({ kind: 'formToken' as const, nonce, expiresAt });

describe.each(STORE_KINDS)('store contract, peer-review requests: %s', (kind) => {
  it('stores a request once per one-time value and reads it back by the hash of its status token', async () => {
    const clock = testClock();
    const store = await openOn(kind, clock);
    expect(await store.acceptReviewRequest(formToken('n'.repeat(22), clock.now() + 1000), request('r1'))).toBe('accepted');
    expect(await store.acceptReviewRequest(formToken('n'.repeat(22), clock.now() + 1000), request('r2', { statusTokenHash: 'other' }))).toBe('used');
    expect(await store.getReviewRequestByTokenHash('other')).toBeUndefined();
    const row = await store.getReviewRequestByTokenHash('hash-r1');
    expect(row).toEqual({ ...request('r1'), statusTokenHash: undefined, state: 'eingegangen', createdAt: clock.now(), updatedAt: clock.now(), closedAt: null, contactErasedAt: null, publication: { published: null, report: null, failedAt: null }, agreement: null });
    const none = request('r3', { selbstcheck: null, criteria: [] });
    expect(await store.acceptReviewRequest({ kind: 'challenge', ...challenge('d'.repeat(64)) }, none)).toBe('accepted');
    expect(await store.getReviewRequestByTokenHash('hash-r3')).toMatchObject({ selbstcheck: null, criteria: [] });
  });

  it('counts a challenge or form token once for feedback and requests alike', async () => {
    const clock = testClock();
    const store = await openOn(kind, clock);
    const used = challenge('e'.repeat(64));
    expect(await store.acceptFeedback(used, feedback('f1'))).toBe('accepted');
    expect(await store.acceptReviewRequest({ kind: 'challenge', ...used }, request('r1'))).toBe('used');
    expect(await store.acceptReviewRequest(formToken('t'.repeat(22), clock.now() + 1000), request('r2'))).toBe('accepted');
    expect(await store.acceptFormFeedback({ nonce: 't'.repeat(22), expiresAt: clock.now() + 1000 }, feedback('f2'))).toBe('used');
  });

  it('records when a request is closed, and deletes its contact data only after the cutoff', async () => {
    const clock = testClock();
    const store = await openOn(kind, clock);
    await store.acceptReviewRequest(formToken('a'.repeat(22), clock.now() + 1000), request('open'));
    await store.acceptReviewRequest(formToken('b'.repeat(22), clock.now() + 1000), request('closed'));
    // Reviewers and their draft on both requests: only the closed one's go with its contact data below.
    const by = { sub: '5101', name: 'Paula Prüfer' };
    for (const id of ['open', 'closed']) {
      await store.addReviewer(id, { sub: by.sub, name: by.name, assignedBy: '4711', assignedByName: 'Erika Mustermann' });
      await store.saveCriterionDraft(id, { criterion: 6, summary: 'Zusammenfassung', strengths: '', requirements: [] }, 0, by);
    }
    expect(await store.setReviewState('closed', 'in-planung')).toBe(true);
    expect(await store.getReviewRequestByTokenHash('hash-closed')).toMatchObject({ state: 'in-planung', closedAt: null });
    clock.advance(10);
    const closedAt = clock.now();
    expect(await store.setReviewState('closed', 'abgelehnt')).toBe(true);
    clock.advance(10);
    expect(await store.setReviewState('closed', 'zurueckgezogen')).toBe(true);
    expect(await store.getReviewRequestByTokenHash('hash-closed')).toMatchObject({ state: 'zurueckgezogen', closedAt });
    expect(await store.setReviewState('unbekannt', 'abgelehnt')).toBe(false);

    expect(await store.deleteReviewContacts(closedAt)).toBe(0);
    expect(await store.listReviewers('closed')).toHaveLength(1);
    expect(await store.deleteReviewContacts(closedAt + 1)).toBe(1);
    expect(await store.listReviewers('closed')).toEqual([]);
    expect(await store.listReviewDraft('closed')).toEqual([]);
    expect(await store.listReviewers('open')).toHaveLength(1);
    expect(await store.listReviewDraft('open')).toHaveLength(1);
    expect(await store.deleteReviewContacts(closedAt + 1)).toBe(0);
    expect(await store.getReviewRequestByTokenHash('hash-closed')).toMatchObject({ contactName: '', contactEmail: '', contactErasedAt: clock.now(), service: 'Bürgerportal' });
    expect(await store.getReviewRequestByTokenHash('hash-open')).toMatchObject({ contactName: 'Anna Beispiel', contactEmail: 'anna@example.org', contactErasedAt: null });
  });
});
