/** The deletion duties of the privacy statement, with an injected clock, on both stores. */
import { describe, expect, it } from 'vitest';
import { retentionCutoffs } from '../../src/plugins/retention.ts';
import { build, feedbackId, STORE_KINDS, submitFeedback, testClock } from '../helper.ts';

const DAY = 86_400_000;

describe('retention cutoffs', () => {
  it('go back six calendar months (clamped to the month end) and seven days', () => {
    const now = Date.UTC(2026, 7, 31, 12, 0, 0); // 31 August
    expect(new Date(retentionCutoffs(now).emailsReceivedBefore).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(new Date(retentionCutoffs(Date.UTC(2026, 0, 15)).emailsReceivedBefore).toISOString()).toBe('2025-07-15T00:00:00.000Z');
    expect(retentionCutoffs(now).textsPublishedBefore).toBe(retentionCutoffs(now).emailsReceivedBefore);
    expect(retentionCutoffs(now).recordsBefore).toBe(now - 7 * DAY);
  });
});

describe.each(STORE_KINDS)('deletion job on %s', (store) => {
  it('runs at start and deletes e-mail addresses six months after sending', async () => {
    const clock = testClock(Date.UTC(2026, 0, 15, 9, 0, 0));
    const first = await build({ store, clock, env: { FEEDBACK_RATE_LIMIT_FEEDBACK: '50' } });
    const app = first.app;
    const old = feedbackId((await submitFeedback(app, { email: 'anna@example.org' })).json().statusUrl);
    clock.advance(3 * 30 * DAY);
    const recent = feedbackId((await submitFeedback(app, { email: 'ben@example.org' })).json().statusUrl);

    // 15 July 09:00 is exactly six months after the first: kept until then, deleted right after.
    clock.advance(Date.UTC(2026, 6, 15, 9, 0, 0) - clock.now());
    expect((await app.feedbackRetention.run()).emails).toBe(0);
    clock.advance(1);
    expect((await app.feedbackRetention.run()).emails).toBe(1);
    // Never handed to openCode (no GitLab here), so its text goes at the same time (retention-periods.test.ts).
    expect(await app.feedbackStore.getFeedback(old)).toMatchObject({ email: '', description: '' });
    expect((await app.feedbackStore.getFeedback(recent))?.email).toBe('ben@example.org');

    // A restart runs the job at once, without waiting a day.
    await app.close();
    clock.advance(100 * DAY); // past 15 October, six months after the second
    const restarted = await build({ store, clock, dbPath: first.dbPath, databaseUrl: first.databaseUrl });
    await expect.poll(async () => (await restarted.app.feedbackStore.getFeedback(recent))?.email, { timeout: 5_000 }).toBe('');
  });
});
