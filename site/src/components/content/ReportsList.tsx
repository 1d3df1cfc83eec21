import { formatDate, isoDate } from '../../lib/dates.ts';
import type { Report } from '../../lib/site-data.ts';

/** Published peer-review reports, newest first; while there is none, it says so. */
export function ReportsList({ reports }: { reports: readonly Report[] }) {
  if (reports.length === 0) {
    return (
      <p>
        <strong>Bisher ist noch kein Prüfbericht veröffentlicht.</strong> Sobald ein Team der
        Veröffentlichung seines Berichts zustimmt, erscheint er hier mit Datum und Service.
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
