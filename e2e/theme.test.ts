/**
 * The colour scheme in Chromium: the system setting applies without a choice (and without
 * JavaScript), the switch in the official-site banner (System, Hell, Dunkel) works by keyboard,
 * keeps the choice in localStorage without a cookie, applies it before the first paint of the
 * next page within the CSP, follows a choice made in another tab, and paper stays light.
 * axe in both schemes on every page: e2e/a11y.test.ts.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axe, baseUrl, browser, closeBrowser, darkScheme, luminance, openPage, THEME_STORAGE_KEY } from './helpers.ts';

afterAll(closeBrowser);

const CRITERION = '/kriterien/1-nutzende-verstehen-und-bedurfnisse-erkennen';

const storedChoice = (page: Page) => page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY);
const checked = (page: Page) => page.locator('input[name="farbschema"]:checked').getAttribute('value');

/**
 * Opens `path` in a fresh context whose init script notes, at the first animation frame (before
 * the first paint), whether the page was dark then.
 */
async function openRecordingFirstFrame(path: string, options: BrowserContextOptions & { stored?: string } = {}) {
  const context = await (await browser()).newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 }, ...options });
  await context.addInitScript(
    ({ key, stored }) => {
      if (stored) localStorage.setItem(key, stored);
      requestAnimationFrame(() => {
        (window as unknown as { firstFrame: unknown }).firstFrame = { theme: document.documentElement.getAttribute('data-kern-theme') };
      });
    },
    { key: THEME_STORAGE_KEY, stored: options.stored },
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(baseUrl() + path, { waitUntil: 'load' });
  const firstFrame = await page.waitForFunction(() => (window as unknown as { firstFrame?: unknown }).firstFrame).then((handle) => handle.jsonValue());
  return { page, problems, firstFrame: firstFrame as { theme: string | null }, close: () => context.close() };
}

describe('colour scheme', () => {
  it('follows the system setting when nothing is chosen, with and without JavaScript', async () => {
    for (const javaScriptEnabled of [true, false]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, close } = await openPage('/', { colorScheme, javaScriptEnabled });
        expect(await darkScheme(page), `${colorScheme}, JS ${javaScriptEnabled}`).toBe(colorScheme === 'dark');
        expect(await page.evaluate(() => document.documentElement.hasAttribute('data-kern-theme'))).toBe(false);
        // Without scripts a choice could not be kept: the switch is not shown.
        expect(await page.getByRole('group', { name: 'Farbschema' }).isVisible()).toBe(javaScriptEnabled);
        await close();
      }
    }
  });

  it('is chosen by keyboard in a labelled group of three, kept in localStorage without a cookie', async () => {
    const { page, problems, close } = await openPage(CRITERION, { colorScheme: 'light', viewport: { width: 375, height: 800 } });
    const group = page.getByRole('group', { name: 'Farbschema' });
    expect(await group.getByRole('radio').evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).labels?.[0]?.textContent))).toEqual([
      'System (wie im Betriebssystem eingestellt)',
      'Hell',
      'Dunkel',
    ]);
    expect(await checked(page)).toBe('system');

    // From the skip link, Tab reaches the checked radio; the arrow keys choose.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('system');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!.closest('label')!).outlineStyle);
    expect(outline).toBe('solid'); // visible focus on the segment
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await checked(page)).toBe('dunkel');
    expect(await darkScheme(page)).toBe(true);
    expect(await storedChoice(page)).toBe('dunkel');
    expect(await axe(page)).toEqual([]);

    await page.keyboard.press('ArrowLeft');
    expect(await darkScheme(page)).toBe(false);
    expect(await storedChoice(page)).toBe('hell');
    await page.keyboard.press('ArrowLeft');
    expect(await storedChoice(page)).toBeNull(); // "System" keeps nothing
    expect(await page.context().cookies()).toEqual([]);
    expect(problems).toEqual([]); // no CSP violation, no error
    await close();
  });

  it('applies a stored choice before the first paint of the next page, against the system setting', async () => {
    const dark = await openRecordingFirstFrame('/glossar', { colorScheme: 'light', stored: 'dunkel' });
    expect(dark.firstFrame.theme).toBe('dark');
    expect(await darkScheme(dark.page)).toBe(true);
    expect(await checked(dark.page)).toBe('dunkel');
    expect(dark.problems).toEqual([]); // the inline script runs within the CSP
    await dark.close();

    const light = await openRecordingFirstFrame('/glossar', { colorScheme: 'dark', stored: 'hell' });
    expect(light.firstFrame.theme).toBe('light');
    expect(await darkScheme(light.page)).toBe(false);
    expect(await checked(light.page)).toBe('hell');
    await light.close();

    // A value that is no choice counts as none.
    const odd = await openRecordingFirstFrame('/glossar', { colorScheme: 'light', stored: '"]<b>' });
    expect(odd.firstFrame.theme).toBeNull();
    expect(await checked(odd.page)).toBe('system');
    expect(odd.problems).toEqual([]);
    await odd.close();
  });

  it('follows a choice made in another tab', async () => {
    const { page, close } = await openPage('/', { colorScheme: 'light' });
    const other = await page.context().newPage();
    await other.goto(baseUrl() + '/glossar');
    await other.getByText('Dunkel', { exact: true }).click();
    await page.waitForFunction(() => document.documentElement.getAttribute('data-kern-theme') === 'dark');
    expect(await checked(page)).toBe('dunkel');
    await close();
  });

  it('prints black on white, whatever the screen shows', async () => {
    const { page, close } = await openPage(CRITERION, { colorScheme: 'dark' });
    await page.getByText('Dunkel', { exact: true }).click();
    expect(await darkScheme(page)).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await darkScheme(page)).toBe(false);
    expect(await luminance(page, 'main h1', 'color')).toBeLessThan(0.05);
    expect(await luminance(page, 'main p', 'color')).toBeLessThan(0.05);
    await close();
  });
});
