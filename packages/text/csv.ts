/**
 * CSV for spreadsheet users (RFC 4180 with the conventions German spreadsheets open without an
 * import dialog): UTF-8 with byte order mark, semicolons, CRLF after every line, a field in double
 * quotes when it holds a semicolon, a quote or a line break. Used by the open data (site) and the
 * editors' downloads (service).
 *
 * With `guardFormulas`, a text field that a spreadsheet would read as a formula (starting with =,
 * +, -, @, a tab or a carriage return) gets a leading apostrophe, so opening the file never runs
 * anything: for data that visitors can influence. Numbers are never changed.
 */
export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export interface CsvOptions {
  guardFormulas?: boolean;
}

/** One field as written to the file. */
export function csvField(value: string | number, options: CsvOptions = {}): string {
  if (typeof value === 'number') return String(value);
  const text = options.guardFormulas && FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file; every row must have as many fields as the header. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[], options: CsvOptions = {}): string {
  const lines = [header, ...rows].map((row) => {
    if (row.length !== header.length) throw new Error(`CSV: eine Zeile hat ${row.length} statt ${header.length} Felder.`);
    return `${row.map((value) => csvField(value, options)).join(';')}\r\n`;
  });
  return CSV_BOM + lines.join('');
}
