import { describe, expect, it } from 'vitest';
import {
  boundCode,
  chunkKey,
  decodePostings,
  encodePostings,
  fragmentFile,
  NumberReader,
  pageOfKey,
  partOfKey,
  scoreCode,
  scoreOf,
  sectionOfKey,
  shardFor,
  shardPath,
  shardsUnder,
  writeNumber,
} from './index-format.ts';

describe('numbers as text', () => {
  it('reads back what it wrote, small numbers in one character', () => {
    const values = [0, 1, 31, 32, 1023, 1024, 123_456, 2 ** 40];
    const out: string[] = [];
    for (const value of values) writeNumber(out, value);
    expect(out.slice(0, 3)).toHaveLength(3);
    const reader = new NumberReader(out.join(''));
    expect(values.map(() => reader.next())).toEqual(values);
    expect(reader.done).toBe(true);
  });
});

describe('scores', () => {
  it('keeps a score within half a step of 1 % and a bound never below it', () => {
    for (const score of [0.02, 0.7, 3.1, 9.99]) {
      const decoded = scoreOf(scoreCode(score, 10), 10);
      expect(Math.abs(decoded - score) / score).toBeLessThan(0.006);
      expect(scoreOf(boundCode(score, 10), 10)).toBeGreaterThanOrEqual(score);
    }
  });
});

describe('postings', () => {
  it('decode to the chunks, sections and pages they were encoded from', () => {
    const chunks = [chunkKey(0, 0, 0), chunkKey(0, 0, 2), chunkKey(0, 65, 0), chunkKey(3, 1, 0), chunkKey(4000, 130, 7)].map((key, i) => ({ key, code: i * 40 }));
    const pages = [
      { page: 0, code: 0, chunks: 12 },
      { page: 4000, code: 5, chunks: 3 },
    ];
    const decoded = decodePostings(encodePostings({ chunks, pages, tailChunk: 0, tailPage: 7 }), [10, 20]);
    expect(decoded.chunkKeys).toEqual(chunks.map((c) => c.key));
    expect(decoded.chunkScores.map((s) => scoreCode(s, 10))).toEqual(chunks.map((c) => c.code));
    expect(decoded.pages).toEqual([0, 4000]);
    expect(decoded.pageChunks).toEqual([12, 3]);
    expect(decoded.tailChunk).toBe(0);
    expect(decoded.tailPage).toBeCloseTo(scoreOf(6, 20));
    const key = chunkKey(4000, 130, 7);
    expect([pageOfKey(key), sectionOfKey(key), partOfKey(key)]).toEqual([4000, 130, 7]);
  });
});

describe('shards and files', () => {
  it('puts a term in the longest shard its start matches, numbers and other letters together', () => {
    const shards = ['0', '_', 'b', 'ba', 'be', 'bes', 's'];
    expect(shardFor('barriere', shards)).toBe('ba');
    expect(shardFor('bestand', shards)).toBe('bes');
    expect(shardFor('beginn', shards)).toBe('be');
    expect(shardFor('b', shards)).toBe('b');
    expect(shardFor('66336', shards)).toBe('0');
    expect(shardFor('øre', shards)).toBe('_');
    expect(shardFor('zebra', shards)).toBeUndefined();
    expect(shardPath('x1-y')).toBe('x1_y');
  });

  it('finds every shard a prefix can reach', () => {
    const shards = ['b', 'ba', 'be', 'bes', 's'];
    expect(shardsUnder('be', shards)).toEqual(['be', 'bes']);
    expect(shardsUnder('bar', shards)).toEqual(['ba']);
    expect(shardsUnder('b', shards)).toEqual(['b', 'ba', 'be', 'bes']);
  });

  it('names the fragment of a section by its bucket', () => {
    expect(fragmentFile(7, 0)).toBe('/f-7-0.json');
    expect(fragmentFile(7, 63)).toBe('/f-7-0.json');
    expect(fragmentFile(7, 64)).toBe('/f-7-1.json');
  });
});
