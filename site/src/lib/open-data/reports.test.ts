import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { Report } from '@servicestandard/pruefbericht';
import { fieldDocs } from './schema.ts';
import { REPORT_CSV_COLUMNS, generatedReportJsonSchema, reportOpenData, reportOpenDataCsv, reportOpenDataJsonSchema } from './reports.ts';

const site = new URL('https://servicestandard.example');
const criteria = [{ index: 6, href: '/kriterien/6-barrierefrei', ids: new Set(['6.1', '6.3']) }];
const report: Report = {
  format: 'servicestandard-pruefbericht',
  version: 1,
  id: '2026-erfunden',
  service: null,
  organisation: null,
  level: 'kommune',
  phase: 'verstehen',
  reviewedOn: '2026-11-02',
  publishedOn: '2026-11-20',
  reviewers: ['Erika Beispiel'],
  criteria: [
    {
      criterion: 6,
      title: 'Barrierefreiheit',
      summary: 'Erfunden.',
      strengths: '',
      requirements: [
        { id: '6.1', title: 'Erklärung', level: 'MUSS', rating: 'nicht-erfuellt', reasoning: 'Fehlt; "leider".', recommendation: '=SUMME(A1)' },
        { id: '6.9', title: 'Zurückgezogen', level: 'SOLL', rating: 'erfuellt', reasoning: '', recommendation: '' },
      ],
    },
  ],
};

const ajv = new Ajv2020({ strict: true, allErrors: true });
addFormats(ajv);
const validate = ajv.compile(reportOpenDataJsonSchema(site.href));

describe('the reports as open data', () => {
  it('carries every requirement with its ID and address, valid against the published schema', () => {
    const data = reportOpenData([report], site, criteria);
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    const [entry] = data.pruefberichte;
    expect(entry).toMatchObject({ url: 'https://servicestandard.example/pruefberichte/2026-erfunden', service: null, nichtErfuellteMussAnforderungen: ['6.1'] });
    expect(entry!.kriterien[0]!.anforderungen.map((a) => a.url)).toEqual([
      'https://servicestandard.example/kriterien/6-barrierefrei#anforderung-6-1',
      // An ID the criterion page no longer shows leads to the page itself.
      'https://servicestandard.example/kriterien/6-barrierefrei',
    ]);
  });

  it('is a valid empty list before the first report, and the CSV is its header alone', () => {
    const data = reportOpenData([], site, criteria);
    expect(validate(data)).toBe(true);
    expect(reportOpenDataCsv(data)).toBe(`\uFEFF${REPORT_CSV_COLUMNS.map(([name]) => name).join(';')}\r\n`);
  });

  it('writes one CSV row per report and requirement, quoting and guarding what a spreadsheet would misread', () => {
    const rows = reportOpenDataCsv(reportOpenData([report], site, criteria)).split('\r\n');
    expect(rows).toHaveLength(1 + 2 + 1);
    expect(rows[1]).toContain(`;6;6.1;Erklärung;MUSS;nicht-erfuellt;"Fehlt; ""leider"".";'=SUMME(A1);https://`);
  });

  it('refuses a report naming a criterion the site does not have', () => {
    expect(() => reportOpenData([report], site, [])).toThrow('Prüfbericht: Kriterium 6 gibt es auf der Website nicht.');
  });

  it('describes every field for the /daten page, a withheld name as "Text oder null"', () => {
    const docs = fieldDocs(generatedReportJsonSchema());
    expect(docs.find((d) => d.path === 'pruefberichte[].service')).toMatchObject({ type: 'Text oder null' });
    expect(docs.map((d) => d.path)).toContain('pruefberichte[].kriterien[].anforderungen[].url');
    expect(docs.every((d) => d.description !== '')).toBe(true);
  });
});
