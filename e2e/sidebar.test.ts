/**
 * The pages whose theme shows the sidebar (the handbook and /din-spec-66336): sidebar tree in the
 * order of meaning, the panel below 1280 px, Ctrl/Cmd+B, the sidebar_state cookie, the table of
 * contents following the middle of the viewport, pagination, the last-updated date, the sidebar
 * without JavaScript, no layout shift while the page starts, and axe in every state. Keyboard only wherever a person can. Header,
 * navigation and footer are the same as on every page (e2e/navigation.test.ts).
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axe, baseUrl, browser, closeBrowser, openPage, tabTo } from './helpers.ts';

afterAll(closeBrowser);

const PEER_REVIEW = '/handbuch/service-pruefen/peer-review';
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true };

const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement;
  return { tag: el?.tagName.toLowerCase(), text: el?.textContent?.trim(), inSidebar: !!el?.closest('#seitenleiste'), openButton: el?.hasAttribute('data-sidebar-open') ?? false };
});

/** What Chromium's accessibility tree tells a screen reader about the first element matching the selector. */
async function axInfo(page: Page, selector: string): Promise<{ role: string; name: string; expanded: boolean | undefined }> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  await cdp.detach();
  const node = nodes[0]!;
  const expanded = node.properties?.find((p) => p.name === 'expanded')?.value.value as boolean | undefined;
  return { role: String(node.role?.value), name: String(node.name?.value), expanded };
}

describe('sidebar on wide screens (1280 px)', () => {
  it('marks the current page in the sidebar, opens its folder, and lists pagination and the last-updated date', async () => {
    const { page, problems, close } = await openPage(PEER_REVIEW, DESKTOP);
    const current = page.locator('.sidebar__nav a[aria-current="page"]');
    expect(await current.textContent()).toBe('Peer Review');
    expect(await current.evaluate((a) => (a.closest('details') as HTMLDetailsElement).open)).toBe(true);
    expect(await page.locator('#seitenleiste summary.is-active').textContent()).toBe('Service prüfen');
    // Screen readers get a named region and the expanded state of each folder.
    expect(await axInfo(page, '#seitenleiste')).toMatchObject({ role: 'complementary', name: 'Seitenleiste' });
    expect(await axInfo(page, '#seitenleiste summary.is-active')).toMatchObject({ name: 'Service prüfen', expanded: true });
    expect(await axInfo(page, '.sidebar__nav a[aria-current="page"]')).toMatchObject({ role: 'link', name: 'Peer Review' });
    expect(await page.locator('nav[aria-label="Hauptnavigation"] a[aria-current="true"]').textContent()).toBe('Handbuch');
    expect(await page.locator('[data-sidebar-open]').isVisible()).toBe(false);
    const pagination = page.locator('nav[aria-label="Vorherige und nächste Seite"]');
    expect(await pagination.locator('a[rel="prev"]').getAttribute('href')).toBe('/handbuch/service-pruefen');
    expect(await pagination.locator('a[rel="next"]').getAttribute('href')).toMatch(/^\/handbuch\//);
    expect(await page.locator('.last-updated').textContent()).toMatch(/^Zuletzt aktualisiert am \d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/);
    expect(await page.locator('.umbrella-header').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('lists numbered pages by number and the phases in lifecycle order', async () => {
    const { page, close } = await openPage('/handbuch/beispiele', DESKTOP);
    /** The page links of a sidebar folder, in order, without its "Übersicht". */
    const folder = (title: string) =>
      page.evaluate((name) => {
        const details = [...document.querySelectorAll('#seitenleiste details')].find((d) => d.querySelector('summary')?.textContent?.trim() === name);
        return [...(details?.querySelectorAll(':scope > ul > li > a') ?? [])].map((a) => a.textContent.trim()).filter((text) => text !== 'Übersicht');
      }, title);
    expect(await folder('Beispiele')).toEqual(Array.from({ length: 13 }, (_, i) => `Beispiel zu Kriterium ${i + 1}`));
    const phases = await folder('Entwicklungsphasen');
    expect(phases).toEqual(['Verstehen', 'Entwickeln', 'Betreiben', 'Weiterentwickeln']);
    await close();
  });

  it('collapses the sidebar with its button and Ctrl+B, keeps the state in the cookie sidebar_state for 7 days', async () => {
    const { page, close } = await openPage(PEER_REVIEW, DESKTOP);
    const toggle = page.locator('[data-sidebar-toggle]');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.getAttribute('aria-controls')).toBe('seitenleiste-inhalt');
    expect(await axInfo(page, '[data-sidebar-toggle]')).toEqual({ role: 'button', name: 'Seitenleiste ausblenden', expanded: true });
    expect(await page.locator('#seitenleiste').evaluate((el) => el.getBoundingClientRect().width)).toBeCloseTo(256, 0);
    await tabTo(page, '[data-sidebar-toggle]', 60);
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.textContent()).toBe('Seitenleiste einblenden');
    expect(await page.locator('#seitenleiste-inhalt').isVisible()).toBe(false);
    expect(await page.locator('#seitenleiste').evaluate((el) => el.getBoundingClientRect().width)).toBeCloseTo(48, 0);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state')!;
    expect(cookie.value).toBe('false');
    const days = (cookie.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(await axe(page)).toEqual([]);
    // The next page starts collapsed (the cookie is read before the first paint).
    await page.goto(page.url().replace(PEER_REVIEW, '/handbuch'));
    expect(await page.evaluate(() => document.documentElement.classList.contains('sidebar-collapsed'))).toBe(true);
    expect(await page.locator('#seitenleiste-inhalt').isVisible()).toBe(false);
    await page.keyboard.press('Control+b');
    expect(await page.locator('#seitenleiste-inhalt').isVisible()).toBe(true);
    expect((await page.context().cookies()).find((c) => c.name === 'sidebar_state')!.value).toBe('true');
    await page.keyboard.press('Meta+b');
    expect(await page.locator('#seitenleiste-inhalt').isVisible()).toBe(false);
    await close();
  });

  it('underlines the table-of-contents entry of the heading nearest the middle of the viewport', async () => {
    const { page, close } = await openPage('/din-spec-66336', DESKTOP);
    const links = page.locator('.toc a');
    const ids = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).hash.slice(1)));
    const target = ids[3]!;
    // Put the heading just below the middle: the top rule of the standard layout would not pick it yet.
    await page.evaluate((id) => {
      const heading = document.getElementById(id)!;
      scrollTo(0, heading.getBoundingClientRect().top + scrollY - innerHeight / 2 + 20);
    }, target);
    await page.waitForFunction((id) => document.querySelector(`.toc a[aria-current="location"]`)?.getAttribute('href') === `#${id}`, target, { timeout: 5000 });
    const current = page.locator('.toc a[aria-current="location"]');
    expect(await current.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('underline');
    await close();
  });
});

describe('sidebar on phones (375 px)', () => {
  it('opens the sidebar as a panel, locks scrolling, closes on Escape with focus back on the button', async () => {
    const { page, problems, close } = await openPage(PEER_REVIEW, PHONE);
    const button = page.locator('[data-sidebar-open]');
    expect(await button.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.getAttribute('aria-controls')).toBe('seitenleiste');
    expect(await axInfo(page, '[data-sidebar-open]')).toEqual({ role: 'button', name: 'Seitenleiste öffnen', expanded: false });
    expect(await page.locator('#seitenleiste').isVisible()).toBe(false);
    // The primary navigation stays in the header, the same as on every page.
    expect(await page.locator('header nav[aria-label="Hauptnavigation"]').isVisible()).toBe(true);
    await tabTo(page, '[data-sidebar-open]', 60);
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await axInfo(page, '[data-sidebar-open]')).toEqual({ role: 'button', name: 'Seitenleiste schließen', expanded: true });
    const panel = page.locator('#seitenleiste');
    await page.waitForFunction(() => getComputedStyle(document.getElementById('seitenleiste')!).visibility === 'visible');
    expect(await panel.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(320);
    // The panel holds the page tree alone; focus moves to its first link.
    expect(await panel.locator('nav').evaluateAll((navs) => navs.map((n) => n.getAttribute('aria-labelledby')))).toEqual(['seitenleiste-titel']);
    expect(await focused(page)).toMatchObject({ inSidebar: true, text: 'Handbuch' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toMatchObject({ openButton: true });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    // Ctrl+B opens and closes the panel too.
    await page.keyboard.press('Control+b');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Control+b');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await close();
  });

  it('closes the panel on a route change, also when the page comes back from the history', async () => {
    const { page, close } = await openPage(PEER_REVIEW, PHONE);
    await page.locator('[data-sidebar-open]').click();
    await page.waitForFunction(() => getComputedStyle(document.getElementById('seitenleiste')!).visibility === 'visible');
    await Promise.all([page.waitForURL(/\/handbuch\/service-pruefen$/), page.locator('#seitenleiste a', { hasText: 'Übersicht' }).first().click()]);
    expect(await page.locator('[data-sidebar-open]').getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#seitenleiste').isVisible()).toBe(false);
    await page.goBack();
    expect(await page.evaluate(() => document.documentElement.classList.contains('sidebar-open'))).toBe(false);
    expect(await page.locator('#seitenleiste').isVisible()).toBe(false);
    // A click on the dimmed page beside the panel closes it.
    await page.locator('[data-sidebar-open]').click();
    await page.mouse.click(360, 600);
    expect(await page.locator('[data-sidebar-open]').getAttribute('aria-expanded')).toBe('false');
    // So does the close button at the top of the panel, by keyboard; focus returns to the button that opened it.
    await page.locator('[data-sidebar-open]').click();
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toMatchObject({ text: 'Seitenleiste schließen', inSidebar: true });
    await page.keyboard.press('Enter');
    expect(await page.locator('[data-sidebar-open]').getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toMatchObject({ openButton: true });
    await close();
  });
});

describe('sidebar without JavaScript', () => {
  it('shows the sidebar tree as nested details that open and close, without the panel button', async () => {
    for (const options of [PHONE, DESKTOP]) {
      const { page, close } = await openPage(PEER_REVIEW, { ...options, javaScriptEnabled: false });
      expect(await page.locator('[data-sidebar-open]').isVisible()).toBe(false);
      expect(await page.locator('#seitenleiste a[aria-current="page"]').isVisible()).toBe(true);
      const folder = page.locator('#seitenleiste details', { hasText: 'Anleitungen' }).first();
      const wasOpen = await folder.evaluate((d) => (d as HTMLDetailsElement).open);
      await folder.locator('summary').first().click();
      expect(await folder.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(!wasOpen);
      await folder.locator('summary').first().click();
      expect(await folder.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(wasOpen);
      const link = folder.locator('a').first();
      if (!(await link.isVisible())) await folder.locator('summary').first().click();
      await Promise.all([page.waitForURL(/\/handbuch\/anleitungen/), link.click()]);
      // (axe needs timers, which a page without JavaScript does not run; the markup is the same as with JavaScript.)
      expect(await page.locator('.sidebar__nav a[aria-current="page"]').textContent()).toBe('Übersicht');
      await close();
    }
  });
});

describe('no layout shift while the page starts', () => {
  it.each([
    ['phone (375 px): the button "Seitenleiste öffnen"', PHONE, '[data-sidebar-open]'],
    ['wide screen (1280 px): the button "Seitenleiste ausblenden"', DESKTOP, '[data-sidebar-toggle]'],
  ])('%s is in its place from the first paint, so nothing moves when the sidebar script runs', async (_name, options, button) => {
    const context = await (await browser()).newContext({ locale: 'de-DE', ...options });
    try {
      await context.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The page's scripts arrive late, as on a slow connection: the page is painted before the
      // sidebar script runs, so whatever that script shows must already have its place.
      await context.route('**/_astro/*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
      const page = await context.newPage();
      // The load event comes after the page's module scripts, the sidebar script among them, have run.
      await page.goto(baseUrl() + PEER_REVIEW, { waitUntil: 'load' });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.locator(button).isVisible()).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
