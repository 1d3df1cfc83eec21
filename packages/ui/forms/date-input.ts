/**
 * The rules of the date input: day, month and year are all needed; day 01–31,
 * month 01–12 and a four-digit year. Whether the day exists (31 February) is not checked, so the
 * result is a plain YYYY-MM-DD string rather than a Date, which would silently roll over.
 */

export type DatePart = 'day' | 'month' | 'year';
export type DateParts = Record<DatePart, string>;

export type DateCheck =
  | { kind: 'empty' }
  | { kind: 'valid'; value: string }
  /** At least one part is empty: "Bitte geben Sie ein gültiges Datum ein." */
  | { kind: 'missing'; parts: DatePart[] }
  /** All parts filled, at least one outside its range: the message with the format. */
  | { kind: 'invalid'; parts: DatePart[] };

const PATTERNS: Record<DatePart, RegExp> = {
  day: /^(0[1-9]|[12]\d|3[01])$/,
  month: /^(0[1-9]|1[0-2])$/,
  year: /^\d{4}$/,
};

const ORDER: DatePart[] = ['day', 'month', 'year'];

export function checkDate(input: DateParts): DateCheck {
  const parts = { day: input.day.trim(), month: input.month.trim(), year: input.year.trim() };
  const empty = ORDER.filter((part) => parts[part] === '');
  if (empty.length === ORDER.length) return { kind: 'empty' };
  if (empty.length > 0) return { kind: 'missing', parts: empty };
  const invalid = ORDER.filter((part) => !PATTERNS[part].test(parts[part]));
  if (invalid.length > 0) return { kind: 'invalid', parts: invalid };
  return { kind: 'valid', value: `${parts.year}-${parts.month}-${parts.day}` };
}

/** The three fields for a stored YYYY-MM-DD value; empty fields for anything else. */
export function splitDate(value: string | null | undefined): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return match ? { year: match[1]!, month: match[2]!, day: match[3]! } : { day: '', month: '', year: '' };
}
