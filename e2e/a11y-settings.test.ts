/**
 * Accessibility checks beyond axe, in Chromium against the production build, on every page type:
 * the start page, a criterion, a handbook page with sidebar, the glossary, the Selbstcheck and the
 * page with the barrier form. Each check follows a visitor's own setting or a WCAG criterion:
 * - reflow at 320 CSS px without horizontal scrolling (1.4.10);
 * - the text-spacing overrides of 1.4.12 without clipped or overlapping text;
 * - text enlarged to 200 % by the browser's font-size setting (1.4.4);
 * - forced colours: visible focus, borders of buttons and fields, icons in a system colour;
 * - prefers-reduced-motion: no animation, transition or smooth scrolling;
 * - the focused element never hidden under a sticky or fixed element (2.4.11), Tab through the page;
 * - form errors announced: in role="alert" or a live region that was there before the error.
 * Keyboard parts press keys only: no click, focus or scroll calls.
 */
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, browser, BUILT_SITEMAP_PATHS, closeBrowser, tabTo } from './helpers.ts';

afterAll(closeBrowser);

const PAGES = {
  Startseite: '/',
  Kriterium: '/kriterien/1-nutzende-verstehen-und-bedurfnisse-erkennen',
  Handbuch: '/handbuch/service-pruefen/peer-review',
  Glossar: '/glossar',
  Selbstcheck: '/selbstcheck',
  Formular: '/barriere-melden',
} as const;
const TYPES = Object.entries(PAGES);

/** One context per setting, reused for all page types. */
async function withContext<T>(options: BrowserContextOptions, run: (page: Page, context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await (await browser()).newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 }, ...options });
  await context.addInitScript(`(${describeElements.toString()})(); window.__focusChecks = { hidden: ${focusHidden.toString()}, outline: ${focusWithoutOutline.toString()} };`);
  try {
    return await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

/** Loads the page; the Selbstcheck with a fragment, so its island renders at once (as for a visitor coming from a link). */
async function load(page: Page, path: string): Promise<void> {
  await page.goto(baseUrl() + (path === PAGES.Selbstcheck ? `${path}#angaben` : path));
  if (path === PAGES.Selbstcheck) await page.locator('.sc-bar').waitFor();
  await page.evaluate(() => document.fonts.ready);
}

/** Gives every page of the context `__name(element)`: a short description of an element for messages (the focus checks use it too). */
function describeElements(): void {
  (window as unknown as { __name: (el: Element) => string }).__name = (el) =>
    el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '') + (typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '') + ` „${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}“`;
}

/** Page-wide horizontal scrolling and wide parts that scroll on their own without being focusable. */
function reflowProblems(page: Page) {
  return page.evaluate(() => {
    const name = (window as unknown as { __name: (el: Element) => string }).__name;
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > innerWidth) {
      const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > innerWidth + 1 && getComputedStyle(el).visibility !== 'hidden');
      problems.push(`Seite ${root.scrollWidth} px breit bei ${innerWidth} px: ${wide.slice(-3).map(name).join(', ')}`);
    }
    for (const el of document.querySelectorAll('body *')) {
      const style = getComputedStyle(el);
      if (!['auto', 'scroll'].includes(style.overflowX) || el.scrollWidth <= el.clientWidth + 1 || el.getBoundingClientRect().height === 0) continue;
      // A part that scrolls sideways must take keyboard focus itself, so it can be scrolled by keys.
      if ((el as HTMLElement).tabIndex < 0) problems.push(`scrollt seitlich, ist aber nicht fokussierbar: ${name(el)}`);
    }
    return problems;
  });
}

/** Elements that hide overflowing text (overflow hidden or clip while their content is larger). */
function clippedText(page: Page) {
  return page.evaluate(() => {
    const name = (window as unknown as { __name: (el: Element) => string }).__name;
    const problems: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const style = getComputedStyle(el);
      const clipX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const clipY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if (!clipX && !clipY) continue;
      const box = el.getBoundingClientRect();
      // Visually hidden text for screen readers (1 px boxes) is meant to be clipped.
      if (box.width <= 2 || box.height <= 2 || style.visibility === 'hidden') continue;
      if (!el.textContent?.trim()) continue;
      if ((clipX && el.scrollWidth > el.clientWidth + 1) || (clipY && el.scrollHeight > el.clientHeight + 1)) {
        problems.push(`Text abgeschnitten: ${name(el)} (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`);
      }
    }
    return problems;
  });
}

/** Sibling blocks with text whose boxes overlap. */
function overlappingText(page: Page) {
  return page.evaluate(() => {
    const name = (window as unknown as { __name: (el: Element) => string }).__name;
    const problems: string[] = [];
    const textBlock = (el: Element) => {
      const style = getComputedStyle(el);
      if (['inline', 'contents', 'none'].includes(style.display) || ['absolute', 'fixed'].includes(style.position) || style.visibility === 'hidden') return null;
      if (!el.textContent?.trim()) return null;
      const box = el.getBoundingClientRect();
      return box.width > 2 && box.height > 2 ? box : null;
    };
    for (const parent of document.querySelectorAll('body, body *')) {
      const blocks = [...parent.children].map((el) => [el, textBlock(el)] as const).filter((pair): pair is readonly [Element, DOMRect] => pair[1] !== null);
      for (let i = 0; i < blocks.length; i++) {
        for (let j = i + 1; j < blocks.length; j++) {
          const [a, ra] = blocks[i]!;
          const [b, rb] = blocks[j]!;
          const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
          const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
          if (x > 1 && y > 1) problems.push(`überlappt: ${name(a)} und ${name(b)} (${x.toFixed(0)}×${y.toFixed(0)} px)`);
        }
      }
    }
    return problems;
  });
}

/** The text-spacing overrides of WCAG 1.4.12, as the common bookmarklet applies them to every element. */
const TEXT_SPACING = `*, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

it('checks the page types of the built site', () => {
  for (const path of Object.values(PAGES)) expect(BUILT_SITEMAP_PATHS).toContain(path);
});

it('the checks find what they look for: clipped text, overlapping text, sideways scrolling, a covered focus', async () => {
  await withContext({ viewport: { width: 320, height: 800 }, reducedMotion: 'reduce' }, async (page) => {
    await load(page, PAGES.Glossar);
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const clipped = Object.assign(document.createElement('p'), { textContent: 'Ein Satz, der nicht in seine Box passt. '.repeat(5) });
      clipped.style.cssText = 'height: 1.5em; overflow: hidden';
      const first = Object.assign(document.createElement('div'), { textContent: 'Erster Block' });
      const second = Object.assign(document.createElement('div'), { textContent: 'Zweiter Block' });
      second.style.marginTop = '-0.8em';
      const wide = Object.assign(document.createElement('div'), { textContent: 'breit' });
      wide.style.cssText = 'width: 400px';
      main.prepend(clipped, first, second, wide);
      // A bar fixed over the top of the window, as a sticky header could be.
      const bar = Object.assign(document.createElement('div'), { textContent: 'Leiste' });
      bar.style.cssText = 'position: fixed; inset: 0 0 auto 0; height: 100vh; background: white; z-index: 9';
      document.body.append(bar);
    });
    expect((await clippedText(page)).join()).toContain('Ein Satz');
    expect((await overlappingText(page)).join()).toContain('Zweiter Block');
    expect((await reflowProblems(page)).join()).toContain('breit');
    const { problems } = await tabThrough(page, 'hidden', 3);
    expect(problems.join()).toContain('verdeckt');
  });
});

describe('reflow at 320 CSS px (1.4.10)', () => {
  it('no page type scrolls sideways; wide parts scroll inside their own focusable container', async () => {
    const found = await withContext({ viewport: { width: 320, height: 800 } }, async (page) => {
      const all: string[] = [];
      for (const [type, path] of TYPES) {
        await load(page, path);
        all.push(...(await reflowProblems(page)).map((p) => `${type}: ${p}`));
      }
      return all;
    });
    expect(found).toEqual([]);
  });
});

describe('text spacing (1.4.12)', () => {
  it.each([1280, 375])('no text is clipped or overlaps with the overrides at %i px', async (width) => {
    // The overrides come as a user's stylesheet or extension would bring them, which the site's
    // Content-Security-Policy does not restrict; here they are a <style> element, so the policy is bypassed.
    const found = await withContext({ viewport: { width, height: 900 }, bypassCSP: true }, async (page) => {
      const all: string[] = [];
      for (const [type, path] of TYPES) {
        await load(page, path);
        const before = await page.evaluate(() => getComputedStyle(document.querySelector('main p')!).letterSpacing);
        await page.addStyleTag({ content: TEXT_SPACING });
        // The overrides really apply (0.12em of the paragraph's font size).
        const after = await page.evaluate(() => {
          const p = getComputedStyle(document.querySelector('main p')!);
          return parseFloat(p.letterSpacing) / parseFloat(p.fontSize);
        });
        expect(before, type).toBe('normal');
        expect(after, type).toBeCloseTo(0.12, 2);
        all.push(...[...(await clippedText(page)), ...(await overlappingText(page)), ...(await reflowProblems(page))].map((p) => `${type}: ${p}`));
      }
      return all;
    });
    expect(found).toEqual([]);
  });
});

describe('text at 200 % (1.4.4)', () => {
  it('the browser\'s font size doubled: all text doubles, none is clipped, no sideways scrolling at 1280 px', async () => {
    const found = await withContext({}, async (page, context) => {
      const all: string[] = [];
      const cdp = await context.newCDPSession(page);
      for (const [type, path] of TYPES) {
        await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
        await load(page, path);
        /** Font size of every element that holds text of its own, in document order. */
        const sizes = () =>
          page.evaluate(() => {
            const name = (window as unknown as { __name: (el: Element) => string }).__name;
            return [...document.querySelectorAll('body *')]
              .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== ''))
              .map((el) => [name(el), parseFloat(getComputedStyle(el).fontSize)] as const);
          });
        const normal = await sizes();
        // As the text-size setting of a browser does: the default font size doubles.
        await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
        await load(page, path);
        const large = await sizes();
        expect(large.length, type).toBe(normal.length);
        expect(normal.length, type).toBeGreaterThan(50);
        large.forEach(([element, size], i) => {
          if (size / normal[i]![1] < 1.95) all.push(`${type}: ${element} wächst nur von ${normal[i]![1]} auf ${size} px`);
        });
        all.push(...[...(await clippedText(page)), ...(await reflowProblems(page))].map((p) => `${type}: ${p}`));
      }
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
      return all;
    });
    expect(found).toEqual([]);
  });
});

/**
 * Presses Tab through the whole page (at most `limit` times) and hands each newly focused element
 * to `check`. The contexts that use it ask for reduced motion, so the page scrolls to the focused
 * element at once instead of gliding there: the check sees where the page comes to rest.
 */
async function tabThrough(page: Page, check: FocusCheck, limit = 400): Promise<{ stops: number; problems: string[] }> {
  const problems: string[] = [];
  let stops = 0;
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    // One round trip per stop: where the focus is, and if it is new, what the check finds there.
    const { state, problem } = await page.evaluate((check) => {
      const el = document.activeElement;
      if (!el || el === document.body) return { state: 'body', problem: null };
      const w = window as unknown as { __tabbed?: Set<Element>; __focusChecks: Record<string, () => string | null> };
      if (w.__tabbed?.has(el)) return { state: 'again', problem: null };
      (w.__tabbed ??= new Set()).add(el);
      return { state: 'new', problem: w.__focusChecks[check]!() };
    }, check);
    // Past the last element focus leaves the page (body); back at an element already seen the round is complete.
    if (state === 'body' && stops === 0) continue;
    if (state !== 'new') break;
    stops++;
    if (problem) problems.push(problem);
  }
  return { stops, problems };
}

/** The focused element without a visible indicator of at least 2 px, on itself or around it; null when it has one. */
function focusWithoutOutline(): string | null {
  const name = (window as unknown as { __name: (el: Element) => string }).__name;
  const focused = document.activeElement!;
  // The indicator may sit on the element or around it: on the label of a visually hidden radio
  // button, on a card whose link has the focus (:focus-within).
  for (let el: Element | null = focused, up = 0; el && up < 6; el = el.parentElement, up++) {
    const style = getComputedStyle(el);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) return null;
  }
  return `kein sichtbarer Fokus: ${name(focused)}`;
}

/** What tabThrough checks at each stop, run in the page (installed with the context's init script). */
type FocusCheck = 'hidden' | 'outline';

/** Why the focused element is hidden (outside the window, or covered at every point by another element); null when it can be seen. */
function focusHidden(): string | null {
  const name = (window as unknown as { __name: (el: Element) => string }).__name;
  const focused = document.activeElement as HTMLElement;
  // A visually hidden radio button shows its focus on the label around it.
  let target: Element = focused;
  let box = target.getBoundingClientRect();
  if (box.width <= 2 || box.height <= 2) {
    target = focused.closest('label') ?? (focused as HTMLInputElement).labels?.[0] ?? focused.parentElement!;
    box = target.getBoundingClientRect();
  }
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, innerWidth);
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, innerHeight);
  if (right - left < 1 || bottom - top < 1) return `außerhalb des Fensters: ${name(focused)} (${box.top.toFixed(0)}–${box.bottom.toFixed(0)})`;
  const inset = (a: number, b: number) => [a + Math.min(2, (b - a) / 2), (a + b) / 2, b - Math.min(2, (b - a) / 2)];
  const points = inset(left, right).flatMap((x) => inset(top, bottom).map((y) => [x, y] as const));
  const seen = points.some(([x, y]) => {
    const hit = document.elementFromPoint(x, y);
    return !!hit && (target.contains(hit) || hit.contains(target) || focused.contains(hit) || hit.contains(focused));
  });
  if (seen) return null;
  const [x, y] = points[4]!;
  return `verdeckt: ${name(focused)} von ${name(document.elementFromPoint(x, y)!)}`;
}

describe('forced colours (Windows contrast themes)', () => {
  it('every focused element shows an outline of at least 2 px, and Tab reaches the whole page', async () => {
    const found = await withContext({ forcedColors: 'active', reducedMotion: 'reduce' }, async (page) => {
      const all: string[] = [];
      for (const [type, path] of TYPES) {
        await load(page, path);
        const { stops, problems } = await tabThrough(page, 'outline');
        expect(stops, type).toBeGreaterThan(10);
        all.push(...problems.map((p) => `${type}: ${p}`));
      }
      return all;
    });
    expect(found).toEqual([]);
  });

  it('buttons and fields keep their borders, and icons take a system colour', async () => {
    const found = await withContext({ forcedColors: 'active' }, async (page) => {
      const all: string[] = [];
      for (const [type, path] of TYPES) {
        await load(page, path);
        expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
        const problems = await page.evaluate(() => {
          const name = (window as unknown as { __name: (el: Element) => string }).__name;
          const out: string[] = [];
          const shown = (el: Element) => {
            const box = el.getBoundingClientRect();
            return box.width > 2 && box.height > 2 && getComputedStyle(el).visibility !== 'hidden' && el.checkVisibility({ opacityProperty: true });
          };
          const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
          const alpha = (colour: string) => {
            canvas.clearRect(0, 0, 1, 1);
            canvas.fillStyle = '#00000000';
            canvas.fillStyle = colour;
            canvas.fillRect(0, 0, 1, 1);
            return canvas.getImageData(0, 0, 1, 1).data[3]!;
          };
          for (const el of document.querySelectorAll('button, .kern-btn, input:not([type="hidden"]), select, textarea')) {
            if (!shown(el)) continue;
            const style = getComputedStyle(el);
            // Native radio buttons and checkboxes are drawn by the system itself.
            if ((el as HTMLInputElement).type === 'radio' || (el as HTMLInputElement).type === 'checkbox') {
              if (style.appearance !== 'none') continue;
            }
            const drawn = (s: CSSStyleDeclaration, side: string) => parseFloat(s.getPropertyValue(`border-${side}-width`)) >= 1 && s.getPropertyValue(`border-${side}-style`) !== 'none' && alpha(s.getPropertyValue(`border-${side}-color`)) > 0;
            const missing = ['top', 'right', 'bottom', 'left'].filter((side) => !drawn(style, side));
            // A field joined to its button (the search) is closed on that side by the button's border.
            const next = el.nextElementSibling;
            if (missing.join() === 'right' && next && Math.abs(next.getBoundingClientRect().left - el.getBoundingClientRect().right) <= 1 && drawn(getComputedStyle(next), 'left')) missing.pop();
            if (missing.length > 0) out.push(`ohne Rahmen (${missing.join(', ')}): ${name(el)}`);
          }
          for (const svg of document.querySelectorAll('svg')) {
            if (!shown(svg)) continue;
            const shapes = [...svg.querySelectorAll('path, rect, circle, ellipse, polygon, line, polyline')];
            const painted = shapes.filter((shape) => {
              const style = getComputedStyle(shape);
              return (style.fill !== 'none' && alpha(style.fill) > 0) || (style.stroke !== 'none' && alpha(style.stroke) > 0 && parseFloat(style.strokeWidth) > 0);
            });
            if (painted.length === 0) out.push(`Symbol unsichtbar: ${name(svg.parentElement!)}`);
            // Icons drawn in currentColor follow the text, whose colour the system sets.
            for (const shape of shapes.filter((s) => s.getAttribute('fill') === 'currentColor')) {
              if (getComputedStyle(shape).fill !== getComputedStyle(shape).color) out.push(`Symbol nicht in der Textfarbe: ${name(svg.parentElement!)}`);
            }
          }
          return out;
        });
        all.push(...problems.map((p) => `${type}: ${p}`));
      }
      return all;
    });
    expect(found).toEqual([]);
  });
});

describe('prefers-reduced-motion', () => {
  /** Elements (and pseudo-elements) with an animation or transition longer than 0.01 s, and the page's scroll behaviour. */
  const motion = (page: Page) =>
    page.evaluate(() => {
      const name = (window as unknown as { __name: (el: Element) => string }).__name;
      const seconds = (list: string) => Math.max(...list.split(',').map((v) => parseFloat(v) * (v.trim().endsWith('ms') ? 0.001 : 1)));
      const moving: string[] = [];
      for (const el of document.querySelectorAll('*')) {
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(el, pseudo);
          const transition = seconds(style.transitionDuration) + seconds(style.transitionDelay);
          const animation = style.animationName === 'none' ? 0 : seconds(style.animationDuration);
          if (transition > 0.01 || animation > 0.01) moving.push(`${name(el)}${pseudo ?? ''}: Übergang ${style.transitionDuration}, Animation ${style.animationName} ${style.animationDuration}`);
        }
      }
      return { moving, scroll: getComputedStyle(document.documentElement).scrollBehavior };
    });

  it.each([1280, 375])('with the setting nothing moves at %i px: no animation, no transition, no smooth scrolling', async (width) => {
    const found = await withContext({ reducedMotion: 'reduce', viewport: { width, height: 900 } }, async (page) => {
      const all: string[] = [];
      for (const [type, path] of TYPES) {
        await load(page, path);
        const { moving, scroll } = await motion(page);
        if (scroll === 'smooth') all.push(`${type}: scroll-behavior smooth`);
        all.push(...moving.map((m) => `${type}: ${m}`));
      }
      return all;
    });
    expect(found).toEqual([]);
  });

  it('without the setting the site may move: smooth scrolling and the sliding sidebar panel', async () => {
    await withContext({ reducedMotion: 'no-preference', viewport: { width: 375, height: 900 } }, async (page) => {
      await load(page, PAGES.Handbuch);
      const { moving, scroll } = await motion(page);
      expect(scroll).toBe('smooth');
      expect(moving.some((m) => m.startsWith('aside#seitenleiste'))).toBe(true);
    });
  });
});

describe('focus not obscured (2.4.11)', () => {
  it.each([1280, 375])('Tab through every page type at %i px: no focused element is hidden under another element', async (width) => {
    const found = await withContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' }, async (page) => {
      const all: string[] = [];
      for (const [type, path] of TYPES) {
        await load(page, path);
        const { stops, problems } = await tabThrough(page, 'hidden');
        expect(stops, type).toBeGreaterThan(10);
        all.push(...problems.map((p) => `${type}: ${p}`));
      }
      return all;
    });
    expect(found).toEqual([]);
  });
});

describe('focus is never lost', () => {
  it('stays on "Alle Ergebnisse anzeigen" in the search popup when the search index arrives meanwhile', async () => {
    await withContext({}, async (page) => {
      // The index arrives late, as on a slow connection: the popup shows "Lädt..." meanwhile.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.context().route('**/suchindex-de-DE.json', async (route) => {
        await held;
        await route.continue();
      });
      await load(page, PAGES.Startseite);
      const focused = () => page.evaluate(() => document.activeElement?.id ?? '');
      for (let i = 0; i < 10 && (await focused()) !== 'site-search-input'; i++) await page.keyboard.press('Tab');
      expect(await focused()).toBe('site-search-input');
      await page.locator('#site-search-popup').getByText('Lädt...').waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('site-search-all-results');
      release();
      await page.waitForFunction(() => document.getElementById('site-search-message')!.hidden || document.getElementById('site-search-popup')!.hidden);
      expect(await focused()).toBe('site-search-all-results');
      expect(await page.locator('#site-search-all-results').isVisible()).toBe(true);
    });
  });
});

describe('form errors are announced', () => {
  /**
   * Up to 400 Tab presses: the Selbstcheck form appears only when its island hydrates as it comes
   * into view; if focus has passed that place by then, the search goes on round the page (about
   * 160 stops) and meets the field on the next pass.
   */
  const TAB_LIMIT = 400;

  /** Waits until the island around the element has hydrated (waiting only, no scrolling). */
  const hydrated = (page: Page, selector: string) => page.waitForFunction((s) => document.querySelector(s)?.closest('astro-island')?.hasAttribute('ssr') === false, selector);

  it('Selbstcheck: a missing service name and an invalid date, by keyboard, appear in role="alert" at their field', async () => {
    await withContext({}, async (page) => {
      await page.goto(baseUrl() + PAGES.Selbstcheck);
      await tabTo(page, '#sc-service', TAB_LIMIT);
      await hydrated(page, '#sc-service');
      expect(await page.locator('[role="alert"]').count()).toBe(0);
      // Leave the required field empty: the error appears when focus moves on.
      await page.keyboard.press('Tab');
      const serviceError = page.locator('#sc-service-error');
      await serviceError.waitFor();
      expect(await serviceError.getAttribute('role')).toBe('alert');
      expect(await serviceError.textContent()).toMatch(/Name/);
      expect(await page.locator('#sc-service').getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('#sc-service').getAttribute('aria-describedby')).toContain('sc-service-error');

      await tabTo(page, '#sc-datum-day', TAB_LIMIT);
      await page.keyboard.type('31');
      await page.keyboard.press('Tab');
      await page.keyboard.type('13');
      await page.keyboard.press('Tab');
      await page.keyboard.type('2025');
      await page.keyboard.press('Tab');
      const dateError = page.locator('#sc-datum-error');
      await dateError.waitFor();
      expect(await dateError.getAttribute('role')).toBe('alert');
      expect(await dateError.textContent()).toContain('gültiges Datum');
    });
  });

  it('"War diese Seite hilfreich?": when the answer cannot be sent, the message appears in the live region that was there before', async () => {
    await withContext({}, async (page) => {
      // The service cannot be reached: the connection fails as it does offline.
      await page.route('**/api/helpful', (route) => route.abort('connectionrefused'));
      await page.goto(baseUrl() + PAGES.Kriterium);
      await tabTo(page, '.helpful button[value="ja"]', TAB_LIMIT);
      await hydrated(page, '.helpful button[value="ja"]');
      const status = page.locator('.helpful [role="status"]');
      // The live region is rendered (in the accessibility tree) before anything is announced.
      expect(await status.evaluate((el) => getComputedStyle(el).display)).not.toBe('none');
      expect(await status.textContent()).toBe('');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('.helpful [role="status"]')?.textContent !== '');
      expect(await status.textContent()).toBe('Ihre Antwort konnte nicht gesendet werden. Bitte versuchen Sie es später nochmal.');
    });
  });
});
