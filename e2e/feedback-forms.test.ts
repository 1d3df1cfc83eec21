/**
 * The feedback forms for everyone, in Chromium against the bundled server: reachable and usable
 * with the keyboard alone (JavaScript on; keys only, no click, focus or scroll calls), and
 * working without JavaScript as a plain form post with the signed form token and the honeypot,
 * answered by pages of the site (success, error, status page), with zero axe violations.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@servicestandard/feedback-api';
import { activeIs, axeAsServed, baseUrl, closeBrowser, openPage, tabTo } from './helpers.ts';

afterAll(closeBrowser);

const PAGE = '/kriterien/1-nutzende-verstehen-und-bedurfnisse-erkennen';
/** A form token is accepted from 3 s after the page was served. */
const WAIT_MS = 3_200;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the focused element lies fully inside the viewport. */
const activeInViewport = (page: Page) =>
  page.evaluate(() => {
    const box = document.activeElement!.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth && box.height > 0;
  });

/** axe on the page the visitor without JavaScript sees, as received (axeAsServed). */
const axeBothSchemes = async (seen: Page) => axeAsServed(seen.url(), { status: 200, body: await seen.content() });

describe('feedback form with JavaScript, keyboard only', () => {
  it('Tab from the top of a criterion page reaches the feedback text field, which the browser scrolls into view', async () => {
    const { page, problems, close } = await openPage(PAGE);
    const presses = await tabTo(page, '#feedback textarea', 250);
    expect(presses).toBeGreaterThan(1);
    // The browser scrolls the focused field into view by itself (smoothly, so it may take a moment).
    await expect.poll(() => activeInViewport(page), { timeout: 5_000 }).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('an empty submit shows the error at the field, announces it and moves focus there; typing clears it', async () => {
    const { page, close } = await openPage(PAGE);
    await tabTo(page, '#feedback textarea', 250);
    // The island hydrates once it is in view; the plain form would post to the service instead.
    await page.locator('#feedback astro-island:not([ssr]) form').waitFor();
    await tabTo(page, '#feedback button[type="submit"]', 5);
    await page.keyboard.press('Enter');
    const alert = page.locator('#feedback [role="alert"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(errorMessages.DESCRIPTION_REQUIRED);
    expect(await activeIs(page, '#feedback textarea')).toBe(true);
    const field = page.locator('#feedback textarea');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const errorId = await alert.getAttribute('id');
    expect((await field.getAttribute('aria-describedby'))?.split(' ')).toContain(errorId);
    // The message sits right at the field, visible.
    expect(await alert.isVisible()).toBe(true);
    await page.keyboard.type('Der Link am Ende führt ins Leere.');
    expect(await alert.count()).toBe(0);
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    await close();
  });
});

describe('feedback form without JavaScript', () => {
  const noScript = { javaScriptEnabled: false } as const;

  it('serves every field enabled in a real form with a fresh form token', async () => {
    const { page, close } = await openPage(PAGE, noScript);
    const form = page.locator('#feedback form');
    expect(await form.getAttribute('method')).toBe('post');
    expect(await form.getAttribute('action')).toBe('/api/feedback/form');
    expect(await page.locator('#feedback :disabled').count()).toBe(0);
    expect(await page.locator('#feedback').textContent()).not.toContain('benötigt JavaScript');
    const token = await form.locator('input[name="formToken"]').inputValue();
    expect(token).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(await form.locator('input[name="pagePath"]').inputValue()).toBe(PAGE);
    const again = await openPage(PAGE, noScript);
    expect(await again.page.locator('#feedback input[name="formToken"]').inputValue()).not.toBe(token);
    await again.close();
    await close();
  });

  it('sends general feedback: success page with the status link, status page in the site layout; the same form again is refused', async () => {
    const { page, close } = await openPage(PAGE, noScript);
    let posted: { body: string; url: string } | undefined;
    page.on('request', (request) => {
      if (request.method() === 'POST') posted = { body: request.postData() ?? '', url: request.url() };
    });
    await page.getByLabel('Ihr Feedback').fill('Ohne JavaScript gesendet: Das Beispiel zu Interviews fehlt.');
    await pause(WAIT_MS);
    await page.getByRole('button', { name: 'Feedback absenden' }).click();
    await page.waitForLoadState();
    expect(await page.title()).toBe('Feedback gesendet – Servicestandard');
    expect(await page.locator('h1').textContent()).toBe('Vielen Dank für Ihr Feedback');
    // A page of the site: its header, navigation and footer.
    expect(await page.locator('header.site-header').count()).toBe(1);
    expect(await page.locator('footer.site-footer').count()).toBe(1);
    expect(await page.locator('main').textContent()).toContain('Status: gespeichert');
    expect(await page.getByRole('link', { name: /Zurück zur Seite/ }).getAttribute('href')).toBe(`${baseUrl()}${PAGE}`);
    expect(await axeBothSchemes(page)).toEqual([]);

    await page.getByRole('link', { name: 'Status Ihres Feedbacks ansehen' }).click();
    await page.waitForLoadState();
    expect(page.url()).toMatch(/\/api\/feedback\/[0-9a-f-]{36}$/);
    expect(await page.title()).toBe('Ihr Feedback – Servicestandard');
    expect(await page.locator('header.site-header').count()).toBe(1);
    const main = await page.locator('main').textContent();
    expect(main).toContain('Status: gespeichert');
    expect(main).toContain('Wie es weitergeht');
    expect(main).toContain('Ohne JavaScript gesendet: Das Beispiel zu Interviews fehlt.');
    expect(await page.getByRole('link', { name: /Zurück zur Seite/ }).getAttribute('href')).toBe(`${baseUrl()}${PAGE}`);
    expect(await axeBothSchemes(page)).toEqual([]);

    // The captured form, posted once more: its token has been used.
    const replay = await fetch(posted!.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: posted!.body });
    expect(replay.status).toBe(409);
    expect(await replay.text()).toContain(errorMessages.FORM_TOKEN_USED);
    await close();
  });

  it('refuses a form sent too fast with the message to wait, keeps the text, and takes it a moment later', async () => {
    const text = 'Zu schnell gesendet, aber nicht verloren.';
    // "Too fast" means within 3 s of the page being served; on a machine busy with other tests the
    // load alone can take that long, so a try that took longer is repeated with a fresh page.
    let attempt: Awaited<ReturnType<typeof openPage>> | undefined;
    for (let tries = 0; tries < 4; tries++) {
      const started = Date.now();
      attempt = await openPage(PAGE, noScript);
      await attempt.page.getByLabel('Ihr Feedback').fill(text);
      await attempt.page.getByRole('button', { name: 'Feedback absenden' }).click();
      await attempt.page.waitForLoadState();
      if (Date.now() - started < 2_500 || (await attempt.page.title()) !== 'Feedback gesendet – Servicestandard') break;
      await attempt.close();
    }
    const { page, close } = attempt!;
    expect(await page.title()).toBe('Feedback nicht gesendet – Servicestandard');
    expect(await page.getByRole('alert').textContent()).toBe(errorMessages.FORM_TOKEN_TOO_NEW);
    expect(await page.getByLabel('Ihr Feedback').inputValue()).toBe(text);
    expect(await axeBothSchemes(page)).toEqual([]);
    await pause(WAIT_MS);
    await page.getByRole('button', { name: 'Erneut senden' }).click();
    await page.waitForLoadState();
    expect(await page.locator('h1').textContent()).toBe('Vielen Dank für Ihr Feedback');
    await close();
  });

  it('refuses the form when the honeypot is filled', async () => {
    const { page, close } = await openPage(PAGE, noScript);
    await page.getByLabel('Ihr Feedback').fill('Von einem Programm ausgefüllt.');
    const trap = page.locator('#feedback input[name="homepage"]');
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await trap.getAttribute('autocomplete')).toBe('off');
    await trap.fill('https://spam.example', { force: true });
    await pause(WAIT_MS);
    await page.getByRole('button', { name: 'Feedback absenden' }).click();
    await page.waitForLoadState();
    expect(await page.getByRole('alert').textContent()).toBe(errorMessages.FORM_REJECTED);
    await close();
  });

  it('an empty description is answered with the German error page, the field marked', async () => {
    const { page, close } = await openPage(PAGE, noScript);
    await pause(WAIT_MS);
    await page.getByRole('button', { name: 'Feedback absenden' }).click();
    await page.waitForLoadState();
    expect(await page.getByRole('alert').textContent()).toBe(errorMessages.DESCRIPTION_REQUIRED);
    expect(await page.getByLabel('Ihr Feedback').getAttribute('aria-invalid')).toBe('true');
    expect(await axeBothSchemes(page)).toEqual([]);
    await close();
  });

  it('sends a barrier report with the confidential wording', async () => {
    const { page, close } = await openPage('/barriere-melden', noScript);
    expect(await page.locator('#feedback input[name="labels"]').inputValue()).toBe('barriere');
    await page.getByLabel('Beschreibung der Barriere').fill('Die Tabelle auf der Seite ist mit dem Screenreader nicht lesbar.');
    await pause(WAIT_MS);
    await page.getByRole('button', { name: 'Meldung absenden' }).click();
    await page.waitForLoadState();
    expect(await page.locator('h1').textContent()).toBe('Vielen Dank für Ihre Meldung');
    await page.getByRole('link', { name: 'Status Ihres Feedbacks ansehen' }).click();
    await page.waitForLoadState();
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).toContain('Status: gespeichert');
    expect(await page.getByRole('link', { name: /Zurück zur Seite/ }).getAttribute('href')).toBe(`${baseUrl()}/barriere-melden`);
    await close();
  });
});
