/**
 * The published peer-review reports as open data (issue 34, item 7): /daten/pruefberichte.json,
 * its JSON Schema /daten/pruefberichte.schema.json (draft 2020-12, generated from the zod schema
 * here, described on /daten) and /daten/pruefberichte.csv with one row per report and requirement.
 * An empty list before the first report is valid. Pure: the build passes the reports and the
 * criteria's addresses.
 *
 * Stability: as the standard's open data, within a major version of `formatversion` fields are
 * only added, never renamed, removed or given another meaning.
 */
import { z } from 'zod';
import { ASSESSMENT_RATINGS, REPORT_LEVELS, REPORT_PHASES, REQUIREMENT_LEVELS, reportSections, type Report } from '@servicestandard/pruefbericht';
import { toCsv } from '@servicestandard/text';
import { reportPath, requirementHref, type CriterionTarget } from '../pruefberichte.ts';
import { OPEN_DATA_LICENCE, openDataHeader, publishedJsonSchema } from './schema.ts';

export const REPORT_DATA_FORMAT_VERSION = '1.0.0';
export const REPORT_DATA_PATHS = {
  json: '/daten/pruefberichte.json',
  csv: '/daten/pruefberichte.csv',
  schema: '/daten/pruefberichte.schema.json',
} as const;

const absoluteUrl = z.url({ protocol: /^https?$/ });
const isoDay = z.iso.date();
const requirementId = z.string().regex(/^[1-9]\d?\.[1-9]\d?$/);

export const reportRequirementDataSchema = z
  .strictObject({
    id: requirementId.describe('Anforderungs-ID, z. B. „6.3“, wie in /daten/servicestandard.json'),
    url: absoluteUrl.describe('Adresse der Anforderung auf der Seite ihres Kriteriums (Anker #anforderung-…); ohne Anker, wenn die Seite die ID nicht mehr zeigt'),
    titel: z.string().min(1).describe('Titel der Anforderung zur Zeit des Peer Reviews'),
    verbindlichkeit: z.enum(REQUIREMENT_LEVELS).describe('MUSS, SOLL oder KANN zur Zeit des Peer Reviews'),
    einschaetzung: z.enum(ASSESSMENT_RATINGS).describe('Einschätzung der Prüfenden'),
    begruendung: z.string().describe('Begründung der Einschätzung; leer, wenn keine angegeben ist'),
    empfehlung: z.string().describe('Empfehlung an das Team; leer, wenn keine angegeben ist'),
  })
  .describe('Eine eingeschätzte Anforderung');

export const reportCriterionDataSchema = z
  .strictObject({
    nummer: z.int().min(1).max(13).describe('Nummer des Kriteriums, 1 bis 13'),
    titel: z.string().min(1).describe('Titel des Kriteriums zur Zeit des Peer Reviews'),
    url: absoluteUrl.describe('Adresse der Seite des Kriteriums'),
    zusammenfassung: z.string().describe('Zusammenfassung der Prüfenden; kann leer sein'),
    staerken: z.string().describe('Stärken, die die Prüfenden sahen; kann leer sein'),
    anforderungen: z.array(reportRequirementDataSchema).describe('Die Anforderungen des Kriteriums mit ihrer Einschätzung'),
  })
  .describe('Ein Kriterium im Bericht');

export const reportDataSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).describe('Kennung des Berichts, zugleich letzter Teil seiner Adresse'),
    url: absoluteUrl.describe('Adresse des Berichts auf dieser Website'),
    service: z.string().min(1).nullable().describe('Name des Service; null, wenn das Team ihn nicht nennen möchte'),
    behoerde: z.string().min(1).nullable().describe('Behörde, die den Service betreibt; null, wenn das Team den Namen des Service nicht nennen möchte'),
    ebene: z.enum(REPORT_LEVELS).describe('Verwaltungsebene: bund, land oder kommune'),
    phase: z.enum(REPORT_PHASES).describe('Entwicklungsphase des Service zur Zeit des Peer Reviews'),
    datumPeerReview: isoDay.describe('Tag des Peer Reviews (JJJJ-MM-TT)'),
    datumVeroeffentlichung: isoDay.describe('Tag, an dem das Team der Veröffentlichung zugestimmt hat (JJJJ-MM-TT)'),
    pruefende: z.array(z.string().min(1)).describe('Prüfende, die genannt werden möchten; die übrigen fehlen'),
    nichtErfuellteMussAnforderungen: z.array(requirementId).describe('IDs der MUSS-Anforderungen, die als nicht oder teilweise erfüllt eingeschätzt sind'),
    kriterien: z.array(reportCriterionDataSchema).min(1).describe('Die eingeschätzten Kriterien in ihrer Reihenfolge'),
  })
  .describe('Ein veröffentlichter Prüfbericht');

export const reportOpenDataSchema = z
  .strictObject({
    ...openDataHeader,
    pruefberichte: z.array(reportDataSchema).describe('Alle veröffentlichten Prüfberichte, die neuesten zuerst; leer, solange keiner veröffentlicht ist'),
  })
  .describe('Die veröffentlichten Prüfberichte aus Peer Reviews zum Servicestandard als offene Daten');

export type ReportOpenData = z.infer<typeof reportOpenDataSchema>;

/** Columns of the CSV (one row per report and requirement) with what each holds; the /daten page lists them. */
export const REPORT_CSV_COLUMNS = [
  ['bericht_id', 'Kennung des Berichts'],
  ['bericht_url', 'Adresse des Berichts'],
  ['service', 'Name des Service; leer, wenn das Team ihn nicht nennen möchte'],
  ['behoerde', 'Behörde; leer, wenn das Team den Namen des Service nicht nennen möchte'],
  ['ebene', 'bund, land oder kommune'],
  ['phase', 'Entwicklungsphase zur Zeit des Peer Reviews'],
  ['datum_peer_review', 'Tag des Peer Reviews (JJJJ-MM-TT)'],
  ['datum_veroeffentlichung', 'Tag der Zustimmung zur Veröffentlichung (JJJJ-MM-TT)'],
  ['kriterium_nummer', 'Nummer des Kriteriums, 1 bis 13'],
  ['anforderung_id', 'Anforderungs-ID, z. B. 6.3'],
  ['anforderung_titel', 'Titel der Anforderung zur Zeit des Peer Reviews'],
  ['verbindlichkeit', 'MUSS, SOLL oder KANN'],
  ['einschaetzung', 'erfuellt, teilweise-erfuellt, nicht-erfuellt, nicht-anwendbar oder nicht-geprueft'],
  ['begruendung', 'Begründung der Einschätzung'],
  ['empfehlung', 'Empfehlung an das Team'],
  ['anforderung_url', 'Adresse der Anforderung auf der Seite ihres Kriteriums'],
] as const;

/** The open data of the reports (newest first), checked against its schema; throws on a mismatch. */
export function reportOpenData(reports: readonly Report[], site: URL, criteria: readonly CriterionTarget[]): ReportOpenData {
  const url = (path: string) => new URL(path, site).href;
  const criterionOf = (index: number) => {
    const found = criteria.find((c) => c.index === index);
    if (!found) throw new Error(`Prüfbericht: Kriterium ${index} gibt es auf der Website nicht.`);
    return found;
  };
  const data: ReportOpenData = {
    $schema: url(REPORT_DATA_PATHS.schema),
    formatversion: REPORT_DATA_FORMAT_VERSION,
    lizenz: { ...OPEN_DATA_LICENCE },
    pruefberichte: reports.map((report) => ({
      id: report.id,
      url: url(reportPath(report.id)),
      service: report.service,
      behoerde: report.organisation,
      ebene: report.level,
      phase: report.phase,
      datumPeerReview: report.reviewedOn,
      datumVeroeffentlichung: report.publishedOn,
      pruefende: [...report.reviewers],
      nichtErfuellteMussAnforderungen: reportSections(report.criteria).unmetMust.map((entry) => entry.id),
      kriterien: report.criteria.map((criterion) => {
        const onSite = criterionOf(criterion.criterion);
        return {
          nummer: criterion.criterion,
          titel: criterion.title,
          url: url(onSite.href),
          zusammenfassung: criterion.summary,
          staerken: criterion.strengths,
          anforderungen: criterion.requirements.map((requirement) => ({
            id: requirement.id,
            url: url(requirementHref(onSite.href, requirement.id, onSite.ids)),
            titel: requirement.title,
            verbindlichkeit: requirement.level,
            einschaetzung: requirement.rating,
            begruendung: requirement.reasoning,
            empfehlung: requirement.recommendation,
          })),
        };
      }),
    })),
  };
  const checked = reportOpenDataSchema.safeParse(data);
  if (!checked.success) throw new Error(`Offene Daten der Prüfberichte passen nicht zum Schema:\n${checked.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  return data;
}

/** One row per report and requirement; only the header while there is no report. */
export function reportOpenDataCsv(data: ReportOpenData): string {
  const rows = data.pruefberichte.flatMap((r) =>
    r.kriterien.flatMap((k) =>
      k.anforderungen.map((a) => [r.id, r.url, r.service ?? '', r.behoerde ?? '', r.ebene, r.phase, r.datumPeerReview, r.datumVeroeffentlichung, k.nummer, a.id, a.titel, a.verbindlichkeit, a.einschaetzung, a.begruendung, a.empfehlung, a.url]),
    ),
  );
  // Service names and texts come from teams and reviewers: no cell may start a spreadsheet formula.
  return toCsv(
    REPORT_CSV_COLUMNS.map(([name]) => name),
    rows,
    { guardFormulas: true },
  );
}

/** The JSON Schema (draft 2020-12) zod generates from reportOpenDataSchema. */
export function generatedReportJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(reportOpenDataSchema, { target: 'draft-2020-12' });
}

/** The published JSON Schema with its own address as $id. */
export function reportOpenDataJsonSchema(siteUrl: string): Record<string, unknown> {
  return publishedJsonSchema(generatedReportJsonSchema(), REPORT_DATA_PATHS.schema, siteUrl, 'Veröffentlichte Prüfberichte als offene Daten');
}
