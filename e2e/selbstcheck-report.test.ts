/**
 * The report of the Selbstcheck in Chromium: a check with three criteria answered prints (print
 * media, A4 PDF) as a short report with service, team, dates, the version of the standard, a
 * traffic light per criterion and every answer with notes and evidence, addresses written out;
 * nothing goes over the network while it is built and printed. After a reload the status names
 * the time of the stored state.
 */
import { execFileSync } from 'node:child_process';
import type { Page, Request } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axe, baseUrl, closeBrowser, openPage } from './helpers.ts';

afterAll(closeBrowser);

const KEY = 'servicestandard-selbstcheck';
const LABELS = ['Ja', 'Teilweise', 'Nein', 'Nicht relevant'] as const;
const SITE = 'https://servicestandard.gov.de';

async function ready(page: Page) {
  await page.locator('.selbstcheck').first().scrollIntoViewIfNeeded();
  await page.locator('.sc-bar').waitFor();
}

async function go(page: Page, hash: string) {
  await page.evaluate((h) => (location.hash = h), hash);
  await page.locator(`#${hash}`).waitFor();
}

/** Fills the details and answers criteria 1 to 3 completely, cycling through the four answers. */
async function answerThreeCriteria(page: Page): Promise<{ question: string; answer: string }[]> {
  await page.getByLabel('Name des Service').fill('Wohngeld online');
  await page.getByLabel('Team').fill('Referat DV 3');
  await page.locator('#sc-datum-day').fill('06');
  await page.locator('#sc-datum-month').fill('02');
  await page.locator('#sc-datum-year').fill('2026');
  await page.getByLabel('Team').focus();
  const given: { question: string; answer: string }[] = [];
  for (const n of [1, 2, 3]) {
    await go(page, `kriterium-${n}`);
    const questions = page.locator('.sc-question');
    for (let i = 0; i < (await questions.count()); i++) {
      const answer = LABELS[(i + n) % 4]!;
      await questions.nth(i).getByLabel(answer, { exact: true }).check();
      const text = (await questions.nth(i).locator('legend').textContent())!.replace(/^Frage \d+\.\d+\s*/, '').trim();
      given.push({ question: text, answer });
    }
    await page.getByLabel('Notizen').fill(`Notiz zu Kriterium ${n}: nächste Schritte mit dem Fachreferat.`);
    await page.getByLabel('Nachweise und Links').fill(`Protokoll ${n}: https://wiki.example.org/k${n}\nAbnahme im März`);
  }
  await page.waitForFunction((key) => (localStorage.getItem(key) ?? '').includes('Abnahme im März'), KEY);
  return given;
}

/** The text of a PDF as poppler reads it, without white space (an address may wrap anywhere on paper). */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }).replace(/\s+/g, '');
}

const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;

describe('Selbstcheck report', () => {
  it('prints three answered criteria on a few A4 pages with every answer, team, dates and the standard, and sends nothing', async () => {
    const { page, problems, close } = await openPage('/selbstcheck', { viewport: { width: 1280, height: 900 } });
    await ready(page);
    const given = await answerThreeCriteria(page);
    expect(given.length).toBeGreaterThanOrEqual(18);

    // From here on: building the report, printing it, saving it as PDF. Nothing may leave the page.
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await go(page, 'bericht');
    const report = page.locator('.sc-report-view .sc-report');
    await page.emulateMedia({ media: 'print' });
    for (const hidden of ['.sc-bar', '.sc-nav', '.site-header', '#hilfreich', '#feedback', '.sc-report-view .kern-btn']) {
      expect(await page.locator(hidden).first().isVisible(), hidden).toBe(false);
    }
    const text = (await report.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('Bericht zum Selbstcheck: Wohngeld online');
    expect(text).toContain('Team Referat DV 3');
    // Dates as everywhere on the site (lib/dates.ts): the day written out, never 06.02.2026.
    expect(text).toContain('Datum der Prüfung 6. Februar 2026');
    expect(text).toMatch(/Stand der Angaben \d{1,2}\. \p{L}+ \d{4} um \d{2}:\d{2}/u);
    expect(text).toMatch(/Bericht erstellt am \d{1,2}\. \p{L}+ \d{4} um \d{2}:\d{2}/u);
    expect(text).toMatch(/Servicestandard mit 13 Kriterien \(DIN SPEC 66336\), Stand der Kriterien vom \d{1,2}\. \S+ \d{4}; Fragen des Selbstchecks in Fassung 1/);
    expect(text).toContain('Nichts wurde gesendet.');
    // Every answer, with its question, in the table of its criterion.
    const rows = await report.locator('.sc-report__answers tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({ question: (tr.querySelector('td')!.firstChild as Text).textContent.trim(), answer: tr.querySelector('strong')!.textContent })),
    );
    expect(rows).toEqual(given);
    for (const n of [1, 2, 3]) expect(text).toContain(`Notiz zu Kriterium ${n}: nächste Schritte mit dem Fachreferat.`);
    // Steps of the open points keep their address on paper.
    const steps = await report.locator('.sc-report__step a').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(steps.length).toBe(given.filter((g) => g.answer === 'Nein' || g.answer === 'Teilweise').length);
    for (const [shown, href] of steps) {
      expect(shown).toBe(href);
      expect(href).toMatch(new RegExp(`^${SITE}/kriterien/[1-3]-[a-z-]+#anforderung-[1-3]-\\d+$`));
    }
    // Each open point cites its requirement, as a tender or a review would.
    expect(await report.locator('.sc-report__step').first().textContent()).toMatch(/^Was zu tun ist: .+ \(Anforderung [1-3]\.\d+\), https?:/);
    // Traffic lights: the three answered criteria are rated, the ten others are open and named once.
    const lights = await report.locator('.sc-report__overview tbody tr').evaluateAll((trs) => trs.map((tr) => tr.querySelector('.sc-light')!.textContent));
    expect(lights).toHaveLength(13);
    expect(lights.slice(0, 3).every((light) => light === 'Teilweise' || light === 'Offen')).toBe(true);
    expect(lights.slice(3).every((light) => light === 'Offen')).toBe(true);
    expect(text).not.toContain('Noch nicht beantwortet');
    expect(await report.locator('.sc-report__criterion').count()).toBe(3);
    expect(text).toContain('Noch nicht bearbeitet');

    const pdf = await page.pdf({ format: 'A4' });
    // Measured: 3 pages (the same check printed on 10 pages before the report).
    expect(pdfPages(pdf)).toBeGreaterThan(0);
    expect(pdfPages(pdf)).toBeLessThanOrEqual(4);
    // On paper every address is written out once (issue 32: each appeared twice, once from the
    // report and once from the print stylesheet): the evidence after its name, a step as its link.
    const paper = pdfText(pdf);
    for (const n of [1, 2, 3]) {
      expect(paper).toContain(`Protokoll${n}(https://wiki.example.org/k${n})`);
      expect(paper.split(`https://wiki.example.org/k${n}`)).toHaveLength(2);
    }
    expect(paper.split(`${SITE}/kriterien/`).length - 1).toBe(steps.length);
    // Only the browser's own request for the tab icon may happen meanwhile; the page sends nothing.
    expect(requests.map((request) => request.url()).filter((url) => url !== `${baseUrl()}/favicon.svg`)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('prints the report from any view, and one button opens the print dialog', async () => {
    const { page, close } = await openPage('/selbstcheck#ergebnis');
    await ready(page);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#ergebnis').isVisible()).toBe(false);
    expect(await page.locator('.sc-print-only .sc-report h2').textContent()).toBe('Bericht zum Selbstcheck: Service ohne Namen');
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('.sc-print-only').isVisible()).toBe(false);

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await page.getByRole('link', { name: 'Bericht zum Drucken oder Speichern als PDF' }).click();
    await page.locator('#bericht').waitFor();
    // Printing and saving as PDF are the same dialog of the browser: one control says so, instead
    // of two buttons that promise a difference (issue 32).
    const buttons = page.locator('.sc-report-view button');
    expect(await buttons.allInnerTexts()).toEqual(['Drucken oder als PDF speichern']);
    await expect.poll(() => buttons.getAttribute('aria-describedby')).toBe('sc-pdf-hinweis');
    expect(await page.locator('#sc-pdf-hinweis').textContent()).toContain('Druckdialog');
    await buttons.click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await close();
  });

  it('has no axe violations as a view, light and dark', async () => {
    // Answered once; the dark scheme follows the system preference by media query, so it is switched in place.
    const { page, close } = await openPage('/selbstcheck', { colorScheme: 'light' });
    await ready(page);
    await answerThreeCriteria(page);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(colorScheme === 'dark');
      await go(page, 'bericht');
      expect(await axe(page)).toEqual([]);
      await go(page, 'ergebnis');
      expect(await axe(page)).toEqual([]);
    }
    await close();
  });

  it('names the time of the stored state after a reload instead of "Noch nichts gespeichert"', async () => {
    const { page, close } = await openPage('/selbstcheck#kriterium-1');
    await ready(page);
    expect(await page.locator('.sc-bar').textContent()).toContain('Noch nichts gespeichert');
    await page.locator('.sc-question').first().getByLabel('Ja', { exact: true }).check();
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, KEY);
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).assessments[0].updatedAt as string, KEY);
    await page.reload();
    await ready(page);
    const time = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit' }).format(new Date(stored));
    expect(await page.locator('.sc-bar').textContent()).toContain(`Gespeichert in diesem Browser um ${time} Uhr`);
    await close();
  });
});
