/**
 * Runs the search benchmarks the search feature brings along (bench/search-latency.ts,
 * bench/search-quality.ts) and takes their figures. Interface, documented in bench/README.md:
 * `node bench/search-<name>.ts <distDir> --json`, with SITE_OUT_DIR, BENCH_BASE_URL (the running
 * bundled server) and CHROMIUM_PATH set; the LAST line of stdout is one JSON object with the
 * figures; exit code 0 = target met, 1 = target missed (figures still printed).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from '../e2e/browser.ts';
import { machine, progress, REPO_ROOT, runNode, tail, type Machine } from './lib.ts';

export const SEARCH_SCRIPTS = ['search-latency', 'search-quality'] as const;
export type SearchScript = (typeof SEARCH_SCRIPTS)[number];

export type SearchFigures =
  | { status: 'gemessen'; figures: Record<string, unknown>; targetMet: boolean; note?: string }
  | { status: 'nicht gemessen'; reason: string };

export interface SearchResult {
  date: string;
  machine: Machine;
  scripts: Record<SearchScript, SearchFigures>;
}

/** The last line of the output as a JSON object, if it is one. */
export function lastJsonLine(stdout: string): Record<string, unknown> | undefined {
  const last = stdout.trimEnd().split('\n').at(-1)?.trim() ?? '';
  if (!last.startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(last);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * search-quality.ts before it learnt --json printed only text lines such as
 * "unter den ersten drei: 47/50 = 94.0 % (Ziel 95 %)"; those are read as a fallback.
 */
export function qualityFromText(stdout: string): Record<string, unknown> | undefined {
  const top3 = /unter den ersten drei:\s*(\d+)\/(\d+)/.exec(stdout);
  const first = /auf Platz 1:\s*(\d+)\/(\d+)/.exec(stdout);
  if (!top3 || !first) return undefined;
  const total = Number(top3[2]);
  return { total, top3: Number(top3[1]) / total, first: Number(first[1]) / total };
}

export async function measureSearch(options: { dist: string; baseUrl: string }): Promise<SearchResult> {
  const scripts = {} as Record<SearchScript, SearchFigures>;
  for (const name of SEARCH_SCRIPTS) {
    const file = join(REPO_ROOT, 'bench', `${name}.ts`);
    if (!existsSync(file)) {
      scripts[name] = { status: 'nicht gemessen', reason: `Suche fehlt: bench/${name}.ts gibt es noch nicht` };
      continue;
    }
    progress(`Suche: bench/${name}.ts`);
    const env = { ...process.env, SITE_OUT_DIR: options.dist, BENCH_BASE_URL: options.baseUrl, CHROMIUM_PATH: chromiumPath() };
    const run = await runNode(file, [options.dist, '--json'], { env, timeoutMs: 10 * 60_000 });
    const json = lastJsonLine(run.stdout);
    const fallback = json ? undefined : name === 'search-quality' ? qualityFromText(run.stdout) : undefined;
    const figures = json ?? fallback;
    if (run.code === null || !figures) {
      scripts[name] = {
        status: 'nicht gemessen',
        reason: `bench/${name}.ts ${run.code === null ? 'brach nach 10 min ab' : `endete mit Code ${run.code} ohne JSON-Zeile`}: ${tail(run.stdout + run.stderr, 5)}`,
      };
      continue;
    }
    scripts[name] = {
      status: 'gemessen',
      figures,
      targetMet: run.code === 0,
      ...(fallback ? { note: 'aus der Textausgabe gelesen (Skript kennt --json noch nicht)' } : {}),
    };
  }
  return { date: new Date().toISOString(), machine: machine(), scripts };
}
