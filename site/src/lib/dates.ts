/**
 * Dates of the change log that may be known only to the month or the year. A day is never
 * invented: `2024-11` stays "November 2024", `2020` stays "2020".
 */
export type DatePrecision = 'day' | 'month' | 'year';

export interface PartialDate {
  /** First moment of the day, month or year (UTC). */
  start: Date;
  precision: DatePrecision;
}

const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** Reads a YAML value: a date (2025-05-26), a "JJJJ-MM" string or a year; undefined if invalid. */
export function parsePartialDate(value: unknown): PartialDate | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return { start: value, precision: 'day' };
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), match[2] ? Number(match[2]) : undefined, match[3] ? Number(match[3]) : undefined];
  if (month !== undefined && (month < 1 || month > 12)) return undefined;
  const start = new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1));
  if (day !== undefined && start.getUTCDate() !== day) return undefined;
  return { start, precision: day !== undefined ? 'day' : month !== undefined ? 'month' : 'year' };
}

/** German display: "26. Mai 2025", "November 2024" or "2020". */
export function formatPartialDate({ start, precision }: PartialDate): string {
  const year = start.getUTCFullYear();
  if (precision === 'year') return String(year);
  const month = MONTHS[start.getUTCMonth()]!;
  return precision === 'month' ? `${month} ${year}` : `${start.getUTCDate()}. ${month} ${year}`;
}

/** Value for a <time datetime> attribute: 2025-05-26, 2024-11 or 2020. */
export function isoPartialDate({ start, precision }: PartialDate): string {
  return start.toISOString().slice(0, precision === 'day' ? 10 : precision === 'month' ? 7 : 4);
}
