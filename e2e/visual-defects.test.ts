/**
 * Visual defects that once slipped through, each held by a geometry assertion in Chromium against
 * the production build: the sidebar's collapse button lying over the sidebar's entries, the arrow
 * of the "Nächstes Kriterium" card squashed on phones, the glossary letter "A" sitting higher than
 * the other letters, the arrow after "Mehr zum Peer Review" wrapping onto a line of its own, and
 * the circle around a criterion's number lost in forced-colours mode.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, browser, closeBrowser } from './helpers.ts';

afterAll(closeBrowser);

const CRITERION_1 = '/kriterien/1-nutzende-verstehen-und-bedurfnisse-erkennen';
/** A handbook page whose sidebar tree (with the open "Beispiele" folder) is taller than the window. */
const EXAMPLE_PAGE = '/handbuch/beispiele/kriterium-1';

async function newPage(width: number, height = 900): Promise<Page> {
  const page = await (await browser()).newPage({ viewport: { width, height }, locale: 'de-DE' });
  return page;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

describe('sidebar toggle "Seitenleiste ausblenden"', () => {
  /** Entries of the sidebar (as far as they are visible in its scroll area) that the toggle lies over, and the toggle's box. */
  const overlaps = (page: Page) =>
    page.evaluate(() => {
      const box = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
      const toggle = box(document.querySelector('[data-sidebar-toggle]')!.getBoundingClientRect());
      const area = document.querySelector('.sidebar__content')!.getBoundingClientRect();
      const hits: string[] = [];
      let checked = 0;
      for (const entry of document.querySelectorAll('#seitenleiste .sidebar__title, #seitenleiste a, #seitenleiste summary, #seitenleiste .sidebar__separator')) {
        const r = entry.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        // Only the part shown in the sidebar's scroll area can be covered.
        const top = Math.max(r.top, area.top);
        const bottom = Math.min(r.bottom, area.bottom);
        if (bottom <= top) continue;
        checked++;
        if (r.left < toggle.right && r.right > toggle.left && top < toggle.bottom && bottom > toggle.top) hits.push(entry.textContent.trim());
      }
      return { hits, checked, toggle, viewport: innerHeight };
    });

  const visible = (toggle: Box, viewport: number) => toggle.top >= 0 && toggle.bottom <= viewport && toggle.bottom > toggle.top;

  it('never lies over an entry of the sidebar at 1280 px: at the top, scrolled, at the sidebar\'s end and at the page\'s end', async () => {
    const page = await newPage(1280, 800);
    await page.goto(baseUrl() + EXAMPLE_PAGE);
    // The folder "Beispiele" is open and the tree is taller than the window: the case that failed.
    expect(await page.locator('#seitenleiste summary', { hasText: 'Beispiele' }).evaluate((s) => (s.parentElement as HTMLDetailsElement).open)).toBe(true);
    expect(await page.locator('.sidebar__content').evaluate((e) => e.scrollHeight > innerHeight)).toBe(true);

    // [state, whether the sidebar still fills the window so the toggle must be in view]
    const states: [string, () => Promise<unknown>, boolean][] = [
      ['oben', async () => undefined, true],
      ['Seite gescrollt', () => page.evaluate(() => scrollTo(0, 700)), true],
      ['Seitenleiste bis zum Ende gescrollt', () => page.evaluate(() => document.querySelector('.sidebar__content')!.scrollTo(0, 1e6)), true],
      // At the page's end the footer pushes the sidebar up and out of the window, toggle included.
      ['Seite bis zum Ende gescrollt', () => page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight)), false],
    ];
    for (const [state, act, inView] of states) {
      await act();
      const { hits, checked, toggle, viewport } = await overlaps(page);
      expect(checked, state).toBeGreaterThan(3);
      if (inView) expect(visible(toggle, viewport), `${state}: Schaltfläche sichtbar`).toBe(true);
      expect(hits, state).toEqual([]);
    }
    await page.close();
  });

  it('stays clear of the entries in a short window and after collapsing and expanding', async () => {
    const page = await newPage(1280, 500);
    await page.goto(baseUrl() + EXAMPLE_PAGE);
    expect((await overlaps(page)).hits).toEqual([]);
    await page.keyboard.press('Control+b');
    await page.keyboard.press('Control+b');
    const { hits, toggle, viewport } = await overlaps(page);
    expect(hits).toEqual([]);
    expect(visible(toggle, viewport)).toBe(true);
    await page.close();
  });
});

describe('arrow of the "Nächstes Kriterium" card', () => {
  it.each([375, 320, 1280])('keeps its size at %i px', async (width) => {
    const page = await newPage(width);
    await page.goto(baseUrl() + CRITERION_1);
    const arrow = (await page.locator('.next-criterion .site-card > svg').boundingBox())!;
    expect(arrow.width).toBeGreaterThanOrEqual(16);
    expect(Math.abs(arrow.width - arrow.height)).toBeLessThanOrEqual(1);
    // Inside the card, not pushed out of it.
    const card = (await page.locator('.next-criterion .site-card').boundingBox())!;
    expect(arrow.x + arrow.width).toBeLessThanOrEqual(card.x + card.width);
    await page.close();
  });
});

describe('glossary letters', () => {
  it.each([1280, 375, 320])('share one top in each row at %i px', async (width) => {
    const page = await newPage(width);
    await page.goto(baseUrl() + '/glossar');
    const boxes = await page.locator('.letter-nav li > *').evaluateAll((items) => items.map((i) => ({ text: i.textContent, top: i.getBoundingClientRect().top, height: i.getBoundingClientRect().height })));
    expect(boxes.map((b) => b.text).slice(0, 3)).toEqual(['A', 'B', 'C']);
    // Letters of one row share their top within 1 px; the next row starts below the letters' height.
    const rows: number[] = [];
    for (const { text, top, height } of boxes) {
      const row = rows.find((r) => Math.abs(r - top) < height);
      if (row === undefined) rows.push(top);
      else expect(Math.abs(row - top), `${text} liegt ${(row - top).toFixed(1)} px höher als die anderen Buchstaben der Zeile`).toBeLessThanOrEqual(1);
    }
    await page.close();
  });
});

describe('arrow after "Mehr zum Peer Review"', () => {
  it('stays on the line of the last word at every width from 320 to 1280 px', async () => {
    const page = await newPage(1280);
    await page.goto(baseUrl() + '/selbstcheck#ergebnis');
    const link = page.locator('.sc-no-print a[href="/handbuch/service-pruefen/peer-review"]');
    await link.waitFor();
    expect((await link.textContent())?.trim()).toBe('Mehr zum Peer Review');
    const failures: string[] = [];
    for (let width = 320; width <= 1280; width += 8) {
      await page.setViewportSize({ width, height: 900 });
      const place = await link.evaluate((a) => {
        const icon = a.querySelector('svg')!.getBoundingClientRect();
        const range = document.createRange();
        const lines: DOMRect[] = [];
        const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          range.selectNodeContents(node);
          lines.push(...[...range.getClientRects()].filter((r) => r.width > 0));
        }
        const last = lines.reduce((a, b) => (b.bottom > a.bottom + 0.5 || (Math.abs(b.bottom - a.bottom) <= 0.5 && b.right > a.right) ? b : a));
        const middle = (icon.top + icon.bottom) / 2;
        return { onLine: middle >= last.top && middle <= last.bottom, after: icon.left >= last.right - 1, iconWidth: icon.width };
      });
      if (!place.onLine || !place.after || place.iconWidth < 12) failures.push(`${width} px: ${JSON.stringify(place)}`);
    }
    expect(failures).toEqual([]);
    await page.close();
  });
});

describe('criterion numbers in forced-colours mode', () => {
  /** Border and outline of the number circles as computed. */
  const rings = (page: Page, selector: string, pseudo: string | null = null) =>
    page.locator(selector).evaluateAll(
      (circles, pseudo) =>
        circles.map((c) => {
          const style = getComputedStyle(c, pseudo);
          const canvas = document.createElement('canvas').getContext('2d')!;
          const alpha = (colour: string) => {
            canvas.clearRect(0, 0, 1, 1);
            canvas.fillStyle = colour;
            canvas.fillRect(0, 0, 1, 1);
            return canvas.getImageData(0, 0, 1, 1).data[3]!;
          };
          const border = parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none' && alpha(style.borderTopColor) > 0;
          const outline = parseFloat(style.outlineWidth) > 0 && style.outlineStyle !== 'none' && alpha(style.outlineColor) > 0;
          return { border, outline, width: style.borderTopWidth, colour: style.borderTopColor, radius: style.borderTopLeftRadius };
        }),
      pseudo,
    );

  it('keep a visible circle: a border in a system colour', async () => {
    const page = await newPage(1280);
    await page.emulateMedia({ forcedColors: 'active' });
    for (const [path, selector, pseudo] of [
      [CRITERION_1, '.hero .number-circle, .next-criterion .number-circle', null],
      [CRITERION_1, '.steps__item', '::before'],
      ['/', '#kriterien .number-circle', null],
    ] as const) {
      await page.goto(baseUrl() + path);
      const found = await rings(page, selector, pseudo);
      expect(found.length, `${path} ${selector}`).toBeGreaterThan(0);
      for (const ring of found) {
        expect(ring.border || ring.outline, `${path} ${selector}: ${JSON.stringify(ring)}`).toBe(true);
        expect(ring.radius).toBe('50%');
      }
    }
    await page.close();
  });

  it('look as before without forced colours: the border is there but transparent', async () => {
    const page = await newPage(1280);
    await page.goto(baseUrl() + CRITERION_1);
    const [ring] = await rings(page, '.hero .number-circle');
    expect(ring!.border).toBe(false);
    expect((await page.locator('.hero .number-circle').boundingBox())!.width).toBe(48);
    await page.close();
  });
});
