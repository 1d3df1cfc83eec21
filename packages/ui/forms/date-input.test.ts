import { describe, expect, it } from 'vitest';
import { checkDate, splitDate } from './date-input.ts';

const parts = (day: string, month: string, year: string) => ({ day, month, year });

describe('checkDate', () => {
  it('accepts day 01–31, month 01–12 and a four-digit year', () => {
    expect(checkDate(parts('06', '02', '1997'))).toEqual({ kind: 'valid', value: '1997-02-06' });
    expect(checkDate(parts('31', '12', '2026'))).toEqual({ kind: 'valid', value: '2026-12-31' });
    expect(checkDate(parts(' 01', '01 ', '0001'))).toEqual({ kind: 'valid', value: '0001-01-01' });
  });

  it('does not check whether the day exists', () => {
    expect(checkDate(parts('31', '02', '2025'))).toEqual({ kind: 'valid', value: '2025-02-31' });
  });

  it('reports an empty date', () => {
    expect(checkDate(parts('', ' ', ''))).toEqual({ kind: 'empty' });
  });

  it('reports missing parts before invalid ones', () => {
    expect(checkDate(parts('06', '', '1997'))).toEqual({ kind: 'missing', parts: ['month'] });
    expect(checkDate(parts('99', '', ''))).toEqual({ kind: 'missing', parts: ['month', 'year'] });
  });

  it.each([
    ['00', '02', '1997', ['day']],
    ['32', '02', '1997', ['day']],
    ['6', '2', '1997', ['day', 'month']],
    ['06', '13', '1997', ['month']],
    ['06', '00', '97', ['month', 'year']],
    ['ab', '02', '1997', ['day']],
    ['06', '02', '19970', ['year']],
  ])('refuses %s %s %s', (day, month, year, invalid) => {
    expect(checkDate(parts(day, month, year))).toEqual({ kind: 'invalid', parts: invalid });
  });
});

describe('splitDate', () => {
  it('splits a stored date into the three fields', () => {
    expect(splitDate('1997-02-06')).toEqual(parts('06', '02', '1997'));
    expect(splitDate(null)).toEqual(parts('', '', ''));
    expect(splitDate('06.02.1997')).toEqual(parts('', '', ''));
  });
});
