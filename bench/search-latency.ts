/**
 * Search latency in headless Chromium against the built site, served by the bundled server:
 * - cold: new browser profile (empty cache); from the first interaction (focus + first keystroke)
 *   until the results are in the DOM and painted. Includes loading the popup code, downloading the
 *   index and building it.
 * - warm: the same profile on a new page (files from the HTTP cache); index built again.
 * - typing: a further keystroke once the index is loaded.
 * Also reports the bytes transferred for the first search. Median and p95 over RUNS runs.
 * Usage: node bench/search-latency.ts [distDir] [runs] [--json]   (default: $SITE_OUT_DIR or site/dist, 25)
 * With --json the last line of stdout is the figures as one JSON object (bench/README.md).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser } from '@servicestandard/testkit';
import { DEFAULT_DIST, median, percentile, round } from './lib.ts';
import { startServer } from './server.ts';

const [distArg, runsArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const json = process.argv.includes('--json');
const dist = distArg ?? process.env['SITE_OUT_DIR'] ?? DEFAULT_DIST;
const RUNS = Number(runsArg ?? 25);
const PAGE = '/kriterien/1-nutzende-verstehen-und-bedurfnisse-erkennen';
const QUERIES = ['Barrierefreiheit', 'Datenschutz', 'Schnittstellen', 'Glossar', 'Peer Review'];

/** In the page: focus the search, type the query, resolve with ms until results are painted. */
async function timeSearch(page: Page, query: string): Promise<number> {
  return page.evaluate(async (q) => {
    const input = document.getElementById('site-search-input') as HTMLInputElement;
    const listbox = document.getElementById('site-search-listbox')!;
    const start = performance.now();
    input.focus();
    input.value = q;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise<void>((resolve) => {
      const done = () => listbox.querySelector('[role="option"]') !== null && input.getAttribute('aria-expanded') === 'true';
      if (done()) return resolve();
      new MutationObserver((_records, observer) => {
        if (!done()) return;
        observer.disconnect();
        resolve();
      }).observe(listbox, { childList: true, subtree: true });
    });
    // Until the frame with the results is painted.
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - start;
  }, query);
}

const summary = (values: readonly number[]) => ({ median: round(median(values), 1), p95: round(percentile(values, 95), 1) });

function stats(values: readonly number[]): string {
  const { median: mid, p95 } = summary(values);
  return `Median ${mid.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (n=${values.length})`;
}

async function main(): Promise<void> {
  // The bench's running server for this build (BENCH_BASE_URL), or one of our own when run alone.
  const own = process.env['BENCH_BASE_URL'] ? undefined : await startServer(dist);
  const base = process.env['BENCH_BASE_URL'] ?? own!.url;
  const browser = await launchBrowser();
  const cold: number[] = [];
  const warm: number[] = [];
  const typing: number[] = [];
  let firstSearch: { path: string; encoded: number }[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ locale: 'de-DE' });
      const page = await context.newPage();
      await page.goto(base + PAGE, { waitUntil: 'load' });
      const before = await page.evaluate(() => performance.getEntriesByType('resource').length);
      cold.push(await timeSearch(page, QUERIES[run % QUERIES.length]!));
      if (run === 0) {
        firstSearch = await page.evaluate((skip) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).slice(skip).map((e) => ({ path: new URL(e.name).pathname, encoded: e.encodedBodySize })), before);
        // The browser asks for the favicon on its own schedule; it is not part of the search.
        firstSearch = firstSearch.filter((r) => r.path !== '/favicon.svg');
      }
      typing.push(await timeSearch(page, `${QUERIES[(run + 1) % QUERIES.length]!} `));
      await page.goto(base + PAGE, { waitUntil: 'load' });
      warm.push(await timeSearch(page, QUERIES[(run + 2) % QUERIES.length]!));
      await context.close();
    }
  } finally {
    await browser.close();
    await own?.stop();
  }
  console.log(`Erste Suche lädt (Chromium, Server-Kompression br):`);
  let gzipTotal = 0;
  for (const { path, encoded } of firstSearch) {
    const gzip = gzipSync(await readFile(join(dist, path)), { level: 9 }).length;
    gzipTotal += gzip;
    console.log(`  ${path}: ${encoded} B übertragen, gzip ${gzip} B`);
  }
  const transferred = firstSearch.reduce((sum, r) => sum + r.encoded, 0);
  console.log(`  gesamt: ${transferred} B übertragen (br), ${gzipTotal} B mit gzip`);
  console.log(`Tastendruck bis Ergebnis, kalt (leerer Cache): ${stats(cold)}`);
  console.log(`Tastendruck bis Ergebnis, warm (HTTP-Cache, Index neu aufgebaut): ${stats(warm)}`);
  console.log(`Weiterer Tastendruck, Index geladen: ${stats(typing)}`);
  if (json) {
    const figures = { firstSearchBytes: { transferred, gzip: gzipTotal }, coldMs: summary(cold), warmMs: summary(warm), typingMs: summary(typing), runs: RUNS };
    console.log(JSON.stringify(figures));
  }
}

await main();
