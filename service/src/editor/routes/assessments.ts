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
 * typed text and the current version. Every save and consent writes an audit entry.
 */
import { z } from 'zod';
import { FORBIDDEN_TEXT_CHARACTERS } from '@servicestandard/feedback-api';
import { ASSESSMENT_LIMITS, ASSESSMENT_RATINGS, type CatalogueCriterion, type CriterionAssessment, type RequirementAssessment } from '@servicestandard/pruefbericht';
import type { FastifyReply } from 'fastify';
import { ASSESSMENTS_PATH, assessmentDoneHref, requirementKey, type AssessmentDone } from '../../pages/editor/assessment-format.ts';
import type { AssessmentConflict } from '../../pages/editor/assessments.tsx';
import type { EditorReviewRow, EditorSession, ReviewState } from '../../store/index.ts';
import { EditorError, reviewParams, single, type EditorRoute } from '../context.ts';

/** Who reaches these routes. */
const ROLES = { roles: ['editor', 'reviewer'] } as const;

/** A review can be changed until the team agreed to its report or the request closed. */
const FROZEN_STATES: readonly ReviewState[] = ['bericht-abgestimmt', 'veroeffentlicht'];
export const isEditable = (row: EditorReviewRow) => row.closedAt === null && !FROZEN_STATES.includes(row.state);

/**
 * A text of the form: line breaks as the browser sends them (CRLF) count as one character, as in
 * the field's maxlength; no control or bidi characters.
 */
const formText = (max: number) =>
  z
    .string({ error: 'REDAKTION_ASSESSMENT_INVALID' })
    .transform((text) => text.replace(/\r\n?/g, '\n'))
    .pipe(
      z
        .string()
        .max(max, { error: 'REDAKTION_ASSESSMENT_INVALID' })
        .refine((text) => !FORBIDDEN_TEXT_CHARACTERS.test(text), { error: 'REDAKTION_ASSESSMENT_INVALID' }),
    );

const criterionText = formText(ASSESSMENT_LIMITS.criterionTextMax);
const requirementText = formText(ASSESSMENT_LIMITS.requirementTextMax);
const rating = z.enum(ASSESSMENT_RATINGS, { error: 'REDAKTION_ASSESSMENT_INVALID' });

/** A requirement's fields: r-6-3-einschaetzung, r-6-3-begruendung, r-6-3-empfehlung. */
const REQUIREMENT_FIELD = /^r-(\d{1,2})-(\d{1,2})-(einschaetzung|begruendung|empfehlung)$/;

const saveParams = reviewParams.extend({
  kriterium: z.coerce.number({ error: 'REDAKTION_REQUIREMENT_UNKNOWN' }).int({ error: 'REDAKTION_REQUIREMENT_UNKNOWN' }).min(1, { error: 'REDAKTION_REQUIREMENT_UNKNOWN' }).max(13, { error: 'REDAKTION_REQUIREMENT_UNKNOWN' }),
});

/** The fields of a criterion's form; the requirements' fields are checked against the catalogue in the handler. */
const saveBody = z
  .object({
    csrf: z.string(),
    version: z.coerce.number({ error: 'REDAKTION_ASSESSMENT_VERSION' }).int({ error: 'REDAKTION_ASSESSMENT_VERSION' }).min(0, { error: 'REDAKTION_ASSESSMENT_VERSION' }).max(1_000_000_000, { error: 'REDAKTION_ASSESSMENT_VERSION' }),
    zusammenfassung: criterionText,
    staerken: criterionText,
  })
  .catchall(z.string({ error: 'REDAKTION_ASSESSMENT_INVALID' }));

const consentBody = z.object({ csrf: z.string(), einverstanden: z.literal('ja', { error: 'REDAKTION_INVALID_INPUT' }).optional() });

const pageQuery = z.object({
  gespeichert: single(z.coerce.number().int().min(1).max(13).optional()),
  erledigt: single(z.literal('einverstaendnis').optional()),
});

/**
 * The requirements of one criterion from the form's fields, in catalogue order: a requirement the
 * form does not name stays 'nicht-geprueft' without text; a field naming a requirement the
 * criterion does not have is refused.
 */
export function requirementsFromForm(fields: Record<string, string>, criterion: CatalogueCriterion): RequirementAssessment[] {
  const known = new Set(criterion.requirements.map((requirement) => requirement.id));
  for (const name of Object.keys(fields)) {
    if (name === 'csrf' || name === 'version' || name === 'zusammenfassung' || name === 'staerken') continue;
    const match = REQUIREMENT_FIELD.exec(name);
    if (!match) throw new EditorError('REDAKTION_ASSESSMENT_INVALID');
    if (Number(match[1]) !== criterion.number || !known.has(`${match[1]}.${match[2]}`)) throw new EditorError('REDAKTION_REQUIREMENT_UNKNOWN');
  }
  const parse = <T>(schema: z.ZodType<T>, value: unknown, fallback: T): T => {
    if (value === undefined) return fallback;
    const result = schema.safeParse(value);
    if (!result.success) throw new EditorError('REDAKTION_ASSESSMENT_INVALID');
    return result.data;
  };
  return criterion.requirements.map((requirement) => {
    const key = requirementKey(requirement.id);
    return {
      id: requirement.id,
      rating: parse(rating, fields[`${key}-einschaetzung`], 'nicht-geprueft'),
      reasoning: parse(requirementText, fields[`${key}-begruendung`], ''),
      recommendation: parse(requirementText, fields[`${key}-empfehlung`], ''),
    };
  });
}

export const assessmentRoutes: EditorRoute = (app, ctx) => {
  const { store } = ctx;

  /** The review `id` as `session` may see it: a reviewer only one assigned to them (else 404, as unknown). */
  async function reviewFor(session: EditorSession, id: string) {
    const row = await ctx.reviewOf(id);
    const reviewers = await store.listReviewers(row.id);
    if (session.role !== 'editor' && !reviewers.some((reviewer) => reviewer.sub === session.subject)) throw new EditorError('REDAKTION_REVIEW_NOT_FOUND');
    return { row, reviewers };
  }

  async function renderReview(reply: FastifyReply, status: number, session: EditorSession, id: string, extra: { done?: AssessmentDone; conflict?: AssessmentConflict } = {}) {
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
      const { version, zusammenfassung, staerken, ...fields } = request.body;
      const typed: CriterionAssessment = {
        criterion: criterion.number,
        summary: zusammenfassung,
        strengths: staerken,
        requirements: requirementsFromForm(fields, criterion),
      };
      if (!isEditable(row)) throw new EditorError('REDAKTION_ASSESSMENT_CLOSED');
      let result;
      try {
        result = await store.saveCriterionDraft(row.id, typed, version, { sub: session.subject, name: session.name });
      } catch (error) {
        if (error instanceof RangeError) throw new EditorError('REDAKTION_ASSESSMENT_VERSION');
        throw error;
      }
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
    if (!(await store.setReviewerConsent(row.id, session.subject, consent))) throw new EditorError('REDAKTION_REVIEWER_NOT_ASSIGNED');
    await ctx.auditReview(session, 'review-consent', row.id, consent ? 'einverstanden' : 'nicht einverstanden');
    return reply.redirect(assessmentDoneHref(row.id, { kind: 'consent' }), 303);
  });
};
