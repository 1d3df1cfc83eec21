/**
 * Pagefind on the same built pages, measured with the same method as our search
 * (bench/search-method.ts): a temporary copy of the build is indexed with the Pagefind CLI (npm
 * package `pagefind`, its binary comes in `@pagefind/linux-x64`), our search loader is replaced
 * on the measured page by a small harness that calls Pagefind's JavaScript API on every input
 * (no UI library, no debounce) and renders five pages with up to five sections each. Served by
 * a static server with the same files, compression, cache headers and ETags as the bundled server
 * (static-server.ts) but without its CSP: Pagefind compiles WebAssembly in its worker, which the
 * site's CSP does not allow.
 * Pagefind reads the same content as our index: <main>, without navigation, tooltips, the
 * feedback block and the search page itself.
 * Usage: node bench/peers/pagefind.ts [distDir] [runs] [--json]   (default: $SITE_OUT_DIR or site/dist, 25)
 * With --json the last line of stdout is the figures as one JSON object (bench/README.md).
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { stripTypeScriptTypes } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_DIST, median, percentile, REPO_ROOT, round } from '../lib.ts';
import { observeLongTasks, recordRequests, SEARCH_PAGE, SEARCH_QUERIES, servedBytes, takeLongTasks, timeOnNewPage, timeSearch, waitForQuiet, type SearchTarget } from '../search-method.ts';
import { spawn } from 'node:child_process';
import { freePort, launchBrowser, run, stopChild } from '@servicestandard/testkit';

const [distArg, runsArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const json = process.argv.includes('--json');
const dist = distArg ?? process.env['SITE_OUT_DIR'] ?? DEFAULT_DIST;
const RUNS = Number(runsArg ?? 25);
const query = (i: number) => SEARCH_QUERIES[i % SEARCH_QUERIES.length]!;
const TARGET: SearchTarget = { inputSelector: '#site-search-input', listSelector: '#site-search-listbox', resultSelector: '[role="option"]' };
const EXCLUDED = ['nav', 'script', 'noscript', 'form', 'button', '[data-search-ignore]', '[role=tooltip]', '[aria-hidden=true]', '.feedback-section', '#feedback', '.next-criterion', '.skip-link'];

const summary = (values: readonly number[]) => ({ median: round(median(values), 1), p95: round(percentile(values, 95), 1) });

/** A copy of the build with a Pagefind index and the harness on the measured page. */
async function prepare(): Promise<{ root: string; version: string; indexMs: number }> {
  const root = await mkdtemp(join(tmpdir(), 'servicestandard-pagefind-'));
  await cp(dist, root, { recursive: true });
  // Pages without content of their own are not searched by our index either.
  for (const page of ['404.html', '500.html', 'suche.html']) await rm(join(root, page), { force: true });
  const cli = join(REPO_ROOT, 'node_modules/.bin/pagefind');
  const version = (await run(cli, ['--version'], { timeoutMs: 30_000 })).stdout.trim();
  const started = performance.now();
  const indexed = await run(cli, ['--site', root, '--output-subdir', 'pagefind', '--root-selector', 'main', '--exclude-selectors', EXCLUDED.join(', '), '--force-language', 'de'], { timeoutMs: 300_000 });
  const indexMs = performance.now() - started;
  if (indexed.code !== 0) throw new Error(`pagefind: ${indexed.stdout}${indexed.stderr}`);
  const harness = stripTypeScriptTypes(await readFile(new URL('./pagefind-harness.ts', import.meta.url), 'utf8'));
  await writeFile(join(root, 'pagefind-harness.js'), harness);
  const file = join(root, `${SEARCH_PAGE.slice(1)}.html`);
  const html = (await readFile(file, 'utf8')).replace(/<script type="module" src="[^"]*"><\/script>/g, '');
  await writeFile(file, html.replace('</body>', '<script type="module" src="/pagefind-harness.js"></script></body>'));
  // Precompressed like our own files (the server sends what the build would deploy).
  await run(process.execPath, [join(REPO_ROOT, 'scripts/precompress.ts'), root], { timeoutMs: 300_000 });
  return { root, version, indexMs };
}

/** The static server for the copy, as its own process. */
async function serve(root: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(REPO_ROOT, 'bench/peers/static-server.ts'), root, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`static-server endete mit Code ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

async function main(): Promise<void> {
  const { root, version, indexMs } = await prepare();
  const server = await serve(root);
  const browser = await launchBrowser();
  const cold: number[] = [];
  const warm: number[] = [];
  const warmSettled: number[] = [];
  const typing: number[] = [];
  const typingSettled: number[] = [];
  const longTasks: number[] = [];
  let firstSearch: string[] = [];
  try {
    for (let r = 0; r < RUNS; r++) {
      const context = await browser.newContext({ locale: 'de-DE' });
      await observeLongTasks(context);
      const page = await context.newPage();
      const requests = recordRequests(page);
      await page.goto(server.url + SEARCH_PAGE, { waitUntil: 'load' });
      await takeLongTasks(page);
      cold.push(await timeSearch(page, TARGET, query(r)));
      const fetched = await requests.stop();
      // Pagefind's files (from the navigation on: it may load before the first keystroke), not the page's own.
      if (r === 0) firstSearch = fetched.map((f) => f.path).filter((path) => path.startsWith('/pagefind'));
      typing.push(await timeSearch(page, TARGET, `${query(r + 1)} `));
      await waitForQuiet(page);
      typingSettled.push(await timeSearch(page, TARGET, `${query(r + 2)} `));
      longTasks.push(...(await takeLongTasks(page)));
      const atLoad = await timeOnNewPage(page, server.url + SEARCH_PAGE, TARGET, query(r + 2), 'load');
      const settled = await timeOnNewPage(page, server.url + SEARCH_PAGE, TARGET, query(r + 4), 'networkidle');
      warm.push(atLoad.ms);
      warmSettled.push(settled.ms);
      longTasks.push(...atLoad.longTasks, ...settled.longTasks);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const bytes = await servedBytes(root, firstSearch);
  const indexFiles = (await readdir(join(root, 'pagefind'), { recursive: true })).length;
  await rm(root, { recursive: true, force: true });
  const stats = (values: readonly number[]) => `Median ${median(values).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms (n=${values.length})`;
  console.log(`${version}: Index in ${(indexMs / 1000).toFixed(1)} s, ${indexFiles} Dateien`);
  console.log(`Erste Suche („${query(0)}“) lädt ${firstSearch.length} Dateien, ${bytes.br} B (wie der Server sie sendet)`);
  for (const file of bytes.files) console.log(`  ${file.path}: ${file.br} B`);
  console.log(`Tastendruck bis Ergebnis, kalt: ${stats(cold)}`);
  console.log(`Tastendruck bis Ergebnis, warm (Tastendruck beim Load-Ereignis): ${stats(warm)}`);
  console.log(`Tastendruck bis Ergebnis, warm (nach dem Laden zur Ruhe gekommen): ${stats(warmSettled)}`);
  console.log(`Weiterer Tastendruck, direkt nach der ersten Antwort: ${stats(typing)}`);
  console.log(`Weiterer Tastendruck, nachdem die erste Suche zur Ruhe gekommen ist: ${stats(typingSettled)}`);
  console.log(`Längste Aufgabe im Haupt-Thread: ${longTasks.length ? `${Math.max(...longTasks).toFixed(0)} ms` : 'keine über 50 ms'}`);
  if (json) {
    const figures = {
      version,
      firstSearchBytes: { transferred: bytes.br, gzip: bytes.gzip, requests: firstSearch.length },
      coldMs: summary(cold),
      warmMs: summary(warm),
      warmSettledMs: summary(warmSettled),
      typingMs: summary(typing),
      typingSettledMs: summary(typingSettled),
      longestTaskDuringSearchesMs: round(Math.max(0, ...longTasks), 0),
      runs: RUNS,
    };
    console.log(JSON.stringify(figures));
  }
}

await main();
