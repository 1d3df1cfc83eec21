/**
 * Every guide under /handbuch/anleitungen can be found the four ways a team looks for it (issue 35):
 * in the handbook's sidebar, on the overview /handbuch/anleitungen, by search (each query of the
 * quality set that expects the guide finds it among the first three, and there is at least one),
 * and on the page of each criterion it names in its front matter `kriterien`. The Druckfassung,
 * from which the PDF is printed, names it at those criteria; every criterion page has its section
 * "Für Länder und Kommunen". Each guide is built as docs/inhalte.md
 * says: an example headed "Beispiel (erfunden): …" that says what is made up, then "Darauf achtet ein
 * Peer Review", "Quellen" and at the end "Kurz gesagt": the question it answers and the one sentence
 * that answers it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { extractSections } from '@servicestandard/search/html-sections';
import { evaluate, loadQueries, loadSearchData } from '@servicestandard/search/quality';
import { baseUrl, closeBrowser, openPage } from './helpers.ts';

afterAll(closeBrowser);

const GUIDES_DIR = new URL('../site/src/content/seiten/handbuch/anleitungen/', import.meta.url);
const OVERVIEW = '/handbuch/anleitungen';
const DIST = process.env['SITE_OUT_DIR'] ?? new URL('../site/dist', import.meta.url).pathname;

/** The guides as their files declare them: address, title and the criteria they serve. */
const guides = readdirSync(GUIDES_DIR)
  .filter((file) => file.endsWith('.mdx') && file !== 'index.mdx')
  .map((file) => {
    const text = readFileSync(new URL(file, GUIDES_DIR), 'utf8');
    const front = text.slice(0, text.indexOf('\n---', 4));
    const criteria = /^kriterien: \[([\d, ]*)\]$/m.exec(front)?.[1]?.split(',').map((n) => Number(n.trim())).filter((n) => n > 0) ?? [];
    return { href: `${OVERVIEW}/${file.replace(/\.mdx$/, '')}`, criteria };
  });

/** The built page's HTML, as the server sends it. */
const html = async (path: string) => (await fetch(`${baseUrl()}${path}`)).text();

/** Addresses of the criterion pages by number, from the sitemap. */
async function criterionPaths(): Promise<Map<number, string>> {
  const sitemap = await html('/sitemap.xml');
  const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/kriterien\/(\d+)-[^<]+)<\/loc>/g)];
  return new Map(paths.map((m) => [Number(m[2]), m[1]!]));
}

describe('guides', () => {
  it('finds the guides and each names at least one criterion', () => {
    expect(guides.length).toBeGreaterThanOrEqual(6);
    expect(guides.filter((g) => g.criteria.length === 0).map((g) => g.href)).toEqual([]);
  });

  it('lists every guide in the handbook sidebar and on the overview', async () => {
    const { page, close } = await openPage(OVERVIEW, { viewport: { width: 1280, height: 900 } });
    const sidebar = await page.locator('#seitenleiste a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const overview = await page.locator('main .prose a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    await close();
    for (const guide of guides) {
      expect(sidebar, `Seitenleiste: ${guide.href}`).toContain(guide.href);
      expect(overview, `Übersicht: ${guide.href}`).toContain(guide.href);
    }
  });

  it('shows each guide on the pages of its criteria and at those criteria in the Druckfassung', async () => {
    const paths = await criterionPaths();
    const print = await html('/servicestandard-gesamt');
    for (const guide of guides) {
      for (const n of guide.criteria) {
        const page = await html(paths.get(n)!);
        const section = /<section aria-labelledby="anleitungen-zu-diesem-kriterium">([\s\S]*?)<\/section>/.exec(page)?.[1] ?? '';
        expect(section, `Kriterium ${n}: ${guide.href}`).toContain(`href="${guide.href}"`);
        const printed = /<section class="print-version__criterion" id="kriterium-(\d+)"[\s\S]*?(?=<section class="print-version__|$)/g;
        const criterionText = [...print.matchAll(printed)].find((m) => Number(m[1]) === n)?.[0] ?? '';
        expect(criterionText, `Druckfassung, Kriterium ${n}: ${guide.href}`).toContain(`href="${guide.href}"`);
      }
    }
  });

  it('gives every criterion page its section for Länder and Kommunen (issue 35, item 9)', async () => {
    const paths = await criterionPaths();
    expect(paths.size).toBe(13);
    for (const [n, path] of paths) {
      const page = await html(path);
      expect(page.includes('<h2 id="fuer-laender-und-kommunen">Für Länder und Kommunen</h2>'), `Kriterium ${n}: ${path}`).toBe(true);
    }
  });

  it('finds every guide among the first three results of its queries in the quality set', async () => {
    const data = await loadSearchData(DIST);
    const queries = await loadQueries();
    for (const guide of guides) {
      const own = queries.filter((q) => q.expected === guide.href);
      expect(own.length, `keine Suchanfrage für ${guide.href} in packages/search/quality-queries.json`).toBeGreaterThan(0);
      expect(evaluate(data, own).misses, guide.href).toEqual([]);
    }
  });

  it('builds every guide the same way and ends it with its question and the one sentence that answers it', async () => {
    for (const guide of guides) {
      // The text of <main> as search sees it: without the "War diese Seite hilfreich?" block.
      const sections = extractSections(await html(guide.href))?.sections.filter((s) => s.id !== 'feedback-titel') ?? [];
      const headings = sections.map((s) => s.heading);
      // docs/inhalte.md: an invented example that says so, what a peer review looks for, the sources, "Kurz gesagt".
      const example = sections.find((s) => s.heading.startsWith('Beispiel (erfunden): '));
      expect(example?.text, `${guide.href}: Beispiel (erfunden) mit Hinweis`).toMatch(/\bausgedacht\b/);
      const order = [example?.heading, 'Darauf achtet ein Peer Review', 'Quellen', 'Kurz gesagt'].map((h) => headings.indexOf(h ?? ''));
      expect(order.every((i, n) => i >= 0 && (n === 0 || i > order[n - 1]!)), `${guide.href}: ${headings.join(' | ')}`).toBe(true);
      const last = sections.at(-1);
      expect(last?.heading, guide.href).toBe('Kurz gesagt');
      expect(last?.text, guide.href).toMatch(/^Frage: [^\n]+\?$/m);
      expect(last?.text, guide.href).toMatch(/^Antwort: [^\n]+[.]$/m);
    }
  });
});
