export { escapeHtml } from './escape-html.ts';
export { CSV_BOM, csvField, toCsv, type CsvOptions } from './csv.ts';
