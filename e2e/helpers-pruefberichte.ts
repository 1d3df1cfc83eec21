/**
 * Checks that a build published a peer-review report everywhere issue 34 (item 7) names: the
 * register /pruefberichte, the report's page and its PDF, the filter pages of its level, its phase and a
 * criterion it assessed, the search, the Atom feed and the open data (JSON and CSV). For the
 * end-to-end test of the whole way and for a build made with SITE_PRUEFBERICHTE_DIR; it builds
 * nothing itself. Returns one German line per problem (empty = published everywhere).
 *
 * With `axe`, also runs axe on the register, the report's page and its level's filter page in
 * the light and the dark scheme at 1280 and 375 px.
 */
import { axeAsServed } from './helpers.ts';

interface PublishedReport {
  id: string;
  url: string;
  service: string | null;
  ebene: string;
  phase: string;
  nichtErfuellteMussAnforderungen: string[];
  kriterien: { nummer: number; anforderungen: { id: string; url: string; einschaetzung: string }[] }[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The text of an HTML fragment as a reader sees it, entities of the renderer decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The <a> of a page leading to `path`, with its attributes, or undefined. */
const linkTo = (html: string, path: string) => new RegExp(`<a [^>]*href="${escapeRegExp(path)}"[^>]*>`).exec(html)?.[0];

export async function checkPublishedReport(baseUrl: string, reportId: string, options: { axe?: boolean } = {}): Promise<string[]> {
  const problems: string[] = [];
  const get = async (path: string) => {
    const response = await fetch(baseUrl + path);
    if (!response.ok) problems.push(`${path}: HTTP ${response.status}`);
    return response.text();
  };
  const path = `/pruefberichte/${reportId}`;

  // Open data: the report with its requirements; everything else is checked against it.
  const data = JSON.parse(await get('/daten/pruefberichte.json')) as { pruefberichte: PublishedReport[] };
  const report = data.pruefberichte.find((r) => r.id === reportId);
  if (!report) return [...problems, `/daten/pruefberichte.json: kein Bericht ${reportId}`];
  if (new URL(report.url).pathname !== path) problems.push(`/daten/pruefberichte.json: url ${report.url} statt …${path}`);
  const requirements = report.kriterien.flatMap((k) => k.anforderungen);
  const csv = await get('/daten/pruefberichte.csv');
  const rows = csv.split('\r\n').filter((line) => line.startsWith(`${reportId};`));
  if (rows.length !== requirements.length) problems.push(`/daten/pruefberichte.csv: ${rows.length} Zeilen für ${reportId}, ${requirements.length} Anforderungen im JSON`);
  const name = report.service ?? 'Name nicht genannt';

  // The register lists it, newest first among the others.
  const register = await get('/pruefberichte');
  const entry = new RegExp(`<a [^>]*href="${escapeRegExp(path)}"[^>]*>([^<]*)</a>`).exec(register);
  if (!entry) problems.push(`/pruefberichte: kein Link auf ${path}`);
  else if (textOf(entry[1]!) !== name) problems.push(`/pruefberichte: der Link auf ${path} heißt „${textOf(entry[1]!)}“ statt „${name}“`);
  if (!linkTo(register, '/aktualisierungen.xml')) problems.push('/pruefberichte: kein Link auf den Atom-Feed');

  // Its page: the name in the heading, every unmet MUSS requirement linked to its step.
  const page = await get(path);
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page)?.[1] ?? '';
  if (!textOf(h1).includes(report.service ?? 'Name des Service nicht genannt')) problems.push(`${path}: Überschrift „${textOf(h1).trim()}“ nennt den Bericht nicht`);
  for (const id of report.nichtErfuellteMussAnforderungen) {
    const requirement = requirements.find((r) => r.id === id);
    const target = requirement ? new URL(requirement.url) : undefined;
    if (!target || !linkTo(page, target.pathname + target.hash)) problems.push(`${path}: kein Link auf Anforderung ${id} (${target ? target.pathname + target.hash : 'ohne url'})`);
  }
  // Its PDF: linked with size and pages, served as a PDF.
  const pdfLink = new RegExp(`<a [^>]*href="${escapeRegExp(path)}\\.pdf"[^>]*>([\\s\\S]*?)</a>`).exec(page);
  if (!pdfLink) problems.push(`${path}: kein Link auf ${path}.pdf`);
  else if (!/\(PDF, [\d,]+ [KM]B, \d+ Seiten?\)/.test(textOf(pdfLink[1]!))) problems.push(`${path}: der Link auf das PDF nennt Größe und Seitenzahl nicht („${textOf(pdfLink[1]!).trim()}“)`);
  const pdf = await fetch(`${baseUrl}${path}.pdf`);
  const pdfStart = Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString('latin1');
  if (!pdf.ok || pdf.headers.get('content-type') !== 'application/pdf' || pdfStart !== '%PDF-') problems.push(`${path}.pdf: HTTP ${pdf.status}, ${pdf.headers.get('content-type') ?? 'ohne Typ'}, beginnt mit „${pdfStart}“`);
  for (const requirement of requirements) {
    if (!page.includes(`data-rating="${requirement.einschaetzung}"`)) problems.push(`${path}: keine Einschätzung ${requirement.einschaetzung} (Anforderung ${requirement.id})`);
  }

  // The filter pages of its level, its phase and of a criterion it assessed list it; the filter is marked current.
  const assessed = report.kriterien.find((k) => k.anforderungen.some((a) => a.einschaetzung !== 'nicht-geprueft'));
  const filters = [`/pruefberichte/ebene/${report.ebene}`, `/pruefberichte/phase/${report.phase}`, ...(assessed ? [`/pruefberichte/kriterium/${assessed.nummer}`] : [])];
  for (const filter of filters) {
    const html = await get(filter);
    if (!linkTo(html, path)) problems.push(`${filter}: kein Link auf ${path}`);
    if (!linkTo(html, filter)?.includes('aria-current="page"')) problems.push(`${filter}: der Filter ist nicht als aktuell markiert (aria-current)`);
  }
  const unassessed = report.kriterien.find((k) => k.anforderungen.every((a) => a.einschaetzung === 'nicht-geprueft'));
  if (unassessed && linkTo(await get(`/pruefberichte/kriterium/${unassessed.nummer}`), path)) problems.push(`/pruefberichte/kriterium/${unassessed.nummer}: listet ${path}, obwohl das Kriterium nicht geprüft ist`);

  // Search: in the search data with its title, and found by the server's search under its name.
  const searchData = JSON.parse(await get('/suchdaten-de-DE.json')) as Record<string, { title: string }>;
  if (!searchData[path]) problems.push(`/suchdaten-de-DE.json: ${path} fehlt`);
  if (report.service) {
    const results = await get(`/suche?q=${encodeURIComponent(report.service)}`);
    if (!linkTo(results, path)) problems.push(`/suche?q=${report.service}: ${path} nicht unter den Ergebnissen`);
  }

  // The Atom feed has an entry leading to its page.
  const feed = await get('/aktualisierungen.xml');
  if (!new RegExp(`<link rel="alternate" type="text/html" href="https?://[^"/]+${escapeRegExp(path)}"/>`).test(feed)) problems.push(`/aktualisierungen.xml: kein Eintrag für ${path}`);

  if (options.axe) {
    for (const checked of ['/pruefberichte', path, `/pruefberichte/ebene/${report.ebene}`]) {
      problems.push(...(await axeAsServed(baseUrl + checked)).map((violation) => `${checked}: ${violation}`));
    }
  }
  return problems;
}
