/**
 * Shapes shared by the Selbstcheck page (build time) and its island (browser). Types and constants
 * only, so the island bundle stays free of build-time code.
 */

import type { SELBSTCHECK_ANSWER_VALUES as ANSWER_VALUES } from '@servicestandard/feedback-api/selbstcheck-export';

/** The four answers a team can give to every question, in display order (defined with the export file's schema). */
export { SELBSTCHECK_ANSWER_VALUES as ANSWER_VALUES } from '@servicestandard/feedback-api/selbstcheck-export';
export type AnswerValue = (typeof ANSWER_VALUES)[number];

export interface QuestionContent {
  /** Stable id, e.g. "k1-nutzendengruppen"; answers are stored under it. */
  id: string;
  /** The question as shown. */
  text: string;
  /** Requirement ID ("1.5") of the step that addresses the question. */
  requirement: string;
  /** The anchor of that step on the criterion page ("anforderung-1-5"). */
  step: string;
  /** Visible title of that step, for link texts. */
  stepTitle: string;
}

export interface CriterionContent {
  /** 1 to 13. */
  index: number;
  title: string;
  /** Path of the criterion page, e.g. /kriterien/1-nutzende-verstehen-und-bedurfnisse-erkennen. */
  href: string;
  questions: QuestionContent[];
}

/** Everything the island needs from the content, checked at build time. */
export interface SelbstcheckContent {
  /** Version of the question set (content/selbstcheck.yaml); stored with each assessment. */
  version: number;
  criteria: CriterionContent[];
  /** Earlier question id → id of the question that replaced it. */
  replacedIds: Record<string, string>;
  /** Day of the latest change to a criterion page (YYYY-MM-DD): the state of the standard the report names. */
  criteriaUpdated: string;
}
