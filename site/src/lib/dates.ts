/**
 * Every date the site shows, in one module, so one day reads the same everywhere ("26. Mai 2025").
 * Dates of the change log may be known only to the month or the year: a day is never invented,
 * `2024-11` stays "November 2024", `2020` stays "2020".
 */
export type DatePrecision = 'day' | 'month' | 'year';

export interface PartialDate {
  /** First moment of the day, month or year (UTC). */
  start: Date;
  precision: DatePrecision;
}

// Content dates are calendar days without a time: read and shown in UTC, so no time zone shifts them.
const DAY = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
// Moments in the visitor's browser (when a Selbstcheck was saved): in the visitor's own time zone,
// the day written the same way as every other date of the site.
const DATE_TIME = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const TIME = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit' });

/** A calendar day in words: "26. Mai 2025". */
export const formatDate = (date: Date) => DAY.format(date);

/** Value for a <time datetime> attribute: 2025-05-26. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A moment with date and time: "26. Mai 2025 um 14:30". */
export const formatDateTime = (date: Date) => DATE_TIME.format(date);

/** The time of day alone: "14:30". */
export const formatTime = (date: Date) => TIME.format(date);

/** A stored YYYY-MM-DD value (date input, Selbstcheck) as the site writes dates: "1997-02-06" → "6. Februar 1997"; anything else unchanged. */
export function formatGermanDate(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parsePartialDate(value) : undefined;
  return day ? formatDate(day.start) : value;
}

/** YYYY-MM-DD in the browser's time zone (toISOString would give the UTC day). */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

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
  if (precision === 'year') return String(start.getUTCFullYear());
  return precision === 'month' ? MONTH.format(start) : formatDate(start);
}

/** Value for a <time datetime> attribute: 2025-05-26, 2024-11 or 2020. */
export function isoPartialDate({ start, precision }: PartialDate): string {
  return start.toISOString().slice(0, precision === 'day' ? 10 : precision === 'month' ? 7 : 4);
}
