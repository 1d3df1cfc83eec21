/** Number formatting (German, as the rest of the project's reports) and Markdown tables. */

export const de = (value: number, digits = 0) =>
  Number.isFinite(value) ? value.toLocaleString('de-DE', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '–';
export const kb = (bytes: number) => `${de(bytes / 1000, 1)} kB`;
export const ms = (value: number) => `${de(value)} ms`;

const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
export const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join('\n');
