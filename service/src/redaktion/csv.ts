/**
 * CSV downloads of the editors' area, for spreadsheets: UTF-8 with byte order mark, semicolons,
 * CRLF after every line (RFC 4180). A field with a semicolon, a quote or a line break is quoted.
 * A text field that a spreadsheet would read as a formula (starting with =, +, -, @, a tab or a
 * carriage return) gets a leading apostrophe, so opening the file never runs anything.
 */
import type { HelpfulWeek } from '../store/index.ts';

export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: numbers as they are, text guarded against formulas and quoted when needed. */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `${CSV_BOM}${[header, ...rows].map((row) => `${row.map(csvField).join(';')}\r\n`).join('')}`;
}

/** The download of the Seitenbewertungen: one row per page and ISO week. */
export const HELPFUL_CSV_HEADER = ['seite', 'woche', 'ja', 'nein'] as const;

export function helpfulCsv(rows: readonly HelpfulWeek[]): string {
  return toCsv(
    HELPFUL_CSV_HEADER,
    rows.map((row) => [row.pagePath, row.week, row.ja, row.nein]),
  );
}
