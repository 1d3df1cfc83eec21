import { describe, expect, it } from 'vitest';
import { buildReport, reportSchema, reportSections, slugify, type RequirementCatalogue, type ReportInput } from './index.ts';

const catalogue: RequirementCatalogue = [
  {
    number: 1,
    title: 'Nutzende und ihre Bedürfnisse verstehen',
    url: 'https://example.org/kriterien/1',
    requirements: [
      { id: '1.1', criterion: 1, title: 'Nutzende kennen', level: 'MUSS', url: 'https://example.org/kriterien/1#anforderung-1-1' },
      { id: '1.2', criterion: 1, title: 'Forschung planen', level: 'SOLL', url: 'https://example.org/kriterien/1#anforderung-1-2' },
    ],
  },
  {
    number: 6,
    title: 'Barrierefreie Nutzung sicherstellen',
    url: 'https://example.org/kriterien/6',
    requirements: [{ id: '6.3', criterion: 6, title: 'Formulare prüfen', level: 'MUSS', url: 'https://example.org/kriterien/6#anforderung-6-3' }],
  },
];

const input: ReportInput = {
  request: { id: '0b7f3c1e-8f3a-4a51-9d38-6d1f1b2c3a4d', service: 'BAföG Digital', authority: 'Bundesamt für Ausbildung', level: 'bund', phase: 'betreiben', scheduledOn: '2026-11-20' },
  catalogue,
  draft: [
    {
      criterion: 1,
      summary: ' Gründlich. ',
      strengths: 'Viele Interviews.',
      requirements: [
        { id: '1.1', rating: 'erfuellt', reasoning: 'Belegt.', recommendation: '' },
        { id: '9.9', rating: 'nicht-erfuellt', reasoning: 'Unbekannt.', recommendation: 'x' },
      ],
    },
    { criterion: 6, summary: '', strengths: '', requirements: [{ id: '6.3', rating: 'nicht-erfuellt', reasoning: 'Fehlermeldungen fehlen.', recommendation: 'Fehler am Feld nennen.' }] },
    { criterion: 12, summary: 'Nicht im Katalog.', strengths: '', requirements: [] },
  ],
  agreement: { withholdName: false, agreedOn: '2026-11-27' },
  reviewers: ['Erika Muster', ' Erika Muster ', 'Max Prüf'],
};

describe('buildReport', () => {
  it('takes every criterion and requirement of the catalogue, in order, and fills what the draft lacks with nicht-geprueft', () => {
    const report = buildReport(input);
    expect(reportSchema.parse(report)).toEqual(report);
    expect(report.id).toMatch(/^2026-11-bafoeg-digital-[0-9a-f]{6}$/);
    expect(report).toMatchObject({ service: 'BAföG Digital', organisation: 'Bundesamt für Ausbildung', reviewedOn: '2026-11-20', publishedOn: '2026-11-27' });
    expect(report.reviewers).toEqual(['Erika Muster', 'Max Prüf']);
    expect(report.criteria.map((criterion) => criterion.criterion)).toEqual([1, 6]);
    expect(report.criteria[0]!.summary).toBe('Gründlich.');
    expect(report.criteria[0]!.requirements).toEqual([
      { id: '1.1', title: 'Nutzende kennen', level: 'MUSS', rating: 'erfuellt', reasoning: 'Belegt.', recommendation: '' },
      { id: '1.2', title: 'Forschung planen', level: 'SOLL', rating: 'nicht-geprueft', reasoning: '', recommendation: '' },
    ]);
    expect(reportSections(report.criteria).unmetMust.map((entry) => entry.id)).toEqual(['6.3']);
  });

  it('with the name withheld names neither service nor authority, and its ID reveals nothing', () => {
    const report = buildReport({ ...input, agreement: { withholdName: true, agreedOn: '2026-11-27' } });
    expect(report.service).toBeNull();
    expect(report.organisation).toBeNull();
    expect(report.id).toMatch(/^2026-11-[0-9a-f]{16}$/);
    expect(JSON.stringify(report)).not.toMatch(/BAföG|Bundesamt|0b7f3c1e/);
    // Stable for the same request, different for another.
    expect(buildReport({ ...input, agreement: { withholdName: true, agreedOn: '2026-12-01' } }).id).toBe(report.id);
    expect(buildReport({ ...input, request: { ...input.request, id: 'b2f0e6d4-0000-4000-8000-000000000000' }, agreement: { withholdName: true, agreedOn: '2026-11-27' } }).id).not.toBe(report.id);
  });

  it('refuses a draft text over its limit and a malformed day', () => {
    const long = { ...input, draft: [{ criterion: 1, summary: 'x'.repeat(5001), strengths: '', requirements: [] }] };
    expect(() => buildReport(long)).toThrow();
    expect(() => buildReport({ ...input, agreement: { withholdName: false, agreedOn: '27.11.2026' } })).toThrow();
  });
});

describe('slugify', () => {
  it('spells out umlauts and keeps letters and digits only', () => {
    expect(slugify('Bürgeramt Köln – Straße 2.0!')).toBe('buergeramt-koeln-strasse-2-0');
    expect(slugify('Élan ñ')).toBe('elan-n');
  });
});
