/**
 * "War diese Seite hilfreich?" (contract: @servicestandard/feedback-api, helpful.ts).
 *
 * POST /helpful counts one answer for a page of the site: as JSON from the page's script (201), or
 * as the plain form post of a visitor without JavaScript, answered with a redirect back to the
 * page and its thank-you anchor (303). Nothing but the page and the answer is read or kept; the
 * client address only passes through the usual rate limit as a keyed pseudonym.
 *
 * GET /helpful publishes the counts per page; the bundled server also answers the open-data
 * address /daten/hilfreich.json with them (helpfulDataRoute). Both are computed at most once a
 * minute per instance, so reading them never loads the store.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorBody,
  errorMessages,
  errorStatus,
  HELPFUL_THANKS_ANCHORS,
  helpfulCountsSchema,
  helpfulReceiptSchema,
  helpfulRequestSchema,
  type HelpfulCounts,
} from '@servicestandard/feedback-api';
import type { FeedbackConfig } from '../config.ts';
import { ApiError, errorResponses } from '../errors.ts';
import { addFormParser, formPostErrorHandler, fromAllowedOrigin, isFormPost, sendPage } from '../form-post.ts';
import type { FeedbackPages } from '../render.ts';
import { StoreUnavailableError, type FeedbackStore } from '../store/index.ts';
import { normalisePath } from '../page-path.ts';

/** Two short fields; anything larger is no answer of the site's form. */
const BODY_LIMIT = 4096;
/** How long the published counts are reused before the store is asked again. */
export const HELPFUL_DATA_MAX_AGE_MS = 60_000;

/** The counts as published, from the store. */
export async function helpfulCounts(store: FeedbackStore): Promise<HelpfulCounts> {
  const totals = await store.helpfulTotals();
  return {
    stand: new Date(await store.now()).toISOString(),
    seiten: totals.map((t) => ({ seite: t.pagePath, ja: t.ja, nein: t.nein, ersterTag: t.firstDay, letzterTag: t.lastDay })),
  };
}

/** helpfulCounts, computed at most once per `maxAgeMs`; concurrent readers share one computation. */
export function cachedHelpfulCounts(store: FeedbackStore, now: () => number, maxAgeMs = HELPFUL_DATA_MAX_AGE_MS) {
  let cached: { at: number; value: Promise<HelpfulCounts> } | undefined;
  return () => {
    const at = now();
    if (!cached || at - cached.at >= maxAgeMs) {
      const value = helpfulCounts(store);
      cached = { at, value };
      // A failure is not kept: the next reader asks the store again.
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };
}

function sendCounts(reply: FastifyReply, counts: HelpfulCounts) {
  return reply.header('cache-control', `public, max-age=${HELPFUL_DATA_MAX_AGE_MS / 1000}`).send(counts);
}

export async function helpfulRoutes(
  instance: FastifyInstance,
  opts: { config: FeedbackConfig; knownPaths?: ReadonlySet<string>; pages: FeedbackPages },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config } = opts;
  const store = app.feedbackStore;
  const known = opts.knownPaths && new Set([...opts.knownPaths].map(normalisePath));
  const isKnownPage = known && ((path: string) => known.has(normalisePath(path)));

  // The plain form post of visitors without JavaScript.
  addFormParser(app, BODY_LIMIT);

  // A form post gets its error as a page, everything else in the API's error shape.
  app.setErrorHandler(
    formPostErrorHandler('helpful answer', isKnownPage, (reply, { code, status, back }) =>
      sendPage(reply, status, opts.pages.notCounted(errorMessages[code], back), opts.pages.csp),
    ),
  );

  app.post(
    '/helpful',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        body: helpfulRequestSchema({ isKnownPage }),
        response: { 201: helpfulReceiptSchema, ...errorResponses([400, 403, 413, 415, 422, 429, 500, 503]) },
      },
      config: { rateLimit: { max: config.rateLimit.helpfulPerMinute, timeWindow: 60_000 } },
      preValidation: async (request) => {
        if (!fromAllowedOrigin(request, config)) throw new ApiError('ORIGIN_NOT_ALLOWED');
      },
    },
    async (request, reply) => {
      const pagePath = normalisePath(request.body.pagePath);
      const answer = request.body.answer === 'ja' ? 'ja' : 'nein';
      await store.countHelpful(pagePath, answer);
      reply.header('cache-control', 'no-store');
      if (isFormPost(request)) return reply.redirect(`${config.publicUrl}${pagePath}#${HELPFUL_THANKS_ANCHORS[answer]}`, 303);
      return reply.code(201).send({ pagePath, answer });
    },
  );

  const counts = cachedHelpfulCounts(store, config.now);
  app.get(
    '/helpful',
    { schema: { response: { 200: helpfulCountsSchema, ...errorResponses([500, 503]) } } },
    async (_request, reply) => sendCounts(reply, await counts()),
  );
}

/**
 * /daten/hilfreich.json on the bundled server: the same counts at the address the open-data page
 * documents, outside /api. (Behind nginx the path is proxied to the service, deploy/.)
 */
export async function helpfulDataRoute(app: FastifyInstance, opts: { config: FeedbackConfig }) {
  const counts = cachedHelpfulCounts(app.feedbackStore, opts.config.now);
  app.get('/daten/hilfreich.json', async (request, reply) => {
    try {
      return sendCounts(reply.type('application/json; charset=utf-8'), await counts());
    } catch (error) {
      const code = error instanceof StoreUnavailableError ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR';
      request.log.error({ err: error }, 'helpful counts failed');
      return reply.code(errorStatus[code]).type('application/json; charset=utf-8').send(errorBody(code));
    }
  });
}
