/**
 * axe-core on every page of the sitemap (and the 404 page) at desktop and phone width, in the
 * light and in the dark colour scheme: zero violations of WCAG 2.0, 2.1 and 2.2 A/AA. No rule is
 * disabled. Every page is checked light at both widths, dark by the system setting at 1280 px
 * and dark by the visitor's choice in the header (stored, light system) at 375 px, so both ways
 * into the dark scheme meet every page. Also checks reflow at 320 px.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axe, baseUrl, browser, BUILT_SITEMAP_PATHS, closeBrowser, darkScheme, THEME_STORAGE_KEY } from './helpers.ts';

const PATHS = [...BUILT_SITEMAP_PATHS, '/gibt-es-nicht'];

afterAll(closeBrowser);

interface Pass {
  width: number;
  scheme: 'hell' | 'dunkel';
  /** How the page gets dark: the system setting or the stored choice of the switch. */
  by?: 'system' | 'wahl';
}

const PASSES: Pass[] = [
  { width: 1280, scheme: 'hell' },
  { width: 375, scheme: 'hell' },
  { width: 1280, scheme: 'dunkel', by: 'system' },
  { width: 375, scheme: 'dunkel', by: 'wahl' },
];

for (const { width, scheme, by } of PASSES) {
  describe(`axe at ${width} px, ${scheme}${by ? ` (${by === 'system' ? 'Systemeinstellung' : 'gewählt'})` : ''}`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await (await browser()).newContext({ viewport: { width, height: 900 }, locale: 'de-DE', colorScheme: by === 'system' ? 'dark' : 'light' });
      if (by === 'wahl') await context.addInitScript((key) => localStorage.setItem(key, 'dunkel'), THEME_STORAGE_KEY);
      page = await context.newPage();
    });
    afterAll(() => context.close());

    it.each(PATHS)('%s has no violations', async (path) => {
      await page.goto(baseUrl() + path);
      // The page really shows the scheme under test, so a broken switch cannot pass as light.
      expect(await darkScheme(page)).toBe(scheme === 'dunkel');
      expect(await axe(page)).toEqual([]);
    });
  });
}

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

describe('reflow at 320 px', () => {
  it('no page scrolls horizontally', async () => {
    const page = await (await browser()).newPage({ viewport: { width: 320, height: 640 } });
    const failures: string[] = [];
    for (const path of PATHS) {
      await page.goto(baseUrl() + path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) failures.push(`${path}: ${overflow}px zu breit`);
    }
    await page.close();
    expect(failures).toEqual([]);
  });
});
