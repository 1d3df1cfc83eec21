/** The fields of the open data and the columns of its CSV, read from the schema itself (src/lib/open-data/schema.ts). */
import { CSV_COLUMNS, fieldDocs, generatedJsonSchema } from '../../lib/open-data/schema.ts';
import { REPORT_CSV_COLUMNS, generatedReportJsonSchema } from '../../lib/open-data/reports.ts';
import { openDataMessages as m } from '@servicestandard/messages/content';

function Table({ caption, head, rows }: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }) {
  return (
    // A wide table scrolls on its own on a phone; it must then be reachable by keyboard (as the Markdown tables, markdown-plugins.ts).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="open-data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              <th scope="row">
                <code>{row[0]}</code>
              </th>
              {row.slice(1).map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Every field of servicestandard.json with its type and description. */
export function OpenDataFields() {
  const docs = fieldDocs(generatedJsonSchema());
  return <Table caption={m.fieldsCaption} head={m.fieldsHead} rows={docs.map((d) => [d.path, d.type, d.description])} />;
}

/** The columns of servicestandard.csv. */
export function OpenDataCsvColumns() {
  return <Table caption={m.columnsCaption} head={m.columnsHead} rows={CSV_COLUMNS.map(([name, description]) => [name, description])} />;
}

/** Every field of pruefberichte.json with its type and description. */
export function ReportDataFields() {
  const docs = fieldDocs(generatedReportJsonSchema());
  return <Table caption={m.reportFieldsCaption} head={m.fieldsHead} rows={docs.map((d) => [d.path, d.type, d.description])} />;
}

/** The columns of pruefberichte.csv. */
export function ReportDataCsvColumns() {
  return <Table caption={m.reportColumnsCaption} head={m.columnsHead} rows={REPORT_CSV_COLUMNS.map(([name, description]) => [name, description])} />;
}
