/**
 * The search in Chromium against the production build: header box on every page, every state of
 * the popup, the keyboard flow of the WAI-ARIA combobox, the worker that answers from the prebuilt
 * index, the results page without JavaScript, and the quality benchmark on the built search data.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { evaluate, loadQueries, loadSearchData, meetsTarget } from '@servicestandard/search/quality';
import { baseUrl, closeBrowser, openPage, saveData, sitemapPaths } from './helpers.ts';

afterAll(closeBrowser);

const DIST = process.env['SITE_OUT_DIR'] ?? fileURLToPath(new URL('../site/dist', import.meta.url));
const CRITERION_1 = '/kriterien/1-nutzende-verstehen-und-bedurfnisse-erkennen';
/** The index manifest; the page fetches it and hands it to the worker. */
const INDEX = '**/suchindex-de-DE.json';
const input = (page: Page) => page.locator('#site-search-input');
const popup = (page: Page) => page.locator('#site-search-popup');
const status = (page: Page) => page.locator('#site-search-status');
const focused = (page: Page) => page.evaluate(() => document.activeElement?.id ?? document.activeElement?.tagName);

/** Waits until the popup lists the results of the current query (the worker has answered it). */
async function waitForOptions(page: Page) {
  await page.locator('#site-search-listbox:not([aria-busy="true"]) [role="option"]').first().waitFor();
}

describe('search box in the header', () => {
  it('is a labelled GET form to /suche with the spec placeholder', async () => {
    const { page, close } = await openPage('/glossar', { javaScriptEnabled: false });
    const form = page.locator('header form[role="search"]');
    expect(await form.getAttribute('action')).toBe('/suche');
    expect(await form.getAttribute('method')).toBe('get');
    expect(await input(page).getAttribute('placeholder')).toBe('Inhalte durchsuchen...');
    expect(await page.locator('label[for="site-search-input"]').textContent()).toBe('Inhalte durchsuchen');
    await close();
  });

  it('starts the search at the load event, without any interaction, but loads no index piece before a query', async () => {
    const requests: string[] = [];
    const failed: string[] = [];
    const { page, problems, close } = await openPage(CRITERION_1, {
      beforeLoad: async (context) => {
        context.on('requestfinished', (request) => requests.push(new URL(request.url()).pathname));
        context.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
      },
    });
    await expect.poll(() => page.workers().some((worker) => /search\.worker/.test(worker.url())), { timeout: 5000 }).toBe(true);
    await expect.poll(() => requests.some((path) => /\/search-ui\.[^/]+\.js$/.test(path)), { timeout: 5000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => path === '/suchindex-de-DE.json')).toHaveLength(1);
    // The loader asked for the manifest at the load event, before the page could have been idle.
    const [manifestStart, loadEnd] = await page.evaluate((path) => {
      const manifest = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === path);
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return [manifest?.startTime, navigation?.loadEventEnd];
    }, '/suchindex-de-DE.json');
    expect(manifestStart).toBeLessThanOrEqual(loadEnd ?? 0);
    expect(requests.some((path) => path.startsWith('/_astro/suchindex/'))).toBe(false);
    // The worker only looked in the HTTP cache for the whole index, which is empty here.
    expect(failed).toEqual([expect.stringMatching(/^\/_astro\/suchindex\/[0-9a-f]+\/alle\.json$/)]);
    // Nothing opened: the popup waits for the visitor.
    expect(await popup(page).isHidden()).toBe(true);
    expect(await focused(page)).not.toBe('site-search-input');

    await input(page).fill('Datenschutz');
    await waitForOptions(page);
    expect(requests.some((path) => path.startsWith('/_astro/suchindex/'))).toBe(true);
    expect(requests.filter((path) => path === '/suchindex-de-DE.json')).toHaveLength(1);
    expect(problems).toEqual([]);
    await close();
  });

  it('with Save-Data loads no search code and no index before the first interaction, then each piece once', async () => {
    const { page, problems, close } = await openPage(CRITERION_1, { beforeLoad: saveData });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    // Longer than the loader waits for an idle moment (requestIdleCallback, at most 3 s).
    await page.waitForTimeout(3500);
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    expect(scripts.some((path) => /search|such/.test(path))).toBe(false);
    expect(page.workers()).toHaveLength(0);
    expect(await input(page).getAttribute('role')).toBe('combobox');

    await input(page).fill('Datenschutz');
    await waitForOptions(page);
    await input(page).blur();
    expect(await popup(page).isHidden()).toBe(true);
    await input(page).fill('Barrierefreiheit');
    await input(page).focus();
    await waitForOptions(page);
    await input(page).fill('Datenschutz');
    await waitForOptions(page);
    expect(requests.filter((path) => path === '/suchindex-de-DE.json')).toHaveLength(1);
    const pieces = requests.filter((path) => path.startsWith('/_astro/suchindex/'));
    expect(pieces.length).toBeGreaterThan(0);
    expect(new Set(pieces).size).toBe(pieces.length);
    // Saving data: never the whole index, not even from the cache.
    expect(pieces.filter((path) => path.endsWith('/alle.json'))).toEqual([]);
    // The full data file is for the server's /suche; the browser never needs it.
    expect(requests).not.toContain('/suchdaten-de-DE.json');
    expect(problems).toEqual([]);
    await close();
  });

  it('starts the worker when the pointer comes over the search box, before any focus', async () => {
    const { page, close } = await openPage(CRITERION_1, { beforeLoad: saveData });
    expect(page.workers()).toHaveLength(0);
    const worker = page.waitForEvent('worker');
    await input(page).hover();
    expect((await worker).url()).toMatch(/search\.worker/);
    await close();
  });
});

describe('search worker', () => {
  /** Bytes of the requested files as the server sends them to a browser that accepts brotli. */
  async function brotliBytes(paths: readonly string[]): Promise<number> {
    let total = 0;
    for (const path of paths) {
      const file = join(DIST, path);
      total += await stat(`${file}.br`).then(
        (variant) => variant.size,
        async () => (await readFile(file)).length,
      );
    }
    return total;
  }

  it('answers from the prebuilt index off the main thread, and the first search downloads at most 50 KB with brotli', async () => {
    // Save-Data: the search starts with the first input, so every file it needs is counted.
    const { page, problems, close } = await openPage(CRITERION_1, { beforeLoad: saveData });
    const requests: string[] = [];
    page.on('requestfinished', (request) => requests.push(new URL(request.url()).pathname));
    const worker = page.waitForEvent('worker');
    await input(page).fill('Barrierefreiheit');
    expect((await worker).url()).toMatch(/search\.worker/);
    await waitForOptions(page);
    // The answer came from the worker: the index pieces were fetched by it, none by the page.
    const byPage = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    expect(byPage.some((path) => path.startsWith('/_astro/suchindex/'))).toBe(false);
    expect(requests.some((path) => path.startsWith('/_astro/suchindex/'))).toBe(true);
    const firstSearch = requests.filter((path) => path !== '/favicon.svg');
    expect(await brotliBytes(firstSearch)).toBeLessThanOrEqual(50_000);
    expect(problems).toEqual([]);
    await close();
  });

  it("loads the small site's whole index once after the first answer; a later page takes it from the HTTP cache and loads no piece", async () => {
    const requests: string[] = [];
    const { page, problems, close } = await openPage(CRITERION_1, {
      beforeLoad: async (context) => context.on('requestfinished', (request) => requests.push(new URL(request.url()).pathname)),
    });
    const pieces = () => requests.filter((path) => path.startsWith('/_astro/suchindex/'));
    await input(page).fill('Datenschutz');
    await waitForOptions(page);
    await expect.poll(() => pieces().filter((path) => path.endsWith('/alle.json')).length, { timeout: 5000 }).toBe(1);
    await page.waitForLoadState('networkidle');
    const loaded = pieces().length;
    await input(page).fill('Schnittstellen');
    await waitForOptions(page);
    expect(pieces()).toHaveLength(loaded);

    // A later page, read for a moment: the worker starts at the load event and takes the whole index from the cache.
    await page.goto(baseUrl() + '/glossar', { waitUntil: 'networkidle' });
    const worker = () => page.workers().find((w) => /search\.worker/.test(w.url()));
    const fetched = async () =>
      (await worker()?.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => ({ path: new URL(entry.name).pathname, transferSize: (entry as PerformanceResourceTiming).transferSize }))
          .filter((entry) => entry.path.startsWith('/_astro/suchindex/')),
      )) ?? [];
    await expect.poll(async () => (await fetched()).length, { timeout: 5000 }).toBe(1);
    await input(page).fill('Peer Review');
    await waitForOptions(page);
    // Only the whole index, and from the cache (nothing transferred).
    expect(await fetched()).toEqual([{ path: expect.stringMatching(/\/alle\.json$/), transferSize: 0 }]);
    expect(await page.locator('#site-search-listbox [role="option"]').first().textContent()).toMatch(/Peer/i);
    expect(problems).toEqual([]);
    await close();
  });

  it('finds a glossary entry first by the abbreviation glossar.yaml gives it', async () => {
    const { page, close } = await openPage('/');
    await input(page).fill('EfA');
    await waitForOptions(page);
    const first = page.locator('#site-search-listbox [role="option"]').first();
    expect(await first.getAttribute('href')).toBe('/glossar#efa');
    expect(await first.textContent()).toContain('Einer für Alle');
    // Opened with the keyboard, the entry shows the abbreviation that led to it, sits below the
    // top edge and is marked as the target (issue 32: none of the three).
    await page.keyboard.press('ArrowDown');
    await Promise.all([page.waitForURL('**/glossar#efa'), page.keyboard.press('Enter')]);
    const term = page.locator('dt#efa');
    expect(await term.textContent()).toMatch(/^Einer für Alle \(EfA\)$/);
    await expect.poll(() => term.evaluate((dt) => Math.round(dt.getBoundingClientRect().top)), { timeout: 5000 }).toBeGreaterThanOrEqual(40);
    const marked = await term.evaluate((dt) => {
      const entry = getComputedStyle(dt.parentElement!);
      const other = getComputedStyle(document.querySelector('dt:not(#efa)')!.parentElement!);
      return { background: entry.backgroundColor !== other.backgroundColor, border: parseFloat(entry.borderInlineStartWidth) >= 3 && parseFloat(other.borderInlineStartWidth) === 0 };
    });
    expect(marked).toEqual({ background: true, border: true });
    await close();
  });
});

describe('popup states', () => {
  it('shows "Lädt..." while the index loads, then results with highlights and their count', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page, close } = await openPage(CRITERION_1, {
      beforeLoad: (context) =>
        context.route(INDEX, async (route) => {
          await held;
          await route.continue();
        }),
    });
    await input(page).focus();
    await popup(page).getByText('Lädt...').waitFor();
    expect(await input(page).getAttribute('aria-expanded')).toBe('true');
    expect(await status(page).textContent()).toBe('Lädt...');

    await page.keyboard.type('Barrierefreiheit');
    release();
    await waitForOptions(page);
    const options = page.locator('#site-search-listbox [role="option"]');
    expect(await options.count()).toBeGreaterThan(1);
    expect(await page.locator('#site-search-listbox mark').first().textContent()).toMatch(/barrierefreiheit/i);
    expect(await page.locator('#site-search-listbox [role="group"]').count()).toBeLessThanOrEqual(5);
    // Counted in pages, and said to be the best five when the popup stops at its limit.
    await page.waitForFunction(() => /Seite/.test(document.getElementById('site-search-status')?.textContent ?? ''));
    expect(await status(page).textContent()).toBe('Die 5 passendsten Seiten');
    await close();
  });

  it('counts the same thing as /suche: pages, the same number where both list them all (issue 32: 25 and 67)', async () => {
    const counts: Record<string, string> = {};
    for (const query of ['Plausible', 'Barrierefreiheit']) {
      const { page, close } = await openPage('/');
      await input(page).fill(query);
      await waitForOptions(page);
      await page.waitForFunction(() => /Seite/.test(document.getElementById('site-search-status')?.textContent ?? ''));
      const groups = await page.locator('#site-search-listbox [role="group"]').count();
      counts[query] = (await status(page).textContent())!;
      const results = await openPage(`/suche?q=${encodeURIComponent(query)}`, { javaScriptEnabled: false });
      const heading = (await results.page.locator('#ergebnisse').textContent())!;
      const listed = await results.page.locator('.search-results > ol > li').count();
      if (groups < 5) {
        // Fewer pages than the popup's limit: that is every page, and /suche says the same.
        expect(counts[query]).toBe(`${groups} Seiten gefunden`);
        expect(heading).toBe(`${groups} Seiten gefunden für „${query}“`);
        expect(listed).toBe(groups);
      } else {
        expect(counts[query]).toBe('Die 5 passendsten Seiten');
        expect(heading).toBe(listed === 20 ? `Die 20 passendsten Seiten für „${query}“` : `${listed} Seiten gefunden für „${query}“`);
      }
      await results.close();
      await close();
    }
    expect(counts['Plausible']).toMatch(/^[1-4] Seiten? gefunden$/);
  });

  it('says "Kein Ergebnis gefunden" when nothing matches', async () => {
    const { page, close } = await openPage('/');
    await input(page).fill('Quantencomputer');
    await popup(page).getByText('Kein Ergebnis gefunden').waitFor();
    await page.waitForFunction(() => document.getElementById('site-search-status')?.textContent === 'Kein Ergebnis gefunden');
    expect(await page.locator('#site-search-listbox [role="option"]').count()).toBe(0);
    await close();
  });

  it('shows the error message when the index cannot be loaded', async () => {
    // The context's routes cover the worker's requests too.
    const { page, close } = await openPage('/ueber', { beforeLoad: (context) => context.route(INDEX, (route) => route.abort()) });
    await input(page).focus();
    await popup(page).getByText('Der Suchindex konnte nicht geladen werden.').waitFor();
    expect(await status(page).textContent()).toBe('Der Suchindex konnte nicht geladen werden.');
    await close();
  });

  it('finds German spellings people actually type', async () => {
    const { page, close } = await openPage('/');
    for (const [query, expected] of [
      ['Gebaerdensprache', '/gebaerdensprache'],
      ['Schnitstellen', '/kriterien/7-offene-standards-beachten-und-schnittstellen-bereitstellen'],
      ['Nutzendenan', '/din-spec-66336#51-nutzendenanalyse'],
    ] as const) {
      await input(page).fill(query);
      await waitForOptions(page);
      const hrefs = await page.locator('#site-search-listbox [role="option"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.some((href) => href?.startsWith(expected)), query).toBe(true);
    }
    await close();
  });
});

describe('keyboard', () => {
  it('"/" and Ctrl+K focus the search unless another field has focus', async () => {
    const { page, close } = await openPage('/');
    await page.keyboard.press('/');
    expect(await focused(page)).toBe('site-search-input');
    expect(await input(page).inputValue()).toBe('');
    await page.locator('main h1').click();
    await page.keyboard.press('Control+k');
    expect(await focused(page)).toBe('site-search-input');
    // Typing "/" into a field types it, it does not jump to the search.
    await page.goto(`${baseUrl()}/suche`);
    await page.locator('#suche-q').focus();
    await page.keyboard.press('/');
    expect(await focused(page)).toBe('suche-q');
    expect(await page.locator('#suche-q').inputValue()).toBe('/');
    await close();
  });

  it('moves through results with the arrow keys and opens the active one at its heading with Enter', async () => {
    const { page, close } = await openPage('/');
    await page.keyboard.press('/');
    await page.keyboard.type('Schnittstellen entwerfen');
    await waitForOptions(page);
    const options = page.locator('#site-search-listbox [role="option"]');
    await page.keyboard.press('ArrowDown');
    const first = await options.first().getAttribute('id');
    expect(await input(page).getAttribute('aria-activedescendant')).toBe(first);
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect(await input(page).getAttribute('aria-activedescendant')).toBe(first);
    const href = (await options.first().getAttribute('href'))!;
    expect(href).toContain('#');
    await Promise.all([page.waitForURL(`**${href}`), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(href);
    expect(await page.locator(new URL(page.url()).hash).count()).toBe(1);
    await close();
  });

  it('closes with Escape and keeps focus in the search field', async () => {
    const { page, close } = await openPage('/glossar');
    await input(page).fill('API');
    await waitForOptions(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    expect(await popup(page).isHidden()).toBe(true);
    expect(await input(page).getAttribute('aria-expanded')).toBe('false');
    expect(await input(page).getAttribute('aria-activedescendant')).toBeNull();
    expect(await focused(page)).toBe('site-search-input');
    expect(await input(page).inputValue()).toBe('API');
    // Escape from a link in the popup returns focus to the input too.
    await page.keyboard.press('ArrowDown');
    await popup(page).getByRole('link', { name: 'Alle Seiten von A bis Z' }).focus();
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('site-search-input');
    await close();
  });

  it('opens the full results page with Enter when no result is active', async () => {
    const { page, close } = await openPage('/');
    await input(page).fill('Peer Review');
    await waitForOptions(page);
    await Promise.all([page.waitForURL('**/suche?q=Peer+Review'), page.keyboard.press('Enter')]);
    expect(await page.locator('#ergebnisse').textContent()).toMatch(/^(\d+ Seiten? gefunden|Die 20 passendsten Seiten) für „Peer Review“$/);
    await close();
  });
});

describe('without JavaScript', () => {
  it('the header form leads to a results page in the site layout', async () => {
    const { page, close } = await openPage(CRITERION_1, { javaScriptEnabled: false });
    await input(page).fill('Datenschutz');
    await Promise.all([page.waitForURL('**/suche?q=Datenschutz'), input(page).press('Enter')]);
    expect(await page.locator('h1').textContent()).toBe('Suche');
    expect(await page.locator('#ergebnisse').textContent()).toMatch(/^(\d+ Seiten gefunden|Die 20 passendsten Seiten) für „Datenschutz“$/);
    // The page titled exactly "Datenschutz" first, then the criterion.
    const pages = await page.locator('.search-results > ol > li h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(pages.slice(0, 2)).toEqual(['/datenschutz', '/kriterien/8-datenschutz-umsetzen-und-risiken-reduzieren']);
    expect(await page.locator('.search-results mark').first().textContent()).toBe('Datenschutz');
    expect(await page.locator('#suche-q').inputValue()).toBe('Datenschutz');
    // A section result leads to its heading.
    await page.locator('.search-results li li a[href*="#"]').first().click();
    expect(page.url()).toContain('#');
    await close();
  });

  it('ranks the pages written for visitors above the project\'s architecture decisions, criterion 6 first after the glossary (issue 32)', async () => {
    const { page, close } = await openPage('/suche?q=Barrierefreiheit', { javaScriptEnabled: false });
    const pages = await page.locator('.search-results > ol > li h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.slice(0, 2)).toEqual(['/glossar', '/kriterien/6-barrierefreie-nutzung-sicherstellen-und-teilhabe-staerken']);
    const records = pages.flatMap((path, i) => (path.startsWith('/open-source/adr/') ? [i] : []));
    const lastForVisitors = pages.findLastIndex((path) => !path.startsWith('/open-source/adr/'));
    expect(records.every((i) => i > lastForVisitors), pages.join(' ')).toBe(true);
    await close();
    // A decision is still found first by the words that only it uses.
    const worker = await openPage('/suche?q=Web%20Worker', { javaScriptEnabled: false });
    expect(await worker.page.locator('.search-results > ol > li h3 a').first().getAttribute('href')).toMatch(/^\/open-source\/adr\//);
    await worker.close();
  });

  it('says when nothing is found and offers all pages from A to Z', async () => {
    const { page, close } = await openPage('/suche?q=Quantencomputer', { javaScriptEnabled: false });
    expect(await page.locator('#ergebnisse').textContent()).toBe('Kein Ergebnis gefunden');
    expect(await page.getByRole('heading', { name: 'Alle Seiten von A bis Z' }).count()).toBe(1);
    expect(await page.locator('.a-z-list a[href="/glossar"]').count()).toBe(1);
    await close();
  });

  it('lists every page of the sitemap from A to Z, the Selbstcheck too, but not itself', async () => {
    const { page, close } = await openPage('/suche', { javaScriptEnabled: false });
    const listed = await page.locator('.a-z-list a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect([...listed].sort()).toEqual((await sitemapPaths()).filter((path) => path !== '/suche').sort());
    await close();
  });

  it('sends the security headers and escapes the query', async () => {
    const response = await fetch(`${baseUrl()}/suche?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await response.text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('search data', () => {
  it('is public JSON with title and heading-keyed sections per page, without error pages', async () => {
    const response = await fetch(`${baseUrl()}/suchdaten-de-DE.json`);
    expect(response.headers.get('content-type')).toContain('application/json');
    const data = (await response.json()) as Record<string, { title: string; data: Record<string, string>; aliases?: Record<string, string[]> }>;
    expect(data['/glossar']!.title).toBe('Glossar');
    expect(data['/glossar']!.data['api#API']).toContain('Programmierschnittstelle');
    expect(data['/glossar']!.aliases!['efa#Einer für Alle']).toEqual(['EfA']);
    expect(Object.keys(data['/hilfreiche-fachgebiete']!.data)).toContain('barrierefreiheit#Barrierefreiheit');
    expect(Object.keys(data['/entwicklungsphasen']!.data)).toContain('verstehen#Verstehen');
    expect(Object.keys(data).filter((route) => route.startsWith('/kriterien/'))).toHaveLength(13);
    for (const route of ['/404', '/500', '/suche', '/kriterien']) {
      expect(data[route], route).toBeUndefined();
    }
    // Blocks that repeat on every page are not searched, such as the thanks of "War diese Seite hilfreich?".
    const withThanks = Object.keys(data).filter((route) => JSON.stringify(data[route]).includes('Vielen Dank für Ihre Antwort'));
    expect(withThanks).toEqual([]);
  });
});

describe('search quality', () => {
  it('meets the benchmark target on the built search data', async () => {
    const dist = process.env['SITE_OUT_DIR'] ?? fileURLToPath(new URL('../site/dist', import.meta.url));
    const report = evaluate(await loadSearchData(dist), await loadQueries());
    expect(report.total).toBeGreaterThanOrEqual(40);
    expect(meetsTarget(report), JSON.stringify(report.misses, null, 2)).toBe(true);
  });
});
