/**
 * Per page type: the bytes computed from the built files (scripts/page-sizes.ts, as the build
 * check counts them) and a cold load in headless Chromium observed through CDP: bytes on the wire
 * by kind, requests, and the scripts that ran before any interaction.
 */
import type { Browser, CDPSession } from 'playwright-core';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadSite } from '@servicestandard/site-files';
import { budgetFor, islandsOf, loadBudgets, measurePage, sizesOfText, type PageSizes } from '@servicestandard/site-files';
import { machine, medianOf, progress, sleep, type Machine } from './lib.ts';

export interface PageType {
  id: string;
  label: string;
  path: string;
  /** The file in dist/ that answers the path (404 for unknown paths). */
  route: string;
  /** Skipped with a note when the built site does not have it (yet). */
  optional?: boolean;
}

export const PAGE_TYPES: readonly PageType[] = [
  { id: 'start', label: 'Startseite', path: '/', route: '/' },
  { id: 'criterion', label: 'Kriterium', path: '/kriterien/1-nutzende-verstehen-und-bedurfnisse-erkennen', route: '/kriterien/1-nutzende-verstehen-und-bedurfnisse-erkennen' },
  { id: 'glossary', label: 'Glossar', path: '/glossar', route: '/glossar' },
  { id: 'din-spec', label: 'DIN SPEC', path: '/din-spec-66336', route: '/din-spec-66336' },
  { id: 'handbook', label: 'Handbuch', path: '/handbuch/service-pruefen/peer-review', route: '/handbuch/service-pruefen/peer-review' },
  { id: 'selbstcheck', label: 'Selbstcheck', path: '/selbstcheck', route: '/selbstcheck', optional: true },
  { id: 'not-found', label: '404', path: '/gibt-es-nicht', route: '/404' },
];

export const RESOURCE_KINDS = ['html', 'css', 'js', 'fonts', 'images', 'other'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** One cold load: bytes received (headers included, as encodedDataLength counts) per kind. */
export interface BrowserLoad extends Record<string, number> {
  requests: number;
  transferred: number;
  html: number;
  css: number;
  js: number;
  fonts: number;
  images: number;
  other: number;
  /** Scripts V8 compiled in the page before any input: inline ones (bootstrap, enhancements). */
  inlineScripts: number;
  inlineScriptBytes: number;
  /** External scripts that ran before any input, decoded bytes and brotli bytes. */
  externalScripts: number;
  externalScriptBytes: number;
  externalScriptBrotli: number;
}

export interface PageResult {
  id: string;
  label: string;
  path: string;
  /** Page type in budgets.json whose limits apply. */
  budgetType: string | undefined;
  /** From the built files. */
  files: PageSizes;
  /** Median of the cold loads. */
  browser: BrowserLoad;
  /** URLs of external scripts executed before interaction (first run), for the report. */
  scriptsBeforeInteraction: string[];
  /** Island components of the page: loaded before any input, or only once scrolled into view. */
  islands: { url: string; hydration: string; beforeInteraction: boolean; afterScroll: boolean }[];
}

export interface PagesResult {
  date: string;
  machine: Machine;
  runs: number;
  viewport: { width: number; height: number };
  pages: PageResult[];
  skipped: { id: string; path: string; reason: string }[];
}

const VIEWPORT = { width: 1280, height: 720 };

/** Page types the built site has (an optional page may not exist yet). */
export function availablePageTypes(dist: string): { available: PageType[]; missing: PageType[] } {
  const exists = (type: PageType) => existsSync(join(dist, type.route === '/' ? 'index.html' : `${type.route}.html`));
  return { available: PAGE_TYPES.filter(exists), missing: PAGE_TYPES.filter((type) => !exists(type)) };
}

const kindOf = (type: string | undefined): ResourceKind => {
  switch (type) {
    case 'Document':
      return 'html';
    case 'Stylesheet':
      return 'css';
    case 'Script':
      return 'js';
    case 'Font':
      return 'fonts';
    case 'Image':
      return 'images';
    default:
      return 'other';
  }
};

interface ParsedScript {
  scriptId: string;
  url: string;
  isDefault: boolean;
}

interface LoadObservation {
  load: BrowserLoad;
  externalScriptUrls: string[];
  requestedUrls: Set<string>;
  requestedAfterScroll: Set<string>;
}

/** Network and script events of one page, collected from the moment the session is set up. */
async function observe(cdp: CDPSession) {
  const requests = new Map<string, { url: string; kind: ResourceKind; bytes: number }>();
  const scripts: ParsedScript[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    requests.set(event.requestId, { url: event.request.url, kind: kindOf(event.type), bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.bytes = event.encodedDataLength;
  });
  cdp.on('Debugger.scriptParsed', (event) => {
    const aux = event.executionContextAuxData as { isDefault?: boolean } | undefined;
    scripts.push({ scriptId: event.scriptId, url: event.url, isDefault: aux?.isDefault === true });
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Debugger.enable');
  return { requests, scripts };
}

async function coldLoad(browser: Browser, url: string, scroll: boolean): Promise<LoadObservation> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const { requests, scripts } = await observe(cdp);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // client:idle islands hydrate in an idle callback after load; give them time to show up.
    await sleep(1_000);
    const documentUrl = new URL(url).href;
    const load: BrowserLoad = {
      requests: requests.size,
      transferred: 0,
      html: 0,
      css: 0,
      js: 0,
      fonts: 0,
      images: 0,
      other: 0,
      inlineScripts: 0,
      inlineScriptBytes: 0,
      externalScripts: 0,
      externalScriptBytes: 0,
      externalScriptBrotli: 0,
    };
    for (const request of requests.values()) {
      load[request.kind] += request.bytes;
      load.transferred += request.bytes;
    }
    const externalScriptUrls: string[] = [];
    // Page scripts run in the default context with a URL; tool scripts (utility worlds, evaluate) do not.
    for (const script of scripts.filter((s) => s.isDefault && s.url !== '')) {
      const { scriptSource } = await cdp.send('Debugger.getScriptSource', { scriptId: script.scriptId });
      const bytes = Buffer.byteLength(scriptSource);
      if (script.url === documentUrl) {
        load.inlineScripts++;
        load.inlineScriptBytes += bytes;
      } else {
        load.externalScripts++;
        load.externalScriptBytes += bytes;
        load.externalScriptBrotli += sizesOfText(scriptSource).br;
        externalScriptUrls.push(new URL(script.url).pathname);
      }
    }
    const requestedUrls = new Set([...requests.values()].map((request) => new URL(request.url).pathname));
    const requestedAfterScroll = new Set<string>();
    if (scroll) {
      // Bring each island into view, as a reader scrolling down would, so visible islands load.
      // <astro-island> is display: contents (no box of its own), so scroll to what it renders;
      // instantly, as the site scrolls smoothly and a long page would still be on its way.
      await page.evaluate(async () => {
        for (const island of document.querySelectorAll('astro-island')) {
          (island.firstElementChild ?? island.parentElement ?? island).scrollIntoView({ block: 'center', behavior: 'instant' });
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      });
      await page.waitForLoadState('networkidle');
      await sleep(500);
      for (const request of requests.values()) requestedAfterScroll.add(new URL(request.url).pathname);
    }
    return { load, externalScriptUrls, requestedUrls, requestedAfterScroll };
  } finally {
    await context.close();
  }
}

export async function measurePages(options: { browser: Browser; baseUrl: string; dist: string; runs: number }): Promise<PagesResult> {
  const files = await loadSite(options.dist);
  const budgets = await loadBudgets(new URL('../budgets.json', import.meta.url));
  const result: PagesResult = { date: new Date().toISOString(), machine: machine(), runs: options.runs, viewport: VIEWPORT, pages: [], skipped: [] };
  for (const type of PAGE_TYPES) {
    const file = files.get(type.route);
    if (!file) {
      result.skipped.push({ id: type.id, path: type.path, reason: type.optional ? 'Seite gibt es noch nicht' : 'fehlt im Build' });
      continue;
    }
    progress(`Seiten: ${type.label} (${type.path}), ${options.runs} kalte Ladevorgänge`);
    const html = file.body.toString('utf8');
    const observations: LoadObservation[] = [];
    for (let i = 0; i < options.runs; i++) {
      observations.push(await coldLoad(options.browser, options.baseUrl + type.path, i === 0));
    }
    const first = observations[0]!;
    result.pages.push({
      id: type.id,
      label: type.label,
      path: type.path,
      budgetType: budgetFor(budgets, type.route)?.[0],
      files: measurePage(files, type.route),
      browser: medianOf(observations.map((o) => o.load)),
      scriptsBeforeInteraction: first.externalScriptUrls,
      islands: islandsOf(html).map(({ url, hydration }) => ({
        url,
        hydration,
        beforeInteraction: first.requestedUrls.has(url),
        afterScroll: !first.requestedUrls.has(url) && first.requestedAfterScroll.has(url),
      })),
    });
  }
  return result;
}
