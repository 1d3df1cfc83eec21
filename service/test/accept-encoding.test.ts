import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from '../src/accept-encoding.ts';

describe('negotiateEncoding', () => {
  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=1', 'gzip'],
    ['gzip;q=0.4, br;q=0.6', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    [' gzip ; q=0.8 , br ; q = 0.2 ', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, *;q=0.5', 'gzip'],
    ['gzip, identity;q=0', 'gzip'],
    ['br;q=1.000, gzip;q=0.999', 'br'],
  ])('%s → %s', (header, coding) => {
    expect(negotiateEncoding(header)).toBe(coding);
  });

  it.each([
    [undefined, 'no header'],
    ['', 'empty header'],
    ['identity', 'only identity'],
    ['deflate', 'nothing this server has'],
    ['br;q=0, gzip;q=0', 'both refused'],
    ['br;q=0, gzip;q=0, *', 'the wildcard covers only codings not named'],
    ['*;q=0', 'everything refused'],
    ['gzip;q=0.5, identity', 'identity preferred'],
    ['br;q=2, gzip;q=abc', 'malformed weights'],
  ])('%s: the plain file (%s)', (header, why) => {
    expect(negotiateEncoding(header), why).toBeUndefined();
  });

  it('chooses only among the variants a file has', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBeUndefined();
    expect(negotiateEncoding('br, gzip', [])).toBeUndefined();
  });
});
