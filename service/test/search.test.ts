import Fastify from 'fastify';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { text as escapeHtml } from '../src/pages/frame.tsx';
import { searchPlugin } from '../src/search.ts';
import type { SiteFiles } from '@servicestandard/site-files';

const SEARCH_PAGE =
  '<!doctype html><html lang="de"><head><title>Suche – Servicestandard</title></head><body><main><h1 id="seitentitel">Suche</h1>' +
  '<div class="search-page" data-page-content><form role="search" action="/suche"><input id="suche-q" type="search" name="q"></form>' +
  '<div class="search-results"></div></div><h2 id="alle-seiten">Alle Seiten von A bis Z</h2></main></body></html>';

const DATA = {
  '/glossar': { title: 'Glossar', data: { '': 'Begriffe', 'api#API': 'Programmierschnittstelle für den Datenaustausch.' } },
  '/kriterien/7': { title: 'Kriterium 7: Schnittstellen bereitstellen', data: { 'doku#Schnittstellen dokumentieren': 'Beschreiben Sie jede API.' } },
};

const file = (text: string, type: string) => ({ body: Buffer.from(text), type, etag: '"x"', cacheControl: 'no-cache' });

async function build(files: SiteFiles = new Map([['/suche', file(SEARCH_PAGE, 'text/html; charset=utf-8')], ['/suchdaten-de-DE.json', file(JSON.stringify(DATA), 'application/json')]])) {
  const app = Fastify();
  await app.register(searchPlugin, { files });
  return app;
}

describe('GET /suche', () => {
  it('fills in grouped, highlighted results and keeps the query in the form', async () => {
    const app = await build();
    const response = await app.inject({ url: '/suche?q=API' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // Counted in pages, like the popup (issue 32: sections counted gave two numbers for one query).
    expect(response.body).toContain('<h2 id="ergebnisse">2 Seiten gefunden für „API“</h2>');
    expect(response.body).toContain('<a href="/glossar#api"><mark>API</mark></a>');
    expect(response.body).toContain('<a href="/kriterien/7">Kriterium 7: Schnittstellen bereitstellen</a>');
    expect(response.body).toContain('value="API"');
    expect(response.body).toContain('<title>„API“ – Suche – Servicestandard</title>');
  });

  it('escapes the query everywhere it is shown', async () => {
    const app = await build();
    const attack = '"><script>alert(1)</script>';
    const response = await app.inject({ url: `/suche?q=${encodeURIComponent(attack)}` });
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).toContain(`value="${escapeHtml(attack)}"`);
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('inserts the query as text, never as a replacement pattern ($` $& $\' $$ $1 copy no markup)', async () => {
    const app = await build();
    // The attack from issue 32: "$`" and "$&" would copy the page's markup around the query into the field.
    for (const attack of ['$`$&$` autofocus onfocus=alert(1) x=', "$' $$ $1 $<name> $0"]) {
      const response = await app.inject({ url: `/suche?q=${encodeURIComponent(attack)}` });
      const input = /<input\b[^>]*\bid="suche-q"[^>]*>/.exec(response.body)?.[0];
      expect(input, attack).toMatch(new RegExp(`^<input id="suche-q" type="search" name="q" [^>]*value="${RegExp.escape(escapeHtml(attack))}"/>$`.replace(' name="q" ', '[^>]* name="q" ')));
      expect(response.body, attack).toContain(`<title>„${escapeHtml(attack)}“ – Suche – Servicestandard</title>`);
      expect(response.body.match(/<input\b/g), attack).toHaveLength(1);
    }
  });

  it('says so when nothing is found and points to the A–Z list', async () => {
    const app = await build();
    const response = await app.inject({ url: '/suche?q=Quantencomputer' });
    expect(response.body).toContain('<h2 id="ergebnisse">Kein Ergebnis gefunden</h2>');
    expect(response.body).toContain('href="#alle-seiten"');
  });

  it('serves the plain page without a query, also for a repeated or empty parameter', async () => {
    const app = await build();
    for (const url of ['/suche', '/suche?q=', '/suche?q=%20%20']) {
      expect((await app.inject({ url })).body).toBe(SEARCH_PAGE);
    }
    expect((await app.inject({ url: '/suche?q=API&q=Glossar' })).body).toContain('für „API“');
  });

  it('compresses the answer when the browser accepts it', async () => {
    const app = await build();
    const response = await app.inject({ url: '/suche?q=API', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('Seiten gefunden für „API“');
  });

  it('leaves /suche to the static site when the build has no search data', async () => {
    const app = await build(new Map([['/suche', file(SEARCH_PAGE, 'text/html; charset=utf-8')]]));
    expect((await app.inject({ url: '/suche?q=API' })).statusCode).toBe(404);
  });
});
