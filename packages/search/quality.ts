/**
 * Search quality: runs every query of the project's query set (quality-queries.json) through the
 * search engine on built search data and counts how often the expected page is first and among
 * the first three results. Used by the benchmark (bench/search-quality.ts) and the end-to-end test.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SEARCH_DATA_PATH } from './constants.ts';
import type { SearchData } from './data.ts';
import { createSearchEngine } from './engine.ts';

export const TARGET = { top3: 0.95, first: 0.8 };

export interface BenchQuery {
  kind: string;
  query: string;
  expected: string;
}

export interface QualityReport {
  total: number;
  first: number;
  top3: number;
  misses: { query: string; expected: string; rank: number; got: string[] }[];
  byKind: Record<string, { total: number; top3: number }>;
}

export async function loadQueries(): Promise<BenchQuery[]> {
  const file = JSON.parse(await readFile(new URL('./quality-queries.json', import.meta.url), 'utf8')) as { queries: BenchQuery[] };
  return file.queries;
}

export async function loadSearchData(dist: string): Promise<SearchData> {
  return JSON.parse(await readFile(join(dist, SEARCH_DATA_PATH), 'utf8')) as SearchData;
}

export function evaluate(data: SearchData, queries: readonly BenchQuery[]): QualityReport {
  const engine = createSearchEngine(data);
  const report: QualityReport = { total: queries.length, first: 0, top3: 0, misses: [], byKind: {} };
  for (const q of queries) {
    const got = engine.search(q.query).map((page) => page.pageId);
    const rank = got.indexOf(q.expected);
    const kind = (report.byKind[q.kind] ??= { total: 0, top3: 0 });
    kind.total++;
    if (rank === 0) report.first++;
    if (rank >= 0 && rank < 3) {
      report.top3++;
      kind.top3++;
    } else {
      report.misses.push({ query: q.query, expected: q.expected, rank, got: got.slice(0, 3) });
    }
  }
  return report;
}

export function meetsTarget(report: QualityReport): boolean {
  return report.top3 / report.total >= TARGET.top3 && report.first / report.total >= TARGET.first;
}
