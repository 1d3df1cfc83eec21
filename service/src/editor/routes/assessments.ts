/**
 * The reviewers review (issue 34, item 5); open to editors and reviewers (route config `roles`),
 * every other route of the Redaktion stays editors-only (hooks.ts):
 *
 * GET  /redaktion/begutachtungen                                 the reviews assigned to the signed-in person
 * GET  /redaktion/begutachtungen/:id                             one review: the request, one form per criterion
 * POST /api/redaktion/begutachtungen/:id/kriterien/:kriterium    saves one criterion of the shared draft
 * POST /api/redaktion/begutachtungen/:id/einverstaendnis         the signed-in reviewer's consent to be named
 *
 * A reviewer reaches only the reviews they are assigned to; any other answers 404 like an
 * unknown id. Editors reach every review. A save carries the version its form was loaded with;
 * the store refuses it when someone saved a newer one, and the page comes again (409) with the
 * typed text and the current version. A save whose values are refused (a text too long or with
 * control characters, a rating the form does not offer) comes again too (422): an error summary
 * linking to each refused field, the field marked with its message, everything typed kept. A
 * broken form (no version, a missing or unknown field, a requirement the criterion does not
 * have) answers the error page. Every save and consent writes an audit entry.
 */
import { z } from 'zod';
import { FORBIDDEN_TEXT_CHARACTERS, REVIEW_DRAFT_OPEN_STATES } from '@servicestandard/feedback-api';
import { ASSESSMENT_LIMITS, ASSESSMENT_RATINGS, type AssessmentRating, type CatalogueCriterion, type CriterionAssessment } from '@servicestandard/pruefbericht';
import type { FastifyReply } from 'fastify';
import {
  ASSESSMENTS_PATH,
  assessmentDoneHref,
  requirementKey,
  type AssessmentDone,
  type AssessmentFieldError,
  type AssessmentInvalid,
  type TypedCriterion,
  type TypedRequirement,
} from '../../pages/editor/assessment-format.ts';
import type { AssessmentConflict } from '../../pages/editor/assessments.tsx';
import type { EditorReviewRow, EditorSession, ReviewState } from '../../store/index.ts';
import { EditorError, reviewParams, single, type EditorRoute } from '../context.ts';

/** Who reaches these routes. */
const ROLES = { roles: ['editor', 'reviewer'] } as const;

/** A review can be changed until it is marked done (the team then reads exactly that draft) or the request closed. */
export const isEditable = (row: EditorReviewRow) => row.closedAt === null && (REVIEW_DRAFT_OPEN_STATES as readonly ReviewState[]).includes(row.state);

/** A rating the form offers. */
const isRating = (value: string): value is AssessmentRating => (ASSESSMENT_RATINGS as readonly string[]).includes(value);

/** A text of the form with line breaks as the browser sends them (CRLF) as one character, as in the field's maxlength. */
const formText = (text: string) => text.replace(/\r\n?/g, '\n');

/** Why a text is refused: control or bidi characters, or longer than `max`; undefined when it is fine. */
function textError(text: string, max: number): AssessmentFieldError | undefined {
  if (FORBIDDEN_TEXT_CHARACTERS.test(text)) return { kind: 'characters' };
  if (text.length > max) return { kind: 'too-long', max, length: text.length };
  return undefined;
}

/** A requirement's fields: r-6-3-einschaetzung, r-6-3-begruendung, r-6-3-empfehlung. */
const REQUIREMENT_FIELD = /^r-(\d{1,2})-(\d{1,2})-(einschaetzung|begruendung|empfehlung)$/;

const saveParams = reviewParams.extend({
  kriterium: z.coerce.number({ error: 'REDAKTION_REQUIREMENT_UNKNOWN' }).int({ error: 'REDAKTION_REQUIREMENT_UNKNOWN' }).min(1, { error: 'REDAKTION_REQUIREMENT_UNKNOWN' }).max(13, { error: 'REDAKTION_REQUIREMENT_UNKNOWN' }),
});

/**
 * The fields of a criterion's form. A form without them, or with a field no form of the page has,
 * is broken (the error page); the values of the texts and ratings are checked in the handler,
 * which shows the form again with what was typed when one of them is refused.
 */
const saveBody = z
  .object({
    csrf: z.string(),
    version: z.coerce.number({ error: 'REDAKTION_ASSESSMENT_VERSION' }).int({ error: 'REDAKTION_ASSESSMENT_VERSION' }).min(0, { error: 'REDAKTION_ASSESSMENT_VERSION' }).max(1_000_000_000, { error: 'REDAKTION_ASSESSMENT_VERSION' }),
    zusammenfassung: z.string({ error: 'REDAKTION_ASSESSMENT_FORM' }),
    staerken: z.string({ error: 'REDAKTION_ASSESSMENT_FORM' }),
  })
  .catchall(z.string({ error: 'REDAKTION_ASSESSMENT_FORM' }));

/** A criterion's form read: its values when every one is valid, else what was typed and each refused field's error. */
export type CriterionForm = { assessment: CriterionAssessment } | { typed: TypedCriterion; errors: Record<string, AssessmentFieldError> };

/**
 * A criterion's form, the requirements in catalogue order: a requirement the form does not name
 * stays 'nicht-geprueft' without text. A field no form has is refused with REDAKTION_ASSESSMENT_FORM,
 * one naming a requirement the criterion does not have with REDAKTION_REQUIREMENT_UNKNOWN (both the
 * error page: no browser sends them from the page); a text too long or with control characters,
 * or a rating the form does not offer, is an error of its field.
 */
export function criterionFromForm(fields: Record<string, string>, criterion: CatalogueCriterion): CriterionForm {
  const known = new Set(criterion.requirements.map((requirement) => requirement.id));
  for (const name of Object.keys(fields)) {
    if (name === 'csrf' || name === 'version' || name === 'zusammenfassung' || name === 'staerken') continue;
    const match = REQUIREMENT_FIELD.exec(name);
    if (!match) throw new EditorError('REDAKTION_ASSESSMENT_FORM');
    if (Number(match[1]) !== criterion.number || !known.has(`${match[1]}.${match[2]}`)) throw new EditorError('REDAKTION_REQUIREMENT_UNKNOWN');
  }
  const errors: Record<string, AssessmentFieldError> = {};
  const text = (name: string, max: number) => {
    const value = formText(fields[name] ?? '');
    const error = textError(value, max);
    if (error) errors[name] = error;
    return value;
  };
  const summary = text('zusammenfassung', ASSESSMENT_LIMITS.criterionTextMax);
  const strengths = text('staerken', ASSESSMENT_LIMITS.criterionTextMax);
  const requirements = criterion.requirements.map((requirement): TypedRequirement => {
    const key = requirementKey(requirement.id);
    const sent = fields[`${key}-einschaetzung`] ?? 'nicht-geprueft';
    const rating = isRating(sent) ? sent : null;
    if (!rating) errors[`${key}-einschaetzung`] = { kind: 'rating' };
    return {
      id: requirement.id,
      rating,
      reasoning: text(`${key}-begruendung`, ASSESSMENT_LIMITS.requirementTextMax),
      recommendation: text(`${key}-empfehlung`, ASSESSMENT_LIMITS.requirementTextMax),
    };
  });
  const typed = { criterion: criterion.number, summary, strengths };
  if (Object.keys(errors).length > 0) return { typed: { ...typed, requirements }, errors };
  return { assessment: { ...typed, requirements: requirements.map((requirement) => ({ ...requirement, rating: requirement.rating ?? 'nicht-geprueft' })) } };
}

const consentBody = z.object({ csrf: z.string(), einverstanden: z.literal('ja', { error: 'REDAKTION_INVALID_INPUT' }).optional() });

const pageQuery = z.object({
  gespeichert: single(z.coerce.number().int().min(1).max(13).optional()),
  erledigt: single(z.literal('einverstaendnis').optional()),
});

export const assessmentRoutes: EditorRoute = (app, ctx) => {
  const { store } = ctx;

  /** The review `id` as `session` may see it: a reviewer only one assigned to them (else 404, as unknown). */
  async function reviewFor(session: EditorSession, id: string) {
    const row = await ctx.reviewOf(id);
    const reviewers = await store.listReviewers(row.id);
    if (session.role !== 'editor' && !reviewers.some((reviewer) => reviewer.sub === session.subject)) throw new EditorError('REDAKTION_REVIEW_NOT_FOUND');
    return { row, reviewers };
  }

  async function renderReview(reply: FastifyReply, status: number, session: EditorSession, id: string, extra: { done?: AssessmentDone; conflict?: AssessmentConflict; invalid?: AssessmentInvalid } = {}) {
    const { row, reviewers } = await reviewFor(session, id);
    const draft = await store.listReviewDraft(row.id);
    return ctx.render(reply, status, ctx.pages.assessment({ session, row, reviewers, catalogue: ctx.catalogue, draft, editable: isEditable(row), ...extra }));
  }

  app.get(ASSESSMENTS_PATH, { config: ROLES }, async (request, reply) => {
    const session = ctx.sessionOf(request);
    const rows = await store.listReviewsAssignedTo(session.subject);
    return ctx.render(reply, 200, ctx.pages.assessments({ session, rows }));
  });

  app.get(`${ASSESSMENTS_PATH}/:id`, { config: ROLES, schema: { params: reviewParams, querystring: pageQuery } }, async (request, reply) => {
    const session = ctx.sessionOf(request);
    const { gespeichert, erledigt } = request.query;
    const done: AssessmentDone | undefined = gespeichert ? { kind: 'saved', criterion: gespeichert } : erledigt ? { kind: 'consent' } : undefined;
    return renderReview(reply, 200, session, request.params.id, done ? { done } : {});
  });

  app.post(
    '/api/redaktion/begutachtungen/:id/kriterien/:kriterium',
    // The form of a criterion with all its texts at their limits, URL-encoded.
    { config: ROLES, bodyLimit: 1_000_000, schema: { params: saveParams, body: saveBody } },
    async (request, reply) => {
      const session = ctx.sessionOf(request);
      const { row } = await reviewFor(session, request.params.id);
      if (!ctx.catalogue) throw new EditorError('REDAKTION_CATALOGUE_UNAVAILABLE');
      const criterion = ctx.catalogue.find((entry) => entry.number === request.params.kriterium);
      if (!criterion) throw new EditorError('REDAKTION_REQUIREMENT_UNKNOWN');
      const { version, ...fields } = request.body;
      const form = criterionFromForm(fields, criterion);
      if (!isEditable(row)) throw new EditorError('REDAKTION_ASSESSMENT_CLOSED');
      if (!('assessment' in form)) {
        request.log.info({ reviewRequestId: row.id, criterion: criterion.number, fields: Object.keys(form.errors) }, 'criterion save refused: invalid values');
        return renderReview(reply, 422, session, row.id, { invalid: { typed: form.typed, version, errors: form.errors } });
      }
      const typed = form.assessment;
      let result;
      try {
        result = await store.saveCriterionDraft(row.id, typed, version, { sub: session.subject, name: session.name });
      } catch (error) {
        if (error instanceof RangeError) throw new EditorError('REDAKTION_ASSESSMENT_VERSION');
        throw error;
      }
      if (!result.saved && 'closed' in result) throw new EditorError('REDAKTION_ASSESSMENT_CLOSED');
      if (!result.saved) {
        request.log.info({ reviewRequestId: row.id, criterion: criterion.number }, 'criterion save refused: a newer version exists');
        return renderReview(reply, 409, session, row.id, { conflict: { typed, current: result.current } });
      }
      await ctx.auditReview(session, 'review-draft-saved', row.id, `Kriterium ${criterion.number}, Fassung ${result.version}`);
      return reply.redirect(assessmentDoneHref(row.id, { kind: 'saved', criterion: criterion.number }), 303);
    },
  );

  app.post('/api/redaktion/begutachtungen/:id/einverstaendnis', { config: ROLES, schema: { params: reviewParams, body: consentBody } }, async (request, reply) => {
    const session = ctx.sessionOf(request);
    const { row } = await reviewFor(session, request.params.id);
    const consent = request.body.einverstanden === 'ja';
    if (!isEditable(row)) throw new EditorError('REDAKTION_ASSESSMENT_CLOSED');
    if (!(await store.setReviewerConsent(row.id, session.subject, consent))) throw new EditorError('REDAKTION_REVIEWER_NOT_ASSIGNED');
    await ctx.auditReview(session, 'review-consent', row.id, consent ? 'einverstanden' : 'nicht einverstanden');
    return reply.redirect(assessmentDoneHref(row.id, { kind: 'consent' }), 303);
  });
};
