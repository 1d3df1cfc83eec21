import { readFileSync, readdirSync } from 'node:fs';
import { load as loadYaml } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { buildContent, parseQuestionSet, stepTitles, type CriterionSource } from './question-set.ts';

const contentDir = new URL('../../content/', import.meta.url);
const yaml = readFileSync(new URL('selbstcheck.yaml', contentDir), 'utf8');

function criteriaPages(): CriterionSource[] {
  const dir = new URL('kriterien/', contentDir);
  return readdirSync(dir).map((file, i) => {
    const body = readFileSync(new URL(file, dir), 'utf8');
    return {
      index: Number(/^criteriaIndex:\s*(\d+)/m.exec(body)![1]),
      title: /^title:\s*(.+)$/m.exec(body)![1]!,
      href: `/kriterien/${file.replace(/\.mdx$/, '')}`,
      body,
      steps: (loadYaml(body.split(/^---$/m)[1]!) as { steps: { id: string; title: string }[] }).steps,
      updated: new Date(Date.UTC(2026, 0, 10 + i, 15)),
    };
  });
}

describe('the question set in content/selbstcheck.yaml', () => {
  const set = parseQuestionSet(yaml);
  const content = buildContent(set, criteriaPages());

  it('has 4 to 8 questions for each of the 13 criteria, in criterion order', () => {
    expect(content.criteria.map((c) => c.index)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    for (const criterion of content.criteria) {
      expect(criterion.questions.length, `Kriterium ${criterion.index}`).toBeGreaterThanOrEqual(4);
      expect(criterion.questions.length, `Kriterium ${criterion.index}`).toBeLessThanOrEqual(8);
    }
  });

  it('links every question to a step of its criterion page by requirement ID, and covers every step', () => {
    const first = content.criteria[0]!.questions.find((q) => q.id === 'k1-nutzendengruppen')!;
    expect(first).toMatchObject({ requirement: '1.2', step: 'anforderung-1-2', stepTitle: 'Nutzendengruppen bestimmen' });
    for (const criterion of content.criteria) {
      const page = criteriaPages().find((p) => p.index === criterion.index)!;
      const covered = new Set(criterion.questions.map((q) => q.stepTitle));
      expect([...covered].sort(), `Kriterium ${criterion.index}`).toEqual([...new Set(stepTitles(page.body))].sort());
    }
  });

  it('asks formally and never repeats a question', () => {
    const texts = content.criteria.flatMap((c) => c.questions.map((q) => q.text));
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) {
      expect(text).toMatch(/\?$/);
      expect(text).not.toMatch(/\b(du|dich|dir|dein\w*|euch|euer\w*)\b/i);
    }
  });
});

describe('parseQuestionSet', () => {
  const valid = (questions: string) => `version: 1\ncriteria:\n${Array.from({ length: 13 }, (_, i) => `  - criteriaIndex: ${i + 1}\n    questions:\n${questions.replaceAll('N', String(i + 1))}`).join('\n')}`;
  const four = ['a', 'b', 'c', 'd'].map((x) => `      - { id: kN-${x}, text: Gibt es eine Frage mit Buchstabe ${x}?, anforderung: "N.1" }`).join('\n');

  it('accepts a well-formed set', () => {
    expect(parseQuestionSet(valid(four)).criteria).toHaveLength(13);
  });

  it('names the field of a wrong entry', () => {
    expect(() => parseQuestionSet(valid(four.replace('kN-a', 'frage-a')))).toThrow(/criteria\.0\.questions\.0\.id/);
    expect(() => parseQuestionSet(valid(four.replace('Buchstabe a?', 'Buchstabe a.')))).toThrow(/Fragezeichen/);
    expect(() => parseQuestionSet(valid(four.split('\n').slice(0, 3).join('\n')))).toThrow(/questions/);
    expect(() => parseQuestionSet(valid(four.replace('anforderung: "N.1"', 'anforderung: problem-benennen')))).toThrow(/criteria\.0\.questions\.0\.anforderung: muss eine Anforderungs-ID/);
  });

  it('refuses duplicate ids and ids of another criterion', () => {
    expect(() => parseQuestionSet(valid(four.replace('kN-b', 'kN-a')))).toThrow(/doppelt/);
    expect(() => parseQuestionSet(valid(four.replace('kN-a', 'k99-a')))).toThrow(/beginnen/);
  });
});

describe('buildContent', () => {
  it('names the day of the latest change to a criterion page as the state of the standard', () => {
    const pages = criteriaPages();
    expect(buildContent(parseQuestionSet(yaml), pages).criteriaUpdated).toBe(`2026-01-${10 + pages.length - 1}`);
  });

  it('fails on a requirement ID that is not a step of the question\'s criterion', () => {
    const set = parseQuestionSet(yaml);
    const pages = criteriaPages().map((p) => (p.index === 2 ? { ...p, steps: p.steps.filter((step) => step.id !== '2.2') } : p));
    expect(() => buildContent(set, pages)).toThrow(/k2-problembeschreibung: Die Anforderung 2\.2 ist kein Schritt von Kriterium 2/);
  });

  it('collects replaced ids', () => {
    const set = parseQuestionSet(yaml);
    set.criteria[0]!.questions[0]!.replaces = ['k1-alt'];
    expect(buildContent(set, criteriaPages()).replacedIds).toEqual({ 'k1-alt': 'k1-vorhandene-quellen' });
  });
});
