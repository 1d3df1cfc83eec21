import { describe, expect, it } from 'vitest';
import { exportFileName, exportJson, parseImport } from './exchange.ts';
import { serializeData } from './storage.ts';
import { NOW, answered, content } from './test-fixtures.ts';

describe('export and import', () => {
  it('gives back exactly what was exported', () => {
    const assessments = [answered({ 'k1-a': 'ja', 'k1-b': 'nein' }), answered({}, { ...answered({ 'k2-a': 'teilweise' }), id: 'a2' })];
    assessments[0]!.criteria['1']!.notes = 'Zeile 1\nZeile 2';
    expect(parseImport(exportJson(assessments, NOW), content)).toEqual({ ok: true, assessments });
  });

  it('accepts a stored value as import as well', () => {
    const assessments = [answered({ 'k1-a': 'ja' })];
    expect(parseImport(serializeData({ activeId: null, assessments }), content)).toEqual({ ok: true, assessments });
  });

  it('migrates imported answers to the current questions', () => {
    const old = answered({ 'k1-a': 'ja' });
    old.criteria['1']!.answers['k1-weg'] = { value: 'ja', question: 'Weg?' };
    const result = parseImport(exportJson([old], NOW), content);
    expect(result.ok && result.assessments[0]!.criteria['1']!.removed).toEqual([{ id: 'k1-weg', question: 'Weg?', value: 'ja' }]);
  });

  it.each([
    ['no JSON', 'Hallo', 'unreadable'],
    ['another program', '{"name":"x"}', 'foreign'],
    ['a newer version', '{"format":"servicestandard-selbstcheck","version":7,"assessments":[]}', 'newer'],
    ['no assessments', '{"format":"servicestandard-selbstcheck","version":1,"assessments":[]}', 'damaged'],
    ['a wrong answer', JSON.stringify({ format: 'servicestandard-selbstcheck', version: 1, assessments: [{ ...answered({}), criteria: { '1': { answers: { 'k1-a': { value: 'vielleicht', question: 'A?' } } } } }] }), 'damaged'],
    ['an id with odd characters', JSON.stringify({ format: 'servicestandard-selbstcheck', version: 1, assessments: [{ ...answered({}), id: '<script>' }] }), 'damaged'],
  ])('refuses %s', (_, text, reason) => {
    expect(parseImport(text, content)).toEqual({ ok: false, reason });
  });

  it('names files after the service and the day', () => {
    expect(exportFileName('Wohngeld: online beantragen', new Date(2026, 2, 4, 23, 30), 'json')).toBe('selbstcheck-wohngeld-online-beantragen-2026-03-04.json');
    expect(exportFileName('', new Date(2026, 0, 9), 'md')).toBe('selbstcheck-2026-01-09.md');
  });
});
