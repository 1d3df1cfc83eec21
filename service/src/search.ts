/**
 * GET /suche?q=… for visitors without JavaScript: the static page site/dist/suche.html with the
 * results of the site's own search engine (the same code and normalisation as the popup) filled
 * into its element marked data-search-results. Every piece of user input and page text is
 * HTML-escaped before it is inserted. Without a query, or when the build has no search data, the
 * static page is served unchanged.
 */
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_PAGES_RESULTS_PAGE, MAX_QUERY_CHARS, SEARCH_DATA_PATH } from '@servicestandard/search';
import type { SearchData } from '@servicestandard/search';
import { createSearchEngine, type PageHit, type SearchEngine, type Segment } from '@servicestandard/search';
import { resultCount, SEARCH_MESSAGES as M } from '@servicestandard/search';
import type { SiteFiles } from '@servicestandard/site-files';
import { escapeHtml } from '@servicestandard/text';
import { negotiateEncoding } from './accept-encoding.ts';

const segmentsHtml = (segments: readonly Segment[]) =>
  segments.map((s) => (s.mark ? `<mark>${escapeHtml(s.text)}</mark>` : escapeHtml(s.text))).join('');

/** Only links into the site itself: the data comes from our build, but a stray value must not become a javascript: link. */
const safeHref = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? escapeHtml(url) : '/');

/** The results block: a heading with the count, then pages with their matching sections. */
export function resultsHtml(query: string, pages: readonly PageHit[]): string {
  const heading = pages.length === 0 ? M.noResults : `${resultCount(pages.length, MAX_PAGES_RESULTS_PAGE)} für „${escapeHtml(query)}“`;
  if (pages.length === 0) {
    return `<h2 id="ergebnisse">${heading}</h2><p>Prüfen Sie die Schreibweise, versuchen Sie einen allgemeineren Begriff oder wählen Sie eine Seite aus der Liste <a href="#alle-seiten">${M.allPages}</a>.</p>`;
  }
  const items = pages.map((page) => {
    const sections = page.sections
      .map((s) => `<li><a href="${safeHref(s.url)}">${segmentsHtml(s.title)}</a><p>${segmentsHtml(s.excerpt)}</p></li>`)
      .join('');
    return `<li><h3><a href="${safeHref(page.pageId)}">${segmentsHtml(page.title)}</a></h3><ul>${sections}</ul></li>`;
  });
  return `<h2 id="ergebnisse">${heading}</h2><ol>${items.join('')}</ol>`;
}

const RESULTS_MARKER = /<[a-z]+\b[^>]*\bdata-search-results\b[^>]*>/;
const QUERY_INPUT = /<input\b[^>]*\bid="suche-q"[^>]*>/;

/**
 * suche.html with the query in the form field and the title, and the results in the marked
 * element. Every fill is a replacement function: in a replacement string, "$`", "$&" or "$'" in
 * the query would copy the page's markup around it into the attribute (issue 32).
 */
export function fillResultsPage(page: string, query: string, pages: readonly PageHit[]): string {
  const marker = RESULTS_MARKER.exec(page);
  if (!marker) throw new Error('suche.html: das Element mit data-search-results fehlt.');
  const at = marker.index + marker[0].length;
  const value = ` value="${escapeHtml(query)}">`;
  return (page.slice(0, at) + resultsHtml(query, pages) + page.slice(at))
    .replace(QUERY_INPUT, (input) => input.replace(/\svalue="[^"]*"/, '').replace(/\s*\/?>$/, () => value))
    .replace(/<title>([^<]*)<\/title>/, (_whole, title: string) => `<title>„${escapeHtml(query)}“ – ${title}</title>`);
}

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

  app.get('/suche', (request, reply) => {
    const query = queryOf(request);
    const html = query ? fillResultsPage(page, query, engine.search(query, { maxPages: MAX_PAGES_RESULTS_PAGE })) : page;
    return sendHtml(request, reply, html);
  });
}
