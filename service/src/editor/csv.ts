/**
 * The CSV download of the Seitenbewertungen: one row per page and ISO week, in the format of
 * @servicestandard/text (BOM, semicolons, CRLF). Page paths come from visitors' requests, so
 * fields a spreadsheet would read as a formula are defused.
 */
import { toCsv } from '@servicestandard/text';
import type { HelpfulWeek } from '../store/index.ts';

export const HELPFUL_CSV_HEADER = ['seite', 'woche', 'ja', 'nein'] as const;

export function helpfulCsv(rows: readonly HelpfulWeek[]): string {
  return toCsv(
    HELPFUL_CSV_HEADER,
    rows.map((row) => [row.pagePath, row.week, row.ja, row.nein]),
    { guardFormulas: true },
  );
}
