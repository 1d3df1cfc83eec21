/**
 * Serves the built site (site/dist) from memory with precompressed variants, strict security
 * headers and long-lived caching for hashed assets. Used by `npm start`; in production a web
 * server or CDN may serve dist/ instead, with the same headers (see README).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.vtt': 'text/vtt; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.json', '.xml', '.txt', '.vtt', '.svg']);
/** Smaller files are sent as they are: compression would save less than it costs. */
const MIN_COMPRESS_BYTES = 512;
/** Precompressed variants next to a file (scripts/precompress.ts), as nginx's gzip_static/brotli_static expect them. */
export const VARIANTS = { br: '.br', gzip: '.gz' } as const;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Whether a file of this type is served compressed (text formats). */
export function hasCompressibleType(path: string): boolean {
  return COMPRESSIBLE.has(extname(path));
}

/** Whether a file of the built site is served compressed (and so gets precompressed variants). */
export function isCompressible(path: string, size: number): boolean {
  return hasCompressibleType(path) && size > MIN_COMPRESS_BYTES;
}

/** Whether the path is a precompressed variant of another file ("x.html.br"), not a file of its own. */
export function isVariant(path: string): boolean {
  const ext = extname(path);
  return Object.values(VARIANTS).some((suffix) => suffix === ext) && hasCompressibleType(path.slice(0, -ext.length));
}

/** Whether the variant file exists and is not older than its source. */
export async function isFreshVariant(path: string, sourceMtimeMs: number): Promise<boolean> {
  try {
    return (await stat(path)).mtimeMs >= sourceMtimeMs;
  } catch {
    return false;
  }
}

/** The strongest settings, for files compressed once and served many times (libuv's thread pool). */
export async function compressForServing(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** A variant file if it exists and is not older than its source; otherwise undefined. */
async function readVariant(path: string, sourceMtimeMs: number): Promise<Buffer | undefined> {
  return (await isFreshVariant(path, sourceMtimeMs)) ? readFile(path) : undefined;
}

interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
}

export type SiteFiles = Map<string, StaticFile>;

/** Where the built site is and how its pages may be served. */
export interface SiteOptions {
  /** Absolute path of the built site. */
  root: string;
  /** Extra origins the pages may connect to (the feedback service, when it runs elsewhere). */
  connectSources?: readonly string[];
  /** Send HSTS; only when the site is served over HTTPS. */
  hsts?: boolean;
}

/**
 * Reads every file below root; keys are URL paths ("/ueber" for ueber.html). Compressed variants
 * come from the .br/.gz files the build wrote (scripts/precompress.ts); a file without them is
 * compressed here, so a build without that step still works, only its start is slower.
 */
export async function loadSite(root: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolute = join(entry.parentPath, entry.name);
    const rel = `/${relative(root, absolute).split(sep).join('/')}`;
    if (rel.startsWith('/.')) continue;
    const ext = extname(rel);
    // A variant belongs to its source file; it is no page or asset of its own.
    if (isVariant(rel)) continue;
    const body = await readFile(absolute);
    const file: StaticFile = {
      body,
      type: TYPES[ext] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
      cacheControl: rel.startsWith('/_astro/')
        ? 'public, max-age=31536000, immutable'
        : ext === '.html'
          ? 'no-cache'
          : 'public, max-age=86400',
    };
    if (isCompressible(rel, body.length)) {
      const { mtimeMs } = await stat(absolute);
      const [br, gz] = await Promise.all([readVariant(absolute + VARIANTS.br, mtimeMs), readVariant(absolute + VARIANTS.gzip, mtimeMs)]);
      Object.assign(file, br && gz ? { br, gzip: gz } : await compressForServing(body));
    }
    const route = ext === '.html' ? rel.replace(/\.html$/, '').replace(/\/index$/, '') || '/' : rel;
    files.set(route, file);
  }
  return files;
}

/** Hashes of every inline <script> and <style> in the built HTML, for the CSP. */
export function inlineHashes(files: Map<string, StaticFile>): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  for (const file of files.values()) {
    if (!file.type.startsWith('text/html')) continue;
    const html = file.body.toString('utf8');
    for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      if (!/type="application\/(ld\+)?json"/.test(m[0])) scripts.add(hash(m[1] ?? ''));
    }
    for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) styles.add(hash(m[1] ?? ''));
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

/**
 * Origins of the analytics endpoint a build configured (meta name="analytics-endpoint", see
 * site/src/lib/analytics.ts): the CSP allows connecting to them only when the build uses them.
 */
export function analyticsOrigins(files: Map<string, StaticFile>): string[] {
  const origins = new Set<string>();
  for (const file of files.values()) {
    if (!file.type.startsWith('text/html')) continue;
    const m = /<meta name="analytics-endpoint" content="([^"]+)"/.exec(file.body.toString('utf8'));
    if (m) origins.add(new URL(m[1]!.replace(/&amp;/g, '&')).origin);
  }
  return [...origins].sort();
}

export function contentSecurityPolicy(hashes: { scripts: string[]; styles: string[] }, connectSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.scripts.join(' ')}`.trim(),
    `style-src 'self' ${hashes.styles.join(' ')}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connectSources.join(' ')}`.trim(),
    "media-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(csp: string, hsts = false): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Root-level hook: the security headers on every response of the server, API included. */
export function addSecurityHeaders(app: FastifyInstance, files: SiteFiles, options: Omit<SiteOptions, 'root'> = {}): void {
  const connect = [...(options.connectSources ?? []), ...analyticsOrigins(files)];
  const headers = securityHeaders(contentSecurityPolicy(inlineHashes(files), connect), options.hsts);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(headers);
    return payload;
  });
}

/** Fastify plugin: the site for every GET/HEAD not handled elsewhere, 404 page otherwise. */
export async function sitePlugin(app: FastifyInstance, { files }: { files: SiteFiles }): Promise<void> {
  const notFound = files.get('/404');

  const send = (request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200) => {
    reply.code(status).header('Content-Type', file.type).header('Cache-Control', file.cacheControl).header('ETag', file.etag);
    if (file.br || file.gzip) reply.header('Vary', 'Accept-Encoding');
    if (status === 200 && request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    const accept = String(request.headers['accept-encoding'] ?? '');
    if (file.br && /\bbr\b/.test(accept)) return reply.header('Content-Encoding', 'br').send(file.br);
    if (file.gzip && /\bgzip\b/.test(accept)) return reply.header('Content-Encoding', 'gzip').send(file.gzip);
    return reply.send(file.body);
  };

  app.get('/kriterien', (_request, reply) => reply.redirect('/#kriterien', 301));

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('Allow', 'GET, HEAD').send({ error: { code: 'METHOD_NOT_ALLOWED', message: 'Diese Methode ist hier nicht erlaubt.' } });
    }
    const url = new URL(request.url, 'http://localhost');
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      path = '/404';
    }
    if (path.length > 1 && path.endsWith('/')) return reply.redirect(path.replace(/\/+$/, '') + url.search, 301);
    const file = files.get(path);
    if (file && path !== '/404' && path !== '/500') return send(request, reply, file);
    if (notFound) return send(request, reply, notFound, 404);
    return reply.code(404).send('Seite nicht gefunden');
  });
}
