/**
 * The measuring method of the search benchmarks, shared by our search (search-latency.ts) and
 * the peers (peers/pagefind.ts), so both are timed the same way in the same browser:
 * - from the first interaction (focus and first keystroke in one task) until the results are in
 *   the DOM and the frame with them is painted, all downloads included;
 * - long tasks (PerformanceObserver "longtask", ≥ 50 ms) on the main thread, recorded from page
 *   load on, so a keystroke that blocks input shows up;
 * - bytes: every request the page or its workers make, as the server sends them.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Request } from 'playwright-core';

/** The page searched from in every run, and the queries (rotating through the runs). */
export const SEARCH_PAGE = '/kriterien/1-nutzende-verstehen-und-bedurfnisse-erkennen';
export const SEARCH_QUERIES = ['Barrierefreiheit', 'Datenschutz', 'Schnittstellen', 'Glossar', 'Peer Review'];

/** How a search UI under test is driven: its input, and when its results count as shown. */
export interface SearchTarget {
  inputSelector: string;
  /** Selector of the element the results appear in, and of one result. */
  listSelector: string;
  resultSelector: string;
}

export const OUR_SEARCH: SearchTarget = { inputSelector: '#site-search-input', listSelector: '#site-search-listbox', resultSelector: '[role="option"]' };

/** Records long tasks from the start of every page of the context. */
export async function observeLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      // No long task API: nothing recorded.
    }
  });
}

/** Long tasks recorded since the last call, in ms (then forgotten). */
export async function takeLongTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const tasks = (window as unknown as { __longTasks?: number[] }).__longTasks ?? [];
    return tasks.splice(0, tasks.length);
  });
}

/**
 * In the page: focus the search, set the query and fire the input event (one task, as a keystroke
 * would), resolve with the ms until the results are in the DOM and painted. Done when the list
 * shows results other than before; with `busyAttribute` (a UI that marks its list busy while a
 * query is on its way, as ours does with aria-busy), when that mark is cleared again, so also when
 * the query leaves the results as they were.
 */
export async function timeSearch(page: Page, target: SearchTarget, query: string, options: { busyAttribute?: string } = {}): Promise<number> {
  return page.evaluate(
    async ({ q, t, busy }) => {
      const input = document.querySelector<HTMLInputElement>(t.inputSelector)!;
      const list = () => document.querySelector(t.listSelector);
      const before = list()?.innerHTML;
      const start = performance.now();
      input.focus();
      input.value = q;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      if (busy && list()?.getAttribute(busy) !== 'true') throw new Error(`„${q}“ wurde nicht gesendet`);
      const done = () => {
        const element = list();
        if (element === null || element.querySelector(t.resultSelector) === null || input.getAttribute('aria-expanded') === 'false') return false;
        return busy ? element.getAttribute(busy) !== 'true' : element.innerHTML !== before;
      };
      await new Promise<void>((resolve, reject) => {
        if (done()) return resolve();
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
        setTimeout(() => reject(new Error(`keine Ergebnisse für „${q}“ nach 30 s`)), 30_000);
      });
      // Until the frame with the results is painted.
      await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - start;
    },
    { q: query, t: target, busy: options.busyAttribute },
  );
}

/**
 * Opens `url` anew in the page's profile (files from its HTTP cache) and times one query there:
 * right at the load event (`load`), or once the page has settled, no requests for 0.5 s
 * (`networkidle`). Also returns the long tasks of that page.
 */
export async function timeOnNewPage(page: Page, url: string, target: SearchTarget, query: string, waitUntil: 'load' | 'networkidle'): Promise<{ ms: number; longTasks: number[] }> {
  await page.goto(url, { waitUntil });
  await takeLongTasks(page);
  const ms = await timeSearch(page, target, query);
  return { ms, longTasks: await takeLongTasks(page) };
}

/**
 * Settles once no request of the page or its workers has been under way for `quietMs` (at most
 * 10 s), as when someone reads the first results before typing on: whatever a search loads after
 * its answer has arrived by then.
 */
export async function waitForQuiet(page: Page, quietMs = 500): Promise<void> {
  let open = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const { promise: quiet, resolve: settle } = Promise.withResolvers<void>();
  const arm = () => {
    clearTimeout(timer);
    if (open === 0) timer = setTimeout(settle, quietMs);
  };
  const started = () => {
    open++;
    arm();
  };
  const ended = () => {
    open = Math.max(0, open - 1);
    arm();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  arm();
  const deadline = setTimeout(settle, 10_000);
  try {
    await quiet;
  } finally {
    clearTimeout(timer);
    clearTimeout(deadline);
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Requests of a page and its workers from now on, until `stop`. */
export function recordRequests(page: Page): { stop(): Promise<{ path: string; encoded: number }[]> } {
  const requests: Request[] = [];
  const onRequest = (request: Request) => requests.push(request);
  page.on('requestfinished', onRequest);
  return {
    async stop() {
      page.off('requestfinished', onRequest);
      return Promise.all(requests.map(async (request) => ({ path: new URL(request.url()).pathname, encoded: (await request.sizes()).responseBodySize })));
    },
  };
}

/**
 * Bytes of files as the bundled server sends them to a browser that accepts brotli: the .br
 * variant where the build wrote one, else the file itself; and the same files with gzip -9.
 */
export async function servedBytes(dist: string, paths: readonly string[]): Promise<{ br: number; gzip: number; files: { path: string; br: number }[] }> {
  const files: { path: string; br: number }[] = [];
  let gzip = 0;
  for (const path of paths) {
    const file = join(dist, decodeURIComponent(path));
    const body = await readFile(file);
    const br = await stat(`${file}.br`).then(
      (variant) => variant.size,
      () => body.length,
    );
    files.push({ path, br });
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { br: files.reduce((sum, f) => sum + f.br, 0), gzip, files };
}
