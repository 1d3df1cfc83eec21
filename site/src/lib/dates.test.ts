import { describe, expect, it } from 'vitest';
import { formatPartialDate, isoPartialDate, parsePartialDate } from './dates.ts';

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
