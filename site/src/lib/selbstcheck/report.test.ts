import { describe, expect, it } from 'vitest';
import { setCriterionText } from './assessments.ts';
import { buildReport, trafficLight } from './report.ts';
import { answered, content } from './test-fixtures.ts';

describe('trafficLight', () => {
  it.each([
    ['erfuellt', 'erfuellt'],
    ['teilweise-erfuellt', 'teilweise'],
    ['nicht-erfuellt', 'offen'],
    ['in-bearbeitung', 'offen'],
    ['nicht-begonnen', 'offen'],
    ['nicht-relevant', 'nicht-relevant'],
  ] as const)('%s shows %s', (state, light) => {
    expect(trafficLight(state)).toBe(light);
  });
});

describe('buildReport', () => {
  it('lists only given answers, counts the rest, and writes out the step of each open point', () => {
    let assessment = answered({ 'k1-a': 'ja', 'k1-b': 'nein', 'k1-c': 'teilweise' });
    assessment = setCriterionText(assessment, 1, 'notes', '  Interviews im März  ');
    assessment = setCriterionText(assessment, 1, 'evidence', 'Bericht: https://wiki.example.org/bericht');
    const report = buildReport(content, assessment, 'https://servicestandard.example/');
    const [first, second] = report.criteria;
    expect(first!.light).toBe('offen'); // one question is still open
    expect(first!.answers.map((a) => [a.question.id, a.value, a.stepUrl])).toEqual([
      ['k1-a', 'ja', undefined],
      ['k1-b', 'nein', 'https://servicestandard.example/kriterien/1-nutzende#schritt-b'],
      ['k1-c', 'teilweise', 'https://servicestandard.example/kriterien/1-nutzende#schritt-c'],
    ]);
    expect(first!.unanswered).toBe(1);
    expect(first!.notes).toBe('Interviews im März');
    expect(first!.evidence).toEqual([{ label: 'Bericht', url: 'https://wiki.example.org/bericht' }]);
    expect(first!.untouched).toBe(false);
    expect(second).toMatchObject({ light: 'offen', answers: [], unanswered: 2, untouched: true });
    expect([report.answered, report.total]).toEqual([3, 6]);
  });

  it('shows green only when every relevant question is answered Ja', () => {
    const report = buildReport(content, answered({ 'k1-a': 'ja', 'k1-b': 'ja', 'k1-c': 'nicht-relevant', 'k1-d': 'ja', 'k2-a': 'ja', 'k2-b': 'nein' }), 'https://x.example');
    expect(report.criteria.map((c) => c.light)).toEqual(['erfuellt', 'teilweise']);
  });
});
