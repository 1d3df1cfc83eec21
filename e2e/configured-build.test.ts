/**
 * A second build of the site, from a copy of site/, docs/ and packages/ below tmp/, with analytics and the
 * umbrella header switched on and one case-study teaser given a raster image (the site itself has
 * none yet). Responsive images: AVIF and WebP at the spec's widths, width and height, lazy, no
 * layout shift. Usage statistics (issue 11, ADR 0007): the real Plausible tracker sends page views and heading events to
 * a collector on 127.0.0.1 that this test starts; the CSP allows exactly that origin; an opt-out
 * on /cookie-einstellungen stops all sending; the privacy pages describe what runs. The default
 * build (global setup) contains no analytics code at all and its pages say that nothing is measured.
 */
import { createServer, type Server } from 'node:http';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@servicestandard/testkit';
import { loadConfig } from '@servicestandard/service/app';
import { precompressSite } from '@servicestandard/site-files';
import { buildServer } from '@servicestandard/service/server';
import { axe, baseUrl, browser, closeBrowser, copyProject, openPage, runScript, sitemapPaths } from './helpers.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOMAIN = 'servicestandard.test';

interface Event {
  n: string;
  u: string;
  d: string;
  p?: Record<string, string>;
  i?: boolean;
}

let dir: string;
let collector: Server;
let collectorUrl: string;
let app: FastifyInstance;
let site: string;
let copy: string;
let buildLog: string;
const events: Event[] = [];

/** A Plausible-compatible collector: records what POST /api/event receives. */
async function startCollector(): Promise<void> {
  collector = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method === 'POST' && request.url === '/api/event') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        events.push(JSON.parse(body) as Event);
        response.writeHead(202).end('ok');
      });
      return;
    }
    response.writeHead(404).end();
  });
  const port = await freePort();
  await new Promise<void>((resolve) => collector.listen(port, '127.0.0.1', resolve));
  collectorUrl = `http://127.0.0.1:${port}`;
}

/** Copies site/, docs/ and packages/ below tmp/ (packages resolve from the project's node_modules), gives the Senioren case study a PNG teaser and adds a draft page. */
async function prepareCopy(): Promise<string> {
  const copy = await copyProject(join(dir, 'projekt'));
  await mkdir(join(copy, 'site/src/assets/bilder/praxis'), { recursive: true });
  await cp(join(ROOT, 'site/public/og-bild.png'), join(copy, 'site/src/assets/bilder/praxis/probe.png'));
  const mdx = join(copy, 'site/src/content/seiten/handbuch/aus-der-praxis/senioren-digital-begleiten.mdx');
  await writeFile(mdx, (await readFile(mdx, 'utf8')).replace('/bilder/praxis/senioren.svg', '/bilder/praxis/probe.png'));
  // A draft: it must stay out of the production build, its navigation and its sitemap.
  await writeFile(
    join(copy, 'site/src/content/seiten/handbuch/anleitungen/entwurf-probe.mdx'),
    '---\ntitle: Entwurf zur Probe\ndescription: Eine Seite im Entwurf.\nmetaTitle: Entwurf zur Probe – Servicestandard\nmetaDescription: Eine Seite im Entwurf.\ndraft: true\n---\n\n## Entwurf\n\nNoch nicht fertig.\n',
  );
  return copy;
}

/** Builds the copy as npm run build does up to the search index (the pages fetch it once idle); resolves with what astro build printed. */
async function buildSite(root: string, out: string, env: Record<string, string>): Promise<string> {
  // Vitest's own NODE_ENV, DEV, MODE … stay: the build must be a production build whatever the environment says.
  const log = await runScript([join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--root', 'site'], root, { ASTRO_TELEMETRY_DISABLED: '1', SITE_OUT_DIR: out, SITE_CACHE_DIR: join(dir, 'cache'), ...env });
  await runScript([join(ROOT, 'scripts/build-search-index.ts'), out], ROOT, {});
  return log;
}

beforeAll(async () => {
  // Below the project so the copy finds its node_modules.
  await mkdir(join(ROOT, 'tmp'), { recursive: true });
  dir = await mkdtemp(join(ROOT, 'tmp', 'zweiter-build-'));
  await startCollector();
  const out = join(dir, 'dist');
  copy = await prepareCopy();
  buildLog = await buildSite(copy, out, { PUBLIC_ANALYTICS_ENDPOINT: `${collectorUrl}/api/event`, PUBLIC_ANALYTICS_DOMAIN: DOMAIN, PUBLIC_UMBRELLA: 'true' });
  // As npm run build does after astro build.
  await precompressSite(out);
  const port = await freePort();
  const config = loadConfig({ FEEDBACK_PUBLIC_URL: `http://127.0.0.1:${port}`, FEEDBACK_DB_PATH: join(dir, 'feedback.sqlite'), FEEDBACK_SECRET: 'analytics-secret-analytics-secret-xx' });
  app = await buildServer({ siteRoot: out, config });
  site = await app.listen({ port, host: '127.0.0.1' });
}, 480_000);

afterAll(async () => {
  await closeBrowser();
  await app?.close();
  await new Promise((resolve) => collector?.close(resolve));
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A page of the analytics build; the tracker skips automated browsers unless window.__plausible is set, as its documentation describes. */
async function open(path: string, context?: Awaited<ReturnType<Awaited<ReturnType<typeof browser>>['newContext']>>) {
  const ctx = context ?? (await (await browser()).newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } }));
  await ctx.addInitScript(() => Object.assign(window, { __plausible: true }));
  const page = await ctx.newPage();
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  const response = await page.goto(site + path, { waitUntil: 'load' });
  return { page, ctx, problems, response };
}

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  if (!check()) throw new Error(`nicht eingetreten: ${what}`);
};

describe('with analytics configured', () => {
  it('reports the page view and every heading scrolled into view as path:id with empty props, non-interactive', async () => {
    events.length = 0;
    const { page, ctx, problems, response } = await open('/ueber');
    expect(response!.headers()['content-security-policy']).toContain(`connect-src 'self' ${collectorUrl}`);
    await until(() => events.some((e) => e.n === 'pageview'), 'Seitenaufruf');
    expect(events.find((e) => e.n === 'pageview')).toMatchObject({ u: `${site}/ueber`, d: DOMAIN });
    const ids = await page.locator('main h2[id]').evaluateAll((hs) => hs.map((h) => h.id));
    expect(ids.length).toBeGreaterThan(2);
    for (const id of ids) {
      await page.locator(`[id="${id}"]`).scrollIntoViewIfNeeded();
      await until(() => events.some((e) => e.n === `/ueber:${id}`), `Ereignis /ueber:${id}`);
    }
    for (const event of events.filter((e) => e.n !== 'pageview')) {
      expect(event).toMatchObject({ d: DOMAIN, p: {}, i: false });
      expect(event.n).toMatch(/^\/ueber:[\w-]+$/);
    }
    // Each heading once per page view.
    const names = events.map((e) => e.n);
    expect(new Set(names).size).toBe(names.length);
    expect(problems).toEqual([]);
    await ctx.close();
  });

  it('sends nothing after the visitor opted out on /cookie-einstellungen, by keyboard', async () => {
    const { page, ctx } = await open('/cookie-einstellungen');
    expect(await page.locator('[data-analytics-status]').textContent()).toBe('Anonyme Nutzungsdaten werden derzeit erfasst.');
    expect(await page.locator('main').textContent()).toContain(new URL(collectorUrl).host);
    await page.locator('[data-analytics-button]').focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('[data-analytics-status]').textContent()).toBe('Sie haben der Erfassung widersprochen. Es werden keine Nutzungsdaten gespeichert.');
    events.length = 0;
    const next = await ctx.newPage();
    await next.goto(`${site}/ueber`, { waitUntil: 'networkidle' });
    await next.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await next.waitForLoadState('networkidle');
    expect(events).toEqual([]);
    await ctx.close();
  });

  it('shows the umbrella header and footer with the state-emblem notice, without axe violations', async () => {
    const { page, ctx } = await open('/handbuch');
    const notice = 'Das Wappen kennzeichnet digitale Angebote von Bund, Ländern und Kommunen.';
    expect(await page.locator('.umbrella-header').textContent()).toBe(notice);
    expect(await page.locator('footer .umbrella-notice').textContent()).toBe(notice);
    expect(await axe(page)).toEqual([]);
    await ctx.close();
  });
});

describe('build output', () => {
  it('prints no warning and says once, as information, that no peer-review report is published yet', () => {
    expect(buildLog).not.toMatch(/\bWARN\b|warning/i);
    expect(buildLog.match(/src\/content\/pruefberichte: noch kein Prüfbericht veröffentlicht/g)).toHaveLength(1);
  });

  it('keeps draft pages out: no page, no link in the navigation, no sitemap entry', async () => {
    const route = '/handbuch/anleitungen/entwurf-probe';
    expect((await fetch(site + route)).status).toBe(404);
    expect(await readFile(join(dir, 'dist', 'sitemap.xml'), 'utf8')).not.toContain(route);
    expect(await (await fetch(`${site}/handbuch/anleitungen`)).text()).not.toContain(route);
  });
});

describe('page map', () => {
  it('fails the build when a _meta.yaml key names no page, with the file and the key', async () => {
    const meta = join(copy, 'site/src/content/seiten/handbuch/_meta.yaml');
    await writeFile(meta, `${await readFile(meta, 'utf8')}gibt-es-nicht: Fehlt\n`);
    const failure = await buildSite(copy, join(dir, 'dist-kaputt'), {}).then(
      () => 'gebaut',
      (error: Error) => error.message,
    );
    expect(failure).toContain('site/src/content/seiten/handbuch/_meta.yaml, Schlüssel „gibt-es-nicht“: Es gibt keine Seite handbuch/gibt-es-nicht.mdx und keinen Ordner handbuch/gibt-es-nicht/.');
  }, 180_000);
});

describe('responsive images', () => {
  it('serves a raster teaser as AVIF and WebP at the spec widths, with width and height, lazily, without layout shift', async () => {
    const { page, ctx } = await open('/handbuch/aus-der-praxis');
    const picture = page.locator('picture', { has: page.locator('img[alt*="Tablet"]') });
    const sources = await picture.locator('source').evaluateAll((list) => list.map((s) => ({ type: s.getAttribute('type'), srcset: s.getAttribute('srcset') ?? '' })));
    expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) expect(source.srcset.match(/ \d+w/g)).toEqual([' 640w', ' 750w', ' 828w', ' 1080w', ' 1200w']);
    const img = picture.locator('img');
    expect(await img.getAttribute('width')).toBe('1200');
    expect(await img.getAttribute('height')).toBe('630');
    expect(await img.getAttribute('loading')).toBe('lazy');
    expect(await img.getAttribute('sizes')).toBe('(min-width: 64rem) 24rem, (min-width: 48rem) 50vw, 100vw');
    const avif = await fetch(site + sources[0]!.srcset.split(' ')[0]!);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    // SVG teasers stay SVG, with the size of their viewBox.
    const svg = page.locator('img[src$=".svg"]').first();
    expect(await svg.getAttribute('width')).toBe('640');
    // Scrolling the image into view and loading it moves nothing.
    const shift = await page.evaluate(async () => {
      let total = 0;
      new PerformanceObserver((list) => list.getEntries().forEach((e) => (total += (e as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
      const image = document.querySelector<HTMLImageElement>('picture img')!;
      image.scrollIntoView();
      await image.decode();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return total;
    });
    expect(shift).toBe(0);
    expect(await img.evaluate((i) => (i as HTMLImageElement).currentSrc)).toMatch(/\.avif$/);
    await ctx.close();
  });
});

describe('without analytics configured (the default build)', () => {
  it('contains no analytics code, allows no other origin and says on the privacy pages that nothing is measured', async () => {
    for (const path of await sitemapPaths()) {
      const html = await (await fetch(baseUrl() + path)).text();
      expect(html, path).not.toContain('<meta name="analytics-endpoint"');
    }
    const csp = (await fetch(baseUrl() + '/')).headers.get('content-security-policy')!;
    expect(csp).toContain("connect-src 'self';");
    const { page, foreign, close } = await openPage('/cookie-einstellungen');
    expect(await page.locator('main').textContent()).toContain('Diese Website erfasst zurzeit keine Nutzungsstatistik.');
    expect(await page.locator('[data-analytics-status]').textContent()).toBe('Diese Website erfasst zurzeit keine Nutzungsdaten. Ihre Wahl gilt, falls sich das ändert.');
    expect(foreign).toEqual([]);
    await close();
    for (const path of ['/datenschutz', '/erklaerung-zur-datenschutz']) {
      const text = await (await fetch(baseUrl() + path)).text();
      expect(text, path).toContain('erfasst zurzeit keine Nutzungs');
      expect(text, path).not.toContain('Anonyme Nutzungsstatistik');
    }
  });
});
