import { describe, expect, it } from 'vitest';
import { createAssessment } from './assessments.ts';
import { migrateAssessment, type MigrationTarget } from './migrate.ts';
import type { Assessment } from './schema.ts';

/**
 * A synthetic history of question sets:
 * v0: a, b, c in criterion 1.
 * v1: a; b1 replaces b; c removed; d added.
 * v2: a reworded; b2 replaces b1 and b; d moved to criterion 2 as d2; e added.
 */
const v0: MigrationTarget = {
  version: 0,
  replacedIds: {},
  criteria: [{ index: 1, questions: [{ id: 'k1-a', text: 'A?' }, { id: 'k1-b', text: 'B?' }, { id: 'k1-c', text: 'C?' }] }],
};
const v1: MigrationTarget = {
  version: 1,
  replacedIds: { 'k1-b': 'k1-b1' },
  criteria: [{ index: 1, questions: [{ id: 'k1-a', text: 'A?' }, { id: 'k1-b1', text: 'B1?' }, { id: 'k1-d', text: 'D?' }] }],
};
const v2: MigrationTarget = {
  version: 2,
  replacedIds: { 'k1-b1': 'k1-b2', 'k1-b': 'k1-b2', 'k1-d': 'k2-d2' },
  criteria: [
    { index: 1, questions: [{ id: 'k1-a', text: 'A, neu formuliert?' }, { id: 'k1-b2', text: 'B2?' }, { id: 'k1-e', text: 'E?' }] },
    { index: 2, questions: [{ id: 'k2-d2', text: 'D2?' }] },
  ],
};

function answeredV0(): Assessment {
  return {
    ...createAssessment('x', new Date('2025-01-01T00:00:00Z'), 0, 'Service'),
    criteria: {
      '1': {
        answers: { 'k1-a': { value: 'ja', question: 'A?' }, 'k1-b': { value: 'nein', question: 'B?' }, 'k1-c': { value: 'teilweise', question: 'C?' } },
        notes: 'Notiz',
        evidence: 'https://example.org/beleg',
        removed: [],
      },
    },
  };
}

describe('migrateAssessment', () => {
  it('changes nothing for answers to the set they were given for', () => {
    expect(migrateAssessment(answeredV0(), v0)).toEqual(answeredV0());
  });

  it('gives answers from before issue 34 the requirement ID of their question, and follows it when it changes', () => {
    const withIds: MigrationTarget = { ...v0, criteria: [{ index: 1, questions: [{ id: 'k1-a', text: 'A?', requirement: '1.2' }, { id: 'k1-b', text: 'B?' }] }] };
    const migrated = migrateAssessment(answeredV0(), withIds);
    expect(migrated.criteria['1']!.answers['k1-a']).toEqual({ value: 'ja', question: 'A?', anforderung: '1.2' });
    expect(migrated.criteria['1']!.answers['k1-b']).toEqual({ value: 'nein', question: 'B?' });
    const moved: MigrationTarget = { ...v0, criteria: [{ index: 1, questions: [{ id: 'k1-a', text: 'A?', requirement: '1.3' }] }] };
    expect(migrateAssessment(migrated, moved).criteria['1']!.answers['k1-a']?.anforderung).toBe('1.3');
  });

  it('keeps answers to unchanged questions and refreshes their wording', () => {
    const migrated = migrateAssessment(answeredV0(), v2);
    expect(migrated.criteria['1']!.answers['k1-a']).toEqual({ value: 'ja', question: 'A, neu formuliert?' });
    expect(migrated.questionsVersion).toBe(2);
  });

  it('moves answers along replacement chains and across criteria', () => {
    const stepwise = migrateAssessment(migrateAssessment(answeredV0(), v1), v2);
    expect(stepwise.criteria['1']!.answers['k1-b2']).toEqual({ value: 'nein', question: 'B2?' });

    const withD = migrateAssessment({ ...answeredV0(), questionsVersion: 1, criteria: { '1': { answers: { 'k1-d': { value: 'ja', question: 'D?' } }, notes: '', evidence: '', removed: [] } } }, v2);
    expect(withD.criteria['2']!.answers['k2-d2']).toEqual({ value: 'ja', question: 'D2?' });
    expect(withD.criteria['1']!.answers['k1-d']).toBeUndefined();
  });

  it('keeps answers to removed questions as removed, with their wording', () => {
    const migrated = migrateAssessment(answeredV0(), v2);
    expect(migrated.criteria['1']!.removed).toEqual([{ id: 'k1-c', question: 'C?', value: 'teilweise' }]);
    expect(migrated.criteria['1']!.notes).toBe('Notiz');
    expect(migrated.criteria['1']!.evidence).toBe('https://example.org/beleg');
  });

  it('gives the same result stepwise (v0 → v1 → v2) and directly (v0 → v2)', () => {
    const stepwise = migrateAssessment(migrateAssessment(answeredV0(), v1), v2);
    const direct = migrateAssessment(answeredV0(), v2);
    expect(stepwise).toEqual(direct);
  });

  it('prefers a direct answer over one carried over from a replaced question', () => {
    const both: Assessment = {
      ...answeredV0(),
      criteria: { '1': { answers: { 'k1-b': { value: 'nein', question: 'B?' }, 'k1-b2': { value: 'ja', question: 'B2?' } }, notes: '', evidence: '', removed: [] } },
    };
    expect(migrateAssessment(both, v2).criteria['1']!.answers['k1-b2']!.value).toBe('ja');
  });

  it('brings a removed answer back when its question returns', () => {
    const removed = migrateAssessment(answeredV0(), v2);
    const back = migrateAssessment(removed, { ...v2, version: 3, criteria: [...v2.criteria, { index: 3, questions: [{ id: 'k1-c', text: 'C wieder?' }] }] });
    expect(back.criteria['3']!.answers['k1-c']).toEqual({ value: 'teilweise', question: 'C wieder?' });
    expect(back.criteria['1']!.removed).toEqual([]);
  });

  it('is idempotent and does not change its input', () => {
    const input = answeredV0();
    const snapshot = structuredClone(input);
    const once = migrateAssessment(input, v2);
    expect(migrateAssessment(once, v2)).toEqual(once);
    expect(input).toEqual(snapshot);
  });

  it('survives a cycle in hand-written replacements', () => {
    const cyclic: MigrationTarget = { ...v1, replacedIds: { 'k1-b': 'k1-x', 'k1-x': 'k1-b' } };
    expect(migrateAssessment(answeredV0(), cyclic).criteria['1']!.removed.map((r) => r.id)).toEqual(['k1-b', 'k1-c']);
  });
});
