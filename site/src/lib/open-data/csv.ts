/**
 * CSV for spreadsheet users (RFC 4180 with the conventions German spreadsheets open without an
 * import dialog): UTF-8 with byte order mark, semicolons, CRLF line ends, every field in double
 * quotes when it holds a semicolon, a quote or a line break.
 */
export const CSV_BOM = '\uFEFF';

function field(value: string | number): string {
  const text = String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const lines = [header, ...rows].map((row) => {
    if (row.length !== header.length) throw new Error(`CSV: eine Zeile hat ${row.length} statt ${header.length} Felder.`);
    return row.map(field).join(';');
  });
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
