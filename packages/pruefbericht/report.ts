/**
 * A published peer-review report (issue 34, items 6 and 7): the file the service adds to the
 * content collection pruefberichte (site/src/content/pruefberichte/<id>.json) through a merge
 * request, or writes there itself without GitLab, and that the site's build publishes. One schema
 * for both sides: the service checks a report with it before it sends it, the build checks every
 * file with it.
 *
 * The file holds what the reviewers wrote, per criterion and requirement; the lists a reader
 * looks for first (strengths, recommendations, unmet MUSS requirements) are derived from it by
 * reportSections, the same for the draft on the team's status page, the published page and the PDF.
 */
import * as z from 'zod';
import { ASSESSMENT_LIMITS, ASSESSMENT_RATINGS, UNMET_RATINGS, type AssessmentRating } from './assessment.ts';
import { REQUIREMENT_LEVELS, type RequirementLevel } from './catalogue.ts';

/** Marks a file as a report of this site. */
export const REPORT_FORMAT = 'servicestandard-pruefbericht';
/** Version of the file's shape; raise it when the shape changes. */
export const REPORT_VERSION = 1;

/** Level of government and phase, as the request names them (@servicestandard/feedback-api REVIEW_LEVELS, REVIEW_PHASES). */
export const REPORT_LEVELS = ['bund', 'land', 'kommune'] as const;
export const REPORT_PHASES = ['verstehen', 'entwickeln', 'betreiben', 'weiterentwickeln'] as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'muss ein Tag in der Form JJJJ-MM-TT sein' });
const requirementId = z.string().regex(/^\d{1,2}\.\d{1,2}$/, { message: 'muss eine Anforderungs-ID wie "6.3" sein' });

export const reportRequirementSchema = z.strictObject({
  id: requirementId,
  /** The step's title when the review was made. */
  title: z.string().min(1).max(300),
  level: z.enum(REQUIREMENT_LEVELS),
  rating: z.enum(ASSESSMENT_RATINGS),
  reasoning: z.string().max(ASSESSMENT_LIMITS.requirementTextMax),
  recommendation: z.string().max(ASSESSMENT_LIMITS.requirementTextMax),
});

export const reportCriterionSchema = z.strictObject({
  criterion: z.number().int().min(1).max(13),
  title: z.string().min(1).max(300),
  summary: z.string().max(ASSESSMENT_LIMITS.criterionTextMax),
  strengths: z.string().max(ASSESSMENT_LIMITS.criterionTextMax),
  requirements: z.array(reportRequirementSchema),
});

export const reportSchema = z.strictObject({
  format: z.literal(REPORT_FORMAT),
  version: z.literal(REPORT_VERSION),
  /** Kebab-case, unique, the page's address /pruefberichte/<id>; says nothing the team withheld. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(80),
  /** Name of the service, or null when the team withheld it. */
  service: z.string().min(1).max(200).nullable(),
  /** The authority running it, or null when the team withheld the service's name. */
  organisation: z.string().min(1).max(200).nullable(),
  level: z.enum(REPORT_LEVELS),
  phase: z.enum(REPORT_PHASES),
  /** Day of the review. */
  reviewedOn: day,
  /** Day the team agreed to publication. */
  publishedOn: day,
  /** Reviewers who agreed to be named; the others are not. */
  reviewers: z.array(z.string().min(1).max(200)).max(4),
  criteria: z.array(reportCriterionSchema).min(1).max(13),
});

export type Report = z.infer<typeof reportSchema>;
export type ReportCriterion = z.infer<typeof reportCriterionSchema>;
export type ReportRequirement = z.infer<typeof reportRequirementSchema>;

export interface ReportSections {
  /** Criteria with strengths, in order. */
  strengths: { criterion: number; title: string; text: string }[];
  /** Every recommendation, by requirement ID, in order. */
  recommendations: { id: string; criterion: number; title: string; text: string }[];
  /** Every MUSS requirement rated partly or not met, by ID. */
  unmetMust: { id: string; criterion: number; title: string; rating: AssessmentRating }[];
  /** How many requirements have each rating. */
  counts: Record<AssessmentRating, number>;
}

/** A report's day as the report shows it: "20. November 2026" for "2026-11-20" (page and PDF alike). */
export function germanDay(day: string): string {
  return new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The lists derived from a report's criteria. */
export function reportSections(criteria: readonly ReportCriterion[]): ReportSections {
  const counts = Object.fromEntries(ASSESSMENT_RATINGS.map((rating) => [rating, 0])) as Record<AssessmentRating, number>;
  const sections: ReportSections = { strengths: [], recommendations: [], unmetMust: [], counts };
  const unmet: readonly AssessmentRating[] = UNMET_RATINGS;
  for (const criterion of criteria) {
    if (criterion.strengths.trim()) sections.strengths.push({ criterion: criterion.criterion, title: criterion.title, text: criterion.strengths.trim() });
    for (const requirement of criterion.requirements) {
      counts[requirement.rating] += 1;
      if (requirement.recommendation.trim()) {
        sections.recommendations.push({ id: requirement.id, criterion: criterion.criterion, title: requirement.title, text: requirement.recommendation.trim() });
      }
      if (requirement.level === ('MUSS' satisfies RequirementLevel) && unmet.includes(requirement.rating)) {
        sections.unmetMust.push({ id: requirement.id, criterion: criterion.criterion, title: requirement.title, rating: requirement.rating });
      }
    }
  }
  return sections;
}
