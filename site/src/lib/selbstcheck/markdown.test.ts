import { describe, expect, it } from 'vitest';
import { setCriterionText } from './assessments.ts';
import { assessmentToMarkdown, escapeCell, escapeInline } from './markdown.ts';
import { NOW, answered, content } from './test-fixtures.ts';

const options = { siteUrl: 'https://servicestandard.gov.de/', now: NOW };

describe('assessmentToMarkdown', () => {
  const assessment = setCriterionText(
    setCriterionText({ ...answered({ 'k1-a': 'ja', 'k1-b': 'nein', 'k1-c': 'teilweise', 'k2-a': 'nicht-relevant' }), team: 'Referat DG 1', checkDate: '2026-02-06' }, 1, 'notes', 'Erste Zeile\n# keine Überschrift'),
    1,
    'evidence',
    'https://wiki.example/research\nProtokoll vom 3. März',
  );
  const markdown = assessmentToMarkdown(content, assessment, options);

  it('starts with the service, team, date and progress', () => {
    expect(markdown.split('\n').slice(0, 6)).toEqual([
      '# Selbstcheck: Wohngeld online',
      '',
      '- Team: Referat DG 1',
      '- Datum der Prüfung: 6. Februar 2026',
      '- Stand: 4. März 2026',
      '- 4 von 6 Fragen beantwortet',
    ]);
  });

  it('has an overview table with one row per criterion', () => {
    expect(markdown).toContain('| 1. Nutzende verstehen | In Bearbeitung | 1 | 1 | 1 | 0 | 1 |');
    expect(markdown).toContain('| 2. Problem beschreiben | In Bearbeitung | 0 | 0 | 0 | 1 | 1 |');
  });

  it('lists open points as tasks with absolute links to the steps', () => {
    expect(markdown).toContain('- [ ] Gibt es B? – Nein ([Schritt „Schritt B“ (Anforderung 1.2)](https://servicestandard.gov.de/kriterien/1-nutzende#schritt-b))');
    expect(markdown.indexOf('Gibt es B? – Nein')).toBeLessThan(markdown.indexOf('Gibt es C? – Teilweise'));
  });

  it('quotes notes, links evidence and escapes typed text', () => {
    expect(markdown).toContain('> Erste Zeile\n> \\# keine Überschrift');
    expect(markdown).toContain('- <https://wiki.example/research>\n- Protokoll vom 3. März');
    expect(markdown).toContain('| Gibt es D? | Noch nicht beantwortet |');
  });

  it('shows answers to removed questions', () => {
    const withRemoved = structuredClone(assessment);
    withRemoved.criteria['1']!.removed = [{ id: 'k1-alt', question: 'Alte Frage?', value: 'ja' }];
    expect(assessmentToMarkdown(content, withRemoved, options)).toContain('**Antworten zu Fragen, die es nicht mehr gibt:**\n\n- Alte Frage? – Ja');
  });

  it('says so when there are no open points', () => {
    expect(assessmentToMarkdown(content, answered({}), options)).toContain('Keine offenen Punkte');
  });
});

describe('escaping', () => {
  it('keeps cells in one piece', () => {
    expect(escapeCell('a | b\nc')).toBe('a \\| b c');
  });

  it('defuses markup at the start and inside a line', () => {
    expect(escapeInline('- Liste')).toBe('\\- Liste');
    expect(escapeInline('1. Punkt')).toBe('\\1. Punkt');
    expect(escapeInline('<img src=x> [Link](y) *fett*')).toBe('\\<img src=x\\> \\[Link\\](y) \\*fett\\*');
  });
});
