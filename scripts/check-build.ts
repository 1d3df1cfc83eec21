/**
 * Checks the production build in site/dist and fails on the first class of problem it finds:
 * - every internal link, image and #anchor resolves (so navigation keys to missing pages fail),
 * - no placeholder text reaches visitors,
 * - every page stays within its byte budget (budgets.json), compressed with gzip and brotli,
 * - the open data is valid against its published JSON Schema and matches the pages (check-open-data.ts),
 * - the PDF of the standard exists, stays under its size limit, and every link to it names size and pages.
 * Prints the size table. Usage: node scripts/check-build.ts [distDir]
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSite } from '@servicestandard/site-files';
import { kontakt } from '@servicestandard/kontakt';
import { checkSecurityTxt, checkStatements } from './check-statements.ts';
import { budgetFor, isRedirect, loadBudgets, measurePage, redirectTarget } from '@servicestandard/site-files';
import { checkSidebarNavigation } from './check-sidebar-navigation.ts';
import { checkOpenData } from './check-open-data.ts';
import { checkReportData } from './check-report-data.ts';
import { formatFileSize, hasOpenPdfInfo, PDF_MAX_BYTES, PDF_PATH } from '@servicestandard/site-files/pdf';

const dist = process.argv[2] ?? process.env['SITE_OUT_DIR'] ?? fileURLToPath(new URL('../site/dist', import.meta.url));
const budgets = await loadBudgets(new URL('../budgets.json', import.meta.url));
const files = await loadSite(dist);
const problems: string[] = [];

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&#38;/g, '&');

const pages = [...files].filter(([, f]) => f.type.startsWith('text/html'));
const idsByPage = new Map<string, Set<string>>();
for (const [path, file] of pages) {
  idsByPage.set(path, new Set([...file.body.toString('utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1]!))));
}

/** The page a link to `path` shows, and the fragment a redirect sends it to. */
export function resolveTarget(path: string): { page: string; fragment?: string } | undefined {
  // A redirect wins over its forwarding page in the build: the servers answer with the redirect.
  const redirect = redirectTarget(path);
  if (redirect) return files.has(redirect.path) ? { page: redirect.path, fragment: redirect.fragment || undefined } : undefined;
  return files.has(path) ? { page: path } : undefined;
}

for (const [path, file] of pages) {
  const html = file.body.toString('utf8');
  if (isRedirect(html)) continue;
  const ids = idsByPage.get(path)!;
  // Links, images, stylesheets and scripts that point into the site.
  for (const m of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
    const raw = decode(m[2]!);
    // The service answers /api and the counts of "War diese Seite hilfreich?" at run time (helpfulDataRoute).
    if (/^(https?:|mailto:|tel:|data:)/.test(raw) || raw.startsWith('/api/') || raw === '/daten/hilfreich.json') continue;
    if (raw === '') {
      problems.push(`${path}: leerer Link`);
      continue;
    }
    const url = new URL(raw, `http://site${path}`);
    if (url.host !== 'site') continue;
    const target = url.pathname === path && raw.startsWith('#') ? { page: path } : resolveTarget(url.pathname.replace(/\/$/, '') || '/');
    if (!target) {
      problems.push(`${path}: Ziel ${raw} gibt es nicht`);
      continue;
    }
    // A redirect's own fragment replaces the link's (as browsers follow a Location with a fragment).
    const anchor = target.fragment ?? (url.hash ? decodeURIComponent(url.hash.slice(1)) : '');
    const targetIds = idsByPage.get(target.page);
    if (anchor && targetIds && !targetIds.has(anchor)) problems.push(`${path}: Anker ${raw} gibt es nicht`);
  }
  // Duplicate ids break anchors and ARIA references.
  const allIds = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
  const dupes = allIds.filter((id, i) => allIds.indexOf(id) !== i);
  if (dupes.length) problems.push(`${path}: doppelte id ${[...new Set(dupes)].join(', ')}`);
  if (/\b(TODO|FIXME|Lorem ipsum)\b/i.test(html.replace(/<[^>]+>/g, ' '))) problems.push(`${path}: Platzhaltertext`);
  if (ids.size === 0) problems.push(`${path}: keine Anker`);
}
problems.push(...checkStatements(new Map(pages.map(([path, file]) => [path, file.body.toString('utf8')])), { today: new Date(), kontakt }));
problems.push(...checkOpenData((path) => files.get(path)?.body.toString('utf8'), new Map(pages.map(([path, file]) => [path, file.body.toString('utf8')]))));
problems.push(...checkReportData((path) => files.get(path)?.body.toString('utf8'), new Map(pages.map(([path, file]) => [path, file.body.toString('utf8')]))));
const pdf = files.get(PDF_PATH);
if (!pdf) problems.push(`${PDF_PATH}: fehlt (scripts/build-pdf.ts druckt es nach astro build)`);
else if (pdf.body.length > PDF_MAX_BYTES) problems.push(`${PDF_PATH}: ${formatFileSize(pdf.body.length)}, mehr als ${formatFileSize(PDF_MAX_BYTES)}`);
for (const [path, file] of pages) {
  if (hasOpenPdfInfo(file.body.toString('utf8'))) problems.push(`${path}: Link auf ${PDF_PATH} ohne Größe und Seitenzahl (scripts/build-pdf.ts trägt sie ein)`);
}
problems.push(...checkSecurityTxt(await readFile(join(dist, '.well-known', 'security.txt'), 'utf8').catch(() => undefined), new Date()));

// Every page of the sitemap is reachable by following links from the start page.
const linksOf = (path: string) =>
  [...(files.get(path)?.body.toString('utf8') ?? '').matchAll(/<a\s[^>]*href="(\/[^"#?]*)/g)].map((m) => decode(m[1]!).replace(/\/$/, '') || '/');
const reached = new Set(['/']);
for (const queue = ['/']; queue.length > 0; ) {
  for (const next of linksOf(queue.shift()!)) {
    if (!reached.has(next) && files.has(next)) {
      reached.add(next);
      queue.push(next);
    }
  }
}
const sitemapXml = files.get('/sitemap.xml')?.body.toString('utf8') ?? '';
for (const m of sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
  const path = new URL(m[1]!).pathname;
  if (!files.has(path)) problems.push(`sitemap.xml: ${path} gibt es nicht`);
  else if (!reached.has(path)) problems.push(`${path}: von der Startseite aus nicht über Links erreichbar`);
}

problems.push(...checkSidebarNavigation(pages.map(([path, file]) => [path, file.body.toString('utf8')])));

// Byte budgets per page type.
const rows: string[] = [];
for (const [path, file] of pages) {
  const type = budgetFor(budgets, path);
  if (!type) continue;
  const [name, budget] = type;
  const html = file.body.toString('utf8');
  if (isRedirect(html)) continue;
  const sizes = measurePage(files, path);
  for (const kind of ['html', 'css', 'js', 'islands', 'inline'] as const) {
    for (const enc of ['gzip', 'br'] as const) {
      if (sizes[kind][enc] > budget[kind][enc]) {
        problems.push(`${path} (${name}): ${kind} ${enc} ${sizes[kind][enc]} B > Budget ${budget[kind][enc]} B`);
      }
    }
  }
  rows.push(`| ${path} | ${name} | ${sizes.html.gzip} / ${sizes.html.br} | ${sizes.css.gzip} / ${sizes.css.br} | ${sizes.js.gzip} / ${sizes.js.br} | ${sizes.islands.gzip} / ${sizes.islands.br} | ${sizes.inline.gzip} / ${sizes.inline.br} |`);
}
if (process.env['SHOW_SIZES'] || problems.length) {
  console.log('| Seite | Typ | HTML gzip / br | CSS gzip / br | JS vor Interaktion gzip / br | Inseln bei Bedarf gzip / br | Inline-JS gzip / br |\n|---|---|---|---|---|---|---|');
  console.log(rows.sort().join('\n'));
}
if (problems.length) {
  console.error(`\nBuild-Prüfung fehlgeschlagen (${problems.length}):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Build-Prüfung bestanden: ${pages.length} Seiten, alle Links und Anker gültig, Budgets eingehalten.`);
