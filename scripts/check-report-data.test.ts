import { describe, expect, it } from 'vitest';
import { checkReportData, REPORT_DATA_FILES } from './check-report-data.ts';

// The build publishes the schema generated from site/src/lib/open-data/reports.ts; a small one says enough here.
const schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['pruefberichte'],
  properties: { pruefberichte: { type: 'array', items: { type: 'object', required: ['id', 'url', 'kriterien'], properties: { id: { type: 'string' }, url: { type: 'string' }, kriterien: { type: 'array' } } } } },
};
const site = 'https://servicestandard.example';
const data = {
  pruefberichte: [
    {
      id: 'erfunden',
      url: `${site}/pruefberichte/erfunden`,
      kriterien: [
        {
          nummer: 1,
          url: `${site}/kriterien/1-a`,
          anforderungen: [
            { id: '1.1', url: `${site}/kriterien/1-a#anforderung-1-1`, einschaetzung: 'erfuellt' },
            { id: '1.9', url: `${site}/kriterien/1-a`, einschaetzung: 'nicht-erfuellt' },
          ],
        },
      ],
    },
  ],
};
const header = 'bericht_id;bericht_url;kriterium_nummer;anforderung_id;einschaetzung;anforderung_url\r\n';
const csv = `\uFEFF${header}erfunden;${site}/pruefberichte/erfunden;1;1.1;erfuellt;${site}/kriterien/1-a#anforderung-1-1\r\nerfunden;${site}/pruefberichte/erfunden;1;1.9;nicht-erfuellt;${site}/kriterien/1-a\r\n`;
const pages = new Map([
  ['/pruefberichte/erfunden', '<main></main>'],
  ['/kriterien/1-a', '<li id="anforderung-1-1"><a href="#anforderung-1-1" data-requirement="1.1">Anforderung 1.1</a></li><li id="anforderung-1-2"><a data-requirement="1.2">x</a></li>'],
]);

function files(overrides: Partial<Record<keyof typeof REPORT_DATA_FILES, string | undefined>> = {}) {
  const all: Record<string, string | undefined> = { [REPORT_DATA_FILES.json]: JSON.stringify(data), [REPORT_DATA_FILES.schema]: JSON.stringify(schema), [REPORT_DATA_FILES.csv]: csv };
  for (const [key, value] of Object.entries(overrides)) all[REPORT_DATA_FILES[key as keyof typeof REPORT_DATA_FILES]] = value;
  return (path: string) => all[path];
}

describe('check of the reports as open data', () => {
  it('passes data valid against its schema, a matching CSV, existing pages and anchors; and an empty list', () => {
    expect(checkReportData(files(), pages)).toEqual([]);
    expect(checkReportData(files({ json: '{"pruefberichte":[]}', csv: `\uFEFF${header}` }), pages)).toEqual([]);
  });

  it('names a missing file, data against the schema, a CSV out of step and a missing BOM', () => {
    expect(checkReportData(files({ csv: undefined }), pages)).toEqual([`${REPORT_DATA_FILES.csv}: fehlt`]);
    expect(checkReportData(files({ json: '{"pruefberichte":[{"id":"x"}]}' }), pages)[0]).toContain(`${REPORT_DATA_FILES.json}: /pruefberichte/0 must have required property 'url'`);
    expect(checkReportData(files({ csv: csv.replace(';1.9;nicht-erfuellt;', ';1.9;erfuellt;') }), pages).join('\n')).toContain('Zeile 3 (erfunden, 1, 1.9, erfuellt,');
    expect(checkReportData(files({ csv: csv.slice(1) }), pages)).toEqual([`${REPORT_DATA_FILES.csv}: ohne Byte-Order-Mark (UTF-8 mit BOM)`]);
  });

  it("names a report without its page, a PDF link without size and a requirement's url without its step", () => {
    const moved = JSON.stringify(data).replace('#anforderung-1-1', '#anforderung-1-2');
    expect(checkReportData(files({ json: moved, csv: csv.replace('#anforderung-1-1', '#anforderung-1-2') }), pages)).toEqual([
      `${REPORT_DATA_FILES.json}: Bericht erfunden, Anforderung 1.1: der Anker #anforderung-1-2 zeigt Anforderung 1.2`,
    ]);
    const unfilled = '<a href="/pruefberichte/erfunden.pdf">PDF <span class="pdf-info" data-report-pdf-info="offen">(PDF)</span></a>';
    expect(checkReportData(files(), new Map([...pages, ['/pruefberichte/erfunden', unfilled]]))).toEqual([
      '/pruefberichte/erfunden: Link auf das PDF ohne Größe und Seitenzahl (scripts/build-report-pdfs.ts trägt sie ein)',
    ]);
    expect(checkReportData(files(), new Map([...pages].filter(([path]) => path !== '/pruefberichte/erfunden')))).toEqual([
      `${REPORT_DATA_FILES.json}: Bericht erfunden verweist auf /pruefberichte/erfunden, die Seite gibt es nicht`,
    ]);
  });
});
