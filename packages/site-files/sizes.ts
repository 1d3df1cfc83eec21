/**
 * Bytes one built page costs a visitor, by kind, computed from the files in dist/ (gzip level 9
 * and brotli quality 11, as the server precompresses). Shared by the build check
 * (scripts/check-build.ts, budgets.json) and the benchmark (bench/pages.ts), so both count the
 * same way.
 */
import { readFile } from 'node:fs/promises';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import type { SiteFiles, StaticFile as SiteFile } from './files.ts';
export type Sizes = { raw: number; gzip: number; br: number };

/**
 * html: the page itself (inline scripts included); css: its stylesheets; js: scripts that run
 * before any interaction (script tags, module preloads, islands hydrated at once); islands:
 * islands hydrated later (visible, idle, media or on interaction); inline: the inline scripts
 * alone (Astro's island bootstrap, enhancement modules); fonts: preloaded fonts and the fonts
 * the page's stylesheets declare (an upper bound: a browser loads only the faces it uses);
 * images: <img> and <source> in the HTML.
 */
export interface PageSizes {
  html: Sizes;
  css: Sizes;
  js: Sizes;
  islands: Sizes;
  inline: Sizes;
  fonts: Sizes;
  images: Sizes;
}

export const PAGE_SIZE_KINDS = ['html', 'css', 'js', 'islands', 'inline', 'fonts', 'images'] as const;

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&#38;/g, '&');

const zero = (): Sizes => ({ raw: 0, gzip: 0, br: 0 });

export const sumSizes = (a: Sizes, b: Sizes): Sizes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, br: a.br + b.br });

export const compressed = (buffer: Buffer): Sizes => ({
  raw: buffer.length,
  gzip: gzipSync(buffer, { level: 9 }).length,
  br: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

/**
 * Sizes of a file of the site. loadSite already compressed it with the same settings where the
 * server would; shared assets (stylesheet, React runtime) recur on every page, so each file is
 * measured once. Brotli 11 is the slow part of a build check with thousands of pages.
 */
const fileSizes = new WeakMap<SiteFile, Sizes>();
function sizesOf(file: SiteFile): Sizes {
  let sizes = fileSizes.get(file);
  if (!sizes) {
    sizes = file.br && file.gzip ? { raw: file.body.length, gzip: file.gzip.length, br: file.br.length } : compressed(file.body);
    fileSizes.set(file, sizes);
  }
  return sizes;
}

/** Sizes of a text, remembered: most pages share the same inline scripts (Astro's island bootstrap), the bench the same scripts. */
const textSizes = new Map<string, Sizes>();
export function sizesOfText(text: string): Sizes {
  let sizes = textSizes.get(text);
  if (!sizes) {
    sizes = compressed(Buffer.from(text));
    textSizes.set(text, sizes);
  }
  return sizes;
}

/** Whether an island with this client directive hydrates at once (JS before interaction) rather than when needed. */
export const hydratesAtOnce = (hydration: string) => /^(load|only)$/.test(hydration);

/** The <astro-island> tags of a page with their component URL and client directive. */
export function islandsOf(html: string): { tag: string; url: string; hydration: string }[] {
  return [...html.matchAll(/<astro-island[^>]*>/g)].map(([tag]) => ({
    tag,
    url: /component-url="([^"]+)"/.exec(tag)?.[1] ?? '?',
    hydration: /client="([^"]+)"/.exec(tag)?.[1] ?? '?',
  }));
}

export const isRedirect = (html: string) => /<meta http-equiv="refresh"/.test(html);

/** The text of every inline <script>, data blocks included (the build check always counted them). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
}

/** Sizes of the page at `route` (a key of `files`: URL paths, "/404" for the 404 page). */
export function measurePage(files: SiteFiles, route: string): PageSizes {
  const page = files.get(route);
  if (!page) throw new Error(`${route} fehlt im Build`);
  const html = page.body.toString('utf8');
  const assetSizes = (source: string, pattern: RegExp): Sizes => {
    let total = zero();
    const seen = new Set<string>();
    for (const m of source.matchAll(pattern)) {
      // The patterns have alternatives; whichever group matched holds the URL.
      const url = decode(m.slice(1).find((group) => group !== undefined) ?? '');
      const asset = files.get(url);
      if (!asset || seen.has(url)) continue;
      seen.add(url);
      total = sumSizes(total, sizesOf(asset));
    }
    return total;
  };
  // Islands hydrated at once count as JS before interaction; visible/idle islands load later.
  const islands = islandsOf(html);
  const eagerIslands = islands.filter((island) => hydratesAtOnce(island.hydration)).map((island) => island.tag).join(' ');
  const lazyIslands = islands.filter((island) => !hydratesAtOnce(island.hydration)).map((island) => island.tag).join(' ');
  const islandUrls = /\b(?:component|renderer)-url="([^"]+)"/g;
  const stylesheetPattern = /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g;
  const stylesheets = [...html.matchAll(stylesheetPattern)]
    .map((m) => files.get(decode(m[1] ?? ''))?.body.toString('utf8') ?? '')
    .join('\n');
  const fontDeclarations = [...stylesheets.matchAll(/@font-face\s*\{[^}]*\}/g)].map((m) => m[0]).join('\n');
  return {
    html: sizesOf(page),
    css: assetSizes(html, stylesheetPattern),
    js: sumSizes(
      assetSizes(html, /<script[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
      assetSizes(eagerIslands, islandUrls),
    ),
    islands: assetSizes(lazyIslands, islandUrls),
    // Inline scripts: Astro's island bootstrap and the small enhancement module; part of html too.
    inline: sizesOfText(inlineScripts(html).join('\n')),
    fonts: assetSizes(
      `${html}\n${fontDeclarations}`,
      /<link[^>]+rel="preload"[^>]+href="([^"]+)"[^>]+as="font"|url\(["']?(\/[^"')]+\.(?:woff2?|ttf|otf))["']?\)/g,
    ),
    images: assetSizes(html, /<(?:img|source)[^>]+src(?:set)?="([^" ,]+)/g),
  };
}

/** Limits of one page type in budgets.json, in bytes per encoding. */
export type Budget = { match: string } & Record<'html' | 'css' | 'js' | 'islands' | 'inline', { gzip: number; br: number }>;

/** The page types of a budgets file (budgets.json at the repository root). */
export async function loadBudgets(file: string | URL): Promise<Record<string, Budget>> {
  const json = JSON.parse(await readFile(file, 'utf8')) as Record<string, Budget | string>;
  return Object.fromEntries(Object.entries(json).filter((entry): entry is [string, Budget] => typeof entry[1] !== 'string'));
}

/** The first page type whose pattern matches the path, as budgets.json lists them. */
export function budgetFor(budgets: Record<string, Budget>, path: string): [string, Budget] | undefined {
  return Object.entries(budgets).find(([, budget]) => new RegExp(budget.match).test(path));
}
