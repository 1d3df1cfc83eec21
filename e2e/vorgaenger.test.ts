/**
 * The first Servicestandard (2020) next to today's criteria (issue 35, item 11): the page lists the
 * 19 principles in 6 categories as the site's reading, every criterion page links to it with the
 * principles it carries (or says it is new), the open data carry the same mapping, and the page
 * works on a phone. The build checks the same links (scripts/check-open-data.ts); this test sees
 * what a visitor sees.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, openPage } from './helpers.ts';

afterAll(closeBrowser);

const PAGE = '/handbuch/servicestandard-2020';
const CATEGORIES = ['Nutzerzentrierung', 'Vorgehen', 'Zusammenarbeit', 'Offenheit', 'Technischer Betrieb', 'Wirkungscontrolling'];

interface OpenData {
  kriterien: { nummer: number; url: string }[];
  vorgaenger: { status: string; jahr: number; url: string; prinzipien: { nummer: number; kriterien: { nummer: number }[] }[]; neueKriterien: number[] };
}
const openData = async () => (await (await fetch(`${baseUrl()}/daten/servicestandard.json`)).json()) as OpenData;

describe('the 2020 standard mapped to today', () => {
  it('lists the 19 principles under their 6 categories, marked as the site’s reading, with what is new and what has no criterion of its own', async () => {
    const { page, problems, close } = await openPage(PAGE);
    expect(await page.locator('h1').textContent()).toBe('Vom Servicestandard 2020 zu den 13 Kriterien');
    // The notice comes before the mapping, and each principle says it again.
    expect(await page.getByText('Lesart dieser Website', { exact: true }).first().isVisible()).toBe(true);
    const categories = await page.locator('h3[id^="kategorie-"]').allTextContents();
    expect(categories).toEqual(CATEGORIES.map((c) => `Kategorie ${c}`));
    const principles = await page.locator('dl.predecessor-list dt').allTextContents();
    expect(principles).toHaveLength(19);
    expect(principles[0]).toBe('Prinzip 1: Erhebung und Bewertung von Nutzeranforderungen');
    expect(principles[18]).toBe('Prinzip 19: Nutzerzentrierte Weiterentwicklung');
    // Every principle links to at least one criterion page.
    for (let n = 1; n <= 19; n++) {
      const carried = page.locator(`#prinzip-${n} dd`);
      expect(await carried.locator('a[href^="/kriterien/"]').count(), `Prinzip ${n}`).toBeGreaterThan(0);
      expect(await carried.textContent(), `Prinzip ${n}`).toContain('Lesart dieser Website');
    }
    const fresh = await page.locator('#was-neu-ist ~ ul').first().locator('a').allTextContents();
    expect(fresh).toEqual(['Kriterium 2: Problem beschreiben und Ziele bestimmen', 'Kriterium 3: Verantwortung übernehmen und Ressourcen sichern']);
    const without = await page.locator('#was-kein-eigenes-kriterium-mehr-hat ~ ul').first().locator('li').count();
    expect(without).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('is linked from every criterion page, which names the principles it carries or says it is new', async () => {
    const data = await openData();
    expect(data.kriterien).toHaveLength(13);
    for (const criterion of data.kriterien) {
      const path = new URL(criterion.url).pathname;
      const html = await (await fetch(baseUrl() + path)).text();
      const block = /<section aria-labelledby="servicestandard-2020">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
      expect(block, path).toContain(`href="${PAGE}"`);
      const carried = data.vorgaenger.prinzipien.filter((p) => p.kriterien.some((k) => k.nummer === criterion.nummer)).map((p) => p.nummer);
      const linked = [...block.matchAll(new RegExp(`href="${PAGE}#prinzip-(\\d+)"`, 'g'))].map((m) => Number(m[1]));
      expect(linked, path).toEqual(carried);
      if (carried.length === 0) expect(block, path).toContain('Dieses Kriterium ist neu');
      // The table of contents names the block.
      expect(html, path).toContain('href="#servicestandard-2020"');
    }
  });

  it('names the principles at each criterion of the Druckfassung, from which the PDF is printed', async () => {
    const { vorgaenger } = await openData();
    const print = await (await fetch(`${baseUrl()}/servicestandard-gesamt`)).text();
    const sections = [...print.matchAll(/<section class="print-version__criterion" id="kriterium-(\d+)"[\s\S]*?<\/dl>/g)];
    expect(sections).toHaveLength(13);
    for (const [section, n] of sections) {
      expect(section, `Kriterium ${n}`).toContain('Im Servicestandard 2020 (Lesart dieser Website)');
      expect(section, `Kriterium ${n}`).toContain(`href="${PAGE}"`);
      const carried = vorgaenger.prinzipien.filter((p) => p.kriterien.some((k) => k.nummer === Number(n))).map((p) => `Prinzip ${p.nummer}:`);
      if (carried.length === 0) expect(section, `Kriterium ${n}`).toContain('neu: kein Vorbild');
      for (const name of carried) expect(section, `Kriterium ${n}`).toContain(name);
    }
  });

  it('publishes the mapping in the open data as a reading, with the page’s address and the new criteria', async () => {
    const { vorgaenger } = await openData();
    expect(vorgaenger.status).toBe('Lesart');
    expect(vorgaenger.jahr).toBe(2020);
    expect(new URL(vorgaenger.url).pathname).toBe(PAGE);
    expect(vorgaenger.prinzipien.map((p) => p.nummer)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(vorgaenger.neueKriterien).toEqual([2, 3]);
  });

  it('reflows at 320 px: neither the page nor a principle scrolls sideways', async () => {
    const { page, close } = await openPage(PAGE, { viewport: { width: 320, height: 800 } });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const widest = await page.locator('dl.predecessor-list').evaluateAll((lists) => Math.max(...lists.map((l) => l.scrollWidth - l.clientWidth)));
    expect(widest).toBe(0);
    await close();
  });
});
