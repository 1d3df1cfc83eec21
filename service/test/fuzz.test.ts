/**
 * Hostile and malformed requests to every route (fast-check): broken JSON, wrong types, huge
 * fields, unicode edge cases, wrong methods and content types, header abuse, hostile fields
 * around a correctly solved challenge. Every answer must be below 500 and, for the JSON API,
 * carry a stable error code; afterwards the service still works.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solveChallenge } from '@servicestandard/pow';
import { rawExchange } from '@servicestandard/testkit';
import type { Challenge } from '@servicestandard/pow';
import { errorStatus } from '../src/errors.ts';
import { build, feedbackBody, submitFeedback } from './helper.ts';
import type { InjectOptions } from 'fastify';
import type { FeedbackApp } from '../src/app.ts';
import type { StoreKind } from './helper.ts';

const CODES = new Set(Object.keys(errorStatus));
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;
const ROUTES = ['/api/challenge', '/api/feedback', '/api/health', '/api/feedback/00000000-0000-4000-8000-000000000000'];

/** Strings that break naive code: lone surrogates, NUL, BOM, direction overrides, huge runs. */
const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    '\uD800', '\uDFFF', 'a\u0000b', '\uFEFF', '\u202Eevil', 'ﬀ', 'e\u0301', '🏳️‍🌈'.repeat(50), '\u2028\u2029',
    '__proto__', 'constructor', '../../etc/passwd', '%00', '%E0%A4%A', '<script>alert(1)</script>', '/close', '@all',
    ' ', '', 'x'.repeat(20_000), 'ä'.repeat(5001), '9'.repeat(400), 'NaN', 'null', '[]', '{}',
  ),
);
const anyValue = fc.oneof(nasty, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(nasty, { maxLength: 8 }), fc.object({ maxDepth: 2 }));

const feedbackLike = fc.record(
  {
    projectId: fc.oneof(fc.constant(4516), anyValue),
    pagePath: fc.oneof(fc.constantFrom('/', '/ueber', '/ueber?x=1'), nasty.map((s) => `/${s}`), anyValue),
    labels: fc.oneof(fc.constant([]), fc.constant(['barriere']), fc.array(nasty, { maxLength: 7 }), anyValue),
    description: fc.oneof(fc.constant('Gültige Beschreibung'), nasty, anyValue),
    email: fc.oneof(fc.constant(''), fc.emailAddress(), nasty, anyValue),
    challenge: fc.oneof(fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }), nasty, anyValue),
    challengeSolution: fc.oneof(fc.integer({ min: 0, max: 1000 }).map(String), nasty, anyValue),
    ['__proto__']: anyValue,
    extra: anyValue,
  },
  { requiredKeys: [] },
);

const body = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 300 }), // mostly broken JSON
  fc.json({ maxDepth: 3 }),
  feedbackLike.map((value) => JSON.stringify(value)),
  fc.constantFrom('{"projectId": 4516,', '{"a":'.repeat(2_000), '[' .repeat(10_000), '\uFEFF{}', '{"projectId":1e999}', 'x'.repeat(40_000)),
);

const contentType = fc.constantFrom(
  'application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json; charset=latin1',
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx',
  'application/merge-patch+json', '', 'application/json, text/plain', ';;;',
);

/** Percent-encodes what a URL can carry; lone surrogates become U+FFFD (raw invalid bytes are in the constants). */
const enc = (text: string) => encodeURIComponent(text.toWellFormed());

const path = fc.oneof(
  fc.constantFrom(...ROUTES),
  fc.constantFrom('/api/', '/api', '/api/feedback/', '/api/feedback/..%2f..%2fhealth', '/api/challenge?x=%ZZ', '/api//challenge', '/api/feedback/' + 'f'.repeat(3_000), '/api/feedback/%ED%A0%80', '/api/%C0%AF', '/api/feedback/%FF%FE'),
  nasty.map((s) => `/api/feedback/${enc(s)}`),
  nasty.map((s) => `/api/${enc(s)}`),
  fc.tuple(fc.constantFrom(...ROUTES), nasty).map(([route, s]) => `${route}?q=${enc(s)}&q[]=1&__proto__[x]=1`),
);

const headers = fc.record(
  {
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), nasty.map((s) => s.replace(/[^\x20-\x7e]/g, ''))),
    origin: fc.constantFrom('https://evil.example', 'null', 'https://servicestandard.example', 'javascript:alert(1)'),
    'accept-encoding': fc.constantFrom('br', 'gzip, deflate', 'identity;q=0', '*', 'x'.repeat(2_000)),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'application/xml'),
    'access-control-request-method': fc.constantFrom('POST', 'DELETE', 'GET'),
    'transfer-encoding': fc.constant('identity'),
    'x-http-method-override': fc.constantFrom('DELETE', 'PUT'),
    cookie: fc.constant('a=b; c=d'),
  },
  { requiredKeys: [] },
);

const request = fc.record({ method: fc.constantFrom(...METHODS), path, body, contentType, headers });

interface Tally {
  requests: number;
  statuses: Map<number, number>;
}

async function check(app: FeedbackApp, tally: Tally, options: InjectOptions) {
  const response = await app.inject(options);
  tally.requests += 1;
  tally.statuses.set(response.statusCode, (tally.statuses.get(response.statusCode) ?? 0) + 1);
  const where = `${String(options.method)} ${JSON.stringify(options.url).slice(0, 80)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode >= 400 && options.method !== 'HEAD') {
    if (String(response.headers['content-type']).startsWith('text/html')) {
      // The human status page: only for GET /api/feedback/<id> that does not exist.
      expect(response.statusCode, where).toBe(404);
      expect(response.body, where).toContain('Feedback nicht gefunden');
    } else {
      const answer = response.json<{ error: { code: string; message: string } }>();
      expect(CODES.has(answer.error.code), where).toBe(true);
      expect(answer.error.message.length, where).toBeGreaterThan(0);
      expect(errorStatus[answer.error.code as keyof typeof errorStatus], where).toBe(response.statusCode);
    }
  }
  return response;
}

async function fuzz(store: StoreKind, runs: number, solvedEvery: number) {
  const { app, clock } = await build({
    store,
    env: { FEEDBACK_DIFFICULTY: '20', FEEDBACK_RATE_LIMIT_CHALLENGE: '1000000', FEEDBACK_RATE_LIMIT_FEEDBACK: '1000000' },
  });
  const tally: Tally = { requests: 0, statuses: new Map() };
  let round = 0;
  await fc.assert(
    fc.asyncProperty(request, feedbackLike, async (req, hostile) => {
      round += 1;
      const headersOut: Record<string, string> = { ...req.headers };
      if (req.contentType) headersOut['content-type'] = req.contentType;
      await check(app, tally, { method: req.method, url: req.path, headers: headersOut, ...(req.body === undefined ? {} : { payload: req.body }) });
      if (round % solvedEvery === 0) {
        // Hostile fields around a correctly solved challenge of this service. One time slot of the
        // (stateless) challenges holds only as many as the difficulty: each round gets its own.
        clock.advance(10_000);
        const issued = await check(app, tally, { method: 'GET', url: '/api/challenge' });
        const challenge = issued.json<Challenge>();
        // Alternately all hostile fields, or one of them in an otherwise valid body.
        const entries = Object.entries(hostile);
        const fields = round % (2 * solvedEvery) === 0 || entries.length === 0 ? hostile : Object.fromEntries([entries[round % entries.length]!]);
        const payload = JSON.stringify({ ...feedbackBody(), ...fields, challenge: challenge.challenge, challengeSolution: await solveChallenge(challenge) });
        await check(app, tally, { method: 'POST', url: '/api/feedback', headers: { 'content-type': 'application/json' }, payload });
      }
    }),
    { numRuns: runs, seed: 66336, endOnFailure: true },
  );
  // Still alive and correct.
  expect((await app.inject('/api/health')).statusCode).toBe(200);
  expect((await submitFeedback(app, feedbackBody())).statusCode).toBe(201);
  return tally;
}

describe('fuzzing every route', () => {
  it('10,000+ hostile requests on SQLite: no 5xx, every JSON refusal with a stable code', { timeout: 180_000 }, async () => {
    const tally = await fuzz('sqlite', 9_000, 10);
    expect(tally.requests).toBeGreaterThanOrEqual(10_000);
    // The run reached the validation, the challenge checks and acceptance, not only the parser.
    expect([...tally.statuses.keys()]).toEqual(expect.arrayContaining([200, 201, 400, 404, 413, 415, 422]));
    console.info(`fuzz (sqlite): ${tally.requests} requests, status counts ${JSON.stringify(Object.fromEntries(tally.statuses))}`);
  });

  it('2,000+ hostile requests on PostgreSQL: no 5xx, every JSON refusal with a stable code', { timeout: 180_000 }, async () => {
    const tally = await fuzz('postgres', 1_800, 10);
    expect(tally.requests).toBeGreaterThanOrEqual(2_000);
    console.info(`fuzz (postgres): ${tally.requests} requests, status counts ${JSON.stringify(Object.fromEntries(tally.statuses))}`);
  });
});


/** What Node's HTTP parser itself must cope with: only a real socket can send these. */
const rawAttack = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }).map((junk) => `${junk}\r\n\r\n`),
  fc.constantFrom(
    'GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    'POST /api/feedback HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    'POST /api/feedback HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
    'POST /api/feedback HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\nContent-Length: 20\r\n\r\n',
    'GET /api/health HTTP/9.9\r\n\r\n',
    'GET /api/health\r\n\r\n',
    'GET /api/\u0000health HTTP/1.1\r\nHost: x\r\n\r\n',
    'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Bad\u0001: 1\r\n\r\n',
    'GET /api/health HTTP/1.1\r\nHost: x\r\n Folded: header\r\n\r\n',
    `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    `GET /api/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    'BREW /api/health HTTP/1.1\r\nHost: x\r\n\r\n',
    'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: \u00ff\u00fe\r\n\r\n',
    'GET /api/health HTTP/1.0\r\n\r\n',
    'POST /api/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 12\r\n\r\n{"a":"\u00e4\u00ff',
  ),
);

describe('fuzzing below HTTP', () => {
  it('answers malformed requests on a real socket below 500, in the API error shape, and keeps serving', { timeout: 120_000 }, async () => {
    const { app } = await build();
    const port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
    let requests = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(rawAttack, async (bytes) => {
        const answer = (await rawExchange(port, bytes, { halfClose: true })).toString('latin1');
        requests += 1;
        if (answer === '') return; // the parser may simply close on garbage
        // A valid request may be followed by garbage on the same connection: every answer counts.
        let rest = answer;
        while (rest.startsWith('HTTP/')) {
          const headEnd = rest.indexOf('\r\n\r\n');
          const head = rest.slice(0, headEnd);
          const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]);
          const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0);
          const body = Buffer.from(rest.slice(headEnd + 4), 'latin1').subarray(0, length).toString('utf8');
          rest = Buffer.from(rest.slice(headEnd + 4), 'latin1').subarray(length).toString('latin1');
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          expect(status, head).toBeLessThan(500);
          if (status >= 400 && /\r\ncontent-type: application\/json/i.test(head)) {
            const code = (JSON.parse(body) as { error: { code: string } }).error.code;
            expect(CODES.has(code), head).toBe(true);
          }
        }
      }),
      { numRuns: 1_000, seed: 66336, endOnFailure: true },
    );
    expect(requests).toBe(1_000);
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([400, 431]));
    console.info(`fuzz (raw sockets): ${requests} connections, status counts ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });
});
