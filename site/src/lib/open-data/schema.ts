/**
 * The open data of the standard (/daten/servicestandard.json): its shape as one zod schema with a
 * German description on every field. The published JSON Schema (draft 2020-12) is generated from
 * it, the /daten page lists its fields from it, and the build validates the written file against
 * the published schema with Ajv (scripts/check-open-data.ts), so data, schema and page never
 * disagree.
 *
 * Stability: within a major version of `formatversion` fields are only added, never renamed,
 * removed or given another meaning. Adding a field raises the minor version.
 */
import { z } from 'zod';
import { PHASE_IDS, SKILL_IDS, STEP_LEVELS } from '../constants.ts';

/** Version of the data format (semantic versioning); see the stability rule above. */
export const OPEN_DATA_FORMAT_VERSION = '1.2.0';
/** Where the files are published, below the site's address. */
export const OPEN_DATA_PATHS = {
  json: '/daten/servicestandard.json',
  csv: '/daten/servicestandard.csv',
  schema: '/daten/servicestandard.schema.json',
} as const;
export const OPEN_DATA_LICENCE = { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/deed.de' } as const;

const isoDay = z.iso.date().describe('Datum im Format JJJJ-MM-TT');
const absoluteUrl = z.url({ protocol: /^https?$/ });
const slug = z.string().regex(/^[a-z0-9-]+$/);

const named = (what: string, ids: readonly [string, ...string[]]) =>
  z
    .strictObject({
      id: z.enum(ids).describe(`Kennung ${what}; bleibt innerhalb einer Hauptversion gleich`),
      titel: z.string().min(1).describe('Name, wie ihn die Website zeigt'),
      beschreibung: z.string().min(1).describe('Kurze Erklärung'),
    })
    .describe(what);

export const stepSchema = z
  .strictObject({
    nummer: z.int().min(1).describe('Position des Schritts im Kriterium, ab 1'),
    id: z
      .string()
      .regex(/^[1-9]\d?\.[1-9]\d?$/)
      .describe('Anforderungs-ID, z. B. „6.3“ (zitiert als „Anforderung 6.3“): bleibt für immer bei diesem Schritt, wird nie neu vergeben oder umnummeriert (seit Formatversion 1.2.0)'),
    url: absoluteUrl
      .regex(/#anforderung-[1-9]\d?-[1-9]\d?$/)
      .describe('Adresse des Schritts auf der Seite seines Kriteriums, endet auf den Anker #anforderung-… (seit Formatversion 1.2.0)'),
    titel: z.string().min(1).describe('Überschrift des Schritts'),
    verbindlichkeit: z
      .enum(STEP_LEVELS)
      .describe('MUSS, SOLL oder KANN: die Lesart dieser Website. Verbindlich ist der Wortlaut der DIN SPEC 66336.'),
    text: z.string().min(1).describe('Erklärung des Schritts als reiner Text; Absätze durch eine Leerzeile getrennt'),
  })
  .describe('Ein Schritt unter „Was ist zu tun“');

export const criterionSchema = z
  .strictObject({
    nummer: z.int().min(1).max(13).describe('Nummer des Kriteriums, 1 bis 13'),
    id: slug.describe('Kennung des Kriteriums, zugleich letzter Teil seiner Adresse'),
    titel: z.string().min(1).describe('Titel des Kriteriums'),
    zusammenfassung: z.string().min(1).describe('Zusammenfassung in ein bis drei Sätzen'),
    url: absoluteUrl.describe('Adresse der Seite des Kriteriums'),
    zuletztAktualisiert: isoDay.describe('Tag der letzten inhaltlichen Änderung des Kriteriums'),
    dinSpec: z
      .strictObject({
        abschnitt: z.string().regex(/^5\.\d{1,2}$/).describe('Abschnitt der DIN SPEC 66336, z. B. 5.1'),
        thema: z.string().min(1).describe('Thema des Abschnitts'),
        themaInEigenenWorten: z.boolean().describe('true: das Thema ist in eigenen Worten der Website beschrieben, nicht der Titel der DIN SPEC'),
        url: absoluteUrl.describe('Erläuterung des Abschnitts auf dieser Website'),
      })
      .describe('Zugehöriger Abschnitt der DIN SPEC 66336'),
    warum: z.array(z.string().min(1)).min(1).describe('„Warum ist das wichtig“: Absätze als reiner Text'),
    schritte: z.array(stepSchema).min(1).describe('„Was ist zu tun“: die Schritte in ihrer Reihenfolge'),
    ergebnisse: z.array(z.string().min(1)).min(1).describe('„Das liegt am Ende vor“: was am Ende vorliegt'),
    entwicklungsphasen: z.array(z.enum(PHASE_IDS)).min(1).describe('Kennungen der Entwicklungsphasen, in denen das Kriterium wichtig ist'),
    fachgebiete: z.array(z.enum(SKILL_IDS)).min(1).describe('Kennungen der hilfreichen Fachgebiete (Orientierung, keine Checkliste)'),
    begriffe: z.array(slug).describe('Kennungen der Glossarbegriffe, die im Text des Kriteriums vorkommen'),
  })
  .describe('Ein Kriterium des Servicestandards');

export const glossaryTermSchema = z
  .strictObject({
    id: slug.describe('Kennung des Begriffs, zugleich Anker auf /glossar'),
    begriff: z.string().min(1).describe('Der Begriff'),
    abkuerzung: z.string().min(1).optional().describe('Abkürzung, falls es eine gibt'),
    definition: z.string().min(1).describe('Erklärung in einfachem Deutsch'),
  })
  .describe('Ein Begriff des Glossars');

/** The earlier edition of the standard and how today's criteria carry it (since format 1.1.0). */
export const predecessorSchema = z
  .strictObject({
    titel: z.string().min(1).describe('Name der früheren Ausgabe des Standards'),
    jahr: z.int().min(2000).describe('Jahr der Veröffentlichung, wie die Quellen übereinstimmend angeben'),
    herausgeber: z.string().min(1).describe('Herausgeber der früheren Ausgabe, mit dem Namen zur Zeit der Veröffentlichung'),
    status: z
      .literal('Lesart')
      .describe('Immer „Lesart“: Keine veröffentlichte Quelle ordnet die frühere Ausgabe den heutigen Kriterien zu; die Zuordnung ist die Lesart dieser Website.'),
    url: absoluteUrl.describe('Seite dieser Website, die die Zuordnung zeigt und erklärt'),
    kategorien: z
      .array(z.strictObject({ id: slug.describe('Kennung der Kategorie'), titel: z.string().min(1).describe('Name der Kategorie') }).describe('Eine Kategorie'))
      .min(1)
      .describe('Die Kategorien der früheren Ausgabe in ihrer Reihenfolge'),
    prinzipien: z
      .array(
        z
          .strictObject({
            nummer: z.int().min(1).describe('Nummer des Prinzips, ab 1'),
            titel: z.string().min(1).describe('Titel des Prinzips'),
            kategorie: slug.describe('Kennung seiner Kategorie'),
            eigenesKriterium: z.boolean().describe('true: ein heutiges Kriterium hat das Prinzip als Kernthema; false: nur einzelne Schritte tragen es'),
            kriterien: z
              .array(
                z
                  .strictObject({
                    nummer: z.int().min(1).max(13).describe('Nummer des Kriteriums'),
                    schritte: z.array(z.string().min(1)).describe('Titel der Schritte, die das Prinzip tragen; leer: das Kriterium als Ganzes'),
                    anforderungen: z
                      .array(z.string().regex(/^[1-9]\d?\.[1-9]\d?$/))
                      .describe('Anforderungs-IDs derselben Schritte in derselben Reihenfolge, z. B. „6.3“ (seit Formatversion 1.2.0)'),
                  })
                  .describe('Ein heutiges Kriterium, das das Prinzip trägt'),
              )
              .min(1)
              .describe('Die heutigen Kriterien, die das Prinzip tragen (Lesart dieser Website)'),
            anmerkung: z.string().min(1).optional().describe('Was sich geändert hat, wo die Zuordnung allein es nicht sagt'),
          })
          .describe('Ein Prinzip der früheren Ausgabe'),
      )
      .min(1)
      .describe('Die Prinzipien der früheren Ausgabe in ihrer Reihenfolge'),
    neueKriterien: z.array(z.int().min(1).max(13)).describe('Nummern der heutigen Kriterien, die kein Prinzip der früheren Ausgabe tragen'),
  })
  .describe('Die frühere Ausgabe des Standards und ihre Zuordnung zu den heutigen Kriterien (Lesart dieser Website)');

/** The fields every open data file of the site starts with (the standard's and the reports'): its schema, format version and licence. */
export const openDataHeader = {
  $schema: absoluteUrl.describe('Adresse des JSON Schemas, gegen das die Datei gültig ist'),
  formatversion: z
    .string()
    .regex(/^\d+\.\d+\.\d+$/)
    .describe('Version des Datenformats (Semantic Versioning). Innerhalb einer Hauptversion kommen Felder nur hinzu.'),
  lizenz: z
    .strictObject({ name: z.string().min(1).describe('Name der Lizenz'), url: absoluteUrl.describe('Lizenztext') })
    .describe('Lizenz der Daten'),
};

export const openDataSchema = z
  .strictObject({
    ...openDataHeader,
    standard: z
      .strictObject({
        titel: z.string().min(1).describe('Name des Standards'),
        version: z.string().min(1).describe('Stand des Standards, wie ihn die Website nennt'),
        datum: isoDay.describe('Tag der letzten inhaltlichen Änderung des Standards laut /aktualisierungen'),
        grundlage: z.string().min(1).describe('Norm, die den Standard prüfbar macht'),
        herausgeber: z.string().min(1).describe('Herausgeber der Website'),
        url: absoluteUrl.describe('Adresse der Website'),
      })
      .describe('Angaben zum Standard'),
    verbindlichkeitsstufen: z
      .array(
        z
          .strictObject({
            id: z.string().min(1).describe('Schlüsselwort, z. B. MUSS'),
            bedeutung: z.string().min(1).describe('Was das Schlüsselwort bedeutet'),
          })
          .describe('Eine Stufe der Verbindlichkeit'),
      )
      .describe('Die Schlüsselwörter der Verbindlichkeit, wie sie das Glossar erklärt'),
    entwicklungsphasen: z.array(named('einer Entwicklungsphase', PHASE_IDS)).describe('Die vier Entwicklungsphasen in ihrer Reihenfolge'),
    fachgebiete: z.array(named('eines Fachgebiets', SKILL_IDS)).describe('Die hilfreichen Fachgebiete'),
    kriterien: z.array(criterionSchema).length(13).describe('Die 13 Kriterien in ihrer Reihenfolge'),
    glossar: z.array(glossaryTermSchema).describe('Alle Begriffe des Glossars, alphabetisch'),
    vorgaenger: predecessorSchema,
  })
  .describe('Der Servicestandard für digitale Verwaltungsleistungen als offene Daten');

export type OpenData = z.infer<typeof openDataSchema>;

/** Columns of the CSV (one row per step) with what each holds; the /daten page lists them. */
export const CSV_COLUMNS = [
  ['kriterium_nummer', 'Nummer des Kriteriums, 1 bis 13'],
  ['kriterium_titel', 'Titel des Kriteriums'],
  ['kriterium_url', 'Adresse der Seite des Kriteriums'],
  ['din_spec_abschnitt', 'Abschnitt der DIN SPEC 66336, z. B. 5.1'],
  ['schritt_nummer', 'Position des Schritts im Kriterium, ab 1'],
  ['schritt_titel', 'Überschrift des Schritts'],
  ['verbindlichkeit', 'MUSS, SOLL oder KANN (Lesart dieser Website; verbindlich ist der Wortlaut der DIN SPEC 66336)'],
  ['schritt_text', 'Erklärung des Schritts als reiner Text'],
  ['entwicklungsphasen', 'Kennungen der Entwicklungsphasen des Kriteriums, durch Komma getrennt'],
  ['fachgebiete', 'Kennungen der hilfreichen Fachgebiete des Kriteriums, durch Komma getrennt'],
  ['schritt_id', 'Anforderungs-ID des Schritts, z. B. 6.3 (bleibt für immer bei diesem Schritt; seit Formatversion 1.2.0)'],
  ['schritt_url', 'Adresse des Schritts auf der Seite seines Kriteriums, mit Anker #anforderung-… (seit Formatversion 1.2.0)'],
] as const;

/** The JSON Schema (draft 2020-12) zod generates from openDataSchema. */
export function generatedJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(openDataSchema, { target: 'draft-2020-12' });
}

/** A generated JSON Schema as published at `path` below `siteUrl`: its own address as $id and a title. */
export function publishedJsonSchema(generated: Record<string, unknown>, path: string, siteUrl: string, title: string): Record<string, unknown> {
  return {
    $schema: generated['$schema'],
    $id: new URL(path, siteUrl).href,
    title,
    ...generated,
  };
}

/** The published JSON Schema with its own address as $id. */
export function openDataJsonSchema(siteUrl: string): Record<string, unknown> {
  return publishedJsonSchema(generatedJsonSchema(), OPEN_DATA_PATHS.schema, siteUrl, 'Servicestandard als offene Daten');
}

/** One line per field for the /daten page: path (kriterien[].schritte[].titel), type and description. */
export interface FieldDoc {
  path: string;
  type: string;
  description: string;
}

/** Walks the generated JSON Schema, so the page describes exactly what the schema says. */
export function fieldDocs(schema: Record<string, unknown>): FieldDoc[] {
  const docs: FieldDoc[] = [];
  const visit = (node: Record<string, unknown>, path: string) => {
    const properties = node['properties'] as Record<string, Record<string, unknown>> | undefined;
    if (!properties) return;
    for (const [name, child] of Object.entries(properties)) {
      const childPath = path ? `${path}.${name}` : name;
      const items = child['items'] as Record<string, unknown> | undefined;
      docs.push({ path: childPath, type: typeName(child), description: text(child['description']) || text(items?.['description']) });
      if (items) visit(items, `${childPath}[]`);
      else visit(child, childPath);
    }
  };
  visit(schema, '');
  return docs;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function typeName(node: Record<string, unknown>): string {
  const type = node['type'];
  // A nullable field (zod's .nullable()): "Text oder null".
  const anyOf = node['anyOf'] as Record<string, unknown>[] | undefined;
  if (Array.isArray(anyOf)) return anyOf.map((option) => (option['type'] === 'null' ? 'null' : typeName(option))).join(' oder ');
  if (Array.isArray(node['enum'])) return `Text: ${(node['enum'] as string[]).length <= 4 ? (node['enum'] as string[]).join(', ') : 'eine der Kennungen'}`;
  if (type === 'array') {
    const items = (node['items'] ?? {}) as Record<string, unknown>;
    return `Liste (${typeName(items)})`;
  }
  if (type === 'object') return 'Objekt';
  if (type === 'integer') return 'ganze Zahl';
  if (type === 'boolean') return 'wahr/falsch';
  if (type === 'string') return node['format'] === 'date' ? 'Datum' : node['format'] === 'uri' ? 'Adresse (URL)' : 'Text';
  return typeof type === 'string' ? type : 'beliebig';
}
