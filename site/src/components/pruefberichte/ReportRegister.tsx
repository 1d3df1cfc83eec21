/**
 * The register of published peer-review reports (/pruefberichte and its filter pages), newest
 * first, with the filter links by level, phase and criterion. The filters are static pages, so
 * they work without JavaScript; the current one is marked with aria-current.
 */
import type { Report } from '@servicestandard/pruefbericht';
import { reportLevelNames, reportMessages as m, reportPhaseNames } from '@servicestandard/messages/pruefberichte';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/dates.ts';
import { REGISTER_PATH, allFilters, filterPath, matchesFilter, reportDay, reportPath, unmetMustCount, type ReportFilter } from '../../lib/pruefberichte.ts';

export interface ReportRegisterProps {
  /** Every published report, newest first. */
  reports: readonly Report[];
  /** The filter of this page; none on /pruefberichte. */
  filter?: ReportFilter | undefined;
  /** The heading level of each report: h3 under the section of /pruefberichte, h2 on a filter page. */
  itemHeading?: 'h2' | 'h3';
}

const sameFilter = (a: ReportFilter | undefined, b: ReportFilter) => a !== undefined && a.dimension === b.dimension && a.value === b.value;

function filterLabel(filter: ReportFilter) {
  if (filter.dimension === 'ebene') return reportLevelNames[filter.value];
  if (filter.dimension === 'phase') return reportPhaseNames[filter.value];
  return (
    <>
      <span className="visually-hidden">{m.criterionPrefix}</span>
      {filter.value}
    </>
  );
}

function FilterNav({ current }: { current: ReportFilter | undefined }) {
  const filters = allFilters();
  const groups = [
    { dimension: 'ebene', label: m.filterByLevel },
    { dimension: 'phase', label: m.filterByPhase },
    { dimension: 'kriterium', label: m.filterByCriterion },
  ] as const;
  return (
    <nav className="report-filters" aria-label={m.filterNav}>
      <p className="report-filters__all">
        <a href={REGISTER_PATH} aria-current={current === undefined ? 'page' : undefined}>
          {m.filterAll}
        </a>
      </p>
      {groups.map((group) => (
        <div key={group.dimension} className="report-filters__group">
          <p className="report-filters__label" id={`filter-${group.dimension}`}>
            {group.label}
          </p>
          <ul aria-labelledby={`filter-${group.dimension}`} className={group.dimension === 'kriterium' ? 'report-filters__list report-filters__list--numbers' : 'report-filters__list'}>
            {filters
              .filter((filter) => filter.dimension === group.dimension)
              .map((filter) => (
                <li key={String(filter.value)}>
                  <a href={filterPath(filter)} aria-current={sameFilter(current, filter) ? 'page' : undefined}>
                    {filterLabel(filter)}
                  </a>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function ReportRegister({ reports, filter, itemHeading: Heading = 'h3' }: ReportRegisterProps) {
  if (reports.length === 0) {
    return (
      <p className="report-register__empty">
        <strong>{m.noReportTitle}</strong> {m.noReport}
      </p>
    );
  }
  const shown = filter ? reports.filter((report) => matchesFilter(report, filter)) : reports;
  return (
    <>
      <FilterNav current={filter} />
      {filter?.dimension === 'kriterium' && <p>{m.criterionFilterRule}</p>}
      {shown.length === 0 ? (
        <p className="report-register__empty">
          <strong>{m.noMatchTitle}</strong> {m.noMatch}
        </p>
      ) : (
        <>
          <p className="report-register__count">{m.count(shown.length, reports.length)}</p>
          <ol className="report-register">
            {shown.map((report) => (
              <li key={report.id}>
                <Heading className="report-register__name">
                  <a href={reportPath(report.id)}>{m.reportName(report.service)}</a>
                </Heading>
                <dl className="report-facts">
                  <Fact label={m.organisation}>{report.organisation ?? m.reviewersNotNamed}</Fact>
                  <Fact label={m.level}>{reportLevelNames[report.level]}</Fact>
                  <Fact label={m.phase}>{reportPhaseNames[report.phase]}</Fact>
                  <Fact label={m.reviewedOn}>
                    <time dateTime={report.reviewedOn}>{formatDate(reportDay(report.reviewedOn))}</time>
                  </Fact>
                  <Fact label={m.publishedOn}>
                    <time dateTime={report.publishedOn}>{formatDate(reportDay(report.publishedOn))}</time>
                  </Fact>
                  <Fact label={m.unmetMust}>{m.unmetMustCount(unmetMustCount(report))}</Fact>
                </dl>
              </li>
            ))}
          </ol>
        </>
      )}
      <p>
        <a href="/aktualisierungen.xml" type="application/atom+xml">
          {m.feedLink}
        </a>{' '}
        {m.feedNote}
      </p>
    </>
  );
}
