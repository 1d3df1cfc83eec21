/**
 * Prints the Druckfassung (/servicestandard-gesamt) of the built site into /servicestandard.pdf
 * with Chromium: A4 portrait, tagged (structure tree, reading order, lang de), the page title as
 * document title shown in the window, bookmarks from the headings (one per criterion), page
 * numbers in the footer, title and language also as XMP metadata. Then checks the file with poppler (pdfinfo, pdftotext, pdftohtml; scripts/pdf-checks.ts)
 * and writes its size and page count into every link to it (packages/site-files/pdf.ts).
 *
 * Chromium and poppler-utils are installed as Debian packages when missing (as root), as the
 * tests do for Chromium; without them the build stops with a German message.
 * Runs after `astro build`, before the search data, precompression and the build check.
 * Usage: node scripts/build-pdf.ts [distDir]
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATHS, freePort, installDebianPackage, launchBrowser } from '@servicestandard/testkit';
import { loadSite } from '@servicestandard/site-files';
import { fillPdfInfo, formatFileSize, PDF_MAX_BYTES, PDF_PATH, PRINT_VERSION_PATH } from '@servicestandard/site-files/pdf';
import { catalogEntries, checkPdf, outlineItems, parsePdfInfo, structureTypes } from './pdf-checks.ts';
import { parseXmp, withXmpMetadata } from './pdf-metadata.ts';

const started = performance.now();
const dist = process.argv[2] ?? process.env['SITE_OUT_DIR'] ?? fileURLToPath(new URL('../site/dist', import.meta.url));
const siteUrl = (process.env['SITE_URL'] ?? 'https://servicestandard.gov.de').replace(/\/$/, '');
const fail = (message: string): never => {
  console.error(`PDF des Standards: ${message}`);
  process.exit(1);
};

// The programs: Chromium to print, poppler to check.
const onPath = (program: string) => (process.env['PATH'] ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, program)));
if (![process.env['CHROMIUM_PATH'], ...CHROMIUM_PATHS].some((p) => p && existsSync(p))) {
  installDebianPackage('chromium', 'Chromium fehlt; der Build braucht es, um das PDF des Standards zu drucken.');
}
const POPPLER = ['pdfinfo', 'pdftotext', 'pdftohtml'];
if (!POPPLER.every(onPath)) {
  installDebianPackage('poppler-utils', 'pdfinfo, pdftotext und pdftohtml (poppler-utils) fehlen; der Build braucht sie, um das PDF des Standards zu prüfen.');
  if (!POPPLER.every(onPath)) fail('die Installation von poppler-utils ist fehlgeschlagen.');
}

// The built site on a loopback port, files exactly as built.
const files = await loadSite(dist, { variants: false });
const page = files.get(PRINT_VERSION_PATH);
if (!page) fail(`${PRINT_VERSION_PATH} fehlt im Build (${dist}). Wurde "astro build" ausgeführt?`);
const title = /<title>([^<]*)<\/title>/.exec(page!.body.toString('utf8'))?.[1]?.replace(/&amp;/g, '&') ?? '';
const dataFile = files.get('/daten/servicestandard.json');
if (!dataFile) fail('/daten/servicestandard.json fehlt im Build; daraus kommen die Titel der Kriterien für die Prüfung.');
const criteria = (JSON.parse(dataFile!.body.toString('utf8')) as { kriterien: { titel: string }[] }).kriterien.map((k) => k.titel);

const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  const file = files.get(path);
  if (!file) return response.writeHead(404).end();
  response.writeHead(200, { 'content-type': file.type }).end(file.body);
});
const port = await freePort();
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${port}`;

const output = join(dist, PDF_PATH);
const browser = await launchBrowser();
try {
  const tab = await browser.newPage();
  const response = await tab.goto(origin + PRINT_VERSION_PATH, { waitUntil: 'load' });
  if (!response?.ok()) fail(`${PRINT_VERSION_PATH} antwortete mit ${response?.status()}.`);
  await tab.evaluate(() => document.fonts.ready);
  // Links inside the site lead to the public site from the PDF; anchors stay inside the document.
  await tab.evaluate((site) => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
      link.setAttribute('href', site + link.getAttribute('href'));
      // Still a link of the site: the print stylesheet does not spell its target out.
      link.setAttribute('data-site-link', '');
    }
  }, siteUrl);
  await tab.pdf({
    path: output,
    format: 'A4',
    tagged: true,
    outline: true,
    printBackground: true,
    margin: { top: '16mm', bottom: '18mm', left: '18mm', right: '18mm' },
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate: `<div style="width:100%;padding:0 18mm;font:8pt sans-serif;color:#000;display:flex;justify-content:space-between"><span>${title}</span><span>Seite <span class="pageNumber"></span> von <span class="totalPages"></span></span></div>`,
  });
} finally {
  await browser.close();
  server.close();
}
// Title and language also as XMP, where PDF/UA checkers and archives look for them.
await writeFile(output, await withXmpMetadata(await readFile(output), { title, language: 'de' }));

// Checked as a reader meets it.
const bytes = (await stat(output)).size;
const poppler = (program: string, args: string[]) =>
  // pdfinfo -struct warns on stderr about the PDF 2.0 type "Strong"; only stdout is read.
  execFileSync(program, [...args, output, ...(program === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
const info = parsePdfInfo(poppler('pdfinfo', []));
const facts = {
  info,
  text: poppler('pdftotext', ['-enc', 'UTF-8']),
  outline: outlineItems(poppler('pdftohtml', ['-i', '-xml', '-q', '-stdout'])),
  structure: structureTypes(poppler('pdfinfo', ['-struct'])),
  catalog: catalogEntries(await readFile(output)),
  xmp: parseXmp(poppler('pdfinfo', ['-meta'])),
};
const problems = checkPdf(facts, { bytes, maxBytes: PDF_MAX_BYTES, title, minPages: criteria.length, criteria, criterionHeading: (index, name) => `Kriterium ${index}: ${name}` });
if (problems.length > 0) fail(`Prüfung fehlgeschlagen:\n- ${problems.join('\n- ')}`);

// Size and pages into every link to the PDF.
let links = 0;
for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const file = join(entry.parentPath, entry.name);
  const filled = fillPdfInfo(await readFile(file, 'utf8'), bytes, info.pages);
  if (filled.filled > 0) {
    await writeFile(file, filled.html);
    links += filled.filled;
  }
}
if (links === 0) fail('keine Seite verlinkt das PDF.');
const seconds = ((performance.now() - started) / 1000).toLocaleString('de-DE', { maximumFractionDigits: 1 });
console.log(`PDF des Standards: ${PDF_PATH}, ${formatFileSize(bytes)}, ${info.pages} Seiten, getaggt (Sprache ${facts.catalog.lang}), XMP-Metadaten mit Titel und Sprache, ${facts.outline.length} Lesezeichen, ${criteria.length} Kriterien in Reihenfolge; ${links} Links ergänzt; ${seconds} s.`);
