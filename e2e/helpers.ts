import { readFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchBrowser, runNode } from '@servicestandard/testkit';

export const baseUrl = () => inject('baseUrl');

let shared: Promise<Browser> | undefined;
export const browser = () => (shared ??= launchBrowser());
export async function closeBrowser() {
  if (shared) await (await shared).close();
  shared = undefined;
}

/** Where the site keeps the visitor's colour scheme (site/src/lib/theme.ts). */
export const THEME_STORAGE_KEY = 'servicestandard-farbschema';

/** Relative luminance (0 black … 1 white) of a colour property of the first element matching `selector`, as painted. */
export async function luminance(page: Page, selector: string, property: 'color' | 'backgroundColor'): Promise<number> {
  return page.evaluate(
    ([selector, property]) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      // The canvas converts any CSS colour (KERN's tokens are oklch) to sRGB.
      context.fillStyle = getComputedStyle(document.querySelector(selector)!)[property];
      context.fillRect(0, 0, 1, 1);
      const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    },
    [selector, property] as const,
  );
}

/** Whether the page shows the dark scheme, whichever way it was chosen: the page background is dark. */
export async function darkScheme(page: Page): Promise<boolean> {
  return (await luminance(page, 'body', 'backgroundColor')) < 0.2;
}

/** Paths in the sitemap.xml of the build under test, read from disk so tests can be declared per page. */
export const BUILT_SITEMAP_PATHS: readonly string[] = [
  ...readFileSync(process.env['SITE_OUT_DIR'] ? `${process.env['SITE_OUT_DIR']}/sitemap.xml` : new URL('../site/dist/sitemap.xml', import.meta.url), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
].map((m) => new URL(m[1]!).pathname);

/** Paths listed in the built sitemap.xml, as the site itself declares them. */
export async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/**
 * A page that records CSP violations and console errors. `beforeLoad` prepares its context
 * before the page loads (routes, init scripts), since the page may fetch on its own once loaded.
 */
export async function openPage(
  path: string,
  { beforeLoad, ...options }: BrowserContextOptions & { beforeLoad?: (context: BrowserContext) => Promise<unknown> } = {},
): Promise<{ page: Page; problems: string[]; foreign: string[]; close: () => Promise<void> }> {
  const context = await (await browser()).newContext({ locale: 'de-DE', ...options });
  await beforeLoad?.(context);
  const page = await context.newPage();
  const problems: string[] = [];
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseUrl()) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(baseUrl() + path, { waitUntil: 'load' });
  return { page, problems, foreign, close: () => context.close() };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  help: string;
  targets: string[];
}

/** axe-core on the page: violations of WCAG 2.0, 2.1 and 2.2 A/AA, one line each (empty = none). No rule is disabled. */
export async function axe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const runner = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    // resultTypes: only violations are reported with all their nodes; passes and incomplete are
    // summarised, which saves most of axe's time on long pages without skipping a rule.
    const result = await runner.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  }, WCAG_TAGS);
  return violations.map((v: Violation) => `${v.id}: ${v.help} (${v.targets.join(', ')})`);
}

/** A visitor who asks to save data (Save-Data): the browser tells the page through navigator.connection. */
export async function saveData(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
}

/**
 * axe on a document as the server answered it, in the light and the dark colour scheme at 1280 and
 * 375 px, one line per violation (empty = none). axe needs JavaScript, so the document is shown
 * in a browser with JavaScript at its own address; `served` gives the browser that body instead
 * of asking the server again (the answer to a post, a page seen without JavaScript). The document
 * is loaded once; the scheme and the width are switched in place (the site's styles follow the
 * system setting by media queries). `also` adds findings of its own at each scheme and width, with
 * the console errors of the load.
 */
export async function axeAsServed(
  url: string,
  served?: { status: number; body: string },
  also?: (page: Page, width: number, problems: string[]) => Promise<string[]>,
): Promise<string[]> {
  const found: string[] = [];
  const context = await (await browser()).newContext({ locale: 'de-DE', colorScheme: 'light' });
  if (served) await context.route(url, (route) => route.fulfill({ status: served.status, contentType: 'text/html; charset=utf-8', body: served.body }));
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(url, { waitUntil: 'load' });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if ((await darkScheme(page)) !== (colorScheme === 'dark')) found.push(`${colorScheme}: the page does not follow the colour scheme`);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      found.push(...(await axe(page)).map((violation) => `${colorScheme} ${width}: ${violation}`));
      if (also) found.push(...(await also(page, width, problems)).map((finding) => `${colorScheme} ${width}: ${finding}`));
    }
  }
  await context.close();
  return found;
}

/** Whether the focused element matches `selector`. */
export const activeIs = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

/** Presses Tab until the focus is on `selector`, as a keyboard user moves through a page (at most `limit` times); the number of presses. */
export async function tabTo(page: Page, selector: string, limit: number): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press('Tab');
    if (await activeIs(page, selector)) return presses;
  }
  throw new Error(`${selector} nach ${limit}-mal Tab nicht erreicht`);
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Copies site/, docs/ and packages/ into `into` (below the project, so the copy finds its
 * node_modules), for a second build that shares no cache or output with the one under test.
 */
export async function copyProject(into: string): Promise<string> {
  const skip = (path: string) => /[/\\](dist|\.astro|node_modules)([/\\]|$)/.test(path.slice(ROOT.length));
  for (const folder of ['site', 'docs', 'packages']) await cp(join(ROOT, folder), join(into, folder), { recursive: true, filter: (path) => !skip(path) });
  return into;
}

/** Runs a Node script to its end; resolves with what it printed, rejects with its output when it fails. */
export async function runScript(args: [string, ...string[]], cwd: string, env: Record<string, string>): Promise<string> {
  const [script, ...rest] = args;
  const result = await runNode(script, rest, { cwd, env: { ...process.env, ...env }, timeoutMs: 420_000 });
  if (result.code !== 0) throw new Error(`${args.join(' ')}: ${result.code}\n${result.stderr}\n${result.stdout}`);
  return `${result.stdout}${result.stderr}`;
}
