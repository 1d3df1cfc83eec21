import { describe, expect, it } from 'vitest';
import { assessmentResult, criteriaWithoutEvidence, criterionState, fulfilment, percentAnswered, tallyCriterion } from './scoring.ts';
import { setCriterionText } from './assessments.ts';
import { answered, content } from './test-fixtures.ts';

const criterion1 = content.criteria[0]!;

describe('tally and state of a criterion', () => {
  it('counts answers and open questions', () => {
    const tally = tallyCriterion(answered({ 'k1-a': 'ja', 'k1-b': 'teilweise', 'k2-a': 'nein' }), criterion1);
    expect(tally).toEqual({ ja: 1, teilweise: 1, nein: 0, 'nicht-relevant': 0, offen: 2, total: 4, answered: 2 });
    expect(percentAnswered(tally)).toBe(50);
  });

  it.each([
    [{}, 'nicht-begonnen'],
    [{ 'k1-a': 'ja' }, 'in-bearbeitung'],
    [{ 'k1-a': 'ja', 'k1-b': 'ja', 'k1-c': 'ja', 'k1-d': 'nicht-relevant' }, 'erfuellt'],
    [{ 'k1-a': 'ja', 'k1-b': 'nein', 'k1-c': 'ja', 'k1-d': 'ja' }, 'teilweise-erfuellt'],
    [{ 'k1-a': 'teilweise', 'k1-b': 'teilweise', 'k1-c': 'teilweise', 'k1-d': 'teilweise' }, 'teilweise-erfuellt'],
    [{ 'k1-a': 'nein', 'k1-b': 'nein', 'k1-c': 'nicht-relevant', 'k1-d': 'nein' }, 'nicht-erfuellt'],
    [{ 'k1-a': 'nicht-relevant', 'k1-b': 'nicht-relevant', 'k1-c': 'nicht-relevant', 'k1-d': 'nicht-relevant' }, 'nicht-relevant'],
  ] as const)('%o is %s', (answers, state) => {
    expect(criterionState(tallyCriterion(answered(answers), criterion1))).toBe(state);
  });

  it('rates fulfilment over relevant answers, Teilweise counting half', () => {
    expect(fulfilment(tallyCriterion(answered({}), criterion1))).toBeNull();
    expect(fulfilment(tallyCriterion(answered({ 'k1-a': 'nicht-relevant' }), criterion1))).toBeNull();
    expect(fulfilment(tallyCriterion(answered({ 'k1-a': 'ja', 'k1-b': 'teilweise', 'k1-c': 'nein', 'k1-d': 'nicht-relevant' }), criterion1))).toBe(50);
  });
});

describe('assessmentResult', () => {
  it('lists open points with Nein first, the unanswered questions and the totals', () => {
    const result = assessmentResult(answered({ 'k1-a': 'teilweise', 'k1-b': 'nein', 'k1-c': 'ja', 'k2-a': 'ja' }), content.criteria);
    expect(result.criteria[0]!.openPoints.map((p) => [p.question.id, p.value])).toEqual([
      ['k1-b', 'nein'],
      ['k1-a', 'teilweise'],
    ]);
    expect(result.criteria[0]!.unanswered.map((q) => q.id)).toEqual(['k1-d']);
    expect(result.total).toMatchObject({ answered: 4, total: 6, offen: 2, ja: 2 });
  });

  it('ignores answers to questions that are not in the current set', () => {
    const assessment = answered({ 'k1-a': 'ja' });
    assessment.criteria['1']!.answers['k1-alt'] = { value: 'nein', question: 'Alt?' };
    expect(assessmentResult(assessment, content.criteria).total.answered).toBe(1);
  });

  it('names criteria claimed as (partly) fulfilled but without evidence', () => {
    const assessment = setCriterionText(answered({ 'k1-a': 'ja', 'k2-a': 'teilweise' }), 2, 'evidence', 'https://example.org');
    const result = assessmentResult(assessment, content.criteria);
    expect(criteriaWithoutEvidence(assessment, result.criteria).map((c) => c.index)).toEqual([1]);
  });
});
