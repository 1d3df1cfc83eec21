/**
 * Progress and results of an assessment: counts per criterion, a state per criterion, the degree
 * of fulfilment and the open points. Only answers to current questions count.
 */
import type { Assessment } from './schema.ts';
import type { AnswerValue, CriterionContent, QuestionContent } from './types.ts';

export interface Tally {
  ja: number;
  teilweise: number;
  nein: number;
  'nicht-relevant': number;
  /** Not answered yet. */
  offen: number;
  total: number;
  answered: number;
}

export type CriterionState = 'nicht-begonnen' | 'in-bearbeitung' | 'erfuellt' | 'teilweise-erfuellt' | 'nicht-erfuellt' | 'nicht-relevant';

export function answerOf(assessment: Assessment, criterionIndex: number, questionId: string): AnswerValue | null {
  return assessment.criteria[String(criterionIndex)]?.answers[questionId]?.value ?? null;
}

export function tallyCriterion(assessment: Assessment, criterion: CriterionContent): Tally {
  const tally: Tally = { ja: 0, teilweise: 0, nein: 0, 'nicht-relevant': 0, offen: 0, total: criterion.questions.length, answered: 0 };
  for (const question of criterion.questions) {
    const value = answerOf(assessment, criterion.index, question.id);
    if (value) {
      tally[value]++;
      tally.answered++;
    } else {
      tally.offen++;
    }
  }
  return tally;
}

export function sumTallies(tallies: readonly Tally[]): Tally {
  const sum: Tally = { ja: 0, teilweise: 0, nein: 0, 'nicht-relevant': 0, offen: 0, total: 0, answered: 0 };
  for (const t of tallies) for (const key of Object.keys(sum) as (keyof Tally)[]) sum[key] += t[key];
  return sum;
}

/**
 * The state of a criterion: not started, in progress until every question is answered, then
 * fulfilled (every relevant answer "Ja"), not fulfilled (no "Ja" or "Teilweise"), partly fulfilled,
 * or not relevant (every answer "Nicht relevant").
 */
export function criterionState(tally: Tally): CriterionState {
  if (tally.answered === 0) return 'nicht-begonnen';
  if (tally.offen > 0) return 'in-bearbeitung';
  const relevant = tally.total - tally['nicht-relevant'];
  if (relevant === 0) return 'nicht-relevant';
  if (tally.ja === relevant) return 'erfuellt';
  if (tally.ja === 0 && tally.teilweise === 0) return 'nicht-erfuellt';
  return 'teilweise-erfuellt';
}

/**
 * Degree of fulfilment in percent over the relevant answered questions ("Teilweise" counts half);
 * null while there is nothing to rate.
 */
export function fulfilment(tally: Tally): number | null {
  const rated = tally.ja + tally.teilweise + tally.nein;
  return rated === 0 ? null : Math.round(((tally.ja + tally.teilweise / 2) / rated) * 100);
}

export function percentAnswered(tally: Tally): number {
  return tally.total === 0 ? 0 : Math.round((tally.answered / tally.total) * 100);
}

export interface OpenPoint {
  question: QuestionContent;
  value: 'nein' | 'teilweise';
}

export interface CriterionResult {
  criterion: CriterionContent;
  tally: Tally;
  state: CriterionState;
  /** Questions answered "Nein" or "Teilweise", "Nein" first. */
  openPoints: OpenPoint[];
  /** Questions without an answer. */
  unanswered: QuestionContent[];
}

export function criterionResult(assessment: Assessment, criterion: CriterionContent): CriterionResult {
  const tally = tallyCriterion(assessment, criterion);
  const openPoints: OpenPoint[] = [];
  const unanswered: QuestionContent[] = [];
  for (const question of criterion.questions) {
    const value = answerOf(assessment, criterion.index, question.id);
    if (value === 'nein' || value === 'teilweise') openPoints.push({ question, value });
    if (value === null) unanswered.push(question);
  }
  openPoints.sort((a, b) => Number(a.value === 'teilweise') - Number(b.value === 'teilweise'));
  return { criterion, tally, state: criterionState(tally), openPoints, unanswered };
}

export interface AssessmentResult {
  criteria: CriterionResult[];
  total: Tally;
}

export function assessmentResult(assessment: Assessment, criteria: readonly CriterionContent[]): AssessmentResult {
  const results = criteria.map((criterion) => criterionResult(assessment, criterion));
  return { criteria: results, total: sumTallies(results.map((r) => r.tally)) };
}

/** Criteria with at least one relevant answer but no evidence written down. */
export function criteriaWithoutEvidence(assessment: Assessment, results: readonly CriterionResult[]): CriterionContent[] {
  return results
    .filter((r) => r.tally.ja + r.tally.teilweise > 0 && !(assessment.criteria[String(r.criterion.index)]?.evidence.trim()))
    .map((r) => r.criterion);
}
