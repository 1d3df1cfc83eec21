/**
 * One SQL text for both databases (ADR 0011): the store's simple half (common.ts) writes each
 * statement once, and each store runs it through its driver (SqlDb). The text may use what both
 * databases understand alike, plus:
 *
 * - `$1`, `$2`, … for the values, in the order passed;
 * - `{now}` for the store's clock in epoch ms: on SQLite the host's (a bound value), on PostgreSQL
 *   the database's (feedback_now_ms()), or the clock a test injects on either;
 * - the fragments of `SqlDb.sql` where the two really differ (dates, JSON arrays, sort order).
 *
 * Casts are written `CAST(x AS type)` (SQLite knows no `::`), booleans are not bound (the text
 * says `IS NULL` or `= 1`). The hot paths (challenges, rate limits, accepting feedback, the
 * outbox) stay hand-written per database in sqlite.ts and postgres.ts.
 */
export type Row = Record<string, unknown>;

/** What differs between the two databases in the simple half, as SQL fragments. */
export interface DialectSql {
  /** The UTC day (what helpful_counts.day holds) of an expression in epoch ms. */
  day(epochMs: string): string;
  /** A helpful_counts.day expression as YYYY-MM-DD text. */
  dayText(day: string): string;
  /** The ISO 8601 week of a helpful_counts.day expression, e.g. 2026-W47. */
  isoWeek(day: string): string;
  /** Appended to an ORDER BY term: sort by code points, as SQLite does by default. */
  bytewise: string;
  /**
   * ORDER BY of the editors' list, newest first. Rows of one millisecond: on SQLite the newest
   * insert first (rowid; the index on created_at holds it, so nothing is sorted), on PostgreSQL,
   * which keeps no insertion order, by id.
   */
  newestFeedbackFirst: string;
  /** True when the JSON array `column` and the JSON array text `param` share an element. */
  sharesElement(column: string, param: string): string;
  /** A bound JSON text (or null) as the value of a JSON column: text on SQLite, jsonb on PostgreSQL. */
  json(param: string): string;
}

/** A store's database as the simple half sees it. */
export interface SqlDb {
  readonly sql: DialectSql;
  /** The rows of one statement. */
  all(text: string, values?: readonly unknown[]): Promise<Row[]>;
  /**
   * Runs one statement; returns the rows it changed. `batched`: the write may share a commit with
   * other writes of the same moment (SQLite's group commit); it resolves after that commit.
   */
  run(text: string, values?: readonly unknown[], options?: { batched?: boolean }): Promise<number>;
}

export const sqliteSql: DialectSql = {
  day: (epochMs) => `strftime('%Y-%m-%d', (${epochMs}) / 1000, 'unixepoch')`,
  dayText: (day) => day,
  // %G-W%V: the ISO week-numbering year and week (SQLite 3.46 and later).
  isoWeek: (day) => `strftime('%G-W%V', ${day})`,
  bytewise: '',
  newestFeedbackFirst: 'created_at DESC, rowid DESC',
  sharesElement: (column, param) =>
    `EXISTS (SELECT 1 FROM json_each(${column}) AS element WHERE element.value IN (SELECT value FROM json_each(${param})))`,
  json: (param) => param,
};

export const postgresSql: DialectSql = {
  day: (epochMs) => `(to_timestamp((${epochMs}) / 1000.0) AT TIME ZONE 'UTC')::date`,
  dayText: (day) => `to_char(${day}, 'YYYY-MM-DD')`,
  // IYYY and IW: the ISO week-numbering year and week.
  isoWeek: (day) => `to_char(${day}, 'IYYY-"W"IW')`,
  bytewise: ' COLLATE "C"',
  newestFeedbackFirst: 'created_at DESC, id DESC',
  sharesElement: (column, param) => `${column} ?| ARRAY(SELECT jsonb_array_elements_text(CAST(${param} AS jsonb)))`,
  json: (param) => `CAST(${param} AS jsonb)`,
};

/** A shared text made ready for one database. */
export interface DialectText {
  text: string;
  /** The text reads the clock: its value comes first, before the caller's. */
  clock: boolean;
}

/**
 * Rewrites a shared text for one database: `$n` becomes `placeholder(n)`, shifted by one when
 * the text reads the clock (the clock's value is then the first), and `{now}` becomes `now`.
 */
export function dialectText(text: string, placeholder: (position: number) => string, now: string): DialectText {
  const clock = text.includes('{now}');
  const shift = clock ? 1 : 0;
  return {
    text: text.replace(/\$(\d+)/g, (_, position: string) => placeholder(Number(position) + shift)).replaceAll('{now}', () => now),
    clock,
  };
}
