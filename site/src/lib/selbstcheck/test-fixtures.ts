/** Small, made-up content and assessments for the unit tests. */
import { createAssessment, setAnswer } from './assessments.ts';
import type { Assessment } from './schema.ts';
import type { AnswerValue, SelbstcheckContent } from './types.ts';

export const NOW = new Date('2026-03-04T10:00:00Z');

export const content: SelbstcheckContent = {
  version: 1,
  replacedIds: {},
  criteriaUpdated: '2026-02-20',
  criteria: [
    {
      index: 1,
      title: 'Nutzende verstehen',
      href: '/kriterien/1-nutzende',
      questions: [
        { id: 'k1-a', text: 'Gibt es A?', requirement: '1.1', step: 'schritt-a', stepTitle: 'Schritt A' },
        { id: 'k1-b', text: 'Gibt es B?', requirement: '1.2', step: 'schritt-b', stepTitle: 'Schritt B' },
        { id: 'k1-c', text: 'Gibt es C?', requirement: '1.3', step: 'schritt-c', stepTitle: 'Schritt C' },
        { id: 'k1-d', text: 'Gibt es D?', requirement: '1.4', step: 'schritt-d', stepTitle: 'Schritt D' },
      ],
    },
    {
      index: 2,
      title: 'Problem beschreiben',
      href: '/kriterien/2-problem',
      questions: [
        { id: 'k2-a', text: 'Gibt es E?', requirement: '2.1', step: 'schritt-e', stepTitle: 'Schritt E' },
        { id: 'k2-b', text: 'Gibt es F?', requirement: '2.2', step: 'schritt-f', stepTitle: 'Schritt F' },
      ],
    },
  ],
};

/** An assessment with the given answers, e.g. { 'k1-a': 'ja' }. */
export function answered(answers: Record<string, AnswerValue>, base: Assessment = createAssessment('a1', NOW, content.version, 'Wohngeld online')): Assessment {
  let assessment = base;
  for (const [id, value] of Object.entries(answers)) {
    const criterion = content.criteria.find((c) => c.questions.some((q) => q.id === id))!;
    const question = criterion.questions.find((q) => q.id === id)!;
    assessment = setAnswer(assessment, criterion.index, question, value);
  }
  return assessment;
}
