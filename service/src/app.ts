/**
 * The feedback service: its core (store, GitLab client, outbox, retention: plugins/core.ts),
 * registered once on the app, and the API as one encapsulated Fastify plugin at `{ prefix: '/api' }`
 * that reads the core from the instance; its CORS, rate limits, parsers and error handling stay
 * inside that prefix. buildFeedbackApp is the core with /api and the Redaktion; server.ts adds the site.
 */
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { errorBody } from '@servicestandard/feedback-api';
import { clientHasher } from './client-address.ts';
import type { FeedbackConfig } from './config.ts';
import { ApiError, handleError, handleClientError, handleFrameworkError } from './errors.ts';
import { feedbackCore } from './plugins/core.ts';
import { sharedRateLimitStore } from './rate-limit-store.ts';
import { challenges } from './challenges.ts';
import { challengeRoutes } from './routes/challenge.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { feedbackFormRoutes } from './routes/feedback-form.ts';
import { loadPages, type PageTitles } from './render.ts';
import { healthRoutes } from './routes/health.ts';
import { openApiRoutes } from './routes/openapi.ts';
import type { ApiRoute } from '@servicestandard/feedback-api/openapi';
import { helpfulRoutes } from './routes/helpful.ts';
import { statusRoutes } from './routes/status.ts';
import { reviewRoutes } from './routes/review.ts';
import { editorPlugin } from './editor/plugin.ts';
import type { RequirementCatalogue } from '@servicestandard/pruefbericht';

export type { FeedbackConfig } from './config.ts';
export { loadConfig } from './config.ts';
export { challenges } from './challenges.ts';
export { feedbackCore } from './plugins/core.ts';

export interface FeedbackServiceOptions {
  config: FeedbackConfig;
  /** Paths of the built site; when given, feedback is only accepted for these pages. */
  knownPaths?: ReadonlySet<string>;
  /**
   * The built page site/dist/ihr-feedback.html: the status page and the answers to the form post
   * come in the site's frame; without it in a plain page.
   */
  feedbackShell?: string | undefined;
  /** The built page site/dist/peer-review-stand.html: the frame of a peer-review request's pages for the team. */
  reviewShell?: string | undefined;
  /** Titles of the built site's pages by path: the feedback pages name the page to go back to. */
  pageTitles?: PageTitles | undefined;
  /** The requirements of the built site (/daten/servicestandard.json): the team's status page shows its report with them. */
  catalogue?: RequirementCatalogue | undefined;
}

let warnedAboutSecret = false;

/** The API under its prefix; needs the core (feedbackCore) registered on the app before it. */
export const feedbackService = fp(async (app: FastifyInstance, opts: FeedbackServiceOptions) => {
  const { config } = opts;
  if (config.secretIsEphemeral && !warnedAboutSecret) {
    warnedAboutSecret = true;
    app.log.warn('FEEDBACK_SECRET is not set; using a random secret until the process ends');
  }

  // Routes declare the zod schemas of the API contract: requests are checked with them (a refused
  // request becomes an error answer in handleError), answers are serialized with them.
  // Fastify's default Ajv would silently drop unknown fields instead of rejecting them.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody('NOT_FOUND')));
  // JSON only: a text/plain POST would be a "simple" cross-origin request that skips CORS preflight.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && config.allowedOrigins.includes(origin)),
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type'],
    maxAge: 600,
  });
  const hashClient = clientHasher(config.secret);
  // Counted in the store, so all instances on one database share the limits.
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(app.feedbackStore, config.now),
    keyGenerator: (request) => hashClient(request.ip),
    errorResponseBuilder: () => new ApiError('RATE_LIMITED'),
  });

  // Every route registered from here on, with its schemas, for the OpenAPI document.
  const routes: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema as ApiRoute['schema'] });
  });
  const issued = challenges({ secret: config.secret, ttlMs: config.challengeTtlSeconds * 1000, difficulty: config.difficulty });
  await app.register(challengeRoutes, { config, challenges: issued });
  const pageModule = await loadPages();
  const pages = pageModule.feedbackPages(opts.feedbackShell, { publicUrl: config.publicUrl, titles: opts.pageTitles });
  await app.register(feedbackRoutes, { config, knownPaths: opts.knownPaths, challenges: issued });
  await app.register(feedbackFormRoutes, { config, knownPaths: opts.knownPaths, pages });
  await app.register(statusRoutes, { config, pages });
  await app.register(reviewRoutes, {
    config,
    knownPaths: opts.knownPaths,
    challenges: issued,
    pages: pageModule.reviewPages(opts.reviewShell, { publicUrl: config.publicUrl }),
    catalogue: opts.catalogue,
  });
  await app.register(healthRoutes, { config });
  await app.register(openApiRoutes, { config, routes, mountedAt: app.prefix });
  await app.register(helpfulRoutes, { config, knownPaths: opts.knownPaths, pages });
}, { name: 'feedback-api', dependencies: ['feedback-core'], encapsulate: true });

/**
 * Logger settings for every instance hosting the service (buildServer, buildFeedbackApp, tests):
 * secrets are redacted and requests are logged without the client address (the service keeps
 * no raw IP addresses, not even in its log).
 */
export const feedbackLoggerOptions = {
  redact: {
    paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["private-token"]', '*.token'],
    censor: '[redacted]',
  },
  serializers: {
    req: (request: { method: string; url: string }) => ({ method: request.method, url: withoutSecrets(request.url) }),
  },
};

/**
 * The editors' sign-in carries credentials in the query (the provider's code and state, the
 * one-time token): the log keeps the path of such an address, never its query.
 */
function withoutSecrets(url: string): string {
  return url.startsWith('/api/redaktion/') ? url.replace(/\?.*$/s, '') : url;
}

export interface BuildOptions {
  /** Pino options for the standalone instance; logging is off when omitted. */
  logger?: { level?: string; stream?: { write(line: string): void } };
  /** Called for every route as it is registered (tests enumerate the routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The requirement catalogue (as the built site's open data has it) for the peer-review reports. */
  catalogue?: RequirementCatalogue;
}

export type FeedbackApp = Awaited<ReturnType<typeof buildFeedbackApp>>;

/**
 * A standalone instance with the service at /api and the Redaktion, for tests, benchmarks and
 * running the service alone. The core is on the root instance (app.feedbackStore,
 * app.feedbackOutbox with drain() in tests, app.feedbackRetention).
 */
export async function buildFeedbackApp(
  config: FeedbackConfig,
  knownPaths?: ReadonlySet<string>,
  options: BuildOptions = {},
) {
  const serverOptions: FastifyServerOptions = {
    trustProxy: config.trustProxy,
    logger: options.logger ? { ...options.logger, ...feedbackLoggerOptions } : false,
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
  };
  const app = Fastify(serverOptions);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await app.register(feedbackCore, { config });
  await app.register(feedbackService, { prefix: '/api', config, knownPaths, catalogue: options.catalogue });
  // The editors' area beside the API; without a built site its pages come in a plain frame.
  await app.register(editorPlugin, { config, catalogue: options.catalogue });
  return app;
}
