import { describe, expect, it } from 'vitest';
import { catalogueFromOpenData, reportSchema, reportSections, requirementsById, type ReportCriterion } from './index.ts';

const criteria: ReportCriterion[] = [
  {
    criterion: 6,
    title: 'Barrierefreie Nutzung sicherstellen und Teilhabe stärken',
    summary: 'Gut begonnen.',
    strengths: '  Tests mit Nutzenden, die einen Screenreader verwenden. ',
    requirements: [
      { id: '6.1', title: 'Erklärung veröffentlichen', level: 'MUSS', rating: 'nicht-erfuellt', reasoning: 'Fehlt.', recommendation: 'Erklärung verlinken.' },
      { id: '6.2', title: 'Leichte Sprache', level: 'SOLL', rating: 'nicht-erfuellt', reasoning: '', recommendation: '' },
      { id: '6.3', title: 'Formulare prüfen', level: 'MUSS', rating: 'teilweise-erfuellt', reasoning: '', recommendation: ' ' },
      { id: '6.4', title: 'Kontrast', level: 'MUSS', rating: 'erfuellt', reasoning: '', recommendation: '' },
    ],
  },
];

describe('reportSections', () => {
  it('lists strengths, recommendations and every MUSS requirement partly or not met, by ID', () => {
    const sections = reportSections(criteria);
    expect(sections.strengths).toEqual([{ criterion: 6, title: criteria[0]!.title, text: 'Tests mit Nutzenden, die einen Screenreader verwenden.' }]);
    expect(sections.recommendations.map((entry) => [entry.id, entry.text])).toEqual([['6.1', 'Erklärung verlinken.']]);
    expect(sections.unmetMust.map((entry) => [entry.id, entry.rating])).toEqual([
      ['6.1', 'nicht-erfuellt'],
      ['6.3', 'teilweise-erfuellt'],
    ]);
    expect(sections.counts).toMatchObject({ erfuellt: 1, 'teilweise-erfuellt': 1, 'nicht-erfuellt': 2, 'nicht-geprueft': 0 });
  });
});

describe('reportSchema', () => {
  const report = {
    format: 'servicestandard-pruefbericht',
    version: 1,
    id: '2026-bafoeg-digital',
    service: null,
    organisation: null,
    level: 'bund',
    phase: 'betreiben',
    reviewedOn: '2026-11-20',
    publishedOn: '2026-11-27',
    reviewers: [],
    criteria,
  };
  it('takes a report with the name withheld and refuses unknown fields and malformed IDs', () => {
    expect(reportSchema.parse(report).service).toBeNull();
    expect(reportSchema.safeParse({ ...report, extra: 1 }).success).toBe(false);
    expect(reportSchema.safeParse({ ...report, id: '../x' }).success).toBe(false);
    const badId = structuredClone(report);
    badId.criteria[0]!.requirements[0]!.id = '6';
    expect(reportSchema.safeParse(badId).success).toBe(false);
  });
});

describe('catalogueFromOpenData', () => {
  it('reads criteria and steps with their IDs and refuses open data without them', () => {
    const step = { nummer: 1, id: '6.1', titel: 'Erklärung veröffentlichen', verbindlichkeit: 'MUSS', text: '…', url: 'https://example.org/kriterien/6#anforderung-6-1' };
    const json = JSON.stringify({ kriterien: [{ nummer: 6, titel: 'Barrierefreiheit', url: 'https://example.org/kriterien/6', schritte: [step] }] });
    const catalogue = catalogueFromOpenData(json);
    expect(requirementsById(catalogue).get('6.1')).toEqual({ id: '6.1', criterion: 6, title: 'Erklärung veröffentlichen', level: 'MUSS', url: step.url });
    const withoutId: Partial<typeof step> = { ...step };
    delete withoutId.id;
    expect(() => catalogueFromOpenData(JSON.stringify({ kriterien: [{ nummer: 6, titel: 'B', url: 'u', schritte: [withoutId] }] }))).toThrow();
  });
});
