/**
 * What visitors met in Chromium (issue 32, items 21 and 22): contact data that the ministry has
 * not confirmed carry one notice per page region instead of a "(vorläufig)" link after every
 * value; the primary navigation fits one line at 768 px; the long glossary leads back to its
 * letters; a criterion page sums up its steps by bindingness at the top. Issue 34: each step is
 * anchored at its requirement ID ("Anforderung 6.3") with a copy-link button.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, openPage } from './helpers.ts';

afterAll(closeBrowser);

/** Names of everything Tab reaches on the page, from the start to the end. */
async function tabStops(page: Page): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement;
      return el && el !== document.body ? `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').replace(/\s+/g, ' ').trim()}` : null;
    });
    if (name === null || (names.length > 0 && name === names[0] && i > 5)) break;
    names.push(name);
  }
  return names;
}

describe('unconfirmed contact data', () => {
  for (const path of ['/impressum', '/erklaerung-zur-datenschutz', '/barriere-melden']) {
    it(`${path}: one notice in the content and one in the footer, no "(vorläufig)" at the values and no tab stop for it`, async () => {
      const { page, close } = await openPage(path);
      const text = await page.locator('body').innerText();
      expect(text).not.toContain('(vorläufig)');
      // The values are there, each covered by the notice of its region, which the page shows once.
      const wrapped = await page.locator('.kontakt-angabe').evaluateAll((els) => els.map((el) => el.getAttribute('data-hinweis')));
      expect(wrapped.length).toBeGreaterThan(1);
      for (const id of new Set(wrapped)) {
        expect(await page.locator(`#${id!}`).count(), id!).toBe(1);
        expect(await page.locator(`#${id!}`).isVisible(), id!).toBe(true);
        expect(await page.locator(`#${id!}`).textContent(), id!).toContain('noch nicht bestätigt');
      }
      expect(await page.locator('main .kontakt-hinweis').count()).toBe(1);
      expect(await page.locator('footer .kontakt-hinweis').count()).toBe(1);
      const stops = await tabStops(page);
      expect(stops.length).toBeGreaterThan(10);
      expect(stops.filter((stop) => stop.endsWith('(vorläufig)'))).toEqual([]);
      // Each e-mail address is one tab stop.
      const mails = stops.filter((stop) => stop.startsWith('a: ') && stop.includes('@'));
      expect(mails.length).toBeGreaterThan(0);
      await close();
    });
  }
});

describe('primary navigation at 768 px', () => {
  it('shows all entries on one line, "Über den Servicestandard" included', async () => {
    for (const width of [768, 1024, 1280]) {
      const { page, close } = await openPage('/', { viewport: { width, height: 800 } });
      const tops = await page.locator('.primary-nav li').evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
      expect(tops.length).toBeGreaterThan(5);
      expect(new Set(tops).size, `${width} px: ${tops.join(', ')}`).toBe(1);
      await close();
    }
  });
});

describe('glossary', () => {
  it('leads back to the letters after every letter, with the keyboard', async () => {
    // With the system's default motion: KERN's smooth scrolling ended near the page's end here
    // (the glossary jumps at once instead).
    const { page, close } = await openPage('/glossar');
    const letters = await page.locator('.letter-nav a').count();
    const back = page.locator('section[aria-labelledby^="buchstabe-"] a[href="#buchstaben"]');
    expect(await back.count()).toBe(letters);
    expect(await back.first().textContent()).toBe('Zurück zu den Anfangsbuchstaben');
    // Read down to the end of the page, then back to the last letter's link: Enter shows the letters.
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(15_000);
    let reached = false;
    for (let i = 0; i < 80 && !reached; i++) {
      await page.keyboard.press('Shift+Tab');
      reached = await page.evaluate(() => document.activeElement?.getAttribute('href') === '#buchstaben');
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/glossar#buchstaben');
    await expect.poll(() => page.locator('#buchstaben').evaluate((nav) => Math.round(nav.getBoundingClientRect().top)), { timeout: 5000 }).toBeGreaterThanOrEqual(0);
    expect(await page.locator('#buchstaben').evaluate((nav) => nav.getBoundingClientRect().top)).toBeLessThan(100);
    await close();
  });
});

describe('criterion page', () => {
  it('sums up its steps by bindingness at the top, from the badges\' data, each linked to its step', async () => {
    const { page, close } = await openPage('/kriterien/8-datenschutz-umsetzen-und-risiken-reduzieren');
    const summary = page.locator('.step-summary');
    expect(await summary.locator('h2').textContent()).toBe('Die Schritte auf einen Blick');
    // Near the top: before the first section of the text.
    const [summaryTop, textTop] = await Promise.all([summary.evaluate((el) => el.getBoundingClientRect().top), page.locator('.prose h2').first().evaluate((el) => el.getBoundingClientRect().top)]);
    expect(summaryTop).toBeLessThan(textTop);
    // The same steps and levels as the badges at the steps, each linking to its step.
    const badges = await page.locator('.steps__item').evaluateAll((items) =>
      items.map((item) => ({ title: item.querySelector('.steps__title')!.textContent, id: item.querySelector('.steps__title')!.id, level: item.querySelector('[data-verbindlichkeit]')?.getAttribute('data-verbindlichkeit') })),
    );
    expect(badges.length).toBeGreaterThan(3);
    const listed = await summary.locator('[data-verbindlichkeit]').evaluateAll((groups) =>
      groups.flatMap((group) => [...group.querySelectorAll('a')].map((a) => ({ title: a.textContent, id: a.getAttribute('href')!.slice(1), level: group.getAttribute('data-verbindlichkeit') }))),
    );
    const byTitle = (a: { title: string | null }, b: { title: string | null }) => a.title!.localeCompare(b.title!);
    expect([...listed].sort(byTitle)).toEqual([...badges].sort(byTitle));
    expect(listed.filter((step) => step.level === 'MUSS').length).toBeGreaterThan(0);
    expect(await summary.locator('[data-verbindlichkeit="MUSS"] dt').textContent()).toBe('MUSS – verbindlich');
    await close();
  });

  it('anchors each step at its requirement ID and copies the link to it by keyboard alone', async () => {
    const criterion = '/kriterien/6-barrierefreie-nutzung-sicherstellen-und-teilhabe-staerken';
    const { page, problems, close } = await openPage(`${criterion}#anforderung-6-3`, { viewport: { width: 375, height: 800 } });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    // The deep link lands on the step; its ID is a link to that anchor, so it works without JavaScript too.
    const target = page.locator('.steps__item:target');
    expect(await target.getAttribute('id')).toBe('anforderung-6-3');
    expect(await target.locator('.steps__title').textContent()).toBe('Inhalte verständlich anbieten');
    const link = target.locator('a.steps__requirement-link');
    expect(await link.textContent()).toBe('Anforderung 6.3');
    expect(await link.getAttribute('href')).toBe('#anforderung-6-3');
    // Every step has its own ID, in page order today.
    expect(await page.locator('.steps__requirement-link').allTextContents()).toEqual(['6.1', '6.2', '6.3', '6.4', '6.5', '6.6'].map((id) => `Anforderung ${id}`));
    // From the anchor, Tab reaches the ID link, then its copy button; Enter copies the full address.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Anforderung 6.3');
    await page.keyboard.press('Tab');
    // Its name starts with what it shows ("Link kopieren") and says which link it copies.
    const button = target.getByRole('button', { name: 'Link kopieren: Anforderung 6.3', exact: true });
    expect(await button.textContent()).toBe('Link kopieren');
    expect(await button.evaluate((b) => b === document.activeElement && b.matches(':focus-visible'))).toBe(true);
    expect(await button.evaluate((b) => getComputedStyle(b).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    const toast = page.locator('[role="status"].toast-region .toast');
    await toast.waitFor({ state: 'visible' });
    expect(await toast.locator('p').allTextContents()).toEqual(['Link kopiert', 'Der Link zu Anforderung 6.3 ist in der Zwischenablage.']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}${criterion}#anforderung-6-3`);
    // On a phone the button fits the width and lines up with the ID (beside it or under it), 44 px high.
    const [linkBox, buttonBox] = [(await link.boundingBox())!, (await button.boundingBox())!];
    expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(375);
    expect(buttonBox.x >= linkBox.x + linkBox.width || Math.abs(buttonBox.x - linkBox.x) <= 1).toBe(true);
    expect(buttonBox.height).toBeGreaterThanOrEqual(44);
    expect(problems).toEqual([]);
    await close();
  });
});
