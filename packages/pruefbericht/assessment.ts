/**
 * What the reviewers of a peer review write (issue 34, item 5): for every criterion a summary and
 * its strengths, and for every requirement of it an Einschätzung with Begründung and Empfehlung.
 * All reviewers of a review edit one shared draft; the store keeps it per criterion with a version
 * number, so a save that would overwrite someone else's newer change is refused.
 */

/** The five ratings of a requirement, in display order. New requirements start as 'nicht-geprueft'. */
export const ASSESSMENT_RATINGS = ['erfuellt', 'teilweise-erfuellt', 'nicht-erfuellt', 'nicht-anwendbar', 'nicht-geprueft'] as const;
export type AssessmentRating = (typeof ASSESSMENT_RATINGS)[number];

/** The ratings that count as a requirement not met. */
export const UNMET_RATINGS = ['teilweise-erfuellt', 'nicht-erfuellt'] as const satisfies readonly AssessmentRating[];

export const ASSESSMENT_LIMITS = {
  /** Characters of a criterion's summary and of its strengths. */
  criterionTextMax: 5000,
  /** Characters of a requirement's Begründung and of its Empfehlung. */
  requirementTextMax: 3000,
} as const;

export interface RequirementAssessment {
  /** The requirement's ID ("6.3"). */
  id: string;
  rating: AssessmentRating;
  /** Begründung: why the reviewers rate it so. */
  reasoning: string;
  /** Empfehlung: what the team should do; may be empty. */
  recommendation: string;
}

export interface CriterionAssessment {
  /** 1 to 13. */
  criterion: number;
  /** Zusammenfassung of the criterion. */
  summary: string;
  /** Stärken the reviewers saw; may be empty. */
  strengths: string;
  /** One entry per requirement of the criterion, in catalogue order. */
  requirements: RequirementAssessment[];
}
