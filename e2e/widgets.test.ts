/**
 * Small widgets of issue 11 in Chromium: the copy button of code blocks with its toast
 * by keyboard, announced through a status region; nothing shown when copying fails; the status
 * badge of architecture decisions.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { axe, baseUrl, closeBrowser, openPage } from './helpers.ts';

afterAll(closeBrowser);

const ADR = '/open-source/adr/0007-nutzungsstatistik-mit-plausible-tracker';

describe('code block copy button', () => {
  it('copies by keyboard and shows the toast at top center for a moment, in a status region', async () => {
    const { page, problems, close } = await openPage(ADR, { viewport: { width: 1280, height: 900 } });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const button = page.locator('.code-block button');
    expect(await button.count()).toBe(1);
    expect(await button.textContent()).toBe('Code kopieren');
    await button.focus();
    expect(await button.evaluate((b) => b.matches(':focus-visible') || getComputedStyle(b).outlineStyle !== 'none')).toBe(true);
    await page.keyboard.press('Enter');
    const toast = page.locator('[role="status"].toast-region .toast');
    await toast.waitFor({ state: 'visible' });
    expect(await toast.locator('p').allTextContents()).toEqual(['In die Zwischenablage kopiert', 'Der Code wurde erfolgreich kopiert.']);
    const box = (await toast.boundingBox())!;
    // Centred in the window; the classic scrollbar (15 px) may sit on either side of that centre.
    const middle = await page.evaluate(() => document.documentElement.clientWidth / 2);
    expect(Math.abs(box.x + box.width / 2 - middle)).toBeLessThanOrEqual(7.5);
    expect(box.y).toBeLessThan(40);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('PUBLIC_ANALYTICS_ENDPOINT=https://statistik.example.de/api/event');
    expect(await axe(page)).toEqual([]);
    // The toast goes away by itself (after 2000 ms).
    await toast.waitFor({ state: 'detached', timeout: 5000 });
    expect(problems).toEqual([]);
    await close();
  });

  it('shows nothing when the browser refuses to copy', async () => {
    const { page, close } = await openPage(ADR);
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('verweigert')) } });
    });
    await page.locator('.code-block button').click();
    // Wait for the copy attempt to settle (two frames), then there must be no toast.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.locator('.toast').count()).toBe(0);
    await close();
  });
});

describe('architecture decision status', () => {
  it('shows the status as a badge that names itself to screen readers', async () => {
    const { page, close } = await openPage(ADR);
    const badge = page.locator('.adr-status-line .kern-badge');
    expect(await badge.textContent()).toBe('Status: Akzeptiert');
    expect(await badge.getAttribute('class')).toContain('kern-badge--success');
    await close();
    const list = await openPage('/open-source');
    expect(await list.page.locator('.updates-list .kern-badge').count()).toBeGreaterThanOrEqual(5);
    await list.close();
  });
});
