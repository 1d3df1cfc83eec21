import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatGermanDate, formatPartialDate, formatTime, isoDate, isoPartialDate, localDate, parsePartialDate } from './dates.ts';

describe('partial dates of the change log', () => {
  it('keeps the precision it was given and invents no day', () => {
    const day = parsePartialDate(new Date('2025-05-26T00:00:00Z'))!;
    const month = parsePartialDate('2024-11')!;
    const year = parsePartialDate(2020)!;
    expect([day, month, year].map(formatPartialDate)).toEqual(['26. Mai 2025', 'November 2024', '2020']);
    expect([day, month, year].map(isoPartialDate)).toEqual(['2025-05-26', '2024-11', '2020']);
    expect(month.start.toISOString()).toBe('2024-11-01T00:00:00.000Z');
  });

  it('rejects what is not a date', () => {
    expect(parsePartialDate('2024-13')).toBeUndefined();
    expect(parsePartialDate('2025-02-30')).toBeUndefined();
    expect(parsePartialDate('Frühjahr 2025')).toBeUndefined();
    expect(parsePartialDate(undefined)).toBeUndefined();
  });
});

describe('whole dates and moments', () => {
  it('writes a calendar day in words, independent of the time zone', () => {
    const day = new Date('2025-05-26T00:00:00Z');
    expect(formatDate(day)).toBe('26. Mai 2025');
    expect(isoDate(day)).toBe('2025-05-26');
    expect(formatPartialDate({ start: day, precision: 'day' })).toBe(formatDate(day));
  });

  it('writes moments in the local time zone, with and without the day', () => {
    const moment = new Date(2025, 4, 26, 14, 5);
    expect(formatDateTime(moment)).toBe('26. Mai 2025 um 14:05');
    expect(formatTime(moment)).toBe('14:05');
    expect(localDate(new Date(2025, 0, 2, 23, 59))).toBe('2025-01-02');
  });

  it('writes stored YYYY-MM-DD values as every other date and leaves other text alone', () => {
    expect(formatGermanDate('1997-02-06')).toBe('6. Februar 1997');
    expect(formatGermanDate('1997-02-30')).toBe('1997-02-30');
    expect(formatGermanDate('06.02.1997')).toBe('06.02.1997');
  });
});
