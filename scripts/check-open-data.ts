/**
 * Checks the open data of a build (issue 21): /daten/servicestandard.json is valid against the
 * published /daten/servicestandard.schema.json (JSON Schema draft 2020-12, validated with Ajv,
 * formats included); the CSV has a byte order mark, semicolons and one row per step of the JSON
 * with the same bindingness and requirement ID; each criterion page shows the same bindingness as
 * the data; every step's requirement ID is unique and its `url` ends in an anchor its criterion's
 * built page has; and the
 * mapping to the earlier edition (`vorgaenger`) is consistent, with its page linked from every
 * criterion page.
 * Returns German problem lines; scripts/check-build.ts fails the build on any of them.
 */
import { checkDataFiles } from './open-data-files.ts';

export { parseCsv } from './open-data-files.ts';

export const OPEN_DATA_FILES = {
  json: '/daten/servicestandard.json',
  schema: '/daten/servicestandard.schema.json',
  csv: '/daten/servicestandard.csv',
} as const;

/** What the checks read of the data; the schema itself says the rest. */
interface OpenDataShape {
  kriterien: { nummer: number; url: string; schritte: { id: string; url: string; titel: string; verbindlichkeit: string }[] }[];
  vorgaenger: {
    status: string;
    url: string;
    kategorien: { id: string }[];
    prinzipien: { nummer: number; kategorie: string; kriterien: { nummer: number; schritte: string[]; anforderungen?: string[] }[] }[];
    neueKriterien: number[];
  };
}

/** Problems of the open data; `read(path)` gives a built file's text or undefined, `pages` the built HTML by path. */
export function checkOpenData(read: (path: string) => string | undefined, pages: ReadonlyMap<string, string>): string[] {
  const { problems, data } = checkDataFiles<OpenDataShape>(read, OPEN_DATA_FILES, {
    columns: ['kriterium_nummer', 'schritt_nummer', 'schritt_titel', 'verbindlichkeit', 'schritt_id', 'schritt_url'],
    compared: ['kriterium_nummer', 'schritt_titel', 'verbindlichkeit', 'schritt_id', 'schritt_url'],
    rows: (d) => d.kriterien.flatMap((k) => k.schritte.map((s) => [String(k.nummer), s.titel, s.verbindlichkeit, s.id, s.url])),
    unit: 'Schritte',
  });
  if (!data) return problems;

  // The pages of the criteria show the same bindingness as the data.
  for (const criterion of data.kriterien) {
    const path = new URL(criterion.url).pathname;
    const html = pages.get(path);
    if (!html) {
      problems.push(`${OPEN_DATA_FILES.json}: Kriterium ${criterion.nummer} verweist auf ${path}, die Seite gibt es nicht`);
      continue;
    }
    const shown = [...html.matchAll(/class="steps__level" data-verbindlichkeit="([A-Z]+)"/g)].map((m) => m[1]);
    const listed = criterion.schritte.map((s) => s.verbindlichkeit);
    if (shown.join(',') !== listed.join(',')) problems.push(`${path}: zeigt die Verbindlichkeiten ${shown.join(', ') || 'keine'}, die offenen Daten nennen ${listed.join(', ')}`);
  }
  problems.push(...checkRequirementAnchors(data, pages));
  problems.push(...checkPredecessor(data, pages));
  return problems;
}

/**
 * Requirement IDs ("Anforderung 6.3"): each once in the data, each step's `url` on its criterion's
 * page and ending in an anchor that page has, on the step that shows the same ID, so a cited link
 * leads to the requirement.
 */
function checkRequirementAnchors(data: OpenDataShape, pages: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const criterion of data.kriterien) {
    for (const step of criterion.schritte) {
      const where = `${OPEN_DATA_FILES.json}: Schritt „${step.titel}“ (Kriterium ${criterion.nummer})`;
      if (seen.has(step.id)) problems.push(`${where}: die Anforderungs-ID ${step.id} steht mehrmals in den Daten`);
      seen.add(step.id);
      const target = new URL(step.url);
      const anchor = target.hash.slice(1);
      if (target.pathname !== new URL(criterion.url).pathname) problems.push(`${where}: url ${step.url} führt nicht auf die Seite des Kriteriums`);
      const html = pages.get(target.pathname);
      // The anchor is the step's list item; the ID link inside it names the same ID.
      const item = anchor === '' || !html ? undefined : new RegExp(`id="${anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>[\\s\\S]*?data-requirement="([^"]+)"`).exec(html);
      if (!item) problems.push(`${where}: url ${step.url} endet nicht auf einen Anker, den ${target.pathname} hat`);
      else if (item[1] !== step.id) problems.push(`${where}: der Anker #${anchor} zeigt Anforderung ${item[1]}, die Daten nennen ${step.id}`);
    }
  }
  return problems;
}

/**
 * The mapping to the earlier edition (`vorgaenger`): what the schema cannot say. Principles in
 * order, each in a listed category, each mapped to steps the criteria have; `neueKriterien` are
 * exactly the criteria no principle maps to; its page exists and every criterion page links it.
 */
function checkPredecessor(data: OpenDataShape, pages: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  const v = data.vorgaenger;
  const where = `${OPEN_DATA_FILES.json}: vorgaenger`;
  const categories = new Set(v.kategorien.map((k) => k.id));
  const steps = new Map(data.kriterien.map((k) => [k.nummer, new Set(k.schritte.map((s) => s.titel))]));
  const titleById = new Map(data.kriterien.flatMap((k) => k.schritte.map((s) => [s.id, s.titel] as const)));
  v.prinzipien.forEach((p, i) => {
    if (p.nummer !== i + 1) problems.push(`${where}: Prinzip ${p.nummer} steht an Stelle ${i + 1}`);
    if (!categories.has(p.kategorie)) problems.push(`${where}: Prinzip ${p.nummer} nennt die unbekannte Kategorie ${p.kategorie}`);
    for (const k of p.kriterien) {
      const known = steps.get(k.nummer);
      for (const step of k.schritte) if (!known?.has(step)) problems.push(`${where}: Prinzip ${p.nummer} nennt „${step}“, Kriterium ${k.nummer} hat keinen solchen Schritt`);
      // The requirement IDs name the same steps as the titles, in the same order.
      (k.anforderungen ?? []).forEach((id, j) => {
        const title = titleById.get(id);
        if (title === undefined || !known?.has(title)) problems.push(`${where}: Prinzip ${p.nummer} nennt Anforderung ${id}, Kriterium ${k.nummer} hat sie nicht`);
        else if (title !== k.schritte[j]) problems.push(`${where}: Prinzip ${p.nummer} nennt Anforderung ${id}, an ihrer Stelle steht aber „${k.schritte[j] ?? ''}“`);
      });
    }
  });
  const mapped = new Set(v.prinzipien.flatMap((p) => p.kriterien.map((k) => k.nummer)));
  const unmapped = data.kriterien.map((k) => k.nummer).filter((n) => !mapped.has(n));
  if (unmapped.join(',') !== v.neueKriterien.join(',')) problems.push(`${where}.neueKriterien: ${v.neueKriterien.join(', ') || 'keine'}, aber keinem Prinzip zugeordnet sind ${unmapped.join(', ') || 'keine'}`);
  const page = new URL(v.url).pathname;
  if (!pages.has(page)) problems.push(`${where}.url: die Seite ${page} gibt es nicht`);
  for (const criterion of data.kriterien) {
    const path = new URL(criterion.url).pathname;
    const html = pages.get(path);
    if (html && !html.includes(`href="${page}`)) problems.push(`${path}: verweist nicht auf ${page} (Zuordnung zum Servicestandard 2020)`);
  }
  return problems;
}
