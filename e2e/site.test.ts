import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, BUILT_SITEMAP_PATHS, closeBrowser, openPage, sitemapPaths } from './helpers.ts';

afterAll(closeBrowser);

const CRITERION_1 = '/kriterien/1-nutzende-verstehen-und-bedurfnisse-erkennen';
const CRITERION_13 = '/kriterien/13-rechtliche-huerden-erkennen-und-regelungen-verbessern';

describe('served safely', () => {
  it('sends the security headers on pages, assets and errors', async () => {
    for (const path of ['/', CRITERION_1, '/gibt-es-nicht', '/favicon.svg', '/api/health', '/api/challenge']) {
      const response = await fetch(baseUrl() + path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
    }
  });

  it('caches hashed assets for a year and revalidates HTML', async () => {
    const html = await (await fetch(baseUrl() + '/')).text();
    const css = html.match(/href="(\/_astro\/[^"]+\.css)"/)![1]!;
    expect((await fetch(baseUrl() + css)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(baseUrl() + '/')).headers.get('cache-control')).toBe('no-cache');
  });

  it('declares the pages of the served build in its sitemap', async () => {
    expect(BUILT_SITEMAP_PATHS.length).toBeGreaterThan(40);
    expect(await sitemapPaths()).toEqual(BUILT_SITEMAP_PATHS);
  });

  // Every page of the sitemap: German, one h1, no CSP violation, console error or third-party
  // request: checked in a11y.test.ts on the load that axe uses.
});

describe('layout', () => {
  it('shows banner, header links, the primary navigation and the footer', async () => {
    const { page, close } = await openPage(CRITERION_1);
    await expect(page.getByText('Offizielle Website – Bundesrepublik Deutschland').isVisible()).resolves.toBe(true);
    expect(await page.locator('header a[href="/"]').count()).toBe(1);
    expect(await page.locator('header a[href="/leichte-sprache"]').textContent()).toContain('Leichte Sprache');
    expect(await page.locator('header a[href="/gebaerdensprache"]').textContent()).toContain('Gebärdensprache');
    const nav = page.locator('nav[aria-label="Hauptnavigation"] a');
    expect(await nav.allTextContents()).toEqual(['Kriterien', 'Handbuch', 'DIN SPEC 66336', 'Selbstcheck', 'Glossar', 'Über den Servicestandard']);
    // A criterion belongs to the section "Kriterien".
    expect(await page.locator('nav[aria-label="Hauptnavigation"] a[aria-current="true"]').textContent()).toBe('Kriterien');
    const footer = page.locator('footer');
    expect(await footer.locator('nav').first().locator('a').allTextContents()).toEqual(['Startseite', 'Die 13 Kriterien', 'Entwicklungsphasen', 'Hilfreiche Fachgebiete', 'Aktualisierungen', 'Kontakt']);
    expect(await footer.locator('nav').nth(1).locator('a').allTextContents()).toEqual(['Impressum', 'Datenschutz in Kürze', 'Datenschutzerklärung', 'Cookie-Einstellungen', 'Erklärung zur Barrierefreiheit', 'Barriere melden']);
    expect(await footer.textContent()).toContain('Ein Service vom');
    expect(await footer.locator('a[href="https://gitlab.opencode.de/bmds/servicestandard"]').textContent()).toContain('(öffnet in neuem Tab)');
    await close();
  });

  it('labels the breadcrumb "Seitenpfad", starting with Start, and omits it on the start page', async () => {
    const { page, close } = await openPage('/handbuch/service-pruefen/peer-review');
    const crumbs = page.locator('nav[aria-label="Seitenpfad"] li');
    expect(await crumbs.allTextContents()).toEqual(['Start', 'Handbuch', 'Service prüfen', 'Peer Review']);
    await page.goto(baseUrl() + '/');
    expect(await page.locator('nav[aria-label="Seitenpfad"]').count()).toBe(0);
    await close();
  });

  it('lists all 13 criteria in numeric order, except on the excluded pages', async () => {
    const { page, close } = await openPage('/glossar');
    const numbers = await page.locator('.criteria-nav .criteria-nav__number').allTextContents();
    expect(numbers).toEqual(Array.from({ length: 13 }, (_, i) => `${i + 1}.`));
    expect(await page.getByRole('heading', { name: 'Alle 13 Kriterien vom Servicestandard' }).count()).toBe(1);
    for (const path of ['/', '/feedback-und-kontakt', '/datenschutz', '/impressum', '/erklaerung-zur-barrierefreiheit']) {
      await page.goto(baseUrl() + path);
      expect(await page.locator('.criteria-nav').count(), path).toBe(0);
    }
    await close();
  });

  it('marks external links as opening in a new tab', async () => {
    const { page, close } = await openPage('/erklaerung-zur-barrierefreiheit');
    const external = page.locator('main a[href^="http"]');
    expect(await external.count()).toBeGreaterThan(0);
    for (const link of await external.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.textContent()).toContain('(öffnet in neuem Tab)');
    }
    await close();
  });

  it('reaches the skip link first and moves focus to the content', async () => {
    const { page, close } = await openPage(CRITERION_1);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Zum Inhalt springen');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('inhalt');
    await close();
  });
});

describe('start page', () => {
  it('shows the 13 criteria under #kriterien with number, title, summary and link', async () => {
    const { page, close } = await openPage('/');
    const cards = page.locator('#kriterien .criterion-card');
    expect(await cards.count()).toBe(13);
    expect(await page.locator('#kriterien .number-circle').allTextContents()).toEqual(Array.from({ length: 13 }, (_, i) => String(i + 1)));
    expect(await cards.nth(9).locator('a').getAttribute('href')).toBe('/kriterien/10-open-source-nutzen-und-code-teilen');
    expect(await page.locator('.hero .kern-btn').evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual(['#kriterien', '#feedback', '/din-spec-66336']);
    await close();
  });

  it('redirects /kriterien to /#kriterien', async () => {
    const response = await fetch(baseUrl() + '/kriterien', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/#kriterien');
  });
});

describe('criterion page', () => {
  it('has circle, summary, link entries, sections, next criterion and feedback button', async () => {
    const { page, close } = await openPage(CRITERION_1);
    expect(await page.locator('.hero .number-circle').textContent()).toBe('1');
    const links = page.locator('.hero__links a');
    expect(await links.nth(0).getAttribute('href')).toBe('/din-spec-66336#51-nutzendenanalyse');
    expect(await page.locator('.hero__links').textContent()).toContain('Stand der Anforderungen26. Mai 2025');
    expect(await page.locator('.hero__links').textContent()).toContain('Zuletzt aktualisiert am');
    expect(await links.nth(1).getAttribute('href')).toBe('/aktualisierungen');
    const headings = await page.locator('main h2').allTextContents();
    for (const heading of ['Wichtig in diesen Entwicklungsphasen', 'Warum ist das wichtig', 'Was ist zu tun', 'Das liegt am Ende vor', 'Hilfreiche Fachgebiete', 'Nächstes Kriterium']) {
      expect(headings).toContain(heading);
    }
    expect(await page.locator('.steps__item').count()).toBeGreaterThanOrEqual(4);
    expect(await page.getByRole('link', { name: 'Alle 4 Entwicklungsphasen' }).count()).toBe(1);
    const feedbackButton = page.locator('.hero .kern-btn--secondary');
    expect(await feedbackButton.textContent()).toBe('Feedback geben');
    expect(await feedbackButton.getAttribute('href')).toBe('#feedback');
    expect(await page.locator('#feedback').count()).toBe(1);
    await close();
  });

  it('criterion 6 shows its own Stand and criterion 13 points back to criterion 1', async () => {
    const { page, close } = await openPage('/kriterien/6-barrierefreie-nutzung-sicherstellen-und-teilhabe-staerken');
    expect(await page.locator('.hero__links').textContent()).toContain('Stand der Anforderungen30. September 2025');
    await page.goto(baseUrl() + CRITERION_13);
    expect(await page.locator('.next-criterion a').getAttribute('href')).toBe(CRITERION_1);
    await close();
  });

  // Issue 32, item 13: the date was typed into the front matter and stayed at 26.5.2025 while the texts changed.
  it('shows as "Zuletzt aktualisiert am" the day of the last commit of each criterion file', { timeout: 60_000 }, async () => {
    const folder = fileURLToPath(new URL('../site/src/content/kriterien/', import.meta.url));
    const { page, close } = await openPage(CRITERION_1);
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.mdx'))) {
      // A file with changes not yet committed shows its modification day (site/src/lib/last-updated.ts).
      const dirty = execFileSync('git', ['status', '--porcelain', '--', file], { cwd: folder, encoding: 'utf8' }).trim() !== '';
      const day = dirty ? statSync(join(folder, file)).mtime : new Date(execFileSync('git', ['log', '-1', '--format=%cI', '--', file], { cwd: folder, encoding: 'utf8' }).trim());
      await page.goto(`${baseUrl()}/kriterien/${file.replace(/\.mdx$/, '')}`);
      const shown = await page.locator('.hero__link', { hasText: 'Zuletzt aktualisiert am' }).locator('dd').textContent();
      expect(shown, file).toBe(new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day));
    }
    await close();
  });

  it('works without JavaScript: content, table of contents as plain links', async () => {
    const { page, close } = await openPage(CRITERION_1, { javaScriptEnabled: false });
    expect(await page.locator('.toc details[open]').count()).toBe(1);
    expect(await page.locator('.toc summary').textContent()).toBe('Inhaltsverzeichnis');
    expect(await page.locator('.toc a[href="#was-ist-zu-tun"]').count()).toBe(1);
    await page.locator('.toc a[href="#was-ist-zu-tun"]').click();
    expect(page.url()).toContain('#was-ist-zu-tun');
    await close();
  });

  it('gives criterion 4 its own metaTitle', async () => {
    const { page, close } = await openPage('/kriterien/4-losungen-entwickeln-testen-anpassen-und-fachwissen-einbinden');
    expect(await page.title()).toContain('Kriterium 4');
    await close();
  });
});

describe('errors', () => {
  it('answers unknown paths with a German 404 page and the broken-link suggestion', async () => {
    const response = await fetch(baseUrl() + '/gibt-es-nicht');
    expect(response.status).toBe(404);
    const { page, close } = await openPage('/gibt-es-nicht');
    expect(await page.locator('h1').textContent()).toBe('Seite nicht gefunden');
    const report = page.locator('[data-broken-link-report]');
    expect(await report.textContent()).toContain('Defekten Link auf openCode melden →');
    expect(await report.getAttribute('href')).toContain('add_labels=bug');
    await close();
  });
});
