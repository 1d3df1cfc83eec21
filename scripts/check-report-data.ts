/**
 * Checks the open data of the published peer-review reports in a build (issue 34, item 7), as
 * check-open-data.ts does for the standard: /daten/pruefberichte.json is valid against the
 * published /daten/pruefberichte.schema.json (JSON Schema 2020-12, Ajv with formats); the CSV has
 * a byte order mark, its columns and one row per report and requirement of the JSON, in the same
 * order with the same IDs, ratings and addresses; every report's page exists and its PDF link
 * names size and pages; every requirement's url leads to its criterion's page and, where it has an anchor, to
 * the step with that ID. An empty list is valid.
 * Returns German problem lines; scripts/check-build.ts fails the build on any of them.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { hasOpenReportPdfInfo } from '@servicestandard/site-files/pdf';
import { parseCsv } from './check-open-data.ts';

export const REPORT_DATA_FILES = {
  json: '/daten/pruefberichte.json',
  schema: '/daten/pruefberichte.schema.json',
  csv: '/daten/pruefberichte.csv',
} as const;

/** What the checks read of the data; the schema itself says the rest. */
interface ReportDataShape {
  pruefberichte: {
    id: string;
    url: string;
    kriterien: { nummer: number; url: string; anforderungen: { id: string; url: string; einschaetzung: string }[] }[];
  }[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Problems of the reports' open data; `read(path)` gives a built file's text or undefined, `pages` the built HTML by path. */
export function checkReportData(read: (path: string) => string | undefined, pages: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  const json = read(REPORT_DATA_FILES.json);
  const schemaText = read(REPORT_DATA_FILES.schema);
  const csv = read(REPORT_DATA_FILES.csv);
  for (const [name, text] of [[REPORT_DATA_FILES.json, json], [REPORT_DATA_FILES.schema, schemaText], [REPORT_DATA_FILES.csv, csv]] as const) {
    if (text === undefined) problems.push(`${name}: fehlt`);
  }
  if (json === undefined || schemaText === undefined || csv === undefined) return problems;

  let data: ReportDataShape;
  let schema: Record<string, unknown>;
  try {
    data = JSON.parse(json) as ReportDataShape;
    schema = JSON.parse(schemaText) as Record<string, unknown>;
  } catch (error) {
    return [`${REPORT_DATA_FILES.json} oder ${REPORT_DATA_FILES.schema}: kein gültiges JSON (${(error as Error).message})`];
  }
  if (schema['$schema'] !== 'https://json-schema.org/draft/2020-12/schema') problems.push(`${REPORT_DATA_FILES.schema}: kein JSON Schema der Version 2020-12`);
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  let validate;
  try {
    validate = ajv.compile(schema);
  } catch (error) {
    return [...problems, `${REPORT_DATA_FILES.schema}: kein gültiges Schema (${(error as Error).message})`];
  }
  if (!validate(data)) {
    for (const error of validate.errors ?? []) problems.push(`${REPORT_DATA_FILES.json}: ${error.instancePath || '/'} ${error.message ?? ''} (Schema ${error.schemaPath})`);
    return problems;
  }

  // The CSV: one row per report and requirement, in the JSON's order.
  if (!csv.startsWith('\uFEFF')) problems.push(`${REPORT_DATA_FILES.csv}: ohne Byte-Order-Mark (UTF-8 mit BOM)`);
  const [header = [], ...rows] = parseCsv(csv.replace(/^\uFEFF/, ''));
  const column = (name: string) => header.indexOf(name);
  const compared = ['bericht_id', 'kriterium_nummer', 'anforderung_id', 'einschaetzung', 'anforderung_url'];
  for (const name of compared) if (column(name) === -1) problems.push(`${REPORT_DATA_FILES.csv}: Spalte ${name} fehlt (Trennzeichen Semikolon?)`);
  const expected = data.pruefberichte.flatMap((r) => r.kriterien.flatMap((k) => k.anforderungen.map((a) => [r.id, String(k.nummer), a.id, a.einschaetzung, a.url])));
  if (problems.length === 0) {
    if (rows.length !== expected.length) problems.push(`${REPORT_DATA_FILES.csv}: ${rows.length} Zeilen, aber ${expected.length} Anforderungen in ${REPORT_DATA_FILES.json}`);
    rows.forEach((row, i) => {
      if (row.length !== header.length) problems.push(`${REPORT_DATA_FILES.csv}: Zeile ${i + 2} hat ${row.length} statt ${header.length} Felder`);
      const actual = compared.map((name) => row[column(name)]);
      const want = expected[i];
      if (want && actual.join('|') !== want.join('|')) problems.push(`${REPORT_DATA_FILES.csv}: Zeile ${i + 2} (${actual.join(', ')}) passt nicht zu ${REPORT_DATA_FILES.json} (${want.join(', ')})`);
    });
  }

  // Every report has its page, and every requirement's url leads to its step.
  for (const report of data.pruefberichte) {
    const path = new URL(report.url).pathname;
    const page = pages.get(path);
    if (!page) problems.push(`${REPORT_DATA_FILES.json}: Bericht ${report.id} verweist auf ${path}, die Seite gibt es nicht`);
    else if (hasOpenReportPdfInfo(page)) problems.push(`${path}: Link auf das PDF ohne Größe und Seitenzahl (scripts/build-report-pdfs.ts trägt sie ein)`);
    for (const criterion of report.kriterien) {
      const criterionPath = new URL(criterion.url).pathname;
      const html = pages.get(criterionPath);
      if (!html) {
        problems.push(`${REPORT_DATA_FILES.json}: Bericht ${report.id}, Kriterium ${criterion.nummer}: die Seite ${criterionPath} gibt es nicht`);
        continue;
      }
      for (const requirement of criterion.anforderungen) {
        const target = new URL(requirement.url);
        const where = `${REPORT_DATA_FILES.json}: Bericht ${report.id}, Anforderung ${requirement.id}`;
        if (target.pathname !== criterionPath) problems.push(`${where}: url ${requirement.url} führt nicht auf die Seite des Kriteriums`);
        const anchor = target.hash.slice(1);
        if (anchor === '') continue;
        const item = new RegExp(`id="${escapeRegExp(anchor)}"[^>]*>[\\s\\S]*?data-requirement="([^"]+)"`).exec(html);
        if (!item) problems.push(`${where}: url ${requirement.url} endet nicht auf einen Anker, den ${criterionPath} hat`);
        else if (item[1] !== requirement.id) problems.push(`${where}: der Anker #${anchor} zeigt Anforderung ${item[1]}`);
      }
    }
  }
  return problems;
}
