/**
 * The published peer-review reports on the site (issue 34, item 7): their order, their addresses
 * and the register's filters. Pure, so the pages, the feed, the open data and the unit tests share
 * one rule.
 *
 * The filters work without JavaScript as static pages, one dimension at a time:
 * /pruefberichte/ebene/<ebene>, /pruefberichte/phase/<phase>, /pruefberichte/kriterium/<nummer>.
 * A report appears under a criterion when the review rated at least one of its requirements
 * (anything but "nicht geprüft"): a reader looking for how teams fare with criterion 6 finds
 * every report that says something about it, met or not.
 */
import { REPORT_LEVELS, REPORT_PHASES, reportSections, type Report } from '@servicestandard/pruefbericht';
import { CRITERIA_COUNT } from './constants.ts';
import { requirementAnchor } from './requirement-ids.ts';

/** The register's address. */
export const REGISTER_PATH = '/pruefberichte';

/** The page of a report. */
export const reportPath = (id: string) => `${REGISTER_PATH}/${id}`;

/** The PDF of a report, written by the build next to its page. */
export const reportPdfPath = (id: string) => `${REGISTER_PATH}/${id}.pdf`;

/** Newest first: by day of publication, then day of the review, then id, so the order never depends on file order. */
export function sortReports(reports: readonly Report[]): Report[] {
  return [...reports].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn) || b.reviewedOn.localeCompare(a.reviewedOn) || a.id.localeCompare(b.id));
}

/** The day of a report field ("2026-11-20") as the first moment of that day in UTC. */
export const reportDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The criteria a report rated at least one requirement of, ascending. */
export function assessedCriteria(report: Report): number[] {
  return report.criteria
    .filter((criterion) => criterion.requirements.some((requirement) => requirement.rating !== 'nicht-geprueft'))
    .map((criterion) => criterion.criterion)
    .sort((a, b) => a - b);
}

/** How many MUSS requirements a report rates as not or partly met. */
export const unmetMustCount = (report: Report) => reportSections(report.criteria).unmetMust.length;

export type ReportFilter = { dimension: 'ebene'; value: Report['level'] } | { dimension: 'phase'; value: Report['phase'] } | { dimension: 'kriterium'; value: number };

/** Every filter of the register, in the order the filter navigation shows them. */
export function allFilters(): ReportFilter[] {
  return [
    ...REPORT_LEVELS.map((value) => ({ dimension: 'ebene' as const, value })),
    ...REPORT_PHASES.map((value) => ({ dimension: 'phase' as const, value })),
    ...Array.from({ length: CRITERIA_COUNT }, (_, i) => ({ dimension: 'kriterium' as const, value: i + 1 })),
  ];
}

export const filterPath = (filter: ReportFilter) => `${REGISTER_PATH}/${filter.dimension}/${filter.value}`;

/** Whether a report belongs on a filter's page. */
export function matchesFilter(report: Report, filter: ReportFilter): boolean {
  if (filter.dimension === 'ebene') return report.level === filter.value;
  if (filter.dimension === 'phase') return report.phase === filter.value;
  return assessedCriteria(report).includes(filter.value);
}

/** The requirement's anchor on its criterion page, or the page alone when the criterion no longer shows that ID (withdrawn). */
export function requirementHref(criterionHref: string, id: string, currentIds: ReadonlySet<string>): string {
  return currentIds.has(id) ? `${criterionHref}#${requirementAnchor(id)}` : criterionHref;
}

/** A criterion as a report links it: its number, its page's path and the requirement IDs the page shows today. */
export interface CriterionTarget {
  index: number;
  href: string;
  ids: ReadonlySet<string>;
}

export function criterionTargets(criteria: readonly { index: number; href: string; steps: readonly { id: string }[] }[]): CriterionTarget[] {
  return criteria.map((c) => ({ index: c.index, href: c.href, ids: new Set(c.steps.map((s) => s.id)) }));
}
