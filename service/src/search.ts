/**
 * GET /suche?q=… for visitors without JavaScript: the static page site/dist/suche.html as frame,
 * with the search form holding the query and the results of the site's own search engine (the
 * same code and normalisation as the popup), rendered by React (pages/search.tsx). Without a
 * query, or when the build has no search data, the static page is served unchanged.
 */
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSearchEngine, MAX_PAGES_RESULTS_PAGE, MAX_QUERY_CHARS, SEARCH_DATA_PATH, type SearchData, type SearchEngine } from '@servicestandard/search';
import type { SiteFiles } from '@servicestandard/site-files';
import { negotiateEncoding } from './accept-encoding.ts';
import { loadPages } from './render.ts';

/** The first q parameter as text; anything else (absent, repeated as an object) counts as empty. */
function queryOf(request: FastifyRequest): string {
  const raw = (request.query as Record<string, unknown> | undefined)?.['q'];
  const value = Array.isArray(raw) ? (raw[0] as unknown) : raw;
  return typeof value === 'string' ? value.trim().slice(0, MAX_QUERY_CHARS) : '';
}

function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  // Answers differ per query, so they are compressed on the fly with a fast setting.
  const coding = negotiateEncoding(request.headers['accept-encoding']);
  if (coding === 'br') return reply.header('Content-Encoding', 'br').send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  if (coding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  return reply.send(html);
}

/**
 * Fastify plugin; register before sitePlugin with the same loaded files. The security headers
 * come from the server's root hook (addSecurityHeaders) like on every other response.
 */
export async function searchPlugin(app: FastifyInstance, { files }: { files: SiteFiles }): Promise<void> {
  const page = files.get('/suche')?.body.toString('utf8');
  const data = files.get(SEARCH_DATA_PATH)?.body.toString('utf8');
  if (!page || !data) {
    app.log.warn('Suche ohne JavaScript nicht verfügbar: suche.html oder die Suchdaten fehlen im Build.');
    return;
  }
  const engine: SearchEngine = createSearchEngine(JSON.parse(data) as SearchData);
  const resultsPage = (await loadPages()).searchPage(page);

  app.get('/suche', (request, reply) => {
    const query = queryOf(request);
    const html = query ? resultsPage(query, engine.search(query, { maxPages: MAX_PAGES_RESULTS_PAGE })) : page;
    return sendHtml(request, reply, html);
  });
}
