/** The production server (buildServer): its request log keeps no client address and no secret. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { FORM_TOKEN, formTokenPlaceholder } from '@servicestandard/feedback-api';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildServer } from '../src/server.ts';
import { tempDbPath } from './helper.ts';

describe('buildServer logging', () => {
  it('logs requests without client addresses, forwarded addresses or credentials', async () => {
    const siteRoot = await mkdtemp(join(tmpdir(), 'server-test-'));
    await writeFile(join(siteRoot, 'index.html'), '<!doctype html><html lang="de"><title>Start</title><p>Start</p></html>');
    const lines: string[] = [];
    const config = loadConfig({ FEEDBACK_DB_PATH: tempDbPath(), FEEDBACK_SECRET: 's'.repeat(32), FEEDBACK_TRUST_PROXY: '127.0.0.1' });
    const app = await buildServer({ siteRoot, config, logger: { stream: { write: (line) => void lines.push(line) } } });
    onTestFinished(() => app.close());

    const headers = { 'x-forwarded-for': '198.51.100.23', authorization: 'Bearer geheim-123', cookie: 'sitzung=geheim-456' };
    expect((await app.inject({ url: '/', remoteAddress: '203.0.113.9', headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/challenge', remoteAddress: '203.0.113.9', headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/nichts', remoteAddress: '203.0.113.9', headers })).statusCode).toBe(404);

    const log = lines.join('');
    expect(log).toContain('"url":"/api/challenge"'); // requests are logged
    expect(log).toContain('"statusCode":404');
    for (const secret of ['203.0.113.9', '198.51.100.23', 'geheim-123', 'geheim-456', 'remoteAddress', 'remotePort']) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('buildServer open data', () => {
  it('answers /daten/hilfreich.json with the counts of "War diese Seite hilfreich?" beside the built files', async () => {
    const siteRoot = await mkdtemp(join(tmpdir(), 'server-test-'));
    await writeFile(join(siteRoot, 'index.html'), '<!doctype html><html lang="de"><title>Start</title><p>Start</p></html>');
    await writeFile(join(siteRoot, 'glossar.html'), '<!doctype html><html lang="de"><title>Glossar</title><p>Glossar</p></html>');
    const config = loadConfig({ FEEDBACK_DB_PATH: tempDbPath(), FEEDBACK_SECRET: 's'.repeat(32) });
    const app = await buildServer({ siteRoot, config });
    onTestFinished(() => app.close());

    const before = await app.inject('/daten/hilfreich.json');
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(before.headers['content-security-policy']).toContain("default-src 'self'");
    expect(before.json()).toMatchObject({ seiten: [] });

    const posted = await app.inject({ method: 'POST', url: '/api/helpful', payload: 'pagePath=%2Fglossar&answer=nein', headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' } });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('http://127.0.0.1:8080/glossar#hilfreich-nein');
    // Pages the build does not have are not counted.
    expect((await app.inject({ method: 'POST', url: '/api/helpful', payload: { pagePath: '/erfunden', answer: 'ja' } })).statusCode).toBe(422);
    expect((await app.inject('/api/helpful')).json()).toMatchObject({ seiten: [{ seite: '/glossar', ja: 0, nein: 1 }] });
  });
});

describe('buildServer and the feedback form without JavaScript', () => {
  const page = (title: string, body = '') =>
    `<!doctype html><html lang="de"><head><title>${title}</title><link rel="stylesheet" href="/_astro/site.css"></head>` +
    `<body><header>Kopfzeile</header><main><h1 id="seitentitel">${title}</h1>${body}</main><footer>Fußzeile</footer></body></html>`;

  async function site() {
    const siteRoot = await mkdtemp(join(tmpdir(), 'server-form-'));
    await writeFile(join(siteRoot, 'index.html'), page('Start'));
    const form = `<form method="post" action="/api/feedback/form"><div hidden><input type="hidden" name="formToken" value='${formTokenPlaceholder('/api', '/ueber')}'></div></form>`;
    await writeFile(join(siteRoot, 'ueber.html'), page('Über', form + 'x'.repeat(2000)));
    await writeFile(join(siteRoot, 'ihr-feedback.html'), page('Ihr Feedback', '<div class="feedback-seite-rahmen" data-page-content></div>'));
    const config = loadConfig({ FEEDBACK_DB_PATH: tempDbPath(), FEEDBACK_SECRET: 's'.repeat(32) });
    const app = await buildServer({ siteRoot, config });
    onTestFinished(() => app.close());
    return app;
  }

  const tokenOf = (html: string) => /name="formToken" value='([^']*)'/.exec(html)?.[1] ?? '';

  it('fills a fresh form token into each page with the form, compressed on the fly and revalidated like every page; other pages keep theirs', async () => {
    const app = await site();
    const first = await app.inject({ url: '/ueber', headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-security-policy']).toContain("script-src 'self'");
    const html = brotliDecompressSync(first.rawPayload).toString();
    const token = tokenOf(html);
    expect(token).toMatch(FORM_TOKEN);
    expect(html).not.toContain('<!--#');
    const second = await app.inject({ url: '/ueber', headers: { 'accept-encoding': 'gzip' } });
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(tokenOf(gunzipSync(second.rawPayload).toString())).not.toBe(token);
    const plain = await app.inject('/ueber');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(tokenOf(plain.body)).toMatch(FORM_TOKEN);
    // A page without the form: from disk with its own caching.
    expect((await app.inject('/')).headers['cache-control']).toBe('no-cache');
  });

  it('answers the form post and the status page in the site’s frame', async () => {
    const app = await site();
    const token = tokenOf((await app.inject('/ueber')).body);
    await new Promise((resolve) => setTimeout(resolve, 3_050));
    const posted = await app.inject({
      method: 'POST',
      url: '/api/feedback/form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ projectId: '4516', pagePath: '/ueber', labels: '', description: 'Im Rahmen der Website.', email: '', formToken: token, homepage: '' }).toString(),
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.body).toContain('<title>Feedback gesendet – Servicestandard</title>');
    expect(posted.body).toContain('<h1 id="seitentitel">Vielen Dank für Ihr Feedback</h1>');
    expect(posted.body).toContain('<header>Kopfzeile</header>');
    expect(posted.body).toMatch(/<div class="feedback-seite-rahmen" data-page-content><div class="feedback-seite"/);
    // The site's policy applies (its styles and scripts), and nothing is cached.
    expect(posted.headers['content-security-policy']).toContain("script-src 'self'");
    expect(posted.headers['cache-control']).toBe('no-store');
    // The page's own, stricter referrer policy is not overwritten by the server's (issue 32, item 10).
    expect(posted.headers['referrer-policy']).toBe('no-referrer');
    expect(posted.headers['cross-origin-resource-policy']).toBe('same-origin');

    const status = await app.inject(new URL(posted.headers.location as string).pathname);
    expect(status.statusCode).toBe(200);
    expect(status.body).toContain('<h1 id="seitentitel">Ihr Feedback</h1>');
    expect(status.body).toContain('<footer>Fußzeile</footer>');
    expect(status.body).toContain('Status: <strong>gespeichert</strong>');
    expect(status.headers['x-robots-tag']).toBe('noindex');
    expect(status.headers['cache-control']).toBe('no-store');
    expect(status.headers['referrer-policy']).toBe('no-referrer');
    expect(status.headers['content-security-policy']).toContain("script-src 'self'");

    // A 'War diese Seite hilfreich?' answer that was not counted comes in the same frame.
    const refused = await app.inject({
      method: 'POST',
      url: '/api/helpful',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'pagePath=%2Fueber&answer=vielleicht',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('<title>Antwort nicht gezählt – Servicestandard</title>');
    expect(refused.body).toContain('<h1 id="seitentitel">Ihre Antwort wurde nicht gezählt</h1>');
    expect(refused.body).toContain('<footer>Fußzeile</footer>');
    expect(refused.body).toContain('Bitte antworten Sie mit Ja oder Nein.');
    expect(refused.headers['content-security-policy']).toContain("script-src 'self'");
    expect(refused.headers['referrer-policy']).toBe('no-referrer');
  });
});
