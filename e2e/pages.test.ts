/** The information architecture of issue 3: glossary, abbreviations, feeds, settings, SEO tags. */
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, openPage } from './helpers.ts';

afterAll(closeBrowser);

describe('glossary', () => {
  it('has A–Z buttons that jump to letter sections, disabled letters without entries, 60+ terms and the bindingness levels', async () => {
    const { page, close } = await openPage('/glossar');
    const nav = page.locator('nav[aria-label="Glossar nach Anfangsbuchstaben"] li');
    expect(await nav.count()).toBe(26);
    const disabled = page.locator('nav[aria-label="Glossar nach Anfangsbuchstaben"] [aria-disabled="true"]');
    expect(await disabled.count()).toBeGreaterThan(0);
    expect(await page.locator('.definition-list dt').count()).toBeGreaterThanOrEqual(64);
    for (const level of ['MUSS', 'SOLL', 'KANN', 'DARF NICHT']) {
      expect(await page.locator('#verbindlichkeit ~ dl dt', { hasText: level }).count()).toBeGreaterThan(0);
    }
    await page.locator('nav[aria-label="Glossar nach Anfangsbuchstaben"] a', { hasText: 'B' }).click();
    expect(page.url()).toMatch(/#buchstabe-b$/);
    for (const id of ['bitv', 'api', 'kpi', 'ozg', 'basisdienst', 'interoperabilitaet']) {
      expect(await page.locator(`dt#${id}`).count(), id).toBe(1);
    }
    await close();
  });

  it('links abbreviations elsewhere to the glossary with a tooltip that Escape dismisses', async () => {
    const { page, close } = await openPage('/kriterien/6-barrierefreie-nutzung-sicherstellen-und-teilhabe-staerken');
    const term = page.locator('.glossary-term').first();
    const link = term.locator('a');
    expect(await link.getAttribute('href')).toMatch(/^\/glossar#[a-z0-9-]+$/);
    const tip = term.locator('[role="tooltip"]');
    expect(await tip.isVisible()).toBe(false);
    await link.focus();
    expect(await tip.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-describedby'))).toBe(await tip.getAttribute('id'));
    await page.keyboard.press('Escape');
    expect(await tip.isVisible()).toBe(false);
    await close();
  });
});

describe('feeds and metadata', () => {
  it('publishes a well-formed Atom feed, newest first', async () => {
    const response = await fetch(`${baseUrl()}/aktualisierungen.xml`);
    expect(response.headers.get('content-type')).toContain('xml');
    const xml = await response.text();
    const { page, close } = await openPage('/aktualisierungen');
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const ns = 'http://www.w3.org/2005/Atom';
      return {
        error: doc.getElementsByTagName('parsererror').length,
        root: doc.documentElement.namespaceURI === ns && doc.documentElement.localName === 'feed',
        entries: [...doc.getElementsByTagNameNS(ns, 'entry')].map((e) => ({
          id: e.getElementsByTagNameNS(ns, 'id')[0]?.textContent,
          updated: e.getElementsByTagNameNS(ns, 'updated')[0]?.textContent ?? '',
          title: e.getElementsByTagNameNS(ns, 'title')[0]?.textContent,
        })),
        self: doc.querySelector('link[rel="self"]')?.getAttribute('href'),
      };
    }, xml);
    expect(feed.error).toBe(0);
    expect(feed.root).toBe(true);
    expect(feed.self).toMatch(/\/aktualisierungen\.xml$/);
    expect(feed.entries.length).toBeGreaterThanOrEqual(5);
    expect(new Set(feed.entries.map((e) => e.id)).size).toBe(feed.entries.length);
    const dates = feed.entries.map((e) => e.updated);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Entries known only to the month or the year stay on the page; the feed needs a day.
    const dayEntries = await page.locator('.updates-list > li > time').evaluateAll((times) => times.filter((t) => /^\d{4}-\d{2}-\d{2}$/.test(t.getAttribute('datetime') ?? '')).length);
    expect(dayEntries).toBe(feed.entries.length);
    expect(await page.locator('.updates-list > li > time[datetime="2024-11"]').textContent()).toBe('November 2024');
    await close();
  });

  it('serves sitemap.xml and robots.txt, and canonical and Open Graph tags on pages', async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain('Sitemap:');
    const { page, close } = await openPage('/ueber');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/ueber$/);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(await page.title());
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    await close();
  });

  it('serves WebVTT subtitles for every sign-language text and says that no recording exists yet', async () => {
    const { page, close } = await openPage('/gebaerdensprache');
    const videos = page.locator('.sign-video');
    expect(await videos.count()).toBeGreaterThanOrEqual(1);
    for (const id of await videos.evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-labelledby')!.replace('video-', '')))) {
      const vtt = await (await fetch(`${baseUrl()}/untertitel/${id}.vtt`)).text();
      expect(vtt.startsWith('WEBVTT\n\n')).toBe(true);
      expect(vtt).toMatch(/\d{2}:\d{2}:\d{2}\.\d{3} --> \d{2}:\d{2}:\d{2}\.\d{3}\n\S/);
    }
    // No recording is configured: no player, and every topic says so in words.
    expect(await page.locator('video').count()).toBe(0);
    expect(await page.locator('.sign-video', { hasText: 'Noch keine Aufnahme.' }).count()).toBe(await videos.count());
    await close();
  });
});

describe('print', () => {
  it('prints a criterion as its content, without navigation and forms', async () => {
    const { page, close } = await openPage('/kriterien/8-datenschutz-umsetzen-und-risiken-reduzieren');
    await page.emulateMedia({ media: 'print' });
    for (const selector of ['.site-header', '.breadcrumb', '.toc', '.criteria-nav', '#feedback', '.site-footer']) {
      expect(await page.locator(selector).first().isVisible(), selector).toBe(false);
    }
    expect(await page.locator('h1').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Was ist zu tun' }).isVisible()).toBe(true);
    await close();
  });
});

describe('case studies', () => {
  it('shows "Erfahrungen aus der Praxis" cards with image, topic and an "Alle" button on criteria', async () => {
    const { page, close } = await openPage('/kriterien/10-open-source-nutzen-und-code-teilen');
    const section = page.locator('section[aria-labelledby="erfahrungen-aus-der-praxis"]');
    const card = section.locator('.site-card').first();
    expect(await card.locator('a').getAttribute('href')).toBe('/handbuch/aus-der-praxis/open-source-im-laendlichen-raum');
    expect(await card.locator('img').getAttribute('alt')).toBeTruthy();
    expect(await card.locator('.site-card__preline').textContent()).toBe('Open Source');
    expect(await section.getByRole('link', { name: 'Alle Fallbeispiele' }).getAttribute('href')).toBe('/handbuch/aus-der-praxis');
    await page.goto(`${baseUrl()}/handbuch/aus-der-praxis`);
    expect(await page.locator('.prose .site-card').count()).toBe(2);
    await close();
  });
});

describe('settings and enhancements', () => {
  it('remembers the opt-out of anonymous usage statistics', async () => {
    const { page, close } = await openPage('/cookie-einstellungen');
    const button = page.getByRole('button', { name: 'Anonyme Nutzungsdaten nicht speichern' });
    await button.click();
    expect(await page.locator('[data-analytics-status]').textContent()).toContain('widersprochen');
    await page.reload();
    expect(await page.locator('[data-analytics-status]').textContent()).toContain('widersprochen');
    expect(await page.evaluate(() => localStorage.getItem('servicestandard-statistik'))).toBe('aus');
    await page.getByRole('button', { name: 'Erfassung wieder erlauben' }).click();
    expect(await page.evaluate(() => localStorage.getItem('servicestandard-statistik'))).toBeNull();
    await close();
  });

  it('underlines the section being read in the table of contents', async () => {
    const { page, close } = await openPage('/din-spec-66336', { viewport: { width: 1280, height: 800 } });
    // On /din-spec-66336 the table of contents follows the middle of the viewport (theme tocFollows: middle).
    await page.evaluate(() => document.getElementById('53-rollen-und-verantwortung')!.scrollIntoView({ block: 'center' }));
    // Smooth scrolling passes other sections first; the spy settles on the one in the middle.
    await page.locator('.toc a[href="#53-rollen-und-verantwortung"][aria-current="location"]').waitFor({ timeout: 5000 });
    expect(await page.locator('.toc a[aria-current="location"]').count()).toBe(1);
    await close();
  });

  it('answers every page route with 200', async () => {
    const routes = ['/', '/ueber', '/din-spec-66336', '/feedback-und-kontakt', '/erklaerung-zur-barrierefreiheit', '/barriere-melden', '/datenschutz', '/erklaerung-zur-datenschutz', '/impressum', '/glossar', '/leichte-sprache', '/gebaerdensprache', '/hilfreiche-fachgebiete', '/entwicklungsphasen', '/aktualisierungen', '/cookie-einstellungen', '/open-source', '/pruefberichte', '/uebersicht-und-test', '/handbuch', '/handbuch/liste-zusammenarbeit-expertinnen', '/handbuch/service-pruefen', '/handbuch/service-pruefen/peer-review', '/handbuch/anleitungen/teilnehmende-fuer-user-research-finden', '/handbuch/anleitungen/verstaendlich-schreiben', '/handbuch/aus-der-praxis/open-source-im-laendlichen-raum', '/handbuch/aus-der-praxis/senioren-digital-begleiten'];
    for (const route of routes) expect((await fetch(baseUrl() + route)).status, route).toBe(200);
    expect((await fetch(`${baseUrl()}/404`)).status).toBe(404);
  });

  it('has the register anchor button on the peer-review page and 24 skill anchors', async () => {
    const { page, close } = await openPage('/handbuch/service-pruefen/peer-review');
    expect(await page.locator('.hero a[href="#anmeldung"]').count()).toBe(1);
    expect(await page.locator('#anmeldung').count()).toBe(1);
    await page.goto(`${baseUrl()}/hilfreiche-fachgebiete`);
    expect(await page.locator('.prose section h2[id]').count()).toBe(24);
    await page.goto(`${baseUrl()}/entwicklungsphasen`);
    expect(await page.locator('.prose section h2[id]').evaluateAll((h) => h.map((e) => e.id))).toEqual(['verstehen', 'entwickeln', 'betreiben', 'weiterentwickeln']);
    await close();
  });
});
