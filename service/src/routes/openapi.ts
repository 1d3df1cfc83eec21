import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { openApiDocument, openApiDocumentSchema, type ApiRoute } from '@servicestandard/feedback-api/openapi';
import type { FeedbackConfig } from '../config.ts';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * GET /openapi.json: the API as an OpenAPI 3.1 document, generated from the zod schemas every
 * route of the service declares (collected while they were registered), with this instance's
 * projects and labels. Built once, on the first request.
 */
export async function openApiRoutes(instance: FastifyInstance, opts: { config: FeedbackConfig; routes: readonly ApiRoute[]; mountedAt: string }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config } = opts;
  let document: Record<string, unknown> | undefined;
  app.get('/openapi.json', { schema: { response: { 200: openApiDocumentSchema } } }, async (_request, reply) => {
    document ??= openApiDocument(opts.routes, {
      prefix: opts.mountedAt,
      serverUrl: `${config.publicUrl}${opts.mountedAt}`,
      version,
      rules: { projectIds: config.projectIds, labels: config.labels },
    });
    reply.header('cache-control', 'no-cache');
    return document as typeof openApiDocumentSchema._zod.output;
  });
}
