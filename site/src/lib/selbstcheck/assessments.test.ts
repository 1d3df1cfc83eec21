import { describe, expect, it } from 'vitest';
import {
  activeAssessment,
  addAssessment,
  clearRemoved,
  createAssessment,
  deleteAssessment,
  duplicateAssessment,
  importAssessments,
  newId,
  setActive,
  setAnswer,
  setCriterionText,
  updateAssessment,
} from './assessments.ts';
import { exportFileSchema as selbstcheckExportSchema } from './schema.ts';
import type { AppData } from './schema.ts';
import { NOW, answered } from './test-fixtures.ts';

const LATER = new Date('2026-03-05T09:00:00Z');

function twoAssessments(): AppData {
  const first = answered({ 'k1-a': 'ja' });
  const second = createAssessment('a2', NOW, 1, 'Kita-Platz');
  return { activeId: 'a1', assessments: [first, second] };
}

describe('assessment list', () => {
  it('adds a new assessment and opens it', () => {
    const data = addAssessment({ activeId: null, assessments: [] }, createAssessment('n1', NOW, 1));
    expect(data.activeId).toBe('n1');
    expect(activeAssessment(data)?.service).toBe('');
  });

  it('opens only existing assessments and falls back to the first', () => {
    const data = twoAssessments();
    expect(setActive(data, 'a2').activeId).toBe('a2');
    expect(setActive(data, 'gibt-es-nicht')).toBe(data);
    expect(activeAssessment({ ...data, activeId: 'weg' })?.id).toBe('a1');
  });

  it('duplicates with all answers, a new id and name, right after the original', () => {
    const data = duplicateAssessment(twoAssessments(), 'a1', 'c1', LATER, (name) => `Kopie von ${name}`);
    expect(data.assessments.map((a) => a.id)).toEqual(['a1', 'c1', 'a2']);
    const copy = data.assessments[1]!;
    expect(copy.service).toBe('Kopie von Wohngeld online');
    expect(copy.criteria).toEqual(data.assessments[0]!.criteria);
    expect(copy.criteria).not.toBe(data.assessments[0]!.criteria);
    expect(copy.createdAt).toBe(LATER.toISOString());
    expect(data.activeId).toBe('c1');
  });

  it('renames through updateAssessment and stamps the change', () => {
    const data = updateAssessment(twoAssessments(), 'a2', LATER, (a) => ({ ...a, service: 'Kita-Platz online' }));
    expect(data.assessments[1]).toMatchObject({ service: 'Kita-Platz online', updatedAt: LATER.toISOString() });
    expect(data.assessments[0]!.updatedAt).toBe(NOW.toISOString());
  });

  it('deletes and opens the neighbour', () => {
    expect(deleteAssessment(twoAssessments(), 'a1')).toMatchObject({ activeId: 'a2', assessments: [{ id: 'a2' }] });
    expect(deleteAssessment({ ...twoAssessments(), activeId: 'a2' }, 'a2').activeId).toBe('a1');
    expect(deleteAssessment(deleteAssessment(twoAssessments(), 'a1'), 'a2')).toEqual({ activeId: null, assessments: [] });
  });
});

describe('answers, notes and evidence', () => {
  it('sets and clears an answer with the question wording', () => {
    const assessment = setAnswer(createAssessment('x', NOW, 1), 3, { id: 'k3-a', text: 'Frage?' }, 'teilweise');
    expect(assessment.criteria['3']!.answers['k3-a']).toEqual({ value: 'teilweise', question: 'Frage?' });
    expect(setAnswer(assessment, 3, { id: 'k3-a', text: 'Frage?' }, null).criteria['3']!.answers).toEqual({});
  });

  it('records the ID of the question’s requirement with the answer, valid in the export schema (issue 34)', () => {
    const assessment = setAnswer(createAssessment('x', NOW, 1), 6, { id: 'k6-a', text: 'Frage?', requirement: '6.3' }, 'ja');
    expect(assessment.criteria['6']!.answers['k6-a']).toEqual({ value: 'ja', question: 'Frage?', anforderung: '6.3' });
    const file = { format: 'servicestandard-selbstcheck', version: 1, assessments: [assessment] };
    expect(selbstcheckExportSchema.parse(file).assessments[0]!.criteria['6']!.answers['k6-a']!.anforderung).toBe('6.3');
    // An export from before has no IDs and stays valid.
    expect(selbstcheckExportSchema.safeParse({ ...file, assessments: [setAnswer(createAssessment('x', NOW, 1), 6, { id: 'k6-a', text: 'Frage?' }, 'ja')] }).success).toBe(true);
  });

  it('keeps notes and evidence per criterion and caps their length', () => {
    const assessment = setCriterionText(createAssessment('x', NOW, 1), 2, 'notes', 'x'.repeat(30_000));
    expect(assessment.criteria['2']!.notes).toHaveLength(20_000);
    expect(setCriterionText(assessment, 2, 'evidence', 'https://a.example').criteria['2']!.notes).toHaveLength(20_000);
  });

  it('clears the kept answers to removed questions', () => {
    const assessment = createAssessment('x', NOW, 1);
    assessment.criteria['1'] = { answers: {}, notes: '', evidence: '', removed: [{ id: 'k1-alt', question: 'Alt?', value: 'ja' }] };
    expect(clearRemoved(assessment, 1).criteria['1']!.removed).toEqual([]);
  });
});

describe('importAssessments', () => {
  it('adds new assessments under their own ids and opens the first', () => {
    const incoming = [createAssessment('i1', NOW, 1, 'Import')];
    const { data, added } = importAssessments(twoAssessments(), incoming, () => 'neu', (n) => `${n} (importiert)`);
    expect(data.assessments.map((a) => a.id)).toEqual(['a1', 'a2', 'i1']);
    expect(added).toEqual(incoming);
    expect(data.activeId).toBe('i1');
  });

  it('replaces the untouched empty assessment of a fresh browser, and nothing else', () => {
    const fresh = { activeId: 'leer', assessments: [createAssessment('leer', NOW, 1)] };
    const incoming = [answered({ 'k1-a': 'ja' })];
    expect(importAssessments(fresh, incoming, () => 'neu', (n) => n).data).toEqual({ activeId: 'a1', assessments: incoming });

    const named = { activeId: 'x', assessments: [createAssessment('x', NOW, 1, 'Schon benannt')] };
    expect(importAssessments(named, incoming, () => 'neu', (n) => n).data.assessments.map((a) => a.id)).toEqual(['x', 'a1']);
  });

  it('never overwrites: a taken id gets a new id and a marked name', () => {
    const incoming = [{ ...answered({ 'k1-a': 'nein' }), service: 'Wohngeld online' }];
    const { data, added } = importAssessments(twoAssessments(), incoming, () => 'neu', (n) => `${n} (importiert)`);
    expect(data.assessments.find((a) => a.id === 'a1')!.criteria['1']!.answers['k1-a']!.value).toBe('ja');
    expect(added[0]).toMatchObject({ id: 'neu', service: 'Wohngeld online (importiert)' });
  });
});

describe('newId', () => {
  it('gives distinct ids that the schema accepts', () => {
    const ids = new Set(Array.from({ length: 100 }, newId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[a-f0-9]{24}$/);
  });
});
