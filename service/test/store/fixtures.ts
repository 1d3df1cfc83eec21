/** Rows for the store tests: valid defaults, a test names only what it is about. */
import type { SelbstcheckExport } from '@servicestandard/feedback-api/selbstcheck-export';
import { selbstcheckExport } from '@servicestandard/testkit/selbstcheck';
import type { ChallengeUse, FeedbackStore, NewFeedback, NewReviewRequest } from '../../src/store/index.ts';

export function feedback(id: string, overrides: Partial<NewFeedback> = {}): NewFeedback {
  return { id, projectId: 4516, pagePath: '/', description: 'd', email: '', labels: [], status: 'queued', ...overrides };
}

/** A challenge being used; by default it never expires within a test. */
export function challenge(name: string, expiresAt = Number.MAX_SAFE_INTEGER): ChallengeUse {
  return { challenge: name, expiresAt };
}

/** A Selbstcheck export as the Selbstcheck writes it: one assessment with answers to criteria 1 and 6. */
export const SELBSTCHECK: SelbstcheckExport = selbstcheckExport({
  criteria: {
    '1': { answers: { 'k1-a': { value: 'ja', question: 'Frage?' }, 'k1-b': { value: 'teilweise', question: 'Noch eine?' } }, notes: '', evidence: '', removed: [] },
    '6': { answers: { 'k6-a': { value: 'nein', question: 'Frage 6?' } }, notes: '', evidence: '', removed: [] },
  },
});

/** A peer-review request as the form stores it, with SELBSTCHECK attached. */
export function reviewRequest(id: string, overrides: Partial<NewReviewRequest> = {}): NewReviewRequest {
  return {
    id,
    statusTokenHash: `hash-${id}`,
    service: 'Bürgerportal',
    authority: 'Stadt Musterstadt',
    level: 'kommune',
    phase: 'entwickeln',
    goal: 'Eine Einschätzung vor dem Start.',
    criteria: [1, 6],
    timeWindows: 'KW 3 bis KW 6',
    contactName: 'Anna Beispiel',
    contactEmail: 'anna@example.org',
    selbstcheck: SELBSTCHECK,
    ...overrides,
  };
}

/** Stores a request as the form does (a fresh form token each call). */
export async function storeReviewRequest(store: FeedbackStore, request: NewReviewRequest): Promise<void> {
  const nonce = request.id.replace(/[^A-Za-z0-9]/g, '').padEnd(22, 'x').slice(0, 22);
  const result = await store.acceptReviewRequest({ kind: 'formToken', nonce: `${nonce}${Math.random().toString(36).slice(2)}`, expiresAt: Number.MAX_SAFE_INTEGER }, request);
  if (result !== 'accepted') throw new Error(`request ${request.id} not stored: ${result}`);
}
