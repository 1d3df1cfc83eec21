/**
 * "War diese Seite hilfreich?" in Chromium against the bundled service: with JavaScript the answer
 * goes in the background and "Nein" puts the focus into the feedback form; without JavaScript the
 * plain form post comes back to the page's thank-you note. Nothing sets a cookie; only the page
 * and the answer are sent. The counts themselves: service/test/routes/helpful.test.ts.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axe, baseUrl, closeBrowser, openPage } from './helpers.ts';

afterAll(closeBrowser);

const PAGE = '/kriterien/2-problem-beschreiben-und-ziele-bestimmen';

/** Collects the posts of answers. */
function answersSent(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/helpful')) sent.push(request);
  });
  return sent;
}

const focusedField = (page: Page) => page.evaluate(() => (document.activeElement?.closest('#feedback') ? document.activeElement.tagName : document.activeElement?.tagName ?? null));

describe('War diese Seite hilfreich?', () => {
  it('stands on every content page above the feedback block', async () => {
    for (const path of ['/', PAGE, '/glossar', '/handbuch', '/selbstcheck']) {
      const { page, close } = await openPage(path);
      const order = await page.evaluate(() => {
        const prompt = document.getElementById('hilfreich');
        const feedback = document.getElementById('feedback');
        return prompt && feedback ? prompt.compareDocumentPosition(feedback) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
      });
      expect(order, path).toBeTruthy();
      expect(await page.locator('#hilfreich input[name="pagePath"]').inputValue()).toBe(path);
      await close();
    }
  });

  it('with JavaScript: "Ja" thanks in place, sends only page and answer, sets no cookie', async () => {
    const { page, problems, close } = await openPage(PAGE);
    const sent = answersSent(page);
    await page.locator('#hilfreich').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => !document.querySelector('#hilfreich')?.closest('astro-island')?.hasAttribute('ssr'));
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/helpful'));
    await page.getByRole('button', { name: 'Ja', exact: true }).click();
    expect((await answered).status()).toBe(201);
    expect(page.url()).toBe(baseUrl() + PAGE); // no page load
    const status = page.locator('#hilfreich').getByRole('status');
    await expect.poll(() => status.textContent()).toBe('Vielen Dank für Ihre Antwort!');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    expect(await page.locator('#hilfreich form').isVisible()).toBe(false);
    expect(sent.map((request) => request.postDataJSON())).toEqual([{ pagePath: PAGE, answer: 'ja' }]);
    expect(await page.context().cookies()).toEqual([]);
    expect(await axe(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('with JavaScript: "Nein" by keyboard opens the feedback form with the focus in its text field', async () => {
    const { page, problems, close } = await openPage(PAGE);
    const sent = answersSent(page);
    await page.locator('#hilfreich').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => !document.querySelector('#hilfreich')?.closest('astro-island')?.hasAttribute('ssr'));
    await page.getByRole('button', { name: 'Nein', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedField(page)).toBe('TEXTAREA');
    expect(await page.evaluate(() => (document.activeElement as HTMLTextAreaElement).labels?.[0]?.textContent)).toBe('Ihr Feedback');
    await page.keyboard.type('Mir fehlt ein Beispiel.');
    expect(await page.getByLabel('Ihr Feedback').inputValue()).toBe('Mir fehlt ein Beispiel.');
    expect(await page.locator('#hilfreich').getByRole('status').textContent()).toContain('Was hat Ihnen gefehlt');
    await expect.poll(() => sent.map((request) => request.postDataJSON())).toEqual([{ pagePath: PAGE, answer: 'nein' }]);
    expect(problems).toEqual([]);
    await close();
  });

  it('without JavaScript: the form post comes back to the page with its thank-you note', async () => {
    for (const [answer, note] of [
      ['Ja', 'Vielen Dank für Ihre Antwort!'],
      ['Nein', 'Was hat Ihnen gefehlt'],
    ] as const) {
      const { page, close } = await openPage(PAGE, { javaScriptEnabled: false });
      const sent = answersSent(page);
      await page.getByRole('button', { name: answer, exact: true }).click();
      await expect.poll(() => page.url()).toBe(`${baseUrl()}${PAGE}#hilfreich-${answer.toLowerCase()}`);
      await page.waitForLoadState('load');
      expect(sent[0]!.postData()).toBe(`pagePath=${encodeURIComponent(PAGE)}&answer=${answer.toLowerCase()}`);
      const shown = page.locator(`#hilfreich-${answer.toLowerCase()}`);
      expect(await shown.isVisible()).toBe(true);
      expect(await shown.textContent()).toContain(note);
      expect(await page.locator('#hilfreich form').isVisible()).toBe(false);
      expect(await page.context().cookies()).toEqual([]);
      if (answer === 'Nein') expect(await shown.getByRole('link', { name: 'Zum Feedback-Formular' }).getAttribute('href')).toBe('#feedback');
      await close();
    }
  });

  it('with JavaScript after the plain post (clicked before hydration): the "Nein" note leads on into the feedback form', async () => {
    const { page, close } = await openPage(`${PAGE}#hilfreich-nein`);
    await expect.poll(() => focusedField(page), { timeout: 15_000 }).toBe('TEXTAREA');
    expect(await page.locator('#hilfreich-nein').isVisible()).toBe(true);
    expect(await axe(page)).toEqual([]);
    await close();
  });
});
