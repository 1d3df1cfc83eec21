/**
 * axe-core on every page of the sitemap (and the 404 page) at desktop and phone width: zero
 * violations of WCAG 2.0, 2.1 and 2.2 A/AA. No rule is disabled. Also checks reflow at 320 px.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axe, baseUrl, browser, BUILT_SITEMAP_PATHS, closeBrowser } from './helpers.ts';

const PATHS = [...BUILT_SITEMAP_PATHS, '/gibt-es-nicht'];

afterAll(closeBrowser);

for (const width of [1280, 375]) {
  describe(`axe at ${width} px`, () => {
    let page: Page;
    beforeAll(async () => {
      page = await (await browser()).newPage({ viewport: { width, height: 900 }, locale: 'de-DE' });
    });
    afterAll(() => page.close());

    it.each(PATHS)('%s has no violations', async (path) => {
      await page.goto(baseUrl() + path);
      expect(await axe(page)).toEqual([]);
    });
  });
}

describe('axe with the search popup open', () => {
  it.each([1280, 375])('results and the no-results message at %i px have no violations', async (width) => {
    const page = await (await browser()).newPage({ viewport: { width, height: 900 }, locale: 'de-DE' });
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
