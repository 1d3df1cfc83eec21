/**
 * Search quality benchmark: runs every query of bench/search-queries.json through the site's
 * search engine on the built search data and counts how often the expected page is first and
 * among the first three results. Exits non-zero below the target (95 % top three, 80 % first).
 * Usage: node bench/search-quality.ts [distDir]   (default: $SITE_OUT_DIR or site/dist)
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_DIST, round } from './lib.ts';
import { SEARCH_DATA_PATH } from '../site/src/lib/search/constants.ts';
import type { SearchData } from '../site/src/lib/search/data.ts';
import { createSearchEngine } from '../site/src/lib/search/engine.ts';

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
  const file = JSON.parse(await readFile(new URL('./search-queries.json', import.meta.url), 'utf8')) as { queries: BenchQuery[] };
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

const percent = (n: number, total: number) => `${((100 * n) / total).toFixed(1)} %`;

async function main(): Promise<void> {
  const [distArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const dist = distArg ?? process.env['SITE_OUT_DIR'] ?? DEFAULT_DIST;
  const report = evaluate(await loadSearchData(dist), await loadQueries());
  const pass = meetsTarget(report);
  console.log(`Suchqualität: ${report.total} Anfragen`);
  console.log(`  unter den ersten drei: ${report.top3}/${report.total} = ${percent(report.top3, report.total)} (Ziel ${TARGET.top3 * 100} %)`);
  console.log(`  auf Platz 1:           ${report.first}/${report.total} = ${percent(report.first, report.total)} (Ziel ${TARGET.first * 100} %)`);
  for (const [kind, k] of Object.entries(report.byKind)) console.log(`  ${kind}: ${k.top3}/${k.total} unter den ersten drei`);
  for (const miss of report.misses) {
    console.log(`  verfehlt: „${miss.query}“ erwartet ${miss.expected}, Rang ${miss.rank < 0 ? '–' : miss.rank + 1}; erste drei: ${miss.got.join(', ') || 'keine'}`);
  }
  // With --json the last line is the figures (bench/README.md); the exit code says the same as "pass".
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ total: report.total, top3: round(report.top3 / report.total, 3), first: round(report.first / report.total, 3), pass }));
  }
  if (!pass) {
    console.error('Suchqualität unter dem Ziel.');
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
