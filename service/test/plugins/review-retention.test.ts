/**
 * The contact data of a peer-review request (name and e-mail address) are deleted twelve calendar
 * months after the request was closed, by the daily deletion run, with an injected clock; an open
 * request keeps them however old it is. (Both stores run the statement in the store contract.)
 */
import { describe, expect, it } from 'vitest';
import { REVIEW_CONTACT_RETENTION_MONTHS } from '../../src/plugins/retention.ts';
import { build, testClock } from '../helper.ts';
import { reviewRequest } from '../store/fixtures.ts';

const DAY = 86_400_000;

const request = (id: string) => reviewRequest(id, { selbstcheck: null });

describe('retention of the contact data of peer-review requests', () => {
  it(`deletes name and e-mail address ${REVIEW_CONTACT_RETENTION_MONTHS} months after the request was closed, not before, and never of an open one`, async () => {
    expect(REVIEW_CONTACT_RETENTION_MONTHS).toBe(12);
    const clock = testClock(Date.UTC(2026, 0, 31, 9, 0, 0));
    const { app } = await build({ clock });
    const store = app.feedbackStore;
    for (const [id, nonce] of [['closed', 'a'], ['open', 'b']] as const) {
      expect(await store.acceptReviewRequest({ kind: 'formToken', nonce: nonce.repeat(22), expiresAt: clock.now() + DAY }, request(id))).toBe('accepted');
    }
    clock.advance(DAY); // closed on 1 February 2026, 09:00
    await store.setReviewState('closed', 'veroeffentlicht');

    // 1 February 2027, 09:00 is twelve months later: kept until then, deleted right after.
    clock.advance(Date.UTC(2027, 1, 1, 9, 0, 0) - clock.now());
    expect((await app.feedbackRetention.run()).reviewContacts).toBe(0);
    clock.advance(1);
    expect((await app.feedbackRetention.run()).reviewContacts).toBe(1);
    expect(await store.getReviewRequestByTokenHash('hash-closed')).toMatchObject({ contactName: '', contactEmail: '', service: 'Bürgerportal', state: 'veroeffentlicht' });
    expect(await store.getReviewRequestByTokenHash('hash-open')).toMatchObject({ contactName: 'Anna Beispiel', contactEmail: 'anna@example.org' });
    expect((await app.feedbackRetention.run()).reviewContacts).toBe(0);
  });
});
