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
import { hasOpenReportPdfInfo } from '@servicestandard/site-files/pdf';
import { checkDataFiles } from './open-data-files.ts';

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
  const compared = ['bericht_id', 'kriterium_nummer', 'anforderung_id', 'einschaetzung', 'anforderung_url'];
  const { problems, data } = checkDataFiles<ReportDataShape>(read, REPORT_DATA_FILES, {
    columns: compared,
    compared,
    rows: (d) => d.pruefberichte.flatMap((r) => r.kriterien.flatMap((k) => k.anforderungen.map((a) => [r.id, String(k.nummer), a.id, a.einschaetzung, a.url]))),
    unit: 'Anforderungen',
  });
  if (!data) return problems;

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
