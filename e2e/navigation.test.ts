/**
 * One site: every built page has the same header with the same primary navigation, marks where
 * the visitor is with aria-current, and the same footer with each legal page exactly once. On
 * phones the navigation is the same list, reachable by keyboard with a visible focus, and it
 * needs no JavaScript.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, BUILT_SITEMAP_PATHS, closeBrowser, openPage } from './helpers.ts';

afterAll(closeBrowser);

const PRIMARY = [
  { text: 'Kriterien', href: '/#kriterien' },
  { text: 'Handbuch', href: '/handbuch' },
  { text: 'DIN SPEC 66336', href: '/din-spec-66336' },
  { text: 'Selbstcheck', href: '/selbstcheck' },
  { text: 'Glossar', href: '/glossar' },
  { text: 'Über den Servicestandard', href: '/ueber' },
];
/** The pages below an entry, marked aria-current="true"; its own page is marked "page". */
const SECTIONS: Record<string, string> = { '/#kriterien': '/kriterien/', '/handbuch': '/handbuch/' };
const LEGAL = ['/impressum', '/datenschutz', '/erklaerung-zur-datenschutz', '/cookie-einstellungen', '/erklaerung-zur-barrierefreiheit', '/barriere-melden'];

interface Frame {
  headers: number;
  navs: number;
  links: { text: string; href: string; current: string | null }[];
  footers: number;
  footerLinks: string[];
}

/** Header navigation and footer links of every given page, as the browser parses the served HTML. */
async function framesOf(page: Page, paths: readonly string[]): Promise<Map<string, Frame>> {
  const frames = new Map<string, Frame>();
  for (const path of paths) {
    const html = await (await fetch(baseUrl() + path)).text();
    const frame = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      const nav = doc.querySelectorAll('header nav[aria-label="Hauptnavigation"]');
      return {
        headers: doc.querySelectorAll('header.site-header').length,
        navs: doc.querySelectorAll('nav[aria-label="Hauptnavigation"]').length,
        links: [...(nav[0]?.querySelectorAll('a') ?? [])].map((a) => ({ text: a.textContent.trim(), href: a.getAttribute('href')!, current: a.getAttribute('aria-current') })),
        footers: doc.querySelectorAll('footer').length,
        footerLinks: [...doc.querySelectorAll('footer a')].map((a) => a.getAttribute('href')!),
      };
    }, html);
    frames.set(path, frame);
  }
  return frames;
}

describe('one primary navigation and one footer on every page', () => {
  it('gives every built page the same navigation, marking only its own page or section, and each legal page once in the footer', async () => {
    const { page, close } = await openPage('/');
    const paths = [...BUILT_SITEMAP_PATHS, '/gibt-es-nicht'];
    const frames = await framesOf(page, paths);
    const problems: string[] = [];
    for (const [path, frame] of frames) {
      if (frame.headers !== 1 || frame.navs !== 1) problems.push(`${path}: ${frame.headers} Kopfzeilen, ${frame.navs} Hauptnavigationen`);
      const links = frame.links.map(({ text, href }) => ({ text, href }));
      if (JSON.stringify(links) !== JSON.stringify(PRIMARY)) problems.push(`${path}: Hauptnavigation ${JSON.stringify(links)}`);
      // The entry whose page or section this is, and no other.
      const expected = PRIMARY.find((item) => path === item.href || path.startsWith(SECTIONS[item.href] ?? '\0'));
      const marked = frame.links.filter((link) => link.current !== null);
      const want = expected ? [{ href: expected.href, current: path === expected.href ? 'page' : 'true' }] : [];
      if (JSON.stringify(marked.map(({ href, current }) => ({ href, current }))) !== JSON.stringify(want)) problems.push(`${path}: aria-current ${JSON.stringify(marked)}`);
      if (frame.footers !== 1) problems.push(`${path}: ${frame.footers} Fußzeilen`);
      for (const legal of LEGAL) {
        const count = frame.footerLinks.filter((href) => href === legal).length;
        if (count !== 1) problems.push(`${path}: ${legal} ${count}-mal in der Fußzeile`);
      }
    }
    expect(frames.size).toBeGreaterThan(40);
    expect(problems).toEqual([]);
    await close();
  });

  it('names the two privacy pages apart in the footer', async () => {
    const { page, close } = await openPage('/ueber');
    const legal = page.locator('footer nav[aria-labelledby="footer-rechtliches"] a');
    expect(await legal.allTextContents()).toEqual(['Impressum', 'Datenschutz in Kürze', 'Datenschutzerklärung', 'Cookie-Einstellungen', 'Erklärung zur Barrierefreiheit', 'Barriere melden']);
    expect(await page.locator('footer').textContent()).toContain(`© ${new Date().getFullYear()} Bundesministerium für Digitales und Staatsmodernisierung`);
    await close();
  });
});

describe('primary navigation on phones (375 px)', () => {
  const PHONE = { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true };

  it('shows every entry, reachable by Tab in order with a visible focus', async () => {
    const { page, close } = await openPage('/glossar', PHONE);
    const links = page.locator('header nav[aria-label="Hauptnavigation"] a');
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
    const reached: string[] = [];
    for (let i = 0; i < 40 && reached.length < PRIMARY.length; i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el?.closest('nav[aria-label="Hauptnavigation"]')) return undefined;
        const style = getComputedStyle(el);
        return { text: el.textContent.trim(), outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 };
      });
      if (focus) {
        expect(focus.outline, focus.text).toBe(true);
        reached.push(focus.text);
      }
    }
    expect(reached).toEqual(PRIMARY.map((item) => item.text));
    expect(await page.locator('header nav[aria-label="Hauptnavigation"] a[aria-current="page"]').textContent()).toBe('Glossar');
    await close();
  });

  it('works without JavaScript: the same links, visible, followed by a tap', async () => {
    const { page, close } = await openPage('/', { ...PHONE, javaScriptEnabled: false });
    const links = page.locator('header nav[aria-label="Hauptnavigation"] a');
    expect(await links.evaluateAll((as) => as.map((a) => ({ text: a.textContent.trim(), href: a.getAttribute('href') })))).toEqual(PRIMARY);
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
    await Promise.all([page.waitForURL(/\/handbuch$/), links.nth(1).tap()]);
    expect(await page.locator('header nav[aria-label="Hauptnavigation"] a[aria-current="page"]').textContent()).toBe('Handbuch');
    await close();
  });
});
