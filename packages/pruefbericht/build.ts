/**
 * The report of a peer review built from the reviewers' draft (issue 34, item 6): the same for the
 * draft the team reads on its status page, its PDF and the file that is published. Pure: the same
 * input gives the same report.
 *
 * Every criterion and every requirement of the catalogue is in the report, in catalogue order; what
 * the draft lacks is empty text and 'nicht-geprueft'. Entries of the draft the catalogue does not
 * know are left out. When the team withholds the name, neither the service nor the authority is in
 * the report, and its ID says nothing about them.
 */
import type { CriterionAssessment } from './assessment.ts';
import type { RequirementCatalogue } from './catalogue.ts';
import { REPORT_FORMAT, REPORT_VERSION, reportSchema, type Report, type ReportCriterion } from './report.ts';

export interface ReportInput {
  request: {
    /** The request's ID in the service (a random UUID); only a hash of it enters the report's ID. */
    id: string;
    service: string;
    /** The authority running the service. */
    authority: string;
    level: Report['level'];
    phase: Report['phase'];
    /** Day of the review (YYYY-MM-DD). */
    scheduledOn: string;
  };
  catalogue: RequirementCatalogue;
  /** The reviewers' shared draft; may lack criteria and requirements. */
  draft: readonly CriterionAssessment[];
  /** What the team agreed to. */
  agreement: { withholdName: boolean; agreedOn: string };
  /** Names of the reviewers who agreed to be named, in order. */
  reviewers: readonly string[];
}

/** Longest ID the schema takes. */
const ID_MAX = 80;

/** Lower-case kebab-case of a name, German umlauts spelt out ("Bürgeramt Köln" → "buergeramt-koeln"). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** 64-bit FNV-1a of the text as 16 hex digits: stable, and of a random UUID it reveals nothing. */
function hash(text: string): string {
  let value = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    value ^= BigInt(byte);
    value = (value * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return value.toString(16).padStart(16, '0');
}

/**
 * The report's ID: "<YYYY-MM>-<slug of the service>-<6 hex digits>" (2026-11-bafoeg-digital-3f9a1c),
 * or with the name withheld (or no letters in it) "<YYYY-MM>-<16 hex digits>". The digits are a
 * hash of the request's random ID, so two services of one name reviewed in one month get two IDs.
 */
export function reportId(request: ReportInput['request'], withholdName: boolean): string {
  const month = request.scheduledOn.slice(0, 7);
  const digits = hash(`pruefbericht:${request.id}`);
  const short = digits.slice(0, 6);
  const slug = withholdName ? '' : slugify(request.service).slice(0, ID_MAX - month.length - short.length - 2).replace(/-+$/, '');
  return slug ? `${month}-${slug}-${short}` : `${month}-${digits}`;
}

/** The report; throws when the result does not validate with reportSchema (a text over its limit, a malformed day). */
export function buildReport(input: ReportInput): Report {
  const { request, catalogue, draft, agreement } = input;
  const byCriterion = new Map(draft.map((assessment) => [assessment.criterion, assessment]));
  const criteria: ReportCriterion[] = catalogue.map((criterion) => {
    const assessment = byCriterion.get(criterion.number);
    const byId = new Map((assessment?.requirements ?? []).map((requirement) => [requirement.id, requirement]));
    return {
      criterion: criterion.number,
      title: criterion.title,
      summary: assessment?.summary.trim() ?? '',
      strengths: assessment?.strengths.trim() ?? '',
      requirements: criterion.requirements.map((requirement) => {
        const assessed = byId.get(requirement.id);
        return {
          id: requirement.id,
          title: requirement.title,
          level: requirement.level,
          rating: assessed?.rating ?? 'nicht-geprueft',
          reasoning: assessed?.reasoning.trim() ?? '',
          recommendation: assessed?.recommendation.trim() ?? '',
        };
      }),
    };
  });
  const reviewers = [...new Set(input.reviewers.map((name) => name.trim()).filter(Boolean))];
  return reportSchema.parse({
    format: REPORT_FORMAT,
    version: REPORT_VERSION,
    id: reportId(request, agreement.withholdName),
    service: agreement.withholdName ? null : request.service.trim(),
    organisation: agreement.withholdName ? null : request.authority.trim(),
    level: request.level,
    phase: request.phase,
    reviewedOn: request.scheduledOn,
    publishedOn: agreement.agreedOn,
    reviewers,
    criteria,
  } satisfies Report);
}
