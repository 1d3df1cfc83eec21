/**
 * Assembles the open data of the standard from the content collections, once per build: the JSON
 * (checked against its zod schema before it is written) and the CSV with one row per step.
 */
import { getCollection } from 'astro:content';
import { criterionHref, getCriteria, getGlossary, getPhases, getSkills } from '../content.ts';
import { parseCriterionText, plainText } from '../criterion-text.ts';
import { formatDate, isoDate } from '../dates.ts';
import { lastUpdated } from '../last-updated.ts';
import { sortLevels } from '../site-data.ts';
import { toCsv } from '@servicestandard/text';
import { CSV_COLUMNS, OPEN_DATA_FORMAT_VERSION, OPEN_DATA_LICENCE, OPEN_DATA_PATHS, openDataSchema, type OpenData } from './schema.ts';
import { termsUsedIn } from './terms.ts';
import { requirementAnchor } from '../requirement-ids.ts';
import { PREDECESSOR, mappingProblems, newCriteria } from '../vorgaenger.ts';

export const STANDARD_TITLE = 'Servicestandard für digitale Verwaltungsleistungen';
const PUBLISHER = 'Bundesministerium für Digitales und Staatsmodernisierung (BMDS)';
const DIN_LABEL = 'DIN SPEC 66336';
/** "5.8 (Thema in eigenen Worten: Datenschutz)" marks a topic the site describes in its own words. */
const OWN_WORDS = /^\(Thema in eigenen Worten: (.+)\)$/;

let cached: Promise<OpenData> | undefined;
/** The open data for a site address (SITE_URL); memoised, the address is the same for a whole build. */
export const getOpenData = (site: URL) => (cached ??= load(site));

async function load(site: URL): Promise<OpenData> {
  const [criteria, skills, phases, glossary, levels, updates] = await Promise.all([
    getCriteria(),
    getSkills(),
    getPhases(),
    getGlossary(),
    getCollection('verbindlichkeit'),
    getCollection('aktualisierungen'),
  ]);
  const url = (path: string) => new URL(path, site).href;
  const stepTitleById = new Map(criteria.flatMap((c) => c.data.steps.map((s) => [s.id, s.title] as const)));
  const standardUpdates = updates
    .map((u) => u.data)
    .filter((u) => u.category === 'standard' && u.date.precision === 'day')
    .sort((a, b) => b.date.start.getTime() - a.date.start.getTime());
  const latest = standardUpdates[0];
  if (!latest) throw new Error('aktualisierungen.yaml: kein Eintrag der Kategorie standard mit Tag – die offenen Daten brauchen den Stand des Standards.');
  const data: OpenData = {
    $schema: url(OPEN_DATA_PATHS.schema),
    formatversion: OPEN_DATA_FORMAT_VERSION,
    lizenz: { ...OPEN_DATA_LICENCE },
    standard: {
      titel: STANDARD_TITLE,
      version: `Stand ${formatDate(latest.date.start)}`,
      datum: isoDate(latest.date.start),
      grundlage: DIN_LABEL,
      herausgeber: PUBLISHER,
      url: url('/'),
    },
    verbindlichkeitsstufen: sortLevels(levels.map((l) => l.data)).map((l) => ({ id: l.term, bedeutung: l.definition })),
    entwicklungsphasen: phases.map((p) => ({ id: p.id, titel: p.title, beschreibung: p.description })),
    fachgebiete: skills.map((s) => ({ id: s.id, titel: s.title, beschreibung: s.description })),
    kriterien: criteria.map((c) => {
      const file = `kriterien/${c.id}.mdx`;
      const d = c.data;
      const body = c.body ?? '';
      const text = parseCriterionText(body);
      const din = d.links.find((l) => l.label === DIN_LABEL);
      const dinMatch = din ? /^(5\.\d{1,2}) (.+)$/.exec(din.text) : null;
      if (!din || !dinMatch) throw new Error(`${file}: kein Link „${DIN_LABEL}“ mit Abschnitt und Thema (z. B. „5.1 Nutzendenanalyse“).`);
      const ownWords = OWN_WORDS.exec(dinMatch[2]!);
      const levelByTitle = new Map(d.steps.map((s) => [s.title, s.verbindlichkeit]));
      const idByTitle = new Map(d.steps.map((s) => [s.title, s.id]));
      const readable = [d.title, d.description, ...text.sections.values()].map(plainText).join('\n');
      return {
        nummer: d.criteriaIndex,
        id: c.id,
        titel: d.title,
        zusammenfassung: plainText(d.description),
        url: url(criterionHref(c)),
        // The day the criterion's text last changed (Git), as its page shows it.
        zuletztAktualisiert: isoDate(lastUpdated(c.filePath ?? `src/content/kriterien/${c.id}.mdx`)),
        dinSpec: { abschnitt: dinMatch[1]!, thema: ownWords ? ownWords[1]! : dinMatch[2]!, themaInEigenenWorten: ownWords !== null, url: url(din.href) },
        warum: text.why,
        schritte: text.steps.map((step, i) => {
          const id = idByTitle.get(step.title)!;
          return { nummer: i + 1, id, url: `${url(criterionHref(c))}#${requirementAnchor(id)}`, titel: step.title, verbindlichkeit: levelByTitle.get(step.title)!, text: step.text };
        }),
        ergebnisse: text.outputs,
        entwicklungsphasen: [...d.developmentPhases],
        fachgebiete: [...d.skills],
        begriffe: termsUsedIn(readable, glossary),
      };
    }),
    glossar: glossary.map((g) => ({ id: g.id, begriff: g.term, ...(g.abbr ? { abkuerzung: g.abbr } : {}), definition: g.definition })),
    vorgaenger: {
      titel: PREDECESSOR.title,
      jahr: PREDECESSOR.year,
      herausgeber: PREDECESSOR.publisher,
      status: PREDECESSOR.status,
      url: url(PREDECESSOR.href),
      kategorien: PREDECESSOR.categories.map((c) => ({ id: c.id, titel: c.title })),
      prinzipien: PREDECESSOR.principles.map((p) => ({
        nummer: p.number,
        titel: p.title,
        kategorie: p.category,
        eigenesKriterium: p.ownCriterion,
        kriterien: p.carriedBy.map((c) => ({ nummer: c.criterion, schritte: c.steps.map((id) => stepTitleById.get(id) ?? id), anforderungen: [...c.steps] })),
        ...(p.note ? { anmerkung: p.note } : {}),
      })),
      neueKriterien: newCriteria(),
    },
  };
  // A withdrawn requirement would leave the mapping pointing at nothing: fail the build, naming the principle.
  const mapping = mappingProblems(PREDECESSOR, new Map(data.kriterien.map((k) => [k.nummer, k.schritte.map((s) => s.id)])));
  if (mapping.length > 0) throw new Error(`src/lib/vorgaenger.ts passt nicht zu den Kriterien:\n${mapping.map((p) => `- ${p}`).join('\n')}`);
  const checked = openDataSchema.safeParse(data);
  if (!checked.success) throw new Error(`Offene Daten passen nicht zum Schema:\n${checked.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  return data;
}


export function openDataCsv(data: OpenData): string {
  const rows = data.kriterien.flatMap((k) =>
    k.schritte.map((s) => [k.nummer, k.titel, k.url, k.dinSpec.abschnitt, s.nummer, s.titel, s.verbindlichkeit, s.text.replace(/\n\n/g, ' '), k.entwicklungsphasen.join(','), k.fachgebiete.join(','), s.id, s.url]),
  );
  return toCsv(
    CSV_COLUMNS.map(([name]) => name),
    rows,
  );
}
