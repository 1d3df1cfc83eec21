/**
 * Addresses and pure helpers of the reviewers' pages (issue 34, item 5), shared by their routes
 * and pages: the list and a review's page, where a save leads, German times, and the team's
 * Selbstcheck answers sorted to the requirement they belong to.
 */
import type { SelbstcheckExport } from '@servicestandard/feedback-api';
import type { AssessmentRating, CriterionAssessment, RequirementAssessment } from '@servicestandard/pruefbericht';
import { DONE_ANCHOR } from './format.ts';

export const ASSESSMENTS_PATH = '/redaktion/begutachtungen';
export const assessmentHref = (id: string) => `${ASSESSMENTS_PATH}/${encodeURIComponent(id)}`;
export const assessmentActionPath = (id: string, suffix: string) => `/api/redaktion/begutachtungen/${encodeURIComponent(id)}/${suffix}`;

/** What a review's page confirms after a form post: a saved criterion, or the consent. */
export type AssessmentDone = { kind: 'saved'; criterion: number } | { kind: 'consent' };

/** The review's page with the confirmation, scrolled to it. */
export function assessmentDoneHref(id: string, done: AssessmentDone): string {
  const query = done.kind === 'saved' ? `gespeichert=${done.criterion}` : 'erledigt=einverstaendnis';
  return `${assessmentHref(id)}?${query}#${DONE_ANCHOR}`;
}

/** A requirement as its form sent it: a rating the form does not offer is none (null). */
export type TypedRequirement = Omit<RequirementAssessment, 'rating'> & { rating: AssessmentRating | null };
/** A criterion's form as it was sent, to be shown again. */
export type TypedCriterion = Omit<CriterionAssessment, 'requirements'> & { requirements: TypedRequirement[] };

/** Why the value of one field of a criterion's form was refused. */
export type AssessmentFieldError = { kind: 'too-long'; max: number; length: number } | { kind: 'characters' } | { kind: 'rating' };

/**
 * A save refused for its values (422): the typed form with the version it was loaded with, and
 * the error of each refused field by the field's name (zusammenfassung, r-6-3-begruendung, …).
 */
export interface AssessmentInvalid {
  typed: TypedCriterion;
  version: number;
  errors: Readonly<Record<string, AssessmentFieldError>>;
}

/** The anchor of a criterion's section on the review's page. */
export const criterionAnchor = (criterion: number) => `kriterium-${criterion}`;
/** The base of a requirement's field ids and names ("6.3" → "r-6-3"). */
export const requirementKey = (id: string) => `r-${id.replace('.', '-')}`;

const time = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', timeStyle: 'short' });
const dateTime = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' });

/** "14:05" in German time, of an ISO timestamp. */
export const formatTime = (iso: string) => time.format(new Date(iso));
/** "14.01.2027, 14:05" in German time, of an ISO timestamp. */
export const formatIsoDateTime = (iso: string) => dateTime.format(new Date(iso));

/** One answer of the team's Selbstcheck, with the assessment (service name) it belongs to. */
export interface TeamAnswer {
  assessment: string;
  question: string;
  value: string;
}

/** The team's answers of one criterion: by requirement ID, and those without one (older exports). */
export interface CriterionAnswers {
  byRequirement: Map<string, TeamAnswer[]>;
  unassigned: TeamAnswer[];
  /** The team's notes on the criterion, per assessment. */
  notes: { assessment: string; text: string }[];
}

/**
 * Sorts the answers of every assessment in the export to the requirement they name
 * (`anforderung`, written by the Selbstcheck since issue 34); an answer naming none, or an ID the
 * criterion does not have, belongs to the criterion as a whole.
 */
export function teamAnswers(selbstcheck: SelbstcheckExport | null, criterion: number, requirementIds: readonly string[]): CriterionAnswers {
  const result: CriterionAnswers = { byRequirement: new Map(), unassigned: [], notes: [] };
  for (const assessment of selbstcheck?.assessments ?? []) {
    const entry = assessment.criteria[String(criterion)];
    if (!entry) continue;
    for (const answer of Object.values(entry.answers)) {
      const teamAnswer = { assessment: assessment.service, question: answer.question, value: answer.value };
      const id = answer.anforderung;
      if (id !== undefined && requirementIds.includes(id)) {
        const list = result.byRequirement.get(id) ?? [];
        list.push(teamAnswer);
        result.byRequirement.set(id, list);
      } else {
        result.unassigned.push(teamAnswer);
      }
    }
    if (entry.notes.trim()) result.notes.push({ assessment: assessment.service, text: entry.notes });
  }
  return result;
}
