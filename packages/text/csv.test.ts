import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, toCsv } from './csv.ts';

describe('CSV for spreadsheets', () => {
  it('writes a byte order mark, semicolons and CRLF, and quotes only what needs it', () => {
    const csv = toCsv(['a', 'b'], [
      ['Schritt; mit Semikolon', 'Er sagt "ja"'],
      ['zwei\nZeilen', 3],
    ]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('a;b\r\n"Schritt; mit Semikolon";"Er sagt ""ja"""\r\n"zwei\nZeilen";3\r\n');
  });

  it('refuses a row with another number of fields than the header', () => {
    expect(() => toCsv(['a', 'b'], [['nur eins']])).toThrow('1 statt 2 Felder');
  });

  it('leaves texts as they are unless asked to defuse formulas', () => {
    expect(csvField('-3 Tage')).toBe('-3 Tage');
    expect(csvField('=A1')).toBe('=A1');
  });

  it('with guardFormulas, defuses every text a spreadsheet would run, and never changes numbers', () => {
    const guard = { guardFormulas: true };
    expect(csvField('/glossar', guard)).toBe('/glossar');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvField(`${start}SUMME(A1)`, guard)).toMatch(/^"?'/);
    expect(csvField('=HYPERLINK("x";"y")', guard)).toBe(`"'=HYPERLINK(""x"";""y"")"`);
    expect(csvField(-3, guard)).toBe('-3');
    expect(toCsv(['seite'], [['+49']], guard)).toBe(`${CSV_BOM}seite\r\n'+49\r\n`);
  });
});
