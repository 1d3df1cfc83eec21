/**
 * Search quality: runs a query set through the search engine on built search data and counts how
 * often the expected page is first, among the first three, or how often nothing is found.
 * - quality-queries.json: the project's query set (terms, inflections, umlauts, typos, word
 *   parts, questions), with targets;
 * - vocabulary-queries.json: visitors' words the site writes differently (generic masculine,
 *   compounds, English/German, abbreviations, synonyms); its zero-result rate is reported.
 * Used by the benchmark (bench/search-quality.ts) and the end-to-end test.
 *
 * "First" is counted twice: as the plain first result, and below the pages an exact title or
 * glossary term puts first by rule (query.ts). For "Monitoring" the glossary entry comes first by
 * that rule and the criterion page right after it; the target applies to the second count, so
 * the rule does not read as a loss of ranking quality.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SEARCH_DATA_PATH } from './constants.ts';
import type { SearchData } from './data.ts';
import { createSearchEngine, type PageHit } from './engine.ts';

export const TARGET = { top3: 0.95, first: 0.8 };

export interface BenchQuery {
  kind: string;
  query: string;
  /** The route expected among the first three; with "#id", that section must be among the page's results too. */
  expected: string;
}

export interface QualityReport {
  total: number;
  /** Expected page first. */
  first: number;
  /** Expected page first, or first after the pages an exact title put first. */
  firstBelowExact: number;
  top3: number;
  /** Queries without any result. */
  zeroResults: number;
  misses: { query: string; expected: string; rank: number; got: string[] }[];
  byKind: Record<string, { total: number; top3: number; zeroResults: number }>;
}

async function loadSet(name: string): Promise<BenchQuery[]> {
  const file = JSON.parse(await readFile(new URL(`./${name}`, import.meta.url), 'utf8')) as { queries: BenchQuery[] };
  return file.queries;
}

/** The project's query set. */
export const loadQueries = (): Promise<BenchQuery[]> => loadSet('quality-queries.json');

/** Visitors' words that differ from the site's. */
export const loadVocabularyQueries = (): Promise<BenchQuery[]> => loadSet('vocabulary-queries.json');

export async function loadSearchData(dist: string): Promise<SearchData> {
  return JSON.parse(await readFile(join(dist, SEARCH_DATA_PATH), 'utf8')) as SearchData;
}

/** Whether a result is the expected page (and, for "route#id", has that section). */
function matches(hit: PageHit, expected: string): boolean {
  const [route] = expected.split('#');
  return hit.pageId === route && (!expected.includes('#') || hit.sections.some((s) => s.url === expected));
}

export function evaluate(data: SearchData, queries: readonly BenchQuery[]): QualityReport {
  const engine = createSearchEngine(data);
  const report: QualityReport = { total: queries.length, first: 0, firstBelowExact: 0, top3: 0, zeroResults: 0, misses: [], byKind: {} };
  for (const q of queries) {
    const hits = engine.search(q.query);
    const rank = hits.findIndex((hit) => matches(hit, q.expected));
    const belowExact = hits.filter((hit) => !hit.exact);
    const kind = (report.byKind[q.kind] ??= { total: 0, top3: 0, zeroResults: 0 });
    kind.total++;
    if (hits.length === 0) {
      report.zeroResults++;
      kind.zeroResults++;
    }
    if (rank === 0) report.first++;
    if (rank === 0 || (belowExact[0] !== undefined && matches(belowExact[0], q.expected))) report.firstBelowExact++;
    if (rank >= 0 && rank < 3) {
      report.top3++;
      kind.top3++;
    } else {
      report.misses.push({ query: q.query, expected: q.expected, rank, got: hits.slice(0, 3).map((hit) => hit.pageId) });
    }
  }
  return report;
}

export function meetsTarget(report: QualityReport): boolean {
  return report.top3 / report.total >= TARGET.top3 && report.firstBelowExact / report.total >= TARGET.first;
}
