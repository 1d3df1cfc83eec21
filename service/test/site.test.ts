/**
 * The built site as the bundled server (buildServer) sends it: addresses, redirects, the 404
 * page, caching, validators, content negotiation over the precompressed variants, and the
 * security headers. A small site in a temporary folder, precompressed as the build does it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, onTestFinished } from 'vitest';
import { contentSecurityPolicy, inlineHashes, loadSite, precompressSite } from '@servicestandard/site-files';
import { loadConfig } from '../src/config.ts';
import { buildServer } from '../src/server.ts';
import { tempDbPath } from './helper.ts';

const text = 'Servicestandard für digitale Verwaltungsleistungen. '.repeat(40);
const PAGE = `<!doctype html><html lang="de"><head><title>Start</title><script>document.documentElement.dataset.js = "ja";</script></head><body><p>${text}</p></body></html>`;
const NOT_FOUND =
  '<!doctype html><html lang="de"><head><title>Nicht gefunden</title></head><body><h1 id="seitentitel">Seite nicht gefunden</h1>' +
  '<div data-page-content><p class="error-code">Fehler 404</p><div class="prose"><p>Die Seite gibt es nicht.</p></div></div></body></html>';

function writeSite(root: string) {
  mkdirSync(join(root, '_astro'));
  mkdirSync(join(root, 'kriterien'));
  mkdirSync(join(root, 'handbuch'));
  mkdirSync(join(root, '.geheim'));
  mkdirSync(join(root, '.well-known'));
  writeFileSync(join(root, 'index.html'), PAGE);
  writeFileSync(join(root, 'ueber.html'), PAGE.replace('Start', 'Über'));
  writeFileSync(join(root, 'kriterien', 'eins.html'), PAGE.replace('Start', 'Eins'));
  writeFileSync(join(root, 'kriterien.html'), '<!doctype html><meta http-equiv="refresh" content="0;url=/#kriterien">');
  writeFileSync(join(root, 'handbuch', 'index.html'), PAGE.replace('Start', 'Handbuch'));
  writeFileSync(join(root, '404.html'), NOT_FOUND);
  writeFileSync(join(root, '500.html'), NOT_FOUND.replaceAll('404', '500').replace('Seite nicht gefunden', 'Technischer Fehler'));
  writeFileSync(join(root, '_astro', 'app.js'), `console.log(${JSON.stringify('Servicestandard '.repeat(200))});`);
  writeFileSync(join(root, 'logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg"><title>${'Logo '.repeat(200)}</title></svg>`);
  writeFileSync(join(root, 'klein.txt'), 'kurz');
  writeFileSync(join(root, '.geheim', 'schluessel.txt'), 'geheim');
  writeFileSync(join(root, '.well-known', 'security.txt'), 'Contact: mailto:team@example.de\n');
}

async function serve(options: { precompress?: boolean; prepare?: (root: string) => void } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'site-serve-test-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  writeSite(root);
  if (options.precompress !== false) await precompressSite(root);
  options.prepare?.(root);
  const config = loadConfig({ FEEDBACK_DB_PATH: tempDbPath(), FEEDBACK_SECRET: 's'.repeat(32) });
  const app = await buildServer({ siteRoot: root, config });
  onTestFinished(() => app.close());
  return { app, root };
}

describe('addresses', () => {
  it('serves /.well-known/ (security.txt) but no other hidden file', async () => {
    const { app } = await serve();
    const response = await app.inject('/.well-known/security.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('Contact: mailto:team@example.de\n');
    expect((await app.inject('/.geheim/schluessel.txt')).statusCode).toBe(404);
  });

  it('serves pages without .html, the start page at /, and index pages at their folder', async () => {
    const { app } = await serve();
    for (const [url, title] of [['/', 'Start'], ['/ueber', 'Über'], ['/kriterien/eins', 'Eins'], ['/handbuch', 'Handbuch']] as const) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain(`<title>${title}</title>`);
    }
    expect((await app.inject('/%C3%BCber')).statusCode).toBe(404);
  });

  it('redirects a trailing slash with 301, keeping the query', async () => {
    const { app } = await serve();
    const response = await app.inject('/ueber/?ansicht=druck');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/ueber?ansicht=druck');
  });

  it('redirects a trailing slash only ever to one path on this site, built from the address as sent (issue 32, item 2)', async () => {
    const { app } = await serve();
    const cases: [string, string][] = [
      ['/%2Fevil.example/', '/%2Fevil.example'],
      ['/%5Cevil.example/', '/evil.example'],
      ['//evil.example/', '/evil.example'],
      ['///evil.example//?x=1', '/evil.example?x=1'],
      ['/%E2%82%AC/', '/%E2%82%AC'],
      ['/%0d%0a/', '/%0d%0a'],
      ['/%00/', '/%00'],
      ['/%E2%80%93/?q=%ZZ', '/%E2%80%93?q=%25ZZ'],
      ['/ueber/?ansicht=druck', '/ueber?ansicht=druck'],
      ['//', '/'],
    ];
    for (const [url, target] of cases) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(target);
      // Read the way a browser reads it: the same origin, whatever the target.
      expect(new URL(String(response.headers.location), 'https://servicestandard.example/x/').origin, url).toBe('https://servicestandard.example');
    }
  });

  it('redirects /kriterien to the criteria on the start page', async () => {
    const { app } = await serve();
    const response = await app.inject('/kriterien');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/#kriterien');
  });

  it('answers unknown addresses, the error pages themselves and files that are not addresses with the 404 page', async () => {
    const { app } = await serve();
    for (const url of ['/gibt-es-nicht', '/404', '/500', '/ueber.html', '/index.html.br', '/.geheim/schluessel.txt', '/../../etc/passwd', '/ueber%00']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(NOT_FOUND);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    // The 404 page answers many addresses: never a 304 or a part of it.
    for (const headers of [{ 'if-none-match': '*' }, { range: 'bytes=0-9' }]) {
      const again = await app.inject({ url: '/gibt-es-nicht', headers });
      expect(again.statusCode).toBe(404);
      expect(again.body).toBe(NOT_FOUND);
    }
  });

  it('allows only GET and HEAD, other methods get 405 with Allow and the German error page', async () => {
    const { app } = await serve();
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/ueber' });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<p class="error-code">Fehler 405</p><p>Diese Adresse kann nur aufgerufen werden. Daten nimmt sie nicht an.</p>');
    }
    const head = await app.inject({ method: 'HEAD', url: '/ueber' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('caching', () => {
  it('caches hashed assets for a year, revalidates pages, keeps other files a day', async () => {
    const { app } = await serve();
    expect((await app.inject('/_astro/app.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject('/ueber')).headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/logo.svg')).headers['cache-control']).toBe('public, max-age=86400');
    expect((await app.inject('/klein.txt')).headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers a matching ETag with 304 and no body, per encoding', async () => {
    const { app } = await serve();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await app.inject({ url: '/ueber', headers: { 'accept-encoding': encoding } });
      const etag = first.headers.etag;
      expect(etag, encoding).toBeTruthy();
      const again = await app.inject({ url: '/ueber', headers: { 'accept-encoding': encoding, 'if-none-match': String(etag) } });
      expect(again.statusCode, encoding).toBe(304);
      expect(again.body, encoding).toBe('');
    }
    const br = await app.inject({ url: '/ueber', headers: { 'accept-encoding': 'br' } });
    const gzip = await app.inject({ url: '/ueber', headers: { 'accept-encoding': 'gzip' } });
    // Different bytes, different validators: a cache never answers one encoding with the other.
    expect(br.headers.etag).not.toBe(gzip.headers.etag);
  });
});

describe('content negotiation', () => {
  async function fetchWith(app: Awaited<ReturnType<typeof serve>>['app'], url: string, acceptEncoding?: string) {
    const response = await app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
    expect(response.statusCode).toBe(200);
    return response;
  }

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=1', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=0, *', 'br'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %s → %s, the precompressed file from the build', async (acceptEncoding, coding) => {
    const { app, root } = await serve();
    const response = await fetchWith(app, '/ueber', acceptEncoding);
    expect(response.headers['content-encoding']).toBe(coding);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    const file = join(root, 'ueber.html');
    if (coding === 'br') expect(response.rawPayload).toEqual(readFileSync(`${file}.br`));
    if (coding === 'gzip') expect(response.rawPayload).toEqual(readFileSync(`${file}.gz`));
    if (!coding) expect(response.body).toBe(PAGE.replace('Start', 'Über'));
  });

  it('sends small files as they are, whatever the browser accepts', async () => {
    const { app } = await serve();
    const response = await fetchWith(app, '/klein.txt', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('kurz');
  });

  it('serves assets compressed with their own type', async () => {
    const { app } = await serve();
    const script = await fetchWith(app, '/_astro/app.js', 'gzip');
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(gunzipSync(script.rawPayload).toString()).toContain('console.log');
    const svg = await fetchWith(app, '/logo.svg', 'br');
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(brotliDecompressSync(svg.rawPayload).toString()).toContain('<svg');
  });

  it('writes missing variants at start and replaces stale ones, so it never sends outdated bytes', async () => {
    const changed = PAGE.replace('Start', 'Geändert');
    const { app } = await serve({
      precompress: true,
      prepare: (root) => {
        writeFileSync(join(root, 'index.html'), changed);
        const old = new Date(Date.now() - 60_000);
        utimesSync(join(root, 'index.html.br'), old, old);
        utimesSync(join(root, 'index.html.gz'), old, old);
      },
    });
    const br = await fetchWith(app, '/', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(changed);

    const { app: fresh, root } = await serve({ precompress: false });
    const gzip = await fetchWith(fresh, '/kriterien/eins', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(PAGE.replace('Start', 'Eins'));
    expect(readFileSync(join(root, 'kriterien', 'eins.html.gz'))).toEqual(gzip.rawPayload);
  });

  it('negotiates the same way over a real connection', async () => {
    const { app } = await serve();
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const { request } = await import('node:http');
    const get = (acceptEncoding: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        request(`${base}/ueber`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers['content-encoding']));
        })
          .on('error', reject)
          .end();
      });
    expect(await get('br;q=0, gzip')).toBe('gzip');
    expect(await get('identity')).toBeUndefined();
    expect(await get('br')).toBe('br');
  });
});

describe('security headers', () => {
  it('sends exactly the policy of the build on pages, assets, redirects, errors and the API', async () => {
    const { app, root } = await serve();
    const csp = contentSecurityPolicy(inlineHashes(await loadSite(root)));
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    for (const url of ['/', '/_astro/app.js', '/kriterien', '/ueber/', '/gibt-es-nicht', '/api/health']) {
      const response = await app.inject(url);
      expect(response.headers['content-security-policy'], url).toBe(csp);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['permissions-policy'], url).toContain('camera=()');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
    const post = await app.inject({ method: 'POST', url: '/ueber' });
    expect(post.headers['content-security-policy']).toBe(csp);
  });
});
