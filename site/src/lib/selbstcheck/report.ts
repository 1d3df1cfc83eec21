/**
 * The printable report of an assessment, as data: per criterion a traffic light (erfüllt,
 * teilweise, offen; nicht relevant when every answer says so), every given answer with its step,
 * the notes and the evidence. Questions without an answer are counted, not listed, and criteria
 * nobody has started are named together, so a partly answered check stays short on paper.
 */
import { parseEvidence, type EvidenceItem } from './evidence.ts';
import type { Assessment, RemovedAnswer } from './schema.ts';
import { criterionResult, type CriterionState, type Tally } from './scoring.ts';
import type { AnswerValue, CriterionContent, QuestionContent, SelbstcheckContent } from './types.ts';

export type TrafficLight = 'erfuellt' | 'teilweise' | 'offen' | 'nicht-relevant';

/**
 * The traffic light of a criterion from its state: green only when every relevant question is
 * answered "Ja", amber when all are answered and some fall short, red ("offen") while questions
 * are open or nothing is met.
 */
export function trafficLight(state: CriterionState): TrafficLight {
  if (state === 'erfuellt') return 'erfuellt';
  if (state === 'teilweise-erfuellt') return 'teilweise';
  if (state === 'nicht-relevant') return 'nicht-relevant';
  return 'offen';
}

export interface ReportAnswer {
  question: QuestionContent;
  value: AnswerValue;
  /** Absolute address of the step that addresses the question; given for "Nein" and "Teilweise". */
  stepUrl?: string;
}

export interface ReportCriterion {
  criterion: CriterionContent;
  light: TrafficLight;
  tally: Tally;
  /** Answered questions in their order. */
  answers: ReportAnswer[];
  /** Questions without an answer. */
  unanswered: number;
  notes: string;
  evidence: EvidenceItem[];
  removed: RemovedAnswer[];
  /** Nothing answered, noted or evidenced yet. */
  untouched: boolean;
}

export interface Report {
  criteria: ReportCriterion[];
  answered: number;
  total: number;
}

export function buildReport(content: SelbstcheckContent, assessment: Assessment, siteUrl: string): Report {
  const base = siteUrl.replace(/\/$/, '');
  const criteria = content.criteria.map((criterion): ReportCriterion => {
    const result = criterionResult(assessment, criterion);
    const entry = assessment.criteria[String(criterion.index)];
    const answers = criterion.questions.flatMap((question): ReportAnswer[] => {
      const value = entry?.answers[question.id]?.value;
      if (!value) return [];
      const open = value === 'nein' || value === 'teilweise';
      return [{ question, value, ...(open ? { stepUrl: `${base}${criterion.href}#${question.step}` } : {}) }];
    });
    const notes = entry?.notes.trim() ?? '';
    const evidence = parseEvidence(entry?.evidence ?? '');
    const removed = entry?.removed ?? [];
    return {
      criterion,
      light: trafficLight(result.state),
      tally: result.tally,
      answers,
      unanswered: result.unanswered.length,
      notes,
      evidence,
      removed,
      untouched: answers.length === 0 && notes === '' && evidence.length === 0 && removed.length === 0,
    };
  });
  return {
    criteria,
    answered: criteria.reduce((sum, c) => sum + c.tally.answered, 0),
    total: criteria.reduce((sum, c) => sum + c.tally.total, 0),
  };
}
