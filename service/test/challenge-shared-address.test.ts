/**
 * Thousands of civil servants reach the site through one proxy address of their authority:
 * visitors behind one address must not lose each other's challenges (issue 32, item 7). Before,
 * each address had a ring of 20 open challenges in the store, and a flood from one address
 * pushed the others' out (CHALLENGE_UNKNOWN). Now a challenge is stateless and issuing writes
 * nothing, so there is nothing to push out.
 */
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { solveChallenge } from '@servicestandard/pow';
import { build, feedbackBody, fetchChallenge, postFeedback, STORE_KINDS } from './helper.ts';

const PROXY = '198.51.100.20';

describe.each(STORE_KINDS)('challenges behind one address on %s', (store) => {
  it('after 2,000 challenges issued to one address, a challenge issued before them is still accepted once', { timeout: 60_000 }, async () => {
    const { app, clock } = await build({ store, env: { FEEDBACK_RATE_LIMIT_CHALLENGE: '100000' } });
    const early = await fetchChallenge(app, PROXY);
    for (let i = 0; i < 2_000; i++) {
      await fetchChallenge(app, PROXY);
      if (i % 100 === 0) clock.advance(1_000); // over 20 seconds, as a flood would come
    }
    const body = feedbackBody({ challenge: early.challenge, challengeSolution: await solveChallenge(early) });
    const first = await postFeedback(app, body);
    expect(first.statusCode).toBe(201);
    const again = await postFeedback(app, body);
    expect({ status: again.statusCode, code: again.json().error.code }).toEqual({ status: 409, code: 'CHALLENGE_ALREADY_USED' });
  });
});

describe('issuing a challenge', () => {
  it('writes nothing to the store: no challenge, no client pseudonym, no rate-limit window', async () => {
    const { app, config } = await build();
    const db = new DatabaseSync(config.dbPath, { readOnly: true });
    const rows = () =>
      Object.fromEntries(
        db
          .prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`)
          .all()
          .map((row) => String(row.name))
          .map((name) => [name, Number(db.prepare(`SELECT count(*) AS n FROM "${name}"`).get()?.n)]),
      );
    const before = rows();
    for (let i = 0; i < 50; i++) await fetchChallenge(app, `203.0.113.${i}`);
    expect(rows()).toEqual(before);
    db.close();
  });
});
