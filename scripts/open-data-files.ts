/**
 * The checks every open data set of a build shares (check-open-data.ts for the standard,
 * check-report-data.ts for the peer-review reports): the JSON, its published schema (JSON Schema
 * 2020-12, validated with Ajv, formats included) and the CSV (byte order mark, semicolons, the
 * named columns, one row per entry of the JSON in the same order with the same values).
 * Problems are German lines; scripts/check-build.ts fails the build on any of them.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** The built paths of one data set. */
export interface DataFiles {
  json: string;
  schema: string;
  csv: string;
}

/** What the CSV of a data set must hold, derived from the validated JSON. */
export interface CsvExpectation<T> {
  /** Columns the CSV must have. */
  columns: readonly string[];
  /** Columns compared with `rows`, in that order. */
  compared: readonly string[];
  /** The expected values of the compared columns, one array per CSV row. */
  rows: (data: T) => string[][];
  /** What one row stands for, plural, in the count problem ("Schritte"). */
  unit: string;
}

/** RFC 4180 fields with ';' as separator: quoted fields may hold separators, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ';') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * Checks a data set's three files. `data` is given only when the JSON is valid against its schema,
 * so the caller's further checks can rely on its shape; `problems` holds what was found so far.
 */
export function checkDataFiles<T>(
  read: (path: string) => string | undefined,
  files: DataFiles,
  expectation: CsvExpectation<T>,
): { problems: string[]; data?: T } {
  const problems: string[] = [];
  const json = read(files.json);
  const schemaText = read(files.schema);
  const csv = read(files.csv);
  for (const [name, text] of [[files.json, json], [files.schema, schemaText], [files.csv, csv]] as const) {
    if (text === undefined) problems.push(`${name}: fehlt`);
  }
  if (json === undefined || schemaText === undefined || csv === undefined) return { problems };

  let data: T;
  let schema: Record<string, unknown>;
  try {
    data = JSON.parse(json) as T;
    schema = JSON.parse(schemaText) as Record<string, unknown>;
  } catch (error) {
    return { problems: [`${files.json} oder ${files.schema}: kein gültiges JSON (${(error as Error).message})`] };
  }
  if (schema['$schema'] !== 'https://json-schema.org/draft/2020-12/schema') problems.push(`${files.schema}: kein JSON Schema der Version 2020-12`);
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  let validate;
  try {
    validate = ajv.compile(schema);
  } catch (error) {
    return { problems: [...problems, `${files.schema}: kein gültiges Schema (${(error as Error).message})`] };
  }
  if (!validate(data)) {
    for (const error of validate.errors ?? []) problems.push(`${files.json}: ${error.instancePath || '/'} ${error.message ?? ''} (Schema ${error.schemaPath})`);
    return { problems };
  }

  // The CSV: one row per entry, in the JSON's order, with the same values.
  if (!csv.startsWith('\uFEFF')) problems.push(`${files.csv}: ohne Byte-Order-Mark (UTF-8 mit BOM)`);
  const [header = [], ...rows] = parseCsv(csv.replace(/^\uFEFF/, ''));
  const column = (name: string) => header.indexOf(name);
  for (const name of expectation.columns) if (column(name) === -1) problems.push(`${files.csv}: Spalte ${name} fehlt (Trennzeichen Semikolon?)`);
  const expected = expectation.rows(data);
  if (problems.length === 0) {
    if (rows.length !== expected.length) problems.push(`${files.csv}: ${rows.length} Zeilen, aber ${expected.length} ${expectation.unit} in ${files.json}`);
    rows.forEach((row, i) => {
      if (row.length !== header.length) problems.push(`${files.csv}: Zeile ${i + 2} hat ${row.length} statt ${header.length} Felder`);
      const actual = expectation.compared.map((name) => row[column(name)]);
      const want = expected[i];
      if (want && actual.join('|') !== want.join('|')) problems.push(`${files.csv}: Zeile ${i + 2} (${actual.join(', ')}) passt nicht zu ${files.json} (${want.join(', ')})`);
    });
  }
  return { problems, data };
}
