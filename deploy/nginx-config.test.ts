/**
 * The nginx example, exercised: nginx (system binary) on 127.0.0.1 with a temporary prefix and
 * the generated server block in front of the real service (buildServer). Checks the security
 * headers with the build's CSP hashes, precompressed delivery, caching, /api proxying and the
 * form token filled into pages with the feedback form (SSI).
 * Skipped with a message when nginx is not installed.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it, onTestFinished } from 'vitest';
import { freePort, stopChild } from '@servicestandard/testkit';
import { precompressSite } from '@servicestandard/site-files';
import { loadConfig } from '@servicestandard/service/app';
import { errorBody, FORM_TOKEN, formTokenPlaceholder } from '@servicestandard/feedback-api';
import { buildServer } from '@servicestandard/service/server';
import { contentSecurityPolicy, inlineHashes, loadSite } from '@servicestandard/site-files';
import { nginxConfig, redirectLocations } from './nginx-config.ts';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
if (!NGINX) console.warn('nginx fehlt (weder /usr/sbin/nginx noch /usr/bin/nginx): der Test des nginx-Beispiels wird übersprungen.');
const HAS_BROTLI = NGINX ? /brotli/.test(execFileSync(NGINX, ['-V'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }) + safeModules()) : false;

function safeModules(): string {
  try {
    return execFileSync('sh', ['-c', 'ls /etc/nginx/modules-enabled /usr/share/nginx/modules-available 2>/dev/null'], { encoding: 'utf8' });
  } catch {
    return '';
  }
}

const PAGE = `<!doctype html><html lang="de"><head><title>Start</title><script>document.documentElement.dataset.js = "ja";</script></head><body>${'<p>Servicestandard für digitale Verwaltungsleistungen.</p>'.repeat(40)}</body></html>`;

async function buildSite(root: string) {
  mkdirSync(join(root, '_astro'));
  mkdirSync(join(root, 'kriterien'));
  writeFileSync(join(root, 'index.html'), PAGE);
  writeFileSync(join(root, 'ueber.html'), PAGE.replace('Start', 'Über'));
  writeFileSync(join(root, 'kriterien', 'eins.html'), PAGE.replace('Start', 'Eins'));
  // The error pages as the build makes them: the server uses them as frames for other statuses.
  const errorPage = (title: string, text: string) =>
    `<!doctype html><html lang="de"><head><title>${title}</title></head><body><main><h1 id="seitentitel">${title}</h1><div data-page-content><p>${text}</p></div></main></body></html>`;
  writeFileSync(join(root, '404.html'), errorPage('Nicht gefunden', 'Seite nicht gefunden'));
  writeFileSync(join(root, '500.html'), errorPage('Fehler', 'Ein Fehler ist aufgetreten'));
  writeFileSync(join(root, 'suche.html'), PAGE.replace('Start', 'Suche'));
  writeFileSync(join(root, 'redaktion.html'), '<!doctype html><html lang="de"><title>Redaktion</title><main><h1 id="seitentitel">Redaktion</h1><div data-page-content></div></main></html>');
  // A page with the feedback form: the build leaves the form token's placeholder (SSI directive).
  writeFileSync(
    join(root, 'formular.html'),
    PAGE.replace('Start', 'Formular').replace('</body>', `<form method="post" action="/api/feedback/form"><div hidden><input type="hidden" name="formToken" value='${formTokenPlaceholder('/api', '/formular')}'></div></form></body>`),
  );
  writeFileSync(join(root, '_astro', 'app.js'), `console.log(${JSON.stringify('Servicestandard '.repeat(200))});`);
  await precompressSite(root);
}

describe.skipIf(!NGINX)('nginx deployment example', () => {
  it('serves the build with the same headers, precompressed variants, and proxies /api to the service', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nginx-test-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const root = join(dir, 'dist');
    mkdirSync(root);
    await buildSite(root);
    // nginx workers run as an unprivileged user: the folders must be readable for them.
    chmodSync(dir, 0o755);

    const service = await buildServer({
      siteRoot: root,
      config: loadConfig({ FEEDBACK_DB_PATH: join(dir, 'feedback.sqlite'), FEEDBACK_SECRET: 's'.repeat(32), FEEDBACK_TRUST_PROXY: '1' }),
    });
    onTestFinished(() => service.close());
    const upstream = new URL(await service.listen({ port: 0, host: '127.0.0.1' })).host;

    const port = await freePort();
    const accessLog = join(dir, 'servicestandard.access.log');
    const server = await nginxConfig({ root, upstream, listen: `127.0.0.1:${port}`, serverName: 'localhost', hsts: false, brotli: HAS_BROTLI, accessLog, errorLog: join(dir, 'servicestandard.error.log') });
    writeFileSync(join(dir, 'servicestandard.conf'), server);
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        'worker_processes 1;',
        `pid ${join(dir, 'nginx.pid')};`,
        `error_log ${join(dir, 'error.log')} warn;`,
        'events { worker_connections 64; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        `  access_log ${join(dir, 'access.log')};`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, `${kind}_temp`)};`),
        `  include ${join(dir, 'servicestandard.conf')};`,
        '}',
      ].join('\n'),
    );
    execFileSync(NGINX!, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'pipe' });
    const nginx = spawn(NGINX!, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
    onTestFinished(() => stopChild(nginx, 'SIGQUIT'));
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      if (await fetch(`${base}/`).then(() => true, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    // Security headers: the CSP with this build's inline-script hash, on pages, errors and the API.
    const csp = contentSecurityPolicy(inlineHashes(await loadSite(root)));
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    const page = await fetch(`${base}/ueber`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(csp);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-type')).toContain('text/html');

    // Precompressed: the .gz written by the build, not compressed on the fly (byte-identical).
    const raw = await fetchRaw(`${base}/kriterien/eins`, 'gzip');
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(raw.headers['vary']).toContain('Accept-Encoding');
    expect(gunzipSync(raw.body).toString()).toBe(PAGE.replace('Start', 'Eins'));
    if (HAS_BROTLI) expect((await fetchRaw(`${base}/`, 'br')).headers['content-encoding']).toBe('br');
    else console.info('nginx ohne Brotli-Modul: geprüft wird die gzip-Variante (brotli_static bleibt im Beispiel auskommentiert).');

    // A page with the feedback form: a fresh form token from the service per request (SSI),
    // compressed on the fly, revalidated like every page; the form then posts through nginx.
    const tokenOf = (html: string) => /name="formToken" value='([^']*)'/.exec(html)?.[1] ?? '';
    const withForm = await fetchRaw(`${base}/formular`, 'gzip');
    expect(withForm.headers['cache-control']).toBe('no-cache');
    expect(withForm.headers['content-security-policy']).toBe(csp);
    expect(withForm.headers['content-encoding']).toBe('gzip');
    const first = tokenOf(gunzipSync(withForm.body).toString());
    expect(first).toMatch(FORM_TOKEN);
    const again = await fetch(`${base}/formular`);
    const second = tokenOf(await again.text());
    expect(second).toMatch(FORM_TOKEN);
    expect(second).not.toBe(first);
    expect((await fetch(`${base}/ueber`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${base}/_mit-formular/formular.html`)).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    const sent = await fetch(`${base}/api/feedback/form`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ projectId: '4516', pagePath: '/formular', labels: '', description: 'Über nginx gesendet.', email: '', formToken: first, homepage: '' }).toString(),
    });
    expect(sent.status).toBe(201);
    expect(await sent.text()).toContain('Vielen Dank für Ihr Feedback');
    // The service's pages for people keep their own Referrer-Policy through nginx (issue 32, item 10).
    expect(sent.headers.get('referrer-policy')).toBe('no-referrer');
    expect(sent.headers.get('content-security-policy')).toBe(csp);
    expect(sent.headers.get('cross-origin-resource-policy')).toBe('same-origin');

    const asset = await fetch(`${base}/_astro/app.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy')).toBe(csp);

    const missing = await fetch(`${base}/gibt-es-nicht`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Seite nicht gefunden');
    expect(missing.headers.get('content-security-policy')).toBe(csp);
    const slash = await fetch(`${base}/ueber/`, { redirect: 'manual' });
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toMatch(/\/ueber$/);
    const redirect = await fetch(`${base}/kriterien`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toMatch(/\/#kriterien$/);

    // /api, /suche and /daten/hilfreich.json go to the service, with nginx's body limit in front (16 KiB like the service).
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', store: 'sqlite' });
    expect(health.headers.get('content-security-policy')).toBe(csp);
    expect(health.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const challenge = await fetch(`${base}/api/challenge`);
    expect(challenge.status).toBe(200);
    expect(await challenge.json()).toHaveProperty('challenge');
    const tooLarge = await fetch(`${base}/api/feedback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(20_000) });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual(errorBody('PAYLOAD_TOO_LARGE'));
    expect(tooLarge.headers.get('content-security-policy')).toBe(csp);
    const search = await fetch(`${base}/suche?q=servicestandard`);
    expect(search.status).toBe(200);
    // The editors' area comes from the service, not as the empty frame from disk, and is never cached.
    const editors = await fetch(`${base}/redaktion`, { redirect: 'manual' });
    expect(editors.status).toBe(303);
    expect(editors.headers.get('location')).toBe('/redaktion/anmelden');
    const signIn = await fetch(`${base}/redaktion/anmelden`);
    expect(signIn.status).toBe(200);
    expect(await signIn.text()).toContain('Anmeldung für die Redaktion');
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    expect(signIn.headers.get('content-security-policy')).toBe(csp);
    const helpful = await fetch(`${base}/daten/hilfreich.json`);
    expect(helpful.status).toBe(200);
    expect(await helpful.json()).toMatchObject({ seiten: [] });
    expect(helpful.headers.get('content-security-policy')).toBe(csp);

    // The client address is the one nginx saw (FEEDBACK_TRUST_PROXY=1, as the README says), not what
    // the client wrote into X-Forwarded-For: invented addresses give no fresh limit (10 a minute).
    const votes: number[] = [];
    for (let i = 0; i < 15; i++) {
      const vote = await fetch(`${base}/api/helpful`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
        body: JSON.stringify({ pagePath: '/ueber', answer: 'ja' }),
      });
      votes.push(vote.status);
    }
    expect(votes.filter((status) => status === 201)).toHaveLength(10);
    expect(votes.slice(10)).toEqual([429, 429, 429, 429, 429]);

    // The service down: the site's German error page, the API's error shape, the security headers.
    await service.close();
    const down = await fetch(`${base}/suche?q=x`);
    expect(down.status).toBe(502);
    expect(await down.text()).toContain('Ein Fehler ist aufgetreten');
    expect(down.headers.get('content-security-policy')).toBe(csp);
    expect(down.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const apiDown = await fetch(`${base}/api/health`);
    expect(apiDown.status).toBe(503);
    expect(await apiDown.json()).toEqual(errorBody('SERVICE_UNAVAILABLE'));
    expect(apiDown.headers.get('cross-origin-resource-policy')).toBe('same-origin');

    // The access log holds what the privacy statement names: address, time, page, browser.
    await fetch(`${base}/ueber`, { headers: { 'user-agent': 'Testbrowser/1.0' } });
    await stopChild(nginx, 'SIGQUIT'); // flushes the log
    const logged = readFileSync(accessLog, 'utf8').trim().split('\n').at(-1) ?? '';
    expect(logged).toMatch(/^127\.0\.0\.1 - - \[[^\]]+\] "GET \/ueber HTTP\/1\.1" 200 \d+ "-" "Testbrowser\/1\.0"$/);
  });
});

describe('redirects in the nginx example', () => {
  it('become exact-match locations answering 301', () => {
    expect(redirectLocations({ '/kriterien': '/#kriterien', '/alt/seite': '/neu?x=1' }, '')).toBe(
      'location = /kriterien {\n    return 301 /#kriterien;\n}\nlocation = /alt/seite {\n    return 301 /neu?x=1;\n}',
    );
  });

  it('refuse paths and targets that would mean something else to nginx', () => {
    for (const [from, to] of [['/a b', '/'], ['/a;', '/'], ['/a', '/$host'], ['/a', 'https://evil.example/'], ['/a', '/b;}'], ['kriterien', '/']]) {
      expect(() => redirectLocations({ [from!]: to! }), `${from} → ${to}`).toThrow();
    }
  });
});

/** GET without decompression (fetch would decode gzip itself). */
async function fetchRaw(url: string, encoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}
