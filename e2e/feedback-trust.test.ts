/**
 * The feedback and barrier forms as visitors met them (issue 32), in Chromium against the bundled
 * server: the e-mail field says what the address is for, how long it is kept, that consent can be
 * withdrawn, and links the privacy statement, with and without JavaScript; the barrier form has
 * its own words, says that details of a disability are voluntary, and is a few key presses from
 * the start page (keys only: no click, focus or scroll calls); the confirmation is a success
 * message with its icon beside the text; the answer pages of the form without JavaScript name the
 * page to go back to by its title.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { EMAIL_RETENTION_MONTHS, errorMessages, FORM_TOKEN_AGE, PRIVACY_ANCHORS } from '@servicestandard/feedback-api';
import { baseUrl, closeBrowser, openPage, tabTo } from './helpers.ts';

afterAll(closeBrowser);

const PAGE = '/kriterien/1-nutzende-verstehen-und-bedurfnisse-erkennen';

/** A form token is accepted a moment after the page was served. */
const pause = () => new Promise((resolve) => setTimeout(resolve, FORM_TOKEN_AGE.minMs + 200));

/** The texts and links an element's aria-describedby points to. */
function description(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const parts = ids.map((id) => document.getElementById(id)).filter((e) => e !== null);
    return {
      text: parts.map((e) => e.textContent).join(' ').replace(/\s+/g, ' '),
      links: parts.flatMap((e) => [...e.querySelectorAll('a')].map((a) => a.getAttribute('href'))),
      missing: ids.length - parts.length,
    };
  });
}

describe('consent where the e-mail address is asked for', () => {
  for (const javaScriptEnabled of [true, false]) {
    for (const path of [PAGE, '/barriere-melden']) {
      it(`${path}, ${javaScriptEnabled ? 'hydrated' : 'without JavaScript'}: the e-mail field's hint names purpose, period, withdrawal and the privacy statement`, async () => {
        const { page, close } = await openPage(path, { javaScriptEnabled });
        if (javaScriptEnabled) {
          await page.locator('#feedback').scrollIntoViewIfNeeded();
          await page.locator('#feedback astro-island:not([ssr]) form').waitFor();
        }
        const hint = await description(page, '#feedback input[type="email"]');
        expect(hint.missing).toBe(0);
        expect(hint.text).toContain('Rückfragen');
        expect(hint.text).toContain(`spätestens ${EMAIL_RETENTION_MONTHS} Monate nach dem Absenden`);
        expect(hint.text).toContain('widerrufen');
        expect(hint.links).toEqual([PRIVACY_ANCHORS.email]);
        // The hint is shown, not only read out.
        expect(await page.locator('#feedback .form-hint').isVisible()).toBe(true);
        await close();
      });
    }
  }

  it('the privacy statement has the anchors the forms link to', async () => {
    const html = await (await fetch(`${baseUrl()}/erklaerung-zur-datenschutz`)).text();
    for (const anchor of Object.values(PRIVACY_ANCHORS)) expect(html).toContain(`id="${anchor.split('#')[1]}"`);
  });

  it('the barrier form says that details of a disability are voluntary, at its text field', async () => {
    const { page, close } = await openPage('/barriere-melden', { javaScriptEnabled: false });
    const hint = await description(page, '#feedback textarea');
    expect(hint.text).toMatch(/Angaben zu einer eigenen Behinderung .* sind freiwillig/);
    // General feedback asks for none at all.
    const general = await openPage(PAGE, { javaScriptEnabled: false });
    expect((await description(general.page, '#feedback textarea')).text).not.toContain('freiwillig');
    await general.close();
    await close();
  });
});

describe('barrier report by keyboard', () => {
  it('the start page reaches "Barriere melden" in at most 10 Tab presses, and /barriere-melden its text field in at most 4 more', async () => {
    const { page, problems, close } = await openPage('/');
    const toLink = await tabTo(page, 'a[href="/barriere-melden"]', 120);
    expect(toLink).toBeLessThanOrEqual(10);
    await Promise.all([page.waitForURL(`${baseUrl()}/barriere-melden`), page.keyboard.press('Enter')]);
    // The skip link "Zum Formular springen" right after "Zum Inhalt springen".
    const toSkip = await tabTo(page, 'a.skip-link[href="#feedback"]', 3);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Zum Formular springen');
    await page.keyboard.press('Enter');
    const toField = await tabTo(page, '#feedback textarea', 3);
    expect(toSkip + toField).toBeLessThanOrEqual(4);
    // The field and the button name what this form is for.
    expect(await page.locator('#feedback textarea').evaluate((e: HTMLTextAreaElement) => e.labels?.[0]?.textContent)).toBe('Beschreibung der Barriere');
    await page.keyboard.type('Die Tabelle ist mit dem Screenreader nicht lesbar.');
    await tabTo(page, '#feedback button[type="submit"]', 3);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Meldung absenden');
    expect(problems).toEqual([]);
    await close();
  });

  it("the page's contents list has an entry for the form, and the form's heading is not the page title again", async () => {
    const { page, close } = await openPage('/barriere-melden');
    const heading = (await page.locator('#feedback h2').textContent()) ?? '';
    expect(heading).not.toBe(await page.locator('h1').textContent());
    expect(await page.locator('nav a[href="#feedback"]', { hasText: heading }).count()).toBe(1);
    await close();
  });
});

describe('the confirmation after sending', () => {
  it('is a success message: icon beside the text, the text clear of the box edge, in the success colour', async () => {
    const { page, close } = await openPage(PAGE);
    await page.locator('#feedback').scrollIntoViewIfNeeded();
    await page.locator('#feedback astro-island:not([ssr]) form').waitFor();
    await page.getByLabel('Ihr Feedback').fill('Bitte ein Beispiel ergänzen.');
    await page.getByRole('button', { name: 'Feedback absenden' }).click();
    const status = page.locator('#feedback [role="status"]');
    await status.waitFor();
    const geometry = await status.evaluate((box) => {
      const icon = box.querySelector('svg')!.getBoundingClientRect();
      const range = document.createRange();
      const text = [...box.querySelectorAll('p')].find((p) => p.textContent.includes('Vielen Dank'))!;
      range.selectNodeContents(text);
      const firstLine = range.getClientRects()[0]!;
      const outer = box.getBoundingClientRect();
      // KERN's success background, as this scheme paints it.
      const probe = document.createElement('div');
      probe.style.background = 'var(--kern-color-feedback-success-background-contextual)';
      box.append(probe);
      const success = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return {
        iconBesideText: icon.right <= firstLine.left && icon.bottom > firstLine.top && icon.top < firstLine.bottom,
        gap: Math.min(firstLine.top - outer.top, icon.left - outer.left),
        background: getComputedStyle(box).backgroundColor,
        success,
      };
    });
    expect(geometry.iconBesideText).toBe(true);
    expect(geometry.gap).toBeGreaterThanOrEqual(8);
    expect(geometry.success).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    expect(geometry.background).toBe(geometry.success);
    await close();
  });
});

describe('the answer pages of the form without JavaScript', () => {
  it('name the page to go back to by its title; the form to send again keeps the barrier wording and the consent hint', async () => {
    const { page, close } = await openPage('/barriere-melden', { javaScriptEnabled: false });
    await page.getByLabel('Beschreibung der Barriere').fill('Der Fokus ist im Menü nicht zu sehen.');
    await page.getByLabel('E-Mail für Rückfragen - Optional').fill('keine-adresse');
    await pause();
    await page.getByRole('button', { name: 'Meldung absenden' }).click();
    await page.waitForLoadState();
    expect(await page.getByRole('alert').textContent()).toBe(errorMessages.INVALID_EMAIL);
    expect(await page.getByLabel('Beschreibung der Barriere').inputValue()).toBe('Der Fokus ist im Menü nicht zu sehen.');
    const hint = await description(page, '#feedback-email');
    expect(hint.text).toContain(`spätestens ${EMAIL_RETENTION_MONTHS} Monate nach dem Absenden`);
    expect(hint.links).toEqual([`${baseUrl()}${PRIVACY_ANCHORS.email}`]);
    expect((await description(page, '#feedback-beschreibung')).text).toContain('freiwillig');
    expect(await page.getByRole('link', { name: 'Zurück zur Seite „Barriere melden“' }).getAttribute('href')).toBe(`${baseUrl()}/barriere-melden`);

    await page.getByLabel('E-Mail für Rückfragen - Optional').fill('');
    await pause();
    await page.getByRole('button', { name: 'Erneut senden' }).click();
    await page.waitForLoadState();
    expect(await page.locator('h1').textContent()).toBe('Vielen Dank für Ihre Meldung');
    expect(await page.getByRole('link', { name: 'Zurück zur Seite „Barriere melden“' }).getAttribute('href')).toBe(`${baseUrl()}/barriere-melden`);
    await close();
  });

  it('the confirmation of general feedback names the page by its title, not by its address', async () => {
    const { page, close } = await openPage('/glossar', { javaScriptEnabled: false });
    await page.getByLabel('Ihr Feedback').fill('Ein Begriff fehlt.');
    await pause();
    await page.getByRole('button', { name: 'Feedback absenden' }).click();
    await page.waitForLoadState();
    expect(await page.locator('h1').textContent()).toBe('Vielen Dank für Ihr Feedback');
    const back = page.getByRole('link', { name: /^Zurück zur Seite/ });
    expect(await back.textContent()).toBe('Zurück zur Seite „Glossar“');
    await close();
  });
});
