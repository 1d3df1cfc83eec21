import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '@servicestandard/pow';
import {
  build,
  feedbackBody,
  feedbackId,
  fetchChallenge,
  postFeedback,
  solvedChallenge,
  submitFeedback,
} from '../helper.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function expectError(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status,
    body: { error: { code, message: expect.any(String) } },
  });
}

describe('POST /api/feedback: accepted feedback', () => {
  it('stores the feedback before answering 201 with its status page address', async () => {
    const { app, config, clock } = await build();
    const response = await submitFeedback(app, {
      description: '  Der Kontrast ist zu gering.\n\nBitte prüfen.  ',
      email: 'anna@example.org',
      labels: ['barriere'],
      pagePath: '/ueber?ansicht=druck',
    });
    expect(response.statusCode).toBe(201);
    const { statusUrl } = response.json();
    const id = feedbackId(statusUrl);
    expect(id).toMatch(UUID);
    expect(statusUrl).toBe(`https://servicestandard.example/api/feedback/${id}`);
    expect(response.headers.location).toBe(statusUrl);
    // issueUrl is statusUrl's old name, still sent for one release.
    expect(response.json()).toEqual({ statusUrl, issueUrl: statusUrl, status: 'stored' });

    // Read with a separate connection: the row is committed, not only visible to the app.
    const db = new DatabaseSync(config.dbPath, { readOnly: true });
    const row = db.prepare('SELECT * FROM feedback WHERE id = ?').get(id);
    db.close();
    expect(row).toMatchObject({
      project_id: 4516,
      page_path: '/ueber?ansicht=druck',
      description: 'Der Kontrast ist zu gering.\n\nBitte prüfen.',
      email: 'anna@example.org',
      labels: '["barriere"]',
      status: 'stored', // embedded mode: no GitLab configured
      attempts: 0,
      created_at: clock.now(),
    });
  });

  it('queues the feedback for GitLab when GitLab is configured', async () => {
    const { app } = await build({
      env: { FEEDBACK_GITLAB_API_URL: 'http://127.0.0.1:9/api/v4', FEEDBACK_GITLAB_TOKEN: 'glpat-unused' },
      config: { outbox: { backoffBaseMs: 5000, backoffMaxMs: 3_600_000, leaseMs: 60_000, pollMs: 60_000 } },
    });
    await app.feedbackOutbox.stop(); // only the row matters here, not sending it
    const response = await submitFeedback(app);
    expect(response.statusCode).toBe(201);
    const row = await app.feedbackStore.getFeedback(feedbackId(response.json().statusUrl));
    expect(row?.status).toBe('queued');
  });
});

describe('POST /api/feedback: the challenge', () => {
  it('accepts each challenge once: a replay is CHALLENGE_ALREADY_USED (409)', async () => {
    const { app } = await build();
    const solved = await solvedChallenge(app);
    expect((await postFeedback(app, feedbackBody(solved))).statusCode).toBe(201);
    expectError(await postFeedback(app, feedbackBody(solved)), 409, 'CHALLENGE_ALREADY_USED');
    expect((await app.feedbackStore.countByStatus()).stored).toBe(1);
  });

  it('accepts only one of two simultaneous posts with the same challenge', async () => {
    const { app } = await build();
    const solved = await solvedChallenge(app);
    const answers = await Promise.all([postFeedback(app, feedbackBody(solved)), postFeedback(app, feedbackBody(solved))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses an expired challenge with CHALLENGE_EXPIRED (410)', async () => {
    const { app, clock, config } = await build();
    const solved = await solvedChallenge(app);
    clock.advance(config.challengeTtlSeconds * 1000);
    expectError(await postFeedback(app, feedbackBody(solved)), 410, 'CHALLENGE_EXPIRED');
  });

  it('accepts a challenge just before it expires', async () => {
    const { app, clock, config } = await build();
    const solved = await solvedChallenge(app);
    clock.advance(config.challengeTtlSeconds * 1000 - 1);
    expect((await postFeedback(app, feedbackBody(solved))).statusCode).toBe(201);
  });

  it('refuses a challenge it did not issue, even when correctly solved (CHALLENGE_UNKNOWN)', async () => {
    const { app } = await build();
    const salt = 'f'.repeat(32);
    const forged = { challenge: await sha256Hex(`${salt}:3`), challengeSolution: '3' };
    expectError(await postFeedback(app, feedbackBody(forged)), 422, 'CHALLENGE_UNKNOWN');
    expectError(await postFeedback(app, feedbackBody({ ...forged, challenge: 'not-a-hash' })), 422, 'CHALLENGE_UNKNOWN');
  });

  it('refuses a wrong solution and keeps the challenge usable: out of range is SOLUTION_INVALID, another counter unknown', async () => {
    const { app } = await build();
    const challenge = await fetchChallenge(app);
    const { solveChallenge } = await import('@servicestandard/pow');
    const right = await solveChallenge(challenge);
    for (const challengeSolution of [`0${right}`, 'abc', String(challenge.difficulty)]) {
      expectError(await postFeedback(app, feedbackBody({ challenge: challenge.challenge, challengeSolution })), 422, 'SOLUTION_INVALID');
    }
    // Without a stored salt, a challenge with another counter looks like one the service never issued.
    const wrong = String((Number(right) + 1) % challenge.difficulty);
    expectError(await postFeedback(app, feedbackBody({ challenge: challenge.challenge, challengeSolution: wrong })), 422, 'CHALLENGE_UNKNOWN');
    const response = await postFeedback(app, feedbackBody({ challenge: challenge.challenge, challengeSolution: right }));
    expect(response.statusCode).toBe(201);
  });
});

describe('POST /api/feedback: validation at the boundary', () => {
  async function post(overrides: Record<string, unknown>, knownPaths?: ReadonlySet<string>) {
    const { app } = await build({ knownPaths, env: { FEEDBACK_RATE_LIMIT_FEEDBACK: '50' } });
    return postFeedback(app, feedbackBody({ ...(await solvedChallenge(app)), ...overrides }));
  }

  it('rejects unknown fields (INVALID_BODY), not silently dropping them', async () => {
    expectError(await post({ isAdmin: true }), 400, 'INVALID_BODY');
  });

  it('rejects missing fields and wrong types with INVALID_BODY', async () => {
    const { app } = await build();
    const withoutEmail: Partial<ReturnType<typeof feedbackBody>> = feedbackBody(await solvedChallenge(app));
    delete withoutEmail.email;
    expectError(await postFeedback(app, withoutEmail), 400, 'INVALID_BODY');
    expectError(await post({ projectId: '4516' }), 400, 'INVALID_BODY');
    expectError(await post({ labels: 'barriere' }), 400, 'INVALID_BODY');
    expectError(await post({ challengeSolution: 3 }), 400, 'INVALID_BODY');
  });

  it('rejects malformed JSON with 400 INVALID_JSON', async () => {
    const { app } = await build();
    const response = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'application/json' },
      payload: '{"projectId": 4516,',
    });
    expectError(response, 400, 'INVALID_JSON');
  });

  it('rejects other media types with 415, including text/plain', async () => {
    const { app } = await build();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { 'content-type': type },
        payload: JSON.stringify(feedbackBody()),
      });
      expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('rejects bodies over 16 KiB with 413 PAYLOAD_TOO_LARGE', async () => {
    const { app } = await build();
    const response = await postFeedback(app, feedbackBody({ description: 'x'.repeat(17 * 1024) }));
    expectError(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('requires a description that is not only whitespace (DESCRIPTION_REQUIRED)', async () => {
    expectError(await post({ description: '' }), 422, 'DESCRIPTION_REQUIRED');
    expectError(await post({ description: ' \n\t ' }), 422, 'DESCRIPTION_REQUIRED');
  });

  it('allows 5000 characters after trimming and refuses more (DESCRIPTION_TOO_LONG)', async () => {
    expect((await post({ description: ` ${'ä'.repeat(5000)} ` })).statusCode).toBe(201);
    expectError(await post({ description: 'a'.repeat(5001) }), 422, 'DESCRIPTION_TOO_LONG');
  });

  it('accepts an empty e-mail and a valid one, refuses invalid or too long ones (INVALID_EMAIL)', async () => {
    expect((await post({ email: '' })).statusCode).toBe(201);
    expect((await post({ email: ' anna.muster@bund.example ' })).statusCode).toBe(201);
    for (const email of ['anna', 'anna@', '@example.org', 'anna @example.org', `${'a'.repeat(250)}@example.org`]) {
      expectError(await post({ email }), 422, 'INVALID_EMAIL');
    }
  });

  it('accepts only allowed labels, at most 5 (LABEL_NOT_ALLOWED)', async () => {
    expect((await post({ labels: ['barriere'] })).statusCode).toBe(201);
    expectError(await post({ labels: ['bug'] }), 422, 'LABEL_NOT_ALLOWED');
    expectError(await post({ labels: Array(6).fill('barriere') }), 422, 'LABEL_NOT_ALLOWED');
  });

  it('accepts only allowed project ids (PROJECT_NOT_ALLOWED, 403)', async () => {
    expectError(await post({ projectId: 1 }), 403, 'PROJECT_NOT_ALLOWED');
  });

  it('accepts site paths with a query and refuses anything else (INVALID_PAGE_PATH)', async () => {
    for (const pagePath of ['/', '/kriterien/1-nutzende-verstehen-und-bedurfnisse-erkennen', '/glossar?buchstabe=a&x=%20']) {
      expect((await post({ pagePath })).statusCode, pagePath).toBe(201);
    }
    const bad = [
      '',
      'ueber',
      'https://evil.example/',
      'javascript:alert(1)',
      '//evil.example/ueber',
      '/\\evil.example',
      '/ueber\u0000',
      '/ueber\nSet-Cookie: x',
      '/ueber page',
      '/<script>',
      '/ueber#kontakt',
      `/${'a'.repeat(2048)}`,
    ];
    for (const pagePath of bad) expectError(await post({ pagePath }), 422, 'INVALID_PAGE_PATH');
  });

  it('accepts only known pages when the site passes its paths (ignoring query and trailing slash)', async () => {
    const known = new Set(['/', '/ueber', '/glossar/']);
    expect((await post({ pagePath: '/ueber/' }, known)).statusCode).toBe(201);
    expect((await post({ pagePath: '/glossar?buchstabe=b' }, known)).statusCode).toBe(201);
    expect((await post({ pagePath: '/' }, known)).statusCode).toBe(201);
    expectError(await post({ pagePath: '/gibt-es-nicht' }, known), 422, 'INVALID_PAGE_PATH');
  });

  it('checks the body before touching the challenge', async () => {
    const { app } = await build();
    const solved = await solvedChallenge(app);
    expectError(await postFeedback(app, feedbackBody({ ...solved, description: '' })), 422, 'DESCRIPTION_REQUIRED');
    expect((await postFeedback(app, feedbackBody(solved))).statusCode).toBe(201);
  });
});

describe('POST /api/feedback: rate limit', () => {
  it('allows 5 posts per client and minute, then 429 with Retry-After', async () => {
    const { app } = await build();
    for (let i = 0; i < 5; i++) expect((await submitFeedback(app)).statusCode).toBe(201);
    const limited = await submitFeedback(app);
    expectError(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
