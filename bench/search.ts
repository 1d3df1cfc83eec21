/**
 * Runs the search benchmarks the search feature brings along (bench/search-latency.ts,
 * bench/search-quality.ts, and the peers in bench/peers/, today Pagefind) and takes their figures. Interface, documented in bench/README.md:
 * `node bench/search-quality.ts <distDir> --json` and `node bench/search-latency.ts <distDir>
 * <runs> --json`, with SITE_OUT_DIR, BENCH_BASE_URL (the running bundled server, optional to use)
 * and CHROMIUM_PATH set; the LAST line of stdout is one JSON object with the figures and, for a
 * script with a target, its verdict "pass" (search-latency has none: figures only).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath, runNode } from '@servicestandard/testkit';
import { machine, progress, REPO_ROOT, tail, type Machine } from './lib.ts';

/** Our scripts, and the peers measured the same way on the same build (bench/peers/). */
export const SEARCH_SCRIPTS = ['search-latency', 'search-quality', 'peers/pagefind'] as const;
export type SearchScript = (typeof SEARCH_SCRIPTS)[number];

export type SearchFigures =
  /** targetMet: the script's verdict ("pass"); null for a script that has no target and only reports figures. */
  | { status: 'gemessen'; figures: Record<string, unknown>; targetMet: boolean | null }
  | { status: 'nicht gemessen'; reason: string };

export interface SearchResult {
  date: string;
  machine: Machine;
  scripts: Record<SearchScript, SearchFigures>;
}

/** The last line of the output as a JSON object, if it is one. */
function lastJsonLine(stdout: string): Record<string, unknown> | undefined {
  const last = stdout.trimEnd().split('\n').at(-1)?.trim() ?? '';
  if (!last.startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(last);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Arguments per script: the built site, then (latency, peers) the number of runs, then --json. */
const argsFor = (name: SearchScript, dist: string, runs: number) => (name === 'search-quality' ? [dist, '--json'] : [dist, String(runs), '--json']);

export async function measureSearch(options: { dist: string; baseUrl: string; latencyRuns: number }): Promise<SearchResult> {
  const scripts = {} as Record<SearchScript, SearchFigures>;
  for (const name of SEARCH_SCRIPTS) {
    const file = join(REPO_ROOT, 'bench', `${name}.ts`);
    if (!existsSync(file)) {
      scripts[name] = { status: 'nicht gemessen', reason: `Suche fehlt: bench/${name}.ts gibt es noch nicht` };
      continue;
    }
    progress(`Suche: bench/${name}.ts`);
    const env = { ...process.env, SITE_OUT_DIR: options.dist, BENCH_BASE_URL: options.baseUrl, CHROMIUM_PATH: chromiumPath() };
    const run = await runNode(file, argsFor(name, options.dist, options.latencyRuns), { env, timeoutMs: 10 * 60_000 });
    const figures = lastJsonLine(run.stdout);
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
      targetMet: typeof figures['pass'] === 'boolean' ? figures['pass'] : null,
    };
  }
  return { date: new Date().toISOString(), machine: machine(), scripts };
}
