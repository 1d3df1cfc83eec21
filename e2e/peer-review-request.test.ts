/**
 * The request for a peer review in Chromium against the bundled server: with JavaScript, filled
 * with the keyboard alone (keys only) and with a Selbstcheck carried over from the Selbstcheck
 * page, it reaches its status page through the JSON route with proof of work; without JavaScript
 * the plain form post with form token and honeypot reaches it too. axe (light and dark, 1280 and
 * 375 px) on the form page and on the status page.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { selbstcheckExport } from '@servicestandard/testkit/selbstcheck';
import { activeIs, axeAsServed, baseUrl, closeBrowser, openPage, tabTo } from './helpers.ts';

afterAll(closeBrowser);

const PAGE = '/handbuch/service-pruefen/peer-review-anfragen';
/** A form token is accepted from 3 s after the page was served. */
const WAIT_MS = 3_200;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const STATUS = /\/api\/peer-review\/status\/[A-Za-z0-9_-]{22}$/;

const SELBSTCHECK = selbstcheckExport({ service: 'Wohngeld online', criteria: { '1': { answers: {}, notes: '', evidence: '', removed: [] } } });

describe('the peer-review request', () => {
  it('with JavaScript, keyboard only and a Selbstcheck carried over: the request reaches its status page; axe on the form and the status page', async () => {
    const { page, problems, close } = await openPage(PAGE, {
      beforeLoad: (context) =>
        context.addInitScript((json) => sessionStorage.setItem('servicestandard-peer-review-selbstcheck', json), JSON.stringify(SELBSTCHECK)),
    });
    // The island hydrates once the form comes into view, here when the focus reaches its first field.
    await tabTo(page, '#anfrage-service', 120);
    await page.locator('astro-island:not([ssr]) form.peer-review-anfrage').waitFor();
    // The island reads the carried-over export in an effect after hydration, so the note comes a render later.
    await page.locator('#anfrage-selbstcheck', { hasText: 'Selbstcheck angehängt: „Wohngeld online“' }).waitFor({ timeout: 10_000 });
    expect(await activeIs(page, '#anfrage-service')).toBe(true);
    await page.keyboard.type('Wohngeld online');
    await tabTo(page, '#anfrage-authority', 3);
    await page.keyboard.type('Stadt Musterstadt');
    await tabTo(page, '#anfrage-level-bund', 3);
    await page.keyboard.press('ArrowRight'); // Land
    await tabTo(page, 'input[name="phase"]', 3);
    await page.keyboard.press('Space'); // the first phase
    await tabTo(page, '#anfrage-goal', 3);
    await page.keyboard.type('Eine Einschätzung vor dem Start.');
    await tabTo(page, '#anfrage-criteria-1', 3);
    await page.keyboard.press('Space');
    await tabTo(page, '#anfrage-contactName', 20);
    await page.keyboard.type('Anna Beispiel');
    await tabTo(page, '#anfrage-email', 3);
    await page.keyboard.type('anna@example.org');
    await tabTo(page, '.peer-review-anfrage button[type="submit"]', 5);
    await page.keyboard.press('Enter');
    await page.waitForURL(STATUS, { timeout: 30_000 });
    const status = await page.content();
    expect(status).toContain('Stand: <strong>eingegangen</strong>');
    expect(status).toContain('<dd>Land</dd>');
    expect(status).toContain('<dd>Verstehen</dd>');
    expect(status).toContain('<dd>Kriterium 1</dd>');
    expect(status).toContain('<dd>angehängt (eine Bewertung)</dd>');
    expect(problems).toEqual([]);
    const statusUrl = page.url();
    await close();

    expect(await axeAsServed(baseUrl() + PAGE)).toEqual([]);
    expect(await axeAsServed(statusUrl)).toEqual([]);
  });

  it('without JavaScript: the plain form post with form token and honeypot reaches the status page', async () => {
    const { page, close } = await openPage(PAGE, { javaScriptEnabled: false });
    const form = page.locator('form.peer-review-anfrage');
    expect(await form.getAttribute('action')).toBe('/api/peer-review/form');
    expect(await form.locator('input[name="formToken"]').inputValue()).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    await page.fill('#anfrage-service', 'Bürgerportal');
    await page.fill('#anfrage-authority', 'Land Beispiel');
    await page.check('#anfrage-level-land');
    await page.check('#anfrage-phase-betreiben');
    await page.fill('#anfrage-goal', 'Vor dem Relaunch');
    await page.check('#anfrage-criteria-6');
    await page.check('#anfrage-criteria-9');
    await page.fill('#anfrage-contactName', 'Anna Beispiel');
    await page.fill('#anfrage-email', 'anna@example.org');
    await page.fill('#anfrage-selbstcheck', JSON.stringify(SELBSTCHECK));
    await pause(WAIT_MS);
    await Promise.all([page.waitForURL(STATUS), form.locator('button[type="submit"]').click()]);
    const status = await page.content();
    expect(status).toContain('Stand: <strong>eingegangen</strong>');
    expect(status).toContain('<dd>Kriterium 6, Kriterium 9</dd>');
    expect(status).toContain('<dd>angehängt (eine Bewertung)</dd>');
    await close();
  });
});
