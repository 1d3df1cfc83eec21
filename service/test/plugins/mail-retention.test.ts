/**
 * The service's copies of the e-mails it wrote (MAIL_DIR) are deleted twelve calendar months after
 * each was written, by the daily deletion run with an injected clock, whatever their state; a
 * younger copy stays and is still listed in the Redaktion.
 */
import { describe, expect, it } from 'vitest';
import { MAIL_COPY_RETENTION_MONTHS } from '../../src/plugins/retention.ts';
import { build, testClock } from '../helper.ts';

const DAY = 86_400_000;

describe('retention of the copies of e-mails', () => {
  it(`deletes a copy ${MAIL_COPY_RETENTION_MONTHS} months after it was written, not before, and keeps a younger one`, async () => {
    expect(MAIL_COPY_RETENTION_MONTHS).toBe(12);
    const clock = testClock(Date.UTC(2026, 0, 31, 9, 0, 0));
    const { app } = await build({ clock });
    await app.ready();
    await app.mailer.send({ to: 'anna@example.org', subject: 'Ihre Anfrage ist eingegangen', text: 'Älter' });
    clock.advance(10 * DAY);
    await app.mailer.send({ to: 'ben@example.org', subject: 'Ein Termin steht fest', text: 'Jünger' });
    expect((await app.mailbox.list()).map((mail) => mail.to)).toEqual(['ben@example.org', 'anna@example.org']);

    // 31 January 2027, 09:00 is twelve months after the first: kept until then, deleted right after.
    clock.advance(Date.UTC(2027, 0, 31, 9, 0, 0) - clock.now());
    expect((await app.feedbackRetention.run()).mails).toBe(0);
    clock.advance(1);
    expect((await app.feedbackRetention.run()).mails).toBe(1);
    expect((await app.mailbox.list()).map((mail) => mail.to)).toEqual(['ben@example.org']);
    expect((await app.feedbackRetention.run()).mails).toBe(0);
    await app.close();
  });
});
