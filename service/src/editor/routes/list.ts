/** GET /redaktion: the feedback list, filtered by status, page and follow-up (kontakt=ja|nein), 50 rows a page. */
import { z } from 'zod';
import { SITE_PATH } from '@servicestandard/feedback-api';
import { CONFIDENTIAL_ISSUE_RETENTION_MONTHS } from '../../plugins/retention.ts';
import type { FeedbackStatus } from '../../store/index.ts';
import { PAGE_SIZE, pageNumberSchema, single, type EditorRoute } from '../context.ts';
import { CONTACT_FILTERS, STATUSES, type ContactFilter } from '../../pages/editor/format.ts';

/**
 * A page path as the contract defines it (or none): a path with a control character would reach
 * the store, and PostgreSQL answers NUL in text with an error.
 */
export const pageFilterSchema = single(z.union([z.literal(''), z.string().max(2048).regex(SITE_PATH)]).optional());

const querystring = z.object({
  status: single(z.union([z.literal(''), z.enum(STATUSES as [FeedbackStatus, ...FeedbackStatus[]])]).optional()),
  seite: pageFilterSchema,
  /** ja: only feedback marked as contacted, nein: only feedback not marked. */
  kontakt: single(z.union([z.literal(''), z.enum(CONTACT_FILTERS as unknown as [ContactFilter, ...ContactFilter[]])]).optional()),
  blatt: pageNumberSchema,
});

export const listRoute: EditorRoute = (app, ctx) => {
  const { store } = ctx;
  app.get('/redaktion', { schema: { querystring } }, async (request, reply) => {
    const session = ctx.sessionOf(request);
    const filter = { status: request.query.status || undefined, page: request.query.seite || undefined, contacted: request.query.kontakt || undefined };
    const number = request.query.blatt ?? 1;
    const [{ rows, total }, pagePaths, issuesDue] = await Promise.all([
      store.listFeedback({ status: filter.status, pagePath: filter.page, contacted: filter.contacted === undefined ? undefined : filter.contacted === 'ja', limit: PAGE_SIZE, offset: (number - 1) * PAGE_SIZE }),
      store.feedbackPagePaths(),
      store.issuesDueForDeletion(),
    ]);
    const issueRetentionMonths = CONFIDENTIAL_ISSUE_RETENTION_MONTHS;
    return ctx.render(reply, 200, ctx.pages.list({ session, rows, total, pagePaths, filter, pageNumber: number, pageSize: PAGE_SIZE, issuesDue, issueRetentionMonths }));
  });
};
