/**
 * Serves the built site (site/dist) from memory with precompressed variants, strict security
 * headers and long-lived caching for hashed assets. Used by `npm start`; in production a web
 * server or CDN may serve dist/ instead, with the same headers (see README).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { analyticsOrigins, contentSecurityPolicy, inlineHashes, securityHeaders, type SiteFiles, type SiteOptions, type StaticFile } from '@servicestandard/site-files';

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
