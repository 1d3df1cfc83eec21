/**
 * axe-core on every page of the sitemap (and the 404 page) at desktop and phone width, in the
 * light and in the dark colour scheme: zero violations of WCAG 2.0, 2.1 and 2.2 A/AA. No rule is
 * disabled. Every page is checked light at both widths, dark by the system setting at 1280 px
 * and dark by the visitor's choice in the header (stored, light system) at 375 px, so both ways
 * into the dark scheme meet every page. Also checks reflow at 320 px.
 *
 * The same first load also shows that every page of the sitemap is served safely: German, one h1,
 * no CSP violation or console error and no request to another origin (once in site.test.ts with
 * a load of its own per page).
 *
 * Each page is loaded once, however many checks look at it: light at 1280 px and 375 px, reflow
 * at 320 px, dark by the system setting at 1280 px (the emulated preference switched in place: the
 * site follows it by media queries and matchMedia listeners), and dark by the visitor's choice at
 * 375 px with a light system: the choice is stored from a second tab, and the page applies it at
 * once, as it does for a choice made in another tab. That a stored choice is also applied before
 * the first paint of the next page is theme.test.ts's check, as is the switch itself.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axe, baseUrl, browser, BUILT_SITEMAP_PATHS, closeBrowser, darkScheme, THEME_STORAGE_KEY } from './helpers.ts';

const PATHS = [...BUILT_SITEMAP_PATHS, '/gibt-es-nicht'];

afterAll(closeBrowser);

/** A page in its own context that loads each path once, however many checks look at it. */
function viewer() {
  let context: BrowserContext;
  let page: Page;
  /** A second tab of the same site, from which the visitor's choice of scheme is stored. */
  let otherTab: Page;
  let shown = '';
  /** Console errors (CSP violations among them) and requests to other origins since the current path was loaded. */
  const seen = { problems: [] as string[], foreign: [] as string[] };
  return {
    seen,
    async open() {
      context = await (await browser()).newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', colorScheme: 'light' });
      otherTab = await context.newPage();
      await otherTab.goto(baseUrl() + '/robots.txt');
      page = await context.newPage();
      page.on('request', (request) => {
        if (!request.url().startsWith(baseUrl()) && !request.url().startsWith('data:')) seen.foreign.push(request.url());
      });
      page.on('console', (message) => {
        if (message.type() === 'error') seen.problems.push(message.text());
      });
      page.on('pageerror', (error) => seen.problems.push(error.message));
    },
    close: () => context.close(),
    /**
     * The page at `path`, `width` px wide (height 900 unless given), with the system preference
     * `colorScheme` and the visitor's stored choice `chosen` (none: the system decides).
     */
    async show(path: string, width: number, colorScheme: 'light' | 'dark', { height = 900, chosen }: { height?: number; chosen?: 'dunkel' } = {}): Promise<Page> {
      await otherTab.evaluate(([key, value]) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)), [THEME_STORAGE_KEY, chosen] as const);
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height });
      if (shown !== path) {
        shown = '';
        seen.problems = [];
        seen.foreign = [];
        await page.goto(baseUrl() + path);
        shown = path;
      }
      // Let the page take up the choice and lay itself out for the new size and preference before anything is measured.
      // The choice reaches the page by a storage event some time after the other tab wrote it (the page's own view
      // of localStorage may lag as well), so the wait is for the attribute the choice sets, not for the stored value.
      await page.evaluate(
        (wanted) =>
          new Promise((resolve) => {
            const settled = () => document.documentElement.getAttribute('data-kern-theme') === wanted;
            const frame = () => requestAnimationFrame(() => (settled() ? requestAnimationFrame(resolve) : frame()));
            frame();
          }),
        chosen === 'dunkel' ? 'dark' : null,
      );
      return page;
    },
  };
}

const system = viewer();

describe('axe on every page', () => {
  beforeAll(() => system.open());
  afterAll(() => system.close());

  describe.each(PATHS)('%s', (path) => {
    it('axe at 1280 px, hell: no violations', async () => {
      const page = await system.show(path, 1280, 'light');
      // The page really shows the scheme under test, so a broken switch cannot pass as light.
      expect(await darkScheme(page)).toBe(false);
      expect(await axe(page)).toEqual([]);
    });

    it.skipIf(path === '/gibt-es-nicht')('served in German with one h1, without CSP violations, console errors or third-party requests', async () => {
      const page = await system.show(path, 1280, 'light');
      expect(await page.locator('html').getAttribute('lang')).toBe('de');
      expect(await page.locator('h1').count()).toBe(1);
      expect(system.seen.problems).toEqual([]);
      expect(system.seen.foreign).toEqual([]);
    });

    it('axe at 375 px, hell: no violations', async () => {
      const page = await system.show(path, 375, 'light');
      expect(await darkScheme(page)).toBe(false);
      expect(await axe(page)).toEqual([]);
    });

    it('reflow at 320 px: does not scroll horizontally', async () => {
      const page = await system.show(path, 320, 'light', { height: 640 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path}: ${overflow}px zu breit`).toBeLessThanOrEqual(0);
    });

    it('axe at 1280 px, dunkel (Systemeinstellung): no violations', async () => {
      const page = await system.show(path, 1280, 'dark');
      expect(await darkScheme(page)).toBe(true);
      expect(await axe(page)).toEqual([]);
    });

    it('axe at 375 px, dunkel (gewählt): no violations', async () => {
      const page = await system.show(path, 375, 'light', { chosen: 'dunkel' });
      expect(await darkScheme(page)).toBe(true);
      expect(await axe(page)).toEqual([]);
    });
  });
});

describe('axe with the search popup open', () => {
  it.each([
    [1280, 'light'],
    [375, 'light'],
    [1280, 'dark'],
    [375, 'dark'],
  ] as const)('results and the no-results message at %i px, %s, have no violations', async (width, colorScheme) => {
    const page = await (await browser()).newPage({ viewport: { width, height: 900 }, locale: 'de-DE', colorScheme });
    await page.goto(baseUrl() + '/');
    await page.locator('#site-search-input').fill('Barrierefreiheit');
    await page.locator('#site-search-listbox [role="option"]').first().waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await axe(page)).toEqual([]);
    await page.locator('#site-search-input').fill('Quantencomputer');
    await page.getByText('Kein Ergebnis gefunden').first().waitFor();
    expect(await axe(page)).toEqual([]);
    await page.close();
  });
});

describe('the axe check itself', () => {
  it('reports what it is shown: a button without a name and text without contrast', async () => {
    const page = await (await browser()).newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    await page.goto(baseUrl() + '/impressum');
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.prepend(document.createElement('button'));
      const faint = document.createElement('p');
      faint.textContent = 'Kaum lesbarer Text';
      faint.style.cssText = 'color: #eee; background: #fff';
      main.prepend(faint);
    });
    const found = (await axe(page)).map((line) => line.split(':')[0]);
    expect(found).toContain('button-name');
    expect(found).toContain('color-contrast');
    await page.close();
  });
});
