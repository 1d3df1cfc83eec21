/**
 * The search index as the build writes it and the browser reads it (docs/adr/0005-suche.md):
 *
 * - a manifest at a fixed address (SEARCH_INDEX_PATH): where this build's files are, which shards
 *   exist, the thesaurus;
 * - shards by term prefix (one per first letter, split further only when a shard grows past
 *   SHARD_TARGET_CHARS): the terms, their postings with precomputed scores, phrase concepts, and
 *   the exact titles;
 * - tails: a term's postings beyond its HEAD_POSTINGS strongest, loaded only when they could change
 *   the top results;
 * - fragments: the text of a page (long pages in several files), for titles and excerpts of the
 *   results shown.
 *
 * Everything is JSON (served compressed like every .json of the site). Postings are strings of
 * variable-length numbers in a 64-character alphabet, which keeps them compact and fast to parse.
 */
import type { Member } from './synonyms.ts';

/** Format version; a manifest with another version is refused. */
export const INDEX_VERSION = 1;

/**
 * Strongest postings per term that live in the shard; the rest form the term's tail. On the real
 * site only very common words have a tail; with thousands of pages it keeps a shard's size bound
 * by its vocabulary, not by the number of pages.
 */
export const HEAD_POSTINGS = 128;

/**
 * A letter whose shard would be larger than this (characters of JSON, about 3 KB with brotli) is
 * split into shards by the second letter. Smaller shards mean fewer bytes per search but more
 * requests; this size keeps a first search at 1–6 shards on the real site.
 */
export const SHARD_TARGET_CHARS = 8000;

/**
 * A chunk is addressed by page, section and part (a section longer than SECTION_CHUNK_CHARS has
 * several parts), packed into one number: (page × MAX_SECTIONS + section) × MAX_PARTS + part.
 * A section number is its fragment bucket × BUCKET_SECTIONS + its place in the bucket, so the
 * worker knows which file holds a result's text without any table. Section 0 of every page is
 * the text before the first heading (possibly empty).
 */
export const MAX_SECTIONS = 4096;
export const MAX_PARTS = 256;
export const BUCKET_SECTIONS = 64;

export const chunkKey = (page: number, section: number, part: number): number => (page * MAX_SECTIONS + section) * MAX_PARTS + part;
export const pageOfKey = (key: number): number => Math.floor(key / (MAX_SECTIONS * MAX_PARTS));
export const sectionOfKey = (key: number): number => Math.floor(key / MAX_PARTS) % MAX_SECTIONS;
export const partOfKey = (key: number): number => key % MAX_PARTS;

/**
 * A page's sections go into fragment files of about this many characters of text (a new file
 * starts once it is reached): most pages are one file, long ones (the glossary) a few. Fewer
 * files mean fewer requests per search; smaller ones fewer bytes.
 */
export const FRAGMENT_TARGET_CHARS = 12_000;

/**
 * An index whose files together are at most this many characters (about 450 KB with brotli) is
 * also written as one file, WHOLE_INDEX_FILE: every shard, tail and fragment by its file name. The
 * worker loads it after the first search has answered, so the queries after it need no request.
 * A larger index (thousands of pages) is only ever loaded in pieces.
 */
export const WHOLE_INDEX_MAX_CHARS = 1_500_000;
export const WHOLE_INDEX_FILE = '/alle.json';

export interface IndexManifest {
  v: number;
  /** Folder of this build's shards, tails and fragments, e.g. "/_astro/suchindex/3f9a1c2b0d". */
  base: string;
  /** Shard keys (term prefixes), sorted; a term belongs to the longest key it starts with. */
  shards: string[];
  /** Pages in the index. */
  pages: number;
  /** Equivalent words and phrases (synonyms.ts), one list of members per group. */
  thesaurus: Member[][];
  /** The whole index in one file (WHOLE_INDEX_FILE), if the build wrote one. */
  whole?: string;
}

/** The whole index file: file name (as under `base`) → its content. */
export type WholeIndex = Record<string, unknown>;

/** Where an exact title leads: a page (section -1) or one section of it (a glossary entry). */
export type ExactTarget = [page: number, section: number];

export interface Shard {
  /** Terms (sorted) that prefix and fuzzy matching may reach. */
  terms: string[];
  /** Per term: its postings, encoded (encodePostings). */
  postings: string[];
  /** Largest score per term, chunk postings and page-title postings (0 when none). */
  top: [chunk: number, page: number][];
  /** Phrases of the thesaurus found in the text (phraseId, sorted); reached only by exact lookup. */
  concepts: string[];
  conceptPostings: string[];
  conceptTop: [chunk: number, page: number][];
  /** Exact title keys (exactKey) → targets. */
  exact: Record<string, ExactTarget[]>;
}

/** One bucket of a page's sections: route, page title, and per section its heading id, heading and parts. */
export interface Fragment {
  route: string;
  title: string;
  sections: [id: string, heading: string, parts: string[]][];
}

// --- Numbers as text ---------------------------------------------------------------------------

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUE[ALPHABET.charCodeAt(i)] = i;

/** Appends a non-negative integer: 5 bits per character, low bits first, 32 and up = more follows. */
export function writeNumber(out: string[], value: number): void {
  let rest = value;
  while (rest >= 32) {
    out.push(ALPHABET[32 + (rest & 31)]!);
    rest = Math.floor(rest / 32);
  }
  out.push(ALPHABET[rest]!);
}

export class NumberReader {
  private position = 0;
  private readonly text: string;

  constructor(text: string) {
    this.text = text;
  }

  get done(): boolean {
    return this.position >= this.text.length;
  }

  next(): number {
    let value = 0;
    let factor = 1;
    for (;;) {
      const digit = VALUE[this.text.charCodeAt(this.position++)]!;
      if (digit < 0) throw new Error('Suchindex: ungültige Zahl');
      if (digit < 32) return value + digit * factor;
      value += (digit - 32) * factor;
      factor *= 32;
    }
  }
}

// --- Scores ------------------------------------------------------------------------------------

/** Scores are stored as steps of 1 % below the term's largest score; 1,100 steps span 1 : 60,000. */
const STEP = Math.log(1.01);
const MAX_CODE = 1100;

export const scoreCode = (score: number, top: number): number => Math.min(MAX_CODE, Math.max(0, Math.round(Math.log(top / score) / STEP)));
export const scoreOf = (code: number, top: number): number => top * Math.exp(-code * STEP);
/** The code of a bound: rounded towards the larger score, so scoreOf(boundCode(s)) ≥ s. */
export const boundCode = (score: number, top: number): number => Math.min(MAX_CODE, Math.max(0, Math.floor(Math.log(top / score) / STEP)));
/** Largest scores are kept with 6 significant digits, the same in memory and in the file. */
export const roundTop = (score: number): number => Number(score.toPrecision(6));

// --- Postings ------------------------------------------------------------------------------------

/** Postings of one term, decoded. Chunk keys: chunkKey. */
export interface Postings {
  chunkKeys: number[];
  chunkScores: number[];
  pages: number[];
  pageScores: number[];
  /** Chunks of each page in `pages` (a page-title match stands for all of them). */
  pageChunks: number[];
  /** Largest score left in the tail, or 0 when the term has none. */
  tailChunk: number;
  tailPage: number;
}

export interface RawPostings {
  /** Sorted by key. */
  chunks: { key: number; code: number }[];
  /** Sorted by page. */
  pages: { page: number; code: number; chunks: number }[];
  /** Code of the tail's largest score + 1; 0 = no tail. */
  tailChunk: number;
  tailPage: number;
}

/**
 * Layout: number of chunk postings, number of page postings, tail codes (+1, 0 = none); then per
 * chunk posting the page gap, the section (gap on the same page), the part (gap in the same
 * section) and the score code; then per page posting the page gap, the score code and the page's
 * chunk count.
 */
export function encodePostings(postings: RawPostings): string {
  const out: string[] = [];
  writeNumber(out, postings.chunks.length);
  writeNumber(out, postings.pages.length);
  writeNumber(out, postings.tailChunk);
  writeNumber(out, postings.tailPage);
  let page = 0;
  let section = 0;
  let part = -1;
  for (const { key, code } of postings.chunks) {
    const p = pageOfKey(key);
    const s = sectionOfKey(key);
    const c = partOfKey(key);
    if (p !== page) {
      section = 0;
      part = -1;
    }
    if (s !== section) part = -1;
    writeNumber(out, p - page);
    writeNumber(out, s - section);
    writeNumber(out, c - part - 1);
    writeNumber(out, code);
    page = p;
    section = s;
    part = c;
  }
  page = 0;
  for (const { page: p, code, chunks } of postings.pages) {
    writeNumber(out, p - page);
    writeNumber(out, code);
    writeNumber(out, chunks);
    page = p;
  }
  return out.join('');
}

export function decodePostings(text: string, top: readonly [number, number]): Postings {
  const reader = new NumberReader(text);
  const chunkCount = reader.next();
  const pageCount = reader.next();
  const tailChunk = reader.next();
  const tailPage = reader.next();
  const postings: Postings = {
    chunkKeys: new Array<number>(chunkCount),
    chunkScores: new Array<number>(chunkCount),
    pages: new Array<number>(pageCount),
    pageScores: new Array<number>(pageCount),
    pageChunks: new Array<number>(pageCount),
    tailChunk: tailChunk === 0 ? 0 : scoreOf(tailChunk - 1, top[0]),
    tailPage: tailPage === 0 ? 0 : scoreOf(tailPage - 1, top[1]),
  };
  let page = 0;
  let section = 0;
  let part = -1;
  for (let i = 0; i < chunkCount; i++) {
    const pageGap = reader.next();
    if (pageGap > 0) {
      section = 0;
      part = -1;
    }
    page += pageGap;
    const sectionGap = reader.next();
    if (sectionGap > 0) part = -1;
    section += sectionGap;
    part += reader.next() + 1;
    postings.chunkKeys[i] = chunkKey(page, section, part);
    postings.chunkScores[i] = scoreOf(reader.next(), top[0]);
  }
  page = 0;
  for (let i = 0; i < pageCount; i++) {
    page += reader.next();
    postings.pages[i] = page;
    postings.pageScores[i] = scoreOf(reader.next(), top[1]);
    postings.pageChunks[i] = reader.next();
  }
  return postings;
}

/** A head and its tail as one list (both sorted); the result has no tail. */
export function mergePostings(head: Postings, tail: Postings): Postings {
  const merged: Postings = { chunkKeys: [], chunkScores: [], pages: [], pageScores: [], pageChunks: [], tailChunk: 0, tailPage: 0 };
  const chunks = [...head.chunkKeys.map((key, i) => [key, head.chunkScores[i]!] as const), ...tail.chunkKeys.map((key, i) => [key, tail.chunkScores[i]!] as const)];
  chunks.sort((a, b) => a[0] - b[0]);
  for (const [key, score] of chunks) {
    merged.chunkKeys.push(key);
    merged.chunkScores.push(score);
  }
  const pages = [...head.pages.map((p, i) => [p, head.pageScores[i]!, head.pageChunks[i]!] as const), ...tail.pages.map((p, i) => [p, tail.pageScores[i]!, tail.pageChunks[i]!] as const)];
  pages.sort((a, b) => a[0] - b[0]);
  for (const [p, score, count] of pages) {
    merged.pages.push(p);
    merged.pageScores.push(score);
    merged.pageChunks.push(count);
  }
  return merged;
}

// --- Shards and files ----------------------------------------------------------------------------

/**
 * A term as shard keys see it: the first character as its class (a–z, "0" for any digit, "_" for
 * anything else), further characters a–z and 0–9 as they are, anything else as "_". So keys are
 * safe in file names and all numbers share one shard.
 */
export function shardPath(term: string, length = term.length): string {
  let path = '';
  for (let i = 0; i < Math.min(length, term.length); i++) {
    const ch = term.charAt(i);
    if (ch >= 'a' && ch <= 'z') path += ch;
    else if (ch >= '0' && ch <= '9') path += i === 0 ? '0' : ch;
    else path += '_';
  }
  return path;
}

/** The shard of a term or key: the longest shard key its shardPath starts with. */
export function shardFor(term: string, shards: readonly string[]): string | undefined {
  const path = shardPath(term, 8);
  let best: string | undefined;
  for (const key of shards) if (path.startsWith(key) && (best === undefined || key.length > best.length)) best = key;
  return best;
}

/** Every shard that may hold terms starting with the prefix: the shards below it, or else the one it falls in. */
export function shardsUnder(prefix: string, shards: readonly string[]): string[] {
  const path = shardPath(prefix);
  const below = shards.filter((key) => key.startsWith(path));
  if (below.length > 0) return below;
  const home = shardFor(prefix, shards);
  return home === undefined ? [] : [home];
}

/** File names below the manifest's base folder. */
export const shardFile = (key: string): string => `/s-${key}.json`;
export const tailFile = (shardKey: string, kind: 't' | 'c', index: number): string => `/t-${shardKey}-${kind}${index}.json`;
export const fragmentFile = (page: number, section: number): string => `/f-${page}-${Math.floor(section / BUCKET_SECTIONS)}.json`;
