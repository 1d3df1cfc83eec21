/**
 * Print (issue 21) in a real Chromium with print media, on every page type, at the width of an A4
 * portrait sheet minus the print stylesheet's margins: no header, navigation, sidebar, search,
 * feedback or buttons; the page's address and last-updated date under the title; external link
 * targets after the link text; nothing wider than the sheet; black on white. Screenshots of each
 * printed page go to tmp/screenshots/print-*.png. Also: the PDF of the standard and the open data
 * as pages link and serve them, and no page loads them by itself.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, browser, closeBrowser } from './helpers.ts';

/** A4 portrait (210 mm) minus the 18 mm side margins of @page, in CSS pixels (96 per inch). */
const SHEET_WIDTH = Math.floor(((210 - 2 * 18) / 25.4) * 96);
const SITE = 'https://servicestandard.gov.de';

const PAGE_TYPES: Record<string, string> = {
  start: '/',
  kriterium: '/kriterien/6-barrierefreie-nutzung-sicherstellen-und-teilhabe-staerken',
  handbuch: '/handbuch/phasen/verstehen',
  glossar: '/glossar',
  'din-spec': '/din-spec-66336',
  daten: '/daten',
  druckfassung: '/servicestandard-gesamt',
  selbstcheck: '/selbstcheck',
};

/** Everything that must not reach paper; the test also makes sure each page has some of it on screen. */
const NOT_PRINTED = ['.skip-link', '.site-header', '.primary-nav', '.sidebar', '.toc', '.breadcrumb', '.feedback-section', '[role="search"]', 'button', '.kern-btn', '.pagination', '.criteria-nav', '.site-footer'];

afterAll(closeBrowser);

async function printed(path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await (await browser()).newContext({ locale: 'de-DE', viewport: { width: SHEET_WIDTH, height: 1100 } });
  const page = await context.newPage();
  await page.goto(baseUrl() + path, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  return { page, close: () => context.close() };
}

/**
 * Pixels in the top `rows` of a screenshot that are coloured rather than grey (black, white and
 * the greys between): decoded by Chromium itself on a blank page. The site's header carries the
 * federal colours and the blue of the brand, printed text is black on white.
 */
async function colouredPixels(png: Buffer, rows: number): Promise<number> {
  const context = await (await browser()).newContext();
  const blank = await context.newPage();
  const count = await blank.evaluate(
    async ({ base64, rows }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = Math.min(rows, image.height);
      const context2d = canvas.getContext('2d')!;
      context2d.drawImage(image, 0, 0);
      const { data } = context2d.getImageData(0, 0, canvas.width, canvas.height);
      let coloured = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        if (Math.max(r, g, b) - Math.min(r, g, b) > 48) coloured++;
      }
      return coloured;
    },
    { base64: png.toString('base64'), rows },
  );
  await context.close();
  return count;
}

/** Selectors of the list that match a visible element. */
const visibleOf = (page: Page, selectors: readonly string[]) =>
  page.evaluate((list) => list.filter((selector) => [...document.querySelectorAll(selector)].some((el) => el.checkVisibility())), selectors);

describe.each(Object.entries(PAGE_TYPES))('printing %s', (name, path) => {
  // One load of the page serves the four checks; each sets the media it looks at and starts at the top.
  let loaded: ReturnType<typeof printed> | undefined;
  const view = async (media: 'screen' | 'print') => {
    const { page } = await (loaded ??= printed(path));
    await page.emulateMedia({ media });
    await page.evaluate(() => window.scrollTo(0, 0));
    return page;
  };
  afterAll(async () => (await loaded)?.close());

  it('leaves out navigation, search, feedback and buttons, and starts with the title', async () => {
    const page = await view('screen');
    const onScreen = await visibleOf(page, NOT_PRINTED);
    expect(onScreen, 'auf dem Bildschirm sichtbar').toEqual(expect.arrayContaining(['.site-header', '.primary-nav', '.site-footer', 'button']));
    // On screen the header shows its colours at the top of the page …
    expect(await colouredPixels(await page.screenshot(), 200)).toBeGreaterThan(500);
    await page.emulateMedia({ media: 'print' });
    expect(await visibleOf(page, NOT_PRINTED)).toEqual([]);
    // … printed, the page starts with its title, black on white.
    const top = await page.locator('h1').evaluate((h1) => h1.getBoundingClientRect().top);
    expect(top).toBeLessThan(60);
    await mkdir('tmp/screenshots', { recursive: true });
    const shot = await page.screenshot({ path: `tmp/screenshots/print-${name}.png`, fullPage: true });
    expect(await colouredPixels(shot, 200)).toBe(0);
  });

  it('prints the address and the last-updated date under the title', async () => {
    const page = await view('print');
    const meta = page.locator('.print-meta');
    // The long Druckfassung takes a while to lay out for print on a busy machine.
    await expect.poll(() => meta.isVisible(), { timeout: 15_000 }).toBe(true);
    const text = await meta.innerText();
    expect(text).toContain(`Adresse dieser Seite: ${SITE}${path === '/' ? '/' : path}`);
    // Below the h1, above the lead text.
    const [titleBottom, metaTop] = await Promise.all([page.locator('h1').evaluate((el) => el.getBoundingClientRect().bottom), meta.evaluate((el) => el.getBoundingClientRect().top)]);
    expect(metaTop).toBeGreaterThanOrEqual(titleBottom);
    // The date: in the line itself, or in the title block's "Zuletzt aktualisiert am" just below.
    const dated = /Zuletzt aktualisiert am \d{1,2}\. \p{L}+ \d{4}/u.test(text) || (await page.locator('.hero__links').filter({ hasText: /Zuletzt aktualisiert am\s*\d{1,2}\. \p{L}+ \d{4}/u }).isVisible());
    expect(dated, text).toBe(true);
    // On screen the line is not there.
    await page.emulateMedia({ media: 'screen' });
    expect(await meta.isVisible()).toBe(false);
  });

  it('fits the width of an A4 sheet and prints black on white', async () => {
    const page = await view('print');
    const layout = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const tooWide = [...document.querySelectorAll('main *')]
        .filter((el) => {
          if (!el.checkVisibility()) return false;
          const box = el.getBoundingClientRect();
          // Visually hidden text is clipped to one pixel; it prints nothing.
          return box.width > 1 && box.right > width + 1;
        })
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(el.getBoundingClientRect().right)} px)`);
      const colour = (el: Element | null) => (el ? getComputedStyle(el).color : '');
      return {
        scrollWidth: document.documentElement.scrollWidth,
        width,
        tooWide: tooWide.slice(0, 5),
        background: getComputedStyle(document.body).backgroundColor,
        text: [colour(document.querySelector('h1')), colour(document.querySelector('main p')), colour(document.querySelector('main a'))],
      };
    });
    expect(layout.tooWide).toEqual([]);
    expect(layout.scrollWidth).toBeLessThanOrEqual(layout.width);
    expect(layout.background).toBe('rgb(255, 255, 255)');
    expect(layout.text.filter((c) => c !== '')).toEqual(layout.text.filter((c) => c !== '').map(() => 'rgb(0, 0, 0)'));
  });

  it('spells out the target of every external link after its text', async () => {
    const page = await view('print');
    const links = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="http"]')]
        .filter((a) => a.checkVisibility() && !a.classList.contains('url-as-text'))
        .map((a) => ({ href: a.getAttribute('href')!, after: getComputedStyle(a, '::after').content })),
    );
    for (const link of links) expect(link.after).toBe(`" (${link.href})"`);
    if (name === 'daten') expect(links.map((l) => l.href)).toContain('https://creativecommons.org/licenses/by/4.0/deed.de');
  });
});

describe('the whole standard to take along', () => {
  /** "(PDF, 719 KB, 55 Seiten)" as the links show it. */
  const PDF_TEXT = /\(PDF, (\d+(?:,\d)?) (KB|MB), (\d+) Seiten\)/;

  it('links the PDF with its real size and page count from the start page and every criterion', async () => {
    const pdf = Buffer.from(await (await fetch(`${baseUrl()}/servicestandard.pdf`)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pageCount = Math.max(...[...pdf.toString('latin1').matchAll(/\/Type \/Pages\s*\/Count (\d+)/g)].map((m) => Number(m[1])));
    expect(pageCount).toBeGreaterThanOrEqual(13);
    expect(pdf.length).toBeLessThan(1.5 * 1024 * 1024);
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const criteria = [...sitemap.matchAll(/<loc>[^<]*?(\/kriterien\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(criteria).toHaveLength(13);
    for (const path of ['/', ...criteria]) {
      const html = await (await fetch(baseUrl() + path)).text();
      const link = /<a href="\/servicestandard\.pdf"[^>]*>([\s\S]*?)<\/a>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
      const [, size, unit, pages] = PDF_TEXT.exec(link ?? '') ?? [];
      expect(Number(pages), path).toBe(pageCount);
      const kb = unit === 'KB' ? Number(size) : Number(size!.replace(',', '.')) * 1024;
      expect(Math.abs(kb * 1024 - pdf.length), path).toBeLessThan(unit === 'KB' ? 1024 : 0.06 * 1024 * 1024);
    }
  });

  it('serves the PDF, the open data, its schema and the OpenAPI document, and no page loads them by itself', async () => {
    const types: Record<string, string> = {
      '/servicestandard.pdf': 'application/pdf',
      '/daten/servicestandard.json': 'application/json; charset=utf-8',
      '/daten/servicestandard.schema.json': 'application/json; charset=utf-8',
      '/daten/servicestandard.csv': 'text/csv; charset=utf-8',
    };
    for (const [path, type] of Object.entries(types)) {
      const response = await fetch(baseUrl() + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe(type);
    }
    const openApi = await fetch(`${baseUrl()}/api/openapi.json`);
    expect(openApi.status).toBe(200);
    expect(((await openApi.json()) as { openapi: string }).openapi).toBe('3.1.0');
    const csv = Buffer.from(await (await fetch(`${baseUrl()}/daten/servicestandard.csv`)).arrayBuffer());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const context = await (await browser()).newContext({ locale: 'de-DE' });
    const requested: string[] = [];
    context.on('request', (request) => requested.push(new URL(request.url()).pathname));
    for (const path of ['/', PAGE_TYPES['kriterium']!, '/daten', '/servicestandard-gesamt']) {
      const page = await context.newPage();
      await page.goto(baseUrl() + path, { waitUntil: 'load' });
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
      await page.close();
    }
    await context.close();
    expect(requested.filter((p) => p.endsWith('.pdf') || p.startsWith('/daten/'))).toEqual([]);
  });
});
