/**
 * The Redaktion plans a peer review (issue 34, item 4); each action is a form post with the
 * session's CSRF token (checked by the hook before the input), writes an audit entry with what
 * changed and leads back to the request's page with the notice (#bestaetigung):
 *
 * POST /api/redaktion/peer-reviews/:id/state              state (and datum, YYYY-MM-DD, for 'terminiert')
 * POST /api/redaktion/peer-reviews/:id/reviewers          sub (openCode user id) and name
 * POST /api/redaktion/peer-reviews/:id/reviewers/remove   sub
 *
 * The store checks the way (REVIEW_TRANSITIONS) and the number of reviewers (two to four) where
 * the row changes. When the state becomes 'terminiert', the team gets the "date set" e-mail; when it
 * becomes 'begutachtet', the "draft ready" e-mail (the draft report is on its status page); when the
 * Redaktion marks it 'veroeffentlicht' itself (the publisher, plugins/publication.ts, sends the same
 * message when it publishes), the "published" e-mail.
 */
import { z } from 'zod';
import { FORBIDDEN_TEXT_CHARACTERS, REVIEW_SCHEDULED_STATE, REVIEW_STATES, type ReviewState } from '@servicestandard/feedback-api';
import { dateSet, draftReady, published } from '../../mail/texts.ts';
import type { MailMessage } from '../../mail/types.ts';
import type { FastifyBaseLogger } from 'fastify';
import { reviewDoneHref, type ErrorCode } from '../../pages/editor/format.ts';
import { sentReport } from '../../review/report.ts';
import type { EditorReviewRow } from '../../store/index.ts';
import { EditorError, reviewParams, type EditorRoute } from '../context.ts';

/** A calendar day as YYYY-MM-DD that exists (no 30 February). */
export function isCalendarDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number(match[1]) >= 2000 && Number(match[1]) <= 2999 && at.toISOString().slice(0, 10) === day;
}

const stateBody = z.object({
  state: z.enum(REVIEW_STATES, { error: 'REDAKTION_INVALID_INPUT' }),
  /** The date field sends '' when empty. */
  datum: z
    .string({ error: 'REDAKTION_REVIEW_DATE_INVALID' })
    .refine((day) => day === '' || isCalendarDay(day), { error: 'REDAKTION_REVIEW_DATE_INVALID' })
    .optional(),
});

/** openCode user ids are numbers. */
const subField = z.string({ error: 'REDAKTION_REVIEWER_SUB_INVALID' }).trim().regex(/^[0-9]{1,20}$/, { error: 'REDAKTION_REVIEWER_SUB_INVALID' });

const nameField = z
  .string({ error: 'REDAKTION_REVIEWER_NAME_INVALID' })
  .trim()
  .min(1, { error: 'REDAKTION_REVIEWER_NAME_INVALID' })
  .max(200, { error: 'REDAKTION_REVIEWER_NAME_INVALID' })
  .refine((name) => !FORBIDDEN_TEXT_CHARACTERS.test(name) && !/[\r\n\t\u007f]/.test(name), { error: 'REDAKTION_REVIEWER_NAME_INVALID' });

const addBody = z.object({ sub: subField, name: nameField });
const removeBody = z.object({ sub: subField });

const STATE_REFUSALS = { unknown: 'REDAKTION_REVIEW_NOT_FOUND', 'not-allowed': 'REDAKTION_REVIEW_TRANSITION', 'too-few-reviewers': 'REDAKTION_REVIEWERS_TOO_FEW', 'not-sent': 'REDAKTION_REVIEW_NOT_SENT' } as const satisfies Record<string, ErrorCode>;
const ADD_REFUSALS = {
  unknown: 'REDAKTION_REVIEW_NOT_FOUND',
  closed: 'REDAKTION_REVIEW_CLOSED',
  duplicate: 'REDAKTION_REVIEWER_DUPLICATE',
  full: 'REDAKTION_REVIEWERS_FULL',
} as const satisfies Record<string, ErrorCode>;
const REMOVE_REFUSALS = { unknown: 'REDAKTION_REVIEW_NOT_FOUND', 'not-assigned': 'REDAKTION_REVIEWER_NOT_ASSIGNED', 'too-few': 'REDAKTION_REVIEWERS_TOO_FEW' } as const satisfies Record<string, ErrorCode>;

const actionPath = (suffix: string) => `/api/redaktion/peer-reviews/:id/${suffix}`;

export const reviewActionRoutes: EditorRoute = (app, ctx) => {
  const { store } = ctx;

  /**
   * Tells the team of `row` what changed, unless its contact data are gone: `message` writes the
   * e-mail for its address. A message that cannot be kept is logged, never the editor's failure.
   */
  async function tellTeam(row: EditorReviewRow, what: string, message: (to: string) => MailMessage, log: FastifyBaseLogger) {
    if (row.contactErasedAt !== null || !row.contactEmail) return;
    try {
      await app.mailer.send(message(row.contactEmail));
    } catch (error) {
      log.error({ err: error, reviewRequestId: row.id }, `the "${what}" e-mail of a peer-review request could not be kept`);
    }
  }

  /** Marked published: the report's page, when the request kept the report it sent; else the register. */
  function reportUrlOf(row: EditorReviewRow): string {
    const sent = sentReport(row);
    return `${ctx.config.publicUrl}/pruefberichte${sent ? `/${sent.id}` : ''}`;
  }

  app.post(actionPath('state'), { schema: { params: reviewParams, body: stateBody } }, async (request, reply) => {
    const session = ctx.sessionOf(request);
    const row = await ctx.reviewOf(request.params.id);
    const to: ReviewState = request.body.state;
    const day = to === REVIEW_SCHEDULED_STATE ? request.body.datum || undefined : undefined;
    if (to === REVIEW_SCHEDULED_STATE && !day) throw new EditorError('REDAKTION_REVIEW_DATE_INVALID');
    const result = await store.changeReviewState(row.id, to, day ?? null);
    if (result !== 'changed') throw new EditorError(STATE_REFUSALS[result]);
    await ctx.auditReview(session, 'review-state', row.id, day ? `${to} ${day}` : to);
    const { service } = row;
    if (day) await tellTeam(row, 'date set', (address) => dateSet({ to: address, service, date: day }), request.log);
    if (to === 'begutachtet') await tellTeam(row, 'draft ready', (address) => draftReady({ to: address, service }), request.log);
    if (to === 'veroeffentlicht') await tellTeam(row, 'published', (address) => published({ to: address, service, reportUrl: reportUrlOf(row) }), request.log);
    return reply.redirect(reviewDoneHref(row.id, 'state'), 303);
  });

  app.post(actionPath('reviewers'), { schema: { params: reviewParams, body: addBody } }, async (request, reply) => {
    const session = ctx.sessionOf(request);
    const row = await ctx.reviewOf(request.params.id);
    const { sub, name } = request.body;
    const result = await store.addReviewer(row.id, { sub, name, assignedBy: session.subject, assignedByName: session.name });
    if (result !== 'added') throw new EditorError(ADD_REFUSALS[result]);
    await ctx.auditReview(session, 'review-reviewer-added', row.id, `${name} (${sub})`);
    return reply.redirect(reviewDoneHref(row.id, 'reviewer-added'), 303);
  });

  app.post(actionPath('reviewers/remove'), { schema: { params: reviewParams, body: removeBody } }, async (request, reply) => {
    const session = ctx.sessionOf(request);
    const row = await ctx.reviewOf(request.params.id);
    const { sub } = request.body;
    const reviewer = (await store.listReviewers(row.id)).find((r) => r.sub === sub);
    const result = await store.removeReviewer(row.id, sub);
    if (result !== 'removed') throw new EditorError(REMOVE_REFUSALS[result]);
    await ctx.auditReview(session, 'review-reviewer-removed', row.id, `${reviewer?.name ?? ''} (${sub})`.trim());
    return reply.redirect(reviewDoneHref(row.id, 'reviewer-removed'), 303);
  });
};
