/**
 * The built site (site/dist) as files: reading it into memory with its precompressed variants,
 * and writing those variants. Shared by the server that serves the site, the build checks, the
 * nginx generator and the benchmark, so all of them see the same files the same way.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.pdf': 'application/pdf',
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
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.json', '.xml', '.txt', '.csv', '.vtt', '.svg']);
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

export interface StaticFile {
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

/** Hidden files (a path segment starting with a dot) are not published, except /.well-known/ (RFC 8615). */
export function isHidden(path: string): boolean {
  return !path.startsWith('/.well-known/') && path.split('/').some((segment) => segment.startsWith('.'));
}

/**
 * Reads every file below root; keys are URL paths ("/ueber" for ueber.html). Compressed variants
 * come from the .br/.gz files the build wrote (scripts/precompress.ts); a file without them is
 * compressed here, so a build without that step still works, only its start is slower.
 * `variants: false` skips them for callers that only read the files (the server, which streams
 * the variants from disk).
 */
export async function loadSite(root: string, { variants = true }: { variants?: boolean } = {}): Promise<SiteFiles> {
  const files = new Map<string, StaticFile>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolute = join(entry.parentPath, entry.name);
    const rel = `/${relative(root, absolute).split(sep).join('/')}`;
    if (isHidden(rel)) continue;
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
    if (variants && isCompressible(rel, body.length)) {
      const { mtimeMs } = await stat(absolute);
      const [br, gz] = await Promise.all([readVariant(absolute + VARIANTS.br, mtimeMs), readVariant(absolute + VARIANTS.gzip, mtimeMs)]);
      Object.assign(file, br && gz ? { br, gzip: gz } : await compressForServing(body));
    }
    const route = ext === '.html' ? rel.replace(/\.html$/, '').replace(/\/index$/, '') || '/' : rel;
    files.set(route, file);
  }
  return files;
}
