/**
 * Search latency in headless Chromium against the built site, served by the bundled server
 * (method: search-method.ts):
 * - cold: new browser profile (empty cache); from the first interaction (focus + first keystroke)
 *   until the results are painted. Includes loading the popup code, starting the worker,
 *   downloading the index pieces the query needs and answering it.
 * - warm: the same profile on a new page (files from the HTTP cache), the keystroke right at the
 *   load event: the new worker, started at that event (loader.ts), is still starting and loads
 *   the pieces (or the whole index) from the cache.
 * - warm, settled: the same on a new page once it has settled (no requests for 0.5 s), as when a
 *   visitor reads and then searches: the worker has started and has what it found in the cache.
 * - typing: a further keystroke right after the first search has answered (a different query, so
 *   new index pieces may be needed; the rest of a small index may still be on its way).
 * - typing, settled: the same once the first search has settled (no requests for 0.5 s), as when
 *   someone reads the first results and then types on.
 * - continued: a further keystroke in the same word (the word up to its last letter answered
 *   first, untimed; then its last letter), as when someone types on.
 * - keystrokes: the query typed key by key (real key events, 40 ms apart) on a fresh page with
 *   an empty cache, once the page has settled (no requests for 0.5 s: its own islands are
 *   hydrated); the longest main-thread task while typing (PerformanceObserver "longtask", only
 *   tasks of 50 ms and more exist) and the longest keystroke from key press to the next paint
 *   (Event Timing) over all runs. Long tasks during the timed searches, which start right after
 *   the page's load event, are reported apart: they include the page's own start-up work.
 * Also reports the bytes the first search downloads (page and worker, from the navigation on: the
 * search may start before the first keystroke), as the server sends them.
 * Median and p95 over RUNS runs.
 * Usage: node bench/search-latency.ts [distDir] [runs] [--json]   (default: $SITE_OUT_DIR or site/dist, 25)
 * With --json the last line of stdout is the figures as one JSON object (bench/README.md).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '@servicestandard/testkit';
import { DEFAULT_DIST, median, percentile, round } from './lib.ts';
import { observeLongTasks, OUR_SEARCH, recordRequests, SEARCH_PAGE, SEARCH_QUERIES, servedBytes, takeLongTasks, timeOnNewPage, timeSearch, waitForQuiet } from './search-method.ts';
import { startServer } from './server.ts';

const [distArg, runsArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const json = process.argv.includes('--json');
const dist = distArg ?? process.env['SITE_OUT_DIR'] ?? DEFAULT_DIST;
const RUNS = Number(runsArg ?? 25);
const query = (i: number) => SEARCH_QUERIES[i % SEARCH_QUERIES.length]!;
/** Files of the search: its scripts (search-ui, search.worker), the manifest and the index pieces (suchindex). */
const SEARCH_FILE = /search|such/;

const summary = (values: readonly number[]) => ({ median: round(median(values), 1), p95: round(percentile(values, 95), 1) });
const stats = (values: readonly number[]) => `Median ${median(values).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms (n=${values.length})`;

/** Records Event Timing entries of key presses (from the key event until the next paint). */
async function observeKeystrokes(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const durations: number[] = [];
    (window as unknown as { __keystrokes: number[] }).__keystrokes = durations;
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (/^key|^input/.test(entry.name)) durations.push(entry.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    } catch {
      // No Event Timing: nothing recorded.
    }
  });
}

/** Types the query key by key into the emptied search box and waits until the answers settle. */
async function typeByKey(page: Page, text: string): Promise<{ longTasks: number[]; keystrokes: number[] }> {
  await takeLongTasks(page);
  await page.evaluate(() => ((window as unknown as { __keystrokes: number[] }).__keystrokes.length = 0));
  await page.locator(OUR_SEARCH.inputSelector).focus();
  await page.keyboard.type(text, { delay: 40 });
  await page.waitForFunction((q) => (document.getElementById('site-search-all-results') as HTMLAnchorElement | null)?.href.endsWith(encodeURIComponent(q)), text);
  await page.waitForTimeout(300);
  const keystrokes = await page.evaluate(() => (window as unknown as { __keystrokes: number[] }).__keystrokes.slice());
  return { longTasks: await takeLongTasks(page), keystrokes };
}

async function main(): Promise<void> {
  // The bench's running server for this build (BENCH_BASE_URL), or one of our own when run alone.
  const own = process.env['BENCH_BASE_URL'] ? undefined : await startServer(dist);
  const base = process.env['BENCH_BASE_URL'] ?? own!.url;
  const browser = await launchBrowser();
  const cold: number[] = [];
  const warm: number[] = [];
  const warmSettled: number[] = [];
  const typing: number[] = [];
  const typingSettled: number[] = [];
  const continued: number[] = [];
  const longTasks: number[] = [];
  const searchLongTasks: number[] = [];
  const keystrokes: number[] = [];
  let firstSearch: { path: string; encoded: number }[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ locale: 'de-DE' });
      await observeLongTasks(context);
      await observeKeystrokes(context);
      const page = await context.newPage();
      const requests = recordRequests(page);
      await page.goto(base + SEARCH_PAGE, { waitUntil: 'load' });
      await takeLongTasks(page);
      cold.push(await timeSearch(page, OUR_SEARCH, query(run)));
      const fetched = await requests.stop();
      // The search's files (its scripts, the manifest, the index pieces), not the page's own.
      if (run === 0) firstSearch = fetched.filter((r) => SEARCH_FILE.test(r.path));
      typing.push(await timeSearch(page, OUR_SEARCH, `${query(run + 1)} `));
      await waitForQuiet(page);
      typingSettled.push(await timeSearch(page, OUR_SEARCH, `${query(run + 2)} `));
      const word = query(run + 3);
      await timeSearch(page, OUR_SEARCH, word.slice(0, -1));
      // The last letter may leave the results as they were: done when the popup has the answer.
      continued.push(await timeSearch(page, OUR_SEARCH, word, { busyAttribute: 'aria-busy' }));
      searchLongTasks.push(...(await takeLongTasks(page)));
      const atLoad = await timeOnNewPage(page, base + SEARCH_PAGE, OUR_SEARCH, query(run + 2), 'load');
      const settled = await timeOnNewPage(page, base + SEARCH_PAGE, OUR_SEARCH, query(run + 4), 'networkidle');
      warm.push(atLoad.ms);
      warmSettled.push(settled.ms);
      searchLongTasks.push(...atLoad.longTasks, ...settled.longTasks);
      await context.close();

      // Key by key on a fresh profile, once the page has settled: the index pieces load while typing.
      const typingContext = await browser.newContext({ locale: 'de-DE' });
      await observeLongTasks(typingContext);
      await observeKeystrokes(typingContext);
      const typingPage = await typingContext.newPage();
      await typingPage.goto(base + SEARCH_PAGE, { waitUntil: 'networkidle' });
      const typed = await typeByKey(typingPage, query(run + 3));
      longTasks.push(...typed.longTasks);
      keystrokes.push(...typed.keystrokes);
      await typingContext.close();
    }
  } finally {
    await browser.close();
    await own?.stop();
  }
  const bytes = await servedBytes(dist, firstSearch.map((r) => r.path));
  const chromium = firstSearch.reduce((sum, r) => sum + r.encoded, 0);
  console.log(`Erste Suche („${query(0)}“) lädt ${firstSearch.length} Dateien (so, wie der Server sie mit br sendet):`);
  for (const file of bytes.files) console.log(`  ${file.path}: ${file.br} B`);
  console.log(`  gesamt: ${bytes.br} B (br), ${bytes.gzip} B mit gzip; Chromium meldet ${chromium} B Antwortkörper`);
  console.log(`Tastendruck bis Ergebnis, kalt (leerer Cache): ${stats(cold)}`);
  console.log(`Tastendruck bis Ergebnis, warm (HTTP-Cache, neue Seite, Tastendruck beim Load-Ereignis): ${stats(warm)}`);
  console.log(`Tastendruck bis Ergebnis, warm (HTTP-Cache, neue Seite, nach dem Laden zur Ruhe gekommen): ${stats(warmSettled)}`);
  console.log(`Weiterer Tastendruck (andere Anfrage), direkt nach der ersten Antwort: ${stats(typing)}`);
  console.log(`Weiterer Tastendruck (andere Anfrage), nachdem die erste Suche zur Ruhe gekommen ist: ${stats(typingSettled)}`);
  console.log(`Weiterer Tastendruck im selben Wort (letzter Buchstabe): ${stats(continued)}`);
  const longest = (tasks: readonly number[]) => (tasks.length ? `${Math.max(...tasks).toFixed(0)} ms (${tasks.length} über 50 ms)` : 'keine über 50 ms');
  console.log(`Längste Aufgabe im Haupt-Thread beim Tippen Taste für Taste: ${longest(longTasks)}`);
  console.log(`Längste Aufgabe im Haupt-Thread während der gemessenen Suchen (direkt nach dem Laden der Seite): ${longest(searchLongTasks)}`);
  console.log(`Längster Tastendruck bis zum nächsten Bild (Event Timing, ab 16 ms erfasst): ${keystrokes.length ? `${Math.max(...keystrokes).toFixed(0)} ms` : 'keiner über 16 ms'}`);
  if (json) {
    const figures = {
      firstSearchBytes: { transferred: bytes.br, gzip: bytes.gzip, requests: firstSearch.length },
      coldMs: summary(cold),
      warmMs: summary(warm),
      warmSettledMs: summary(warmSettled),
      typingMs: summary(typing),
      typingSettledMs: summary(typingSettled),
      continuedMs: summary(continued),
      // 0: no task of 50 ms or more (the API reports none shorter).
      longestTaskMs: round(Math.max(0, ...longTasks), 0),
      longTasks: longTasks.length,
      longestTaskDuringSearchesMs: round(Math.max(0, ...searchLongTasks), 0),
      longestKeystrokeMs: round(Math.max(0, ...keystrokes), 0),
      runs: RUNS,
    };
    console.log(JSON.stringify(figures));
  }
}

await main();
