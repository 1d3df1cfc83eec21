/**
 * Characters no text field takes (FORBIDDEN_TEXT_CHARACTERS of the contract): C0 control
 * characters other than tab, line feed and carriage return, and the bidi embeddings, overrides and
 * isolates. Both ways in (JSON from the script, the form post without JavaScript) on both stores:
 * PostgreSQL cannot store NUL in text, so before this check "a\u0000b" was a 500 there.
 */
import { describe, expect, it } from 'vitest';
import { errorMessages, FORM_TOKEN_AGE } from '@servicestandard/feedback-api';
import { build, feedbackBody, feedbackId, postFeedback, solvedChallenge, STORE_KINDS } from '../helper.ts';
import { signInLocally } from '../editor/helper.ts';

const FORBIDDEN = ['a\u0000b', 'a\u0001b', 'a\u0008b', 'a\u000Bb', 'a\u000Cb', 'a\u001Bb', 'a\u001Fb', 'Text \u202Eetxet', 'a\u202Ab', 'a\u2066b', 'a\u2069b'];
/** Tab, line feed and carriage return belong in prose; the rest of Unicode too. */
const ALLOWED = 'Zeile 1\r\n\tZeile 2\nÄrger über „Umlaute“ – 😀 ‏rtl‎ ok';

describe.each(STORE_KINDS)('text fields refuse control and bidi characters (%s)', (store) => {
  it('POST /api/feedback: 400 INVALID_CHARACTERS in the description and the e-mail, nothing stored; tab and line ends pass', async () => {
    const { app } = await build({ store, env: { FEEDBACK_RATE_LIMIT_FEEDBACK: '100' } });
    // The body is checked before the challenge, so one solved challenge serves every refusal.
    const solved = await solvedChallenge(app);
    for (const description of FORBIDDEN) {
      const response = await postFeedback(app, feedbackBody({ ...solved, description }));
      expect({ description, status: response.statusCode, body: response.json() }).toEqual({
        description,
        status: 400,
        body: { error: { code: 'INVALID_CHARACTERS', message: errorMessages.INVALID_CHARACTERS } },
      });
    }
    const email = await postFeedback(app, feedbackBody({ ...solved, email: 'anna\u0000@example.org' }));
    expect(email.statusCode).toBe(400);
    expect(email.json()).toMatchObject({ error: { code: 'INVALID_CHARACTERS' } });
    expect(await app.feedbackStore.countByStatus()).toMatchObject({ stored: 0 });

    const accepted = await postFeedback(app, feedbackBody({ ...solved, description: ALLOWED }));
    expect(accepted.statusCode).toBe(201);
    const row = await app.feedbackStore.getFeedback(feedbackId(accepted.json<{ statusUrl: string }>().statusUrl));
    expect(row?.description).toBe(ALLOWED);
  });

  it('POST /api/feedback/form: the same code as a German page with the text kept, nothing stored', async () => {
    const { app, clock } = await build({ store, env: { FEEDBACK_RATE_LIMIT_FEEDBACK: '100' } });
    const formToken = (await app.inject('/api/feedback/form-token?seite=%2Fueber')).body;
    clock.advance(FORM_TOKEN_AGE.minMs);
    const post = (description: string) =>
      app.inject({
        method: 'POST',
        url: '/api/feedback/form',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ projectId: '4516', pagePath: '/ueber', labels: '', description, email: '', formToken, homepage: '' }).toString(),
      });
    for (const description of FORBIDDEN) {
      const response = await post(description);
      expect({ description, status: response.statusCode }).toEqual({ description, status: 400 });
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(errorMessages.INVALID_CHARACTERS);
      // A form to send again, with a fresh token.
      expect(response.body).toContain('name="formToken"');
    }
    expect(await app.feedbackStore.countByStatus()).toMatchObject({ stored: 0 });
    expect((await post(ALLOWED)).statusCode).toBe(201);
  });
});

describe('the Redaktion’s page filter on PostgreSQL', () => {
  it('refuses a control character in ?seite= with its German 400 page instead of a 500', async () => {
    const { app } = await build({ store: 'postgres' });
    const { cookie } = await signInLocally(app);
    for (const url of ['/redaktion?seite=%2Fa%00b', '/redaktion/hilfreich?seite=%2Fa%00b', '/redaktion/hilfreich.csv?seite=%2Fa%00b']) {
      const response = await app.inject({ url, headers: { cookie } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
    }
  });
});
