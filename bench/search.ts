/**
 * Runs the search benchmarks the search feature brings along (bench/search-latency.ts,
 * bench/search-quality.ts) and takes their figures. Interface, documented in bench/README.md:
 * `node bench/search-quality.ts <distDir> --json` and `node bench/search-latency.ts <distDir>
 * <runs> --json`, with SITE_OUT_DIR, BENCH_BASE_URL (the running bundled server, optional to use)
 * and CHROMIUM_PATH set; the LAST line of stdout is one JSON object with the figures; exit code
 * 0 = target met, 1 = target missed (figures still printed).
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
 * Until the scripts print their JSON line, their text output is read: search-quality.ts prints
 * "unter den ersten drei: 56/57 = …" and "auf Platz 1: 50/57 = …"; search-latency.ts prints
 * "gesamt: N B übertragen (br), M B mit gzip" and "…kalt…: Median X ms, p95 Y ms" lines.
 */
export function figuresFromText(name: SearchScript, stdout: string): Record<string, unknown> | undefined {
  if (name === 'search-quality') {
    const top3 = /unter den ersten drei:\s*(\d+)\/(\d+)/.exec(stdout);
    const first = /auf Platz 1:\s*(\d+)\/(\d+)/.exec(stdout);
    if (!top3 || !first) return undefined;
    const total = Number(top3[2]);
    return { total, top3: Number(top3[1]) / total, first: Number(first[1]) / total };
  }
  const bytes = /gesamt:\s*(\d+) B übertragen[^,]*,\s*(\d+) B mit gzip/.exec(stdout);
  const timing = (label: RegExp) => {
    const line = stdout.split('\n').find((text) => label.test(text)) ?? '';
    const m = /Median ([\d.]+) ms, p95 ([\d.]+) ms/.exec(line);
    return m ? { median: Number(m[1]), p95: Number(m[2]) } : undefined;
  };
  const figures = {
    firstSearchBytes: bytes ? { transferred: Number(bytes[1]), gzip: Number(bytes[2]) } : undefined,
    coldMs: timing(/kalt/),
    warmMs: timing(/warm/),
    typingMs: timing(/Weiterer Tastendruck/),
  };
  return Object.values(figures).some((value) => value !== undefined) ? figures : undefined;
}

/** Arguments per script: the built site, then (latency) the number of runs, then --json. */
const argsFor = (name: SearchScript, dist: string, runs: number) => (name === 'search-latency' ? [dist, String(runs), '--json'] : [dist, '--json']);

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
    const json = lastJsonLine(run.stdout);
    const fallback = json ? undefined : figuresFromText(name, run.stdout);
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
      // A script may state its verdict as "pass"; otherwise its exit code does.
      targetMet: typeof figures['pass'] === 'boolean' ? figures['pass'] : run.code === 0,
      ...(fallback ? { note: 'aus der Textausgabe gelesen (Skript kennt --json noch nicht)' } : {}),
    };
  }
  return { date: new Date().toISOString(), machine: machine(), scripts };
}
