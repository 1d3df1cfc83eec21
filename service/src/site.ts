/**
 * Serves the built site (site/dist) for `npm start`: files stream from disk through
 * @fastify/static with the brotli/gzip variants the build wrote next to them, pages answer at
 * their address without ".html", hashed assets are cached for a year, and every response carries
 * the security headers. In production a web server or CDN may serve dist/ instead, with the same
 * headers (deploy/nginx-config.ts).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { FORM_TOKEN_PLACEHOLDER } from '@servicestandard/feedback-api';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  analyticsOrigins,
  contentSecurityPolicy,
  hasCompressibleType,
  inlineHashes,
  isFreshVariant,
  isVariant,
  precompressSite,
  REDIRECT_STATUS,
  REDIRECTS,
  securityHeaders,
  VARIANTS,
  isHidden,
  type SiteFiles,
  type SiteOptions,
} from '@servicestandard/site-files';
import { CONTENT_CODINGS, negotiateEncoding, type ContentCoding } from './accept-encoding.ts';
import { siteText } from '@servicestandard/messages/service';
import { loadPages } from './render.ts';

/** The security headers of this build (its CSP hashes and analytics origin), as every answer carries them. */
export function siteSecurityHeaders(files: SiteFiles, options: Omit<SiteOptions, 'root'> = {}): Record<string, string> {
  const connect = [...(options.connectSources ?? []), ...analyticsOrigins(files)];
  return securityHeaders(contentSecurityPolicy(inlineHashes(files), connect), options.hsts);
}

/**
 * Root-level hook: the security headers on every response of the server, API included. A header
 * the answer set itself stays: it is stricter where it is set (no-referrer on the feedback pages
 * and the Redaktion, their own CSP without a built site).
 */
export function addSecurityHeaders(app: FastifyInstance, headers: Readonly<Record<string, string>>): void {
  const entries = Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value] as const);
  // A callback hook rather than an async one: it runs for every response, and a promise per
  // response is a measurable share of a hot route such as GET /api/challenge.
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const [name, value] of entries) if (!reply.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  });
}

/** A character a path may carry as it is; everything else is percent-encoded. */
const PATH_CHARACTER = /[A-Za-z0-9\-._~!$&'()*+,;=:@/?]/;

/**
 * A redirect target from an address a visitor sent: always one path on this site. Built from the
 * address as sent (still percent-encoded), never from the decoded one: "/%2Fevil.example/"
 * decoded is "//evil.example", another host for every browser, and "/\evil.example" is the same
 * to them. So a run of slashes or backslashes at the start becomes one slash, a backslash or any
 * character a header cannot carry is percent-encoded, and a "%" that starts no escape is encoded.
 */
export function sameSiteTarget(raw: string): string {
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i]!;
    if (char === '%' && /^[0-9A-Fa-f]{2}$/.test(raw.slice(i + 1, i + 3))) out += char;
    else if (PATH_CHARACTER.test(char)) out += char;
    else {
      const code = char.charCodeAt(0);
      // Node hands over the request line's bytes one character each (latin1); anything above is text.
      out += code < 0x100 ? `%${code.toString(16).toUpperCase().padStart(2, '0')}` : encodeURIComponent(char.toWellFormed());
    }
  }
  return `/${out.replace(/^(?:\/|%5C)+/i, '')}`;
}

/** The German page of an error answer outside the API, from the built 404 and 500 pages (pages/errors.tsx). */
export async function errorPages(files: SiteFiles): Promise<(status: number) => string> {
  const page = (await loadPages()).errorPages({ notFound: files.get('/404')?.body.toString('utf8'), failed: files.get('/500')?.body.toString('utf8') });
  // One page per status, made once: the statuses are few (400–599).
  const made = new Map<number, string>();
  return (status) => {
    const code = Number.isInteger(status) && status >= 400 && status < 600 ? status : 500;
    let html = made.get(code);
    if (html === undefined) made.set(code, (html = page(code)));
    return html;
  };
}

/** A file of the site as the server answers it. */
interface SiteEntry {
  /** Path below the site root, as @fastify/static takes it ("/ueber.html"). */
  file: string;
  cacheControl: string;
  /** Precompressed variants next to the file, not older than it. */
  codings: ContentCoding[];
  /** A page with the feedback form: its text, in which each request gets fresh form tokens. */
  template?: string;
}

const compress = { br: promisify(brotliCompress), gzip: promisify(gzip) };

/** Fills in a fresh form token for each placeholder's page. */
function withFormTokens(template: string, formToken: (pagePath: string) => string): string {
  return template.replace(FORM_TOKEN_PLACEHOLDER, (_placeholder, _base: string, page: string) => {
    let path: string;
    try {
      path = decodeURIComponent(page);
    } catch {
      path = '/';
    }
    return formToken(path);
  });
}

/** Hashed names change with their content: cached for a year. Pages are checked on every visit, the rest daily. */
function cacheControlFor(file: string): string {
  if (file.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  return extname(file) === '.html' ? 'no-cache' : 'public, max-age=86400';
}

/** "/ueber.html" → "/ueber", "/handbuch/index.html" → "/handbuch", "/index.html" → "/"; other files keep their path. */
function addressOf(file: string): string {
  if (extname(file) !== '.html') return file;
  return file.replace(/\.html$/, '').replace(/\/index$/, '') || '/';
}

/**
 * Every address of the site and the file behind it, read once at start like the rest of the
 * build. Hidden files and the variants themselves are no addresses; /.well-known/ (security.txt,
 * RFC 8615) is the one hidden folder that is public by definition.
 */
async function siteEntries(root: string, withTemplates: boolean): Promise<Map<string, SiteEntry>> {
  const entries = new Map<string, SiteEntry>();
  for (const dirent of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!dirent.isFile()) continue;
    const absolute = join(dirent.parentPath, dirent.name);
    const file = `/${relative(root, absolute).split(sep).join('/')}`;
    if (isHidden(file) || isVariant(file)) continue;
    const codings: ContentCoding[] = [];
    if (hasCompressibleType(file)) {
      const { mtimeMs } = await stat(absolute);
      for (const coding of CONTENT_CODINGS) {
        if (await isFreshVariant(absolute + VARIANTS[coding], mtimeMs)) codings.push(coding);
      }
    }
    const entry: SiteEntry = { file, cacheControl: cacheControlFor(file), codings };
    if (withTemplates && extname(file) === '.html') {
      const text = await readFile(absolute, 'utf8');
      // search() ignores the global pattern's lastIndex, so no state carries over between files.
      if (text.search(FORM_TOKEN_PLACEHOLDER) !== -1) entry.template = text;
    }
    entries.set(addressOf(file), entry);
  }
  return entries;
}

/**
 * The build writes the variants (scripts/precompress.ts); a build without that step gets them
 * here, once, so it is still served compressed. Stale variants (older than their file) are
 * rewritten, never served. A read-only site root keeps what it has: those files go out plain.
 */
async function ensureVariants(root: string, log: FastifyBaseLogger): Promise<void> {
  try {
    const { written } = await precompressSite(root);
    if (written > 0) log.info({ written }, 'compressed variants written next to the site files');
  } catch (error) {
    log.warn({ err: error }, 'could not write compressed variants; files without them are sent uncompressed');
  }
}

export interface SitePluginOptions {
  root: string;
  /**
   * A fresh form token for a page (the feedback form without JavaScript). Pages whose build left
   * the token's placeholder get one per request: they are sent from memory, compressed on the
   * fly and sent with `no-cache` like every page (the browser asks again on each visit and gets a
   * fresh token; unlike `no-store`, the back/forward cache still keeps them); every other file
   * keeps its precompressed variants and caching.
   */
  formToken?: (pagePath: string) => string;
  /** The German error page for a status (errorPages): a method other than GET or HEAD, and the 404 without a built 404 page. */
  errorPage?: (status: number) => string;
}

/** Fastify plugin: the site for every GET/HEAD not handled elsewhere, the 404 page otherwise. */
export async function sitePlugin(app: FastifyInstance, { root, formToken, errorPage }: SitePluginOptions): Promise<void> {
  await ensureVariants(root, app.log);
  const entries = await siteEntries(root, formToken !== undefined);
  const notFound = entries.get('/404');

  await app.register(fastifyStatic, {
    root,
    // Only reply.sendFile: which file answers an address is decided below, from the entries.
    serve: false,
    preCompressed: true,
    index: false,
    // Hidden files never become entries (isHidden), so the only ones sent are under /.well-known/.
    dotfiles: 'allow',
    // Set per file below; @fastify/send's default would be "max-age=0".
    cacheControl: false,
  });

  const sendWithTokens = async (request: FastifyRequest, reply: FastifyReply, template: string, status: number) => {
    const html = Buffer.from(withFormTokens(template, formToken!));
    const coding = negotiateEncoding(request.headers['accept-encoding']);
    reply.code(status).headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'accept-encoding' });
    if (!coding) return reply.send(html);
    const body =
      coding === 'br'
        ? await compress.br(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } })
        : await compress.gzip(html, { level: 6 });
    return reply.header('content-encoding', coding).send(body);
  };

  const send = (request: FastifyRequest, reply: FastifyReply, entry: SiteEntry, status = 200) => {
    if (entry.template && formToken) return sendWithTokens(request, reply, entry.template, status);
    // @fastify/static picks the variant from Accept-Encoding; it gets exactly the coding chosen
    // here (quality values honoured, only variants that exist), or none for the plain file. Set on
    // the raw headers, which @fastify/static and @fastify/send both read.
    const headers = request.raw.headers;
    const coding = negotiateEncoding(headers['accept-encoding'], entry.codings);
    if (coding) headers['accept-encoding'] = coding;
    else delete headers['accept-encoding'];
    reply.code(status).header('Cache-Control', entry.cacheControl);
    if (status === 200) return reply.sendFile(entry.file);
    // The 404 page answers many addresses: a condition or range meant for another answer must not
    // turn it into an empty 304 or a part of it, and it carries no validators of its own.
    for (const name of ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'range', 'if-range']) delete headers[name];
    return reply.sendFile(entry.file, { etag: false, lastModified: false, acceptRanges: false });
  };

  for (const [from, to] of Object.entries(REDIRECTS)) {
    app.get(from, (_request, reply) => reply.redirect(to, REDIRECT_STATUS));
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      reply.code(405).header('Allow', 'GET, HEAD');
      if (errorPage) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(errorPage(405));
      return reply.send({ error: { code: 'METHOD_NOT_ALLOWED', message: siteText.methodNotAllowed } });
    }
    // The path as sent: new URL() would read "//host/x" as another host's "/x".
    const queryAt = request.url.indexOf('?');
    const rawPath = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    if (rawPath.length > 1 && rawPath.endsWith('/')) {
      return reply.redirect(sameSiteTarget(rawPath.replace(/\/+$/, '') + (queryAt === -1 ? '' : request.url.slice(queryAt))), 301);
    }
    let path: string;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      path = '/404';
    }
    // The error pages exist as files but are no pages of their own.
    const entry = path === '/404' || path === '/500' ? undefined : entries.get(path);
    if (entry) return send(request, reply, entry);
    if (notFound) return send(request, reply, notFound, 404);
    if (errorPage) return reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(errorPage(404));
    return reply.code(404).type('text/plain; charset=utf-8').send(siteText.notFound);
  });
}
