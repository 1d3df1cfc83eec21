import { formatDate, isoDate } from '../../lib/dates.ts';
import type { Report } from '../../lib/site-data.ts';
import { contentMessages as m } from '@servicestandard/messages/content';

/** Published peer-review reports, newest first; while there is none, it says so. */
export function ReportsList({ reports }: { reports: readonly Report[] }) {
  if (reports.length === 0) {
    return (
      <p>
        <strong>{m.noReportTitle}</strong> {m.noReport}
      </p>
    );
  }
  return (
    <ol className="updates-list">
      {[...reports].sort((a, b) => b.date.getTime() - a.date.getTime()).map((report) => (
        <li key={report.id}>
          <time dateTime={isoDate(report.date)}>{formatDate(report.date)}</time>
          <h3>
            <a href={report.href}>{report.service}</a>
          </h3>
          <p>{report.organisation}</p>
          <p>{report.summary}</p>
        </li>
      ))}
    </ol>
  );
}
