/**
 * Writes the PDF of every published peer-review report next to its page (issue 34, items 6 and
 * 7): /pruefberichte/<id>.pdf, made without a browser by renderReportPdf of
 * @servicestandard/pruefbericht (ADR 0013), and fills size and pages into the link on the report's
 * page. Reads the same folder as the site's content collection pruefberichte
 * (site/src/content/pruefberichte, or SITE_PRUEFBERICHTE_DIR); the build has already checked every
 * file there (site/src/lib/report-folder-loader.ts), so a file that is not a report stops here too.
 * Without a report it does nothing. Runs after `astro build`, before the search data,
 * precompression and the build check (which fails on a link left without size).
 * Usage: node scripts/build-report-pdfs.ts [distDir]
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reportSchema } from '@servicestandard/pruefbericht';
import { renderReportPdf } from '@servicestandard/pruefbericht/pdf';
import { fillReportPdfInfo, formatFileSize } from '@servicestandard/site-files/pdf';

const started = performance.now();
const dist = process.argv[2] ?? process.env['SITE_OUT_DIR'] ?? fileURLToPath(new URL('../site/dist', import.meta.url));
const override = process.env['SITE_PRUEFBERICHTE_DIR'];
const fail = (message: string): never => {
  console.error(`PDF der Prüfberichte: ${message}`);
  process.exit(1);
};
if (override && !isAbsolute(override)) fail(`SITE_PRUEFBERICHTE_DIR="${override}": muss ein absoluter Pfad sein.`);
const folder = override || fileURLToPath(new URL('../site/src/content/pruefberichte', import.meta.url));

/** Pages of a PDF: its page objects (pdfkit writes object dictionaries uncompressed). */
export const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;

const written: string[] = [];
for (const name of (await readdir(folder)).filter((file) => file.endsWith('.json')).sort()) {
  const checked = reportSchema.safeParse(JSON.parse(await readFile(join(folder, name), 'utf8')));
  if (!checked.success) fail(`${name} ist kein gültiger Prüfbericht.`);
  const report = checked.data!;
  const pdf = await renderReportPdf(report);
  const pages = pageCount(pdf);
  await writeFile(join(dist, 'pruefberichte', `${report.id}.pdf`), pdf);
  const htmlFile = join(dist, 'pruefberichte', `${report.id}.html`);
  const filled = fillReportPdfInfo(await readFile(htmlFile, 'utf8'), pdf.length, pages);
  if (filled.filled === 0) fail(`/pruefberichte/${report.id} verlinkt das PDF nicht.`);
  await writeFile(htmlFile, filled.html);
  written.push(`${report.id}.pdf (${formatFileSize(pdf.length)}, ${pages} ${pages === 1 ? 'Seite' : 'Seiten'})`);
}
const seconds = ((performance.now() - started) / 1000).toLocaleString('de-DE', { maximumFractionDigits: 1 });
console.log(written.length === 0 ? 'PDF der Prüfberichte: kein Bericht veröffentlicht.' : `PDF der Prüfberichte: /pruefberichte/${written.join(', ')}; ${seconds} s.`);
