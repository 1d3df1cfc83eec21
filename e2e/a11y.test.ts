/**
 * axe-core on every page of the sitemap (and the 404 page) at desktop and phone width, in the
 * light and in the dark colour scheme: zero violations of WCAG 2.0, 2.1 and 2.2 A/AA. No rule is
 * disabled. Every page is checked light at both widths, dark by the system setting at 1280 px
 * and dark by the visitor's choice in the header (stored, light system) at 375 px, so both ways
 * into the dark scheme meet every page. Also checks reflow at 320 px.
 *
 * Each page is loaded twice, not once per check: the first load (light system) is checked at
 * 1280 px and 375 px, for reflow at 320 px, and dark by the system setting at 1280 px, switching
 * the viewport and the emulated preference in place (the site follows both by media queries and
 * matchMedia listeners); the second load is in a context whose stored choice is "dunkel", so the
 * page's own script applies it before the first paint, as for a returning visitor.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axe, baseUrl, browser, BUILT_SITEMAP_PATHS, closeBrowser, darkScheme, THEME_STORAGE_KEY } from './helpers.ts';

const PATHS = [...BUILT_SITEMAP_PATHS, '/gibt-es-nicht'];

afterAll(closeBrowser);

/** A page in its own context that loads each path once, however many checks look at it. */
function viewer(options: { stored?: 'dunkel' }) {
  let context: BrowserContext;
  let page: Page;
  let shown = '';
  return {
    async open() {
      context = await (await browser()).newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', colorScheme: 'light' });
      if (options.stored) await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, options.stored] as const);
      page = await context.newPage();
    },
    close: () => context.close(),
    /** The page at `path`, `width` px wide (height 900 unless given), with the system preference `colorScheme`. */
    async show(path: string, width: number, colorScheme: 'light' | 'dark', height = 900): Promise<Page> {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height });
      if (shown !== path) {
        shown = '';
        await page.goto(baseUrl() + path);
        shown = path;
      }
      // Let the page lay itself out for the new size and preference before anything is measured.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      return page;
    },
  };
}

const system = viewer({});
const chosen = viewer({ stored: 'dunkel' });

describe('axe on every page', () => {
  beforeAll(() => Promise.all([system.open(), chosen.open()]));
  afterAll(() => Promise.all([system.close(), chosen.close()]));

  describe.each(PATHS)('%s', (path) => {
    it('axe at 1280 px, hell: no violations', async () => {
      const page = await system.show(path, 1280, 'light');
      // The page really shows the scheme under test, so a broken switch cannot pass as light.
      expect(await darkScheme(page)).toBe(false);
      expect(await axe(page)).toEqual([]);
    });

    it('axe at 375 px, hell: no violations', async () => {
      const page = await system.show(path, 375, 'light');
      expect(await darkScheme(page)).toBe(false);
      expect(await axe(page)).toEqual([]);
    });

    it('reflow at 320 px: does not scroll horizontally', async () => {
      const page = await system.show(path, 320, 'light', 640);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path}: ${overflow}px zu breit`).toBeLessThanOrEqual(0);
    });

    it('axe at 1280 px, dunkel (Systemeinstellung): no violations', async () => {
      const page = await system.show(path, 1280, 'dark');
      expect(await darkScheme(page)).toBe(true);
      expect(await axe(page)).toEqual([]);
    });

    it('axe at 375 px, dunkel (gewählt): no violations', async () => {
      const page = await chosen.show(path, 375, 'light');
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
