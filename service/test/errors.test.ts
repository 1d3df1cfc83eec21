/**
 * The error handling can be loaded on its own: it knows the store's one special error
 * (StoreUnavailableError) without loading a database driver. Checked in a fresh Node process
 * that records every module it resolves.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorStatus } from '@servicestandard/feedback-api';
import { rawExchange } from '@servicestandard/testkit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { loadConfig } from '../src/config.ts';
import { buildServer } from '../src/server.ts';

const ERRORS = fileURLToPath(new URL('../src/errors.ts', import.meta.url));

describe('errors.ts', () => {
  it('loads neither pg nor node:sqlite', () => {
    const script = `
      import { registerHooks } from 'node:module';
      const seen = [];
      registerHooks({ resolve: (specifier, context, next) => { seen.push(specifier); return next(specifier, context); } });
      const errors = await import(${JSON.stringify(ERRORS)});
      if (typeof errors.handleError !== 'function') throw new Error('handleError missing');
      console.log(JSON.stringify(seen));
    `;
    const seen = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as string[];
    expect(seen).toContain('./store/errors.ts');
    expect(seen.filter((specifier) => /^(node:)?sqlite$|^pg($|\/)/.test(specifier))).toEqual([]);
  });
});

/**
 * The bundled server (buildServer) on a real loopback socket, sent what browsers, scanners and
 * broken clients send: bad percent-encodings, control characters, odd and oversized headers, bad
 * bodies, odd methods, "..". Every answer is below 500, in German (the site's error page for a
 * page, `{ error: { code, message } }` under /api), carries the security headers, and shows no
 * stack and none of Fastify's or Node's English default bodies (issue 32, items 3 and 10).
 */
describe('the bundled server and malformed requests', () => {
  const CODES = new Set(Object.keys(errorStatus));
  const ERROR_PAGE = (status: number) =>
    `<!doctype html><html lang="de"><head><title>Seite nicht gefunden – Servicestandard</title></head><body><main><h1 id="seitentitel">Seite nicht gefunden</h1>` +
    `<div data-page-content><p class="error-code">Fehler ${status}</p><div class="prose"><p>Die Seite gibt es nicht.</p></div></div></main></body></html>`;
  let root: string;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'boundary-test-'));
    mkdirSync(join(root, 'site', '_astro'), { recursive: true });
    const page = (title: string) => `<!doctype html><html lang="de"><head><title>${title}</title></head><body><main><h1 id="seitentitel">${title}</h1></main></body></html>`;
    writeFileSync(join(root, 'site', 'index.html'), page('Start'));
    writeFileSync(join(root, 'site', 'ueber.html'), page('Über'));
    writeFileSync(join(root, 'site', '404.html'), ERROR_PAGE(404));
    writeFileSync(join(root, 'site', '500.html'), ERROR_PAGE(500).replace('Seite nicht gefunden', 'Ein Fehler ist aufgetreten'));
    writeFileSync(join(root, 'site', '_astro', 'app.js'), 'console.log(1);');
    const config = loadConfig({
      FEEDBACK_DB_PATH: join(root, 'feedback.sqlite'),
      FEEDBACK_SECRET: 's'.repeat(32),
      // Every request must reach what it tests, not the rate limit.
      FEEDBACK_RATE_LIMIT_FEEDBACK: '1000000',
      FEEDBACK_RATE_LIMIT_HELPFUL: '1000000',
    });
    app = await buildServer({ siteRoot: join(root, 'site'), config });
    // A failure no one expected, after the answer was half built (a redirect's target, an encoding).
    const failing = (_request: unknown, reply: FastifyReply) => {
      reply.header('location', '//evil.example').header('content-encoding', 'br');
      throw new Error('Geheimnis im Fehlertext');
    };
    app.get('/kaputt', failing);
    app.get('/api/kaputt', failing);
    port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** One raw request on its own connection; the socket stays open for a streamed answer. */
  const exchange = (bytes: string) => rawExchange(port, bytes);

  interface Answer {
    status: number;
    headers: Map<string, string>;
    body: string;
  }

  function parse(raw: Buffer): Answer {
    const headEnd = raw.indexOf('\r\n\r\n');
    const head = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(head[0] ?? '')?.[1]);
    const headers = new Map(head.slice(1).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()] as const));
    let body = raw.subarray(headEnd + 4);
    if (headers.get('transfer-encoding') === 'chunked') {
      const parts: Buffer[] = [];
      for (let at = 0; ; ) {
        const lineEnd = body.indexOf('\r\n', at);
        const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
        if (!size) break;
        parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
      }
      body = Buffer.concat(parts);
    }
    return { status, headers, body: body.toString('utf8') };
  }

  /** A request as raw bytes: Host and Connection: close, Content-Length for a body unless given. */
  const request = (method: string, target: string, headers: Record<string, string> = {}, body?: string) => {
    const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    if (body !== undefined && !Object.keys(headers).some((name) => /^(content-length|transfer-encoding)$/i.test(name))) {
      lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
    }
    lines.push('Connection: close');
    return `${lines.join('\r\n')}\r\n\r\n${body ?? ''}`;
  };
  const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
  const json = { 'Content-Type': 'application/json' };
  const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const big = 'a'.repeat(20_000);

  /** [what, raw request, asks the API]: the API answers in JSON, everything else with the error page. */
  const CASES: [string, string, boolean][] = [
    // Paths: percent-encodings that are broken, decode to control characters or to text a header cannot carry.
    ...['/%E2%82%AC/', '/%0d%0a/', '/%00/', '/%E2%80%93/', '/%2Fevil.example/', '/%5Cevil.example/', '//evil.example/', '/\\evil.example/', '/%ZZ', '/%',
      '/%E0%A4%A', '/%C0%AF/', '/%FF%FE', '/%ED%A0%80/', '/ueber%00', '/ueber%0A', '/%2e%2e/%2e%2e/etc/passwd', '/../../etc/passwd', '/ueber/../../',
      '/..%2f..%2fetc%2fpasswd', '/ueber?%', '/ueber/?q=%ZZ', '/?q=%E2%82%AC%00', '/suche?q=%ZZ', '/redaktion/%ZZ', `/${'x'.repeat(8_000)}/`, utf8('/über/'), '/\u00ff/',
      '/%20/', '/index.html%00.js', '/_astro/%ZZ.js', '/.env', '/.git/config'].map((path) => [`GET ${path.slice(0, 60)}`, request('GET', path), false] as [string, string, boolean]),
    ...['/api/%ZZ', '/api/%E2%82%AC/', '/api/feedback/%00', '/api/feedback/..%2f..%2fhealth', '/api//challenge', '/api/feedback/%ED%A0%80', '/api/challenge?x=%ZZ'].map(
      (path) => [`GET ${path}`, request('GET', path), true] as [string, string, boolean],
    ),
    // Headers: oversized (431 needs a real socket), control characters, contradicting lengths, odd values.
    ['431 on a page', request('GET', '/ueber', { 'X-Gross': big }), false],
    ['431 on the API', request('GET', '/api/health', { 'X-Gross': big }), true],
    ['431 from a long cookie', request('GET', '/', { Cookie: `sitzung=${big}` }), false],
    ['431 from an overlong path', request('GET', `/${'a'.repeat(20_000)}`), false],
    ['control character in a header name', request('GET', '/ueber', { 'X-Bad\u0001': '1' }), false],
    ['control character in a header value', request('GET', '/api/health', { 'X-Bad': 'a\u0000b' }), true],
    ['folded header', 'GET /ueber HTTP/1.1\r\nHost: x\r\n Folded: header\r\nConnection: close\r\n\r\n', false],
    ['Content-Length and Transfer-Encoding', request('POST', '/api/feedback', { 'Content-Length': '5', 'Transfer-Encoding': 'chunked' }, '0\r\n\r\n'), true],
    ['two Content-Lengths', request('POST', '/api/feedback', { 'Content-Length': '2', 'content-length': '3' }, '{}'), true],
    ['negative Content-Length', request('POST', '/api/feedback', { 'Content-Length': '-1' }), true],
    ['broken chunk', request('POST', '/api/feedback', { ...json, 'Transfer-Encoding': 'chunked' }, 'zz\r\n{}\r\n0\r\n\r\n'), true],
    ['unknown HTTP version', 'GET /ueber HTTP/9.9\r\nHost: x\r\nConnection: close\r\n\r\n', false],
    ['garbage request line', 'HALLO WELT\r\n\r\n', false],
    ['no Host', 'GET /ueber HTTP/1.1\r\nConnection: close\r\n\r\n', false],
    ['odd Accept-Encoding', request('GET', '/ueber', { 'Accept-Encoding': 'x'.repeat(2_000) }), false],
    ['odd Range', request('GET', '/_astro/app.js', { Range: 'bytes=abc' }), false],
    ['unsatisfiable Range', request('GET', '/_astro/app.js', { Range: 'bytes=999999-' }), false],
    ['odd conditions', request('GET', '/ueber', { 'If-None-Match': '"\u00ff"', 'If-Modified-Since': 'gestern' }), false],
    ['odd X-Forwarded-For', request('GET', '/api/health', { 'X-Forwarded-For': '999.1.1.1, ::zz, <script>' }), true],
    ['odd Origin', request('POST', '/api/feedback', { ...json, Origin: 'null' }, '{}'), true],
    // Bodies: broken JSON, wrong types, over the limit, odd methods.
    ['broken JSON', request('POST', '/api/feedback', json, '{"projectId": 4516,'), true],
    ['empty JSON', request('POST', '/api/feedback', json, ''), true],
    ['text/plain', request('POST', '/api/feedback', { 'Content-Type': 'text/plain' }, 'hallo'), true],
    ['multipart', request('POST', '/api/feedback', { 'Content-Type': 'multipart/form-data; boundary=x' }, '--x--'), true],
    ['no Content-Type', request('POST', '/api/feedback', {}, '{}'), true],
    ['body over the limit', request('POST', '/api/feedback', json, `{"description":"${'a'.repeat(40_000)}"}`), true],
    ['form over the limit', request('POST', '/api/feedback/form', form, `description=${'a'.repeat(40_000)}`), true],
    ['JSON to the form route', request('POST', '/api/feedback/form', json, '{}'), true],
    ['garbage form', request('POST', '/api/helpful', form, '%ZZ=%&&=='), true],
    ['deeply nested JSON', request('POST', '/api/feedback', json, '['.repeat(10_000)), true],
    ['JSON to a page', request('POST', '/ueber', json, '{"a":'), false],
    ['XML to a page', request('POST', '/ueber', { 'Content-Type': 'application/xml' }, '<a/>'), false],
    ['big body to a page', request('POST', '/ueber', json, `"${'a'.repeat(40_000)}"`), false],
    ['form to a page', request('POST', '/', form, 'a=b'), false],
    ['DELETE on a page', request('DELETE', '/ueber'), false],
    ['PROPFIND on a page', request('PROPFIND', '/ueber'), false],
    ['unknown method', request('BREW', '/ueber'), false],
    ['OPTIONS on a page', request('OPTIONS', '/ueber'), false],
    ['PUT on the API', request('PUT', '/api/feedback', json, '{}'), true],
    ['TRACE on the API', request('TRACE', '/api/health'), true],
    ['Redaktion without a form', request('POST', '/api/redaktion/abmelden', json, '{}'), true],
  ];

  it('answers an unexpected error with the German 500 page, or INTERNAL_ERROR under /api, with the headers and nothing of the error', async () => {
    for (const [path, type] of [['/kaputt', 'text/html; charset=utf-8'], ['/api/kaputt', 'application/json; charset=utf-8']] as const) {
      const answer = parse(await exchange(request('GET', path)));
      expect(answer.status, path).toBe(500);
      expect(answer.headers.get('content-type'), path).toBe(type);
      for (const name of SECURITY_HEADERS) expect(answer.headers.get(name), `${path}: ${name}`).toBeTruthy();
      expect(answer.headers.get('location'), path).toBeUndefined();
      expect(answer.headers.get('content-encoding'), path).toBeUndefined();
      expect(answer.body, path).not.toMatch(/Geheimnis|Internal Server Error|\n\s+at /);
      if (path === '/kaputt') expect(answer.body).toContain('<p class="error-code">Fehler 500</p>');
      else expect(JSON.parse(answer.body)).toEqual({ error: { code: 'INTERNAL_ERROR', message: expect.any(String) as string } });
    }
  });

  const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'x-frame-options'];
  const DEFAULT_BODIES = /Internal Server Error|Bad Request|Not Found|Method Not Allowed|Payload Too Large|Unsupported Media Type|"statusCode"|FST_ERR|\n\s+at /;

  it(`answers ${CASES.length} malformed requests below 500, in German, with the security headers and without a default body`, { timeout: 60_000 }, async () => {
    expect(CASES.length).toBeGreaterThanOrEqual(50);
    const statuses = new Map<number, number>();
    for (const [what, bytes, api] of CASES) {
      const raw = await exchange(bytes);
      expect(raw.length, `${what}: an answer`).toBeGreaterThan(0);
      const answer = parse(raw);
      const where = `${what} → ${answer.status} ${answer.body.slice(0, 160)}`;
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      expect(answer.status, where).toBeGreaterThanOrEqual(200);
      expect(answer.status, where).toBeLessThan(500);
      for (const name of SECURITY_HEADERS) expect(answer.headers.get(name), `${where}: ${name}`).toBeTruthy();
      expect(answer.body, where).not.toMatch(DEFAULT_BODIES);
      if (answer.status >= 300 && answer.status < 400) {
        const location = answer.headers.get('location') ?? '';
        expect(new URL(location, 'https://servicestandard.example/').origin, where).toBe('https://servicestandard.example');
      }
      if (answer.status < 400) continue;
      if (api && answer.headers.get('content-type')?.startsWith('text/html')) {
        // The API's pages for people: a feedback's status page, the answers to the plain HTML forms.
        expect(bytes, where).toMatch(/^GET \/api\/feedback\/|^POST \/api\/(feedback\/form|helpful) /);
        expect(answer.body, where).toContain('<html lang="de">');
      } else if (api) {
        expect(answer.headers.get('content-type'), where).toBe('application/json; charset=utf-8');
        const { error } = JSON.parse(answer.body) as { error: { code: string; message: string } };
        expect(CODES.has(error.code), where).toBe(true);
        expect(error.message, where).toMatch(/[a-zäöüß]/);
      } else {
        expect(answer.headers.get('content-type'), where).toBe('text/html; charset=utf-8');
        expect(answer.body, where).toContain('<html lang="de">');
        expect(answer.body, where).toContain(`<p class="error-code">Fehler ${answer.status}</p>`);
      }
    }
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([301, 400, 404, 405, 413, 415, 431]));
    console.info(`malformed requests: ${CASES.length}, status counts ${JSON.stringify(Object.fromEntries(statuses))}`);
    // Still serving.
    expect(parse(await exchange(request('GET', '/ueber'))).status).toBe(200);
  });
});
