/**
 * The Selbstcheck (/selbstcheck) in Chromium against the production build: answers survive reloads
 * and closed tabs, export and import round-trip, bad stored values and bad files never destroy
 * data, several assessments side by side, keyboard-only use, and the page without JavaScript.
 */
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axe, baseUrl, browser, closeBrowser, openPage } from './helpers.ts';

afterAll(closeBrowser);

const KEY = 'servicestandard-selbstcheck';
const CRITERION_1 = '/kriterien/1-nutzende-verstehen-und-bedurfnisse-erkennen';

/** The island has loaded and read the storage; like a visitor, scroll to it first (it hydrates when needed). */
async function ready(page: Page) {
  await page.locator('.selbstcheck').first().scrollIntoViewIfNeeded();
  await page.locator('.sc-bar, .selbstcheck .kern-alert').first().waitFor();
}

async function open(path: string, context?: BrowserContext) {
  if (context) {
    const page = await context.newPage();
    await page.goto(baseUrl() + path);
    await ready(page);
    return page;
  }
  const opened = await openPage(path);
  await ready(opened.page);
  return opened.page;
}

const question = (page: Page, id: string) => page.locator(`#frage-${id}`);
const radio = (page: Page, id: string, label: string) => question(page, id).getByLabel(label, { exact: true });

function stored(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), KEY);
}

/** Waits until the debounced write has happened. */
async function saved(page: Page, contains: string) {
  await page.waitForFunction(([key, text]) => (localStorage.getItem(key!) ?? '').includes(text!), [KEY, contains]);
}

async function download(page: Page, action: () => Promise<void>): Promise<{ file: Download; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), action()]);
  return { file, text: await readFile(await file.path(), 'utf8') };
}

describe('keeping answers', () => {
  it('keeps answers, notes and details after a reload', async () => {
    const page = await open('/selbstcheck');
    await page.getByLabel('Name des Service').fill('Wohngeld online');
    await page.goto(baseUrl() + '/selbstcheck#kriterium-1');
    await radio(page, 'k1-vorhandene-quellen', 'Ja').check();
    await radio(page, 'k1-annahmen', 'Nicht relevant').check();
    await page.getByLabel('Notizen').fill('Interviews im März');
    await saved(page, 'Interviews im März');

    await page.reload();
    await ready(page);
    expect(await radio(page, 'k1-vorhandene-quellen', 'Ja').isChecked()).toBe(true);
    expect(await radio(page, 'k1-annahmen', 'Nicht relevant').isChecked()).toBe(true);
    expect(await page.getByLabel('Notizen').inputValue()).toBe('Interviews im März');
    expect(await page.locator('.sc-bar').textContent()).toContain('Wohngeld online');
    expect(await page.locator('.sc-bar').textContent()).toContain('2 von 96 Fragen beantwortet');
    await page.context().close();
  });

  it('loses nothing when the tab is closed right after typing', async () => {
    const page = await open('/selbstcheck#kriterium-2');
    const context = page.context();
    await radio(page, 'k2-ist-prozess', 'Teilweise').check();
    await page.getByLabel('Nachweise und Links').fill('https://wiki.example.org/prozess');
    // Within the 500 ms debounce: only the flush on pagehide / visibilitychange can save this.
    await page.close();

    const again = await open('/selbstcheck#kriterium-2', context);
    expect(await radio(again, 'k2-ist-prozess', 'Teilweise').isChecked()).toBe(true);
    expect(await again.getByLabel('Nachweise und Links').inputValue()).toBe('https://wiki.example.org/prozess');
    await context.close();
  });

  it('opens at the criterion a criterion page links to', async () => {
    const { page, close } = await openPage(CRITERION_1);
    const link = page.getByRole('link', { name: 'Kriterium im Selbstcheck prüfen' });
    expect(await link.getAttribute('href')).toBe('/selbstcheck#kriterium-1');
    expect(await page.locator('astro-island[component-url*="Selbstcheck"]').count()).toBe(0);
    await link.click();
    await ready(page);
    expect(await page.getByRole('heading', { level: 2, name: 'Kriterium 1: Nutzende verstehen und Bedürfnisse erkennen' }).isVisible()).toBe(true);
    await close();
  });
});

describe('export and import', () => {
  it('gives the same state after exporting to JSON and importing into another browser', async () => {
    const page = await open('/selbstcheck');
    await page.getByLabel('Name des Service').fill('Kita-Platz online');
    await page.locator('#sc-datum-day').fill('06');
    await page.locator('#sc-datum-month').fill('02');
    await page.locator('#sc-datum-year').fill('2026');
    await page.getByLabel('Team').focus();
    await page.goto(baseUrl() + '/selbstcheck#kriterium-3');
    await radio(page, 'k3-budget', 'Nein').check();
    await page.getByLabel('Notizen').fill('Budget endet 2027.\nZweite Zeile | mit Strich');
    await page.goto(baseUrl() + '/selbstcheck#ergebnis');
    await saved(page, 'Zweite Zeile');
    const before = JSON.parse((await stored(page))!) as unknown;

    const { file, text } = await download(page, () => page.getByRole('button', { name: 'Als JSON-Datei exportieren' }).click());
    expect(file.suggestedFilename()).toMatch(/^selbstcheck-kita-platz-online-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(text)).toMatchObject({ format: 'servicestandard-selbstcheck', version: 1 });
    await page.context().close();

    // Another browser: empty storage.
    const other = await open('/selbstcheck#selbstchecks');
    await other.getByLabel('JSON-Datei importieren').setInputFiles({ name: 'export.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    // Reading the file is asynchronous: wait for the message.
    await other.locator('.sc-status').getByText('„Kita-Platz online“ wurde importiert').waitFor();
    await saved(other, 'Kita-Platz online');
    // The empty assessment a fresh browser starts with gives way; everything else is as exported.
    expect(JSON.parse((await stored(other))!)).toEqual(before);
    expect(await other.locator('.sc-bar').textContent()).toContain('Kita-Platz online');

    await other.goto(baseUrl() + '/selbstcheck#kriterium-3');
    expect(await radio(other, 'k3-budget', 'Nein').isChecked()).toBe(true);
    await other.goto(baseUrl() + '/selbstcheck#angaben');
    expect(await other.locator('#sc-datum-year').inputValue()).toBe('2026');
    await other.context().close();
  });

  it('exports Markdown with the open points linked to their steps', async () => {
    const page = await open('/selbstcheck#kriterium-1');
    await radio(page, 'k1-nutzendengruppen', 'Nein').check();
    await page.goto(baseUrl() + '/selbstcheck#ergebnis');
    const { file, text } = await download(page, () => page.getByRole('button', { name: 'Als Markdown herunterladen' }).click());
    expect(file.suggestedFilename()).toMatch(/\.md$/);
    expect(text).toContain('# Selbstcheck: Service ohne Namen');
    expect(text).toMatch(/- \[ \] Haben Sie die Gruppen beschrieben.* – Nein \(\[Schritt „Nutzendengruppen bestimmen“ \(Anforderung 1\.2\)\]\(https?:\/\/[^)]+\/kriterien\/1-nutzende-verstehen-und-bedurfnisse-erkennen#anforderung-1-2\)\)/);
    await page.context().close();
  });
});

describe('bad input never destroys data', () => {
  it('keeps a corrupt stored value, explains it and offers it for download', async () => {
    const page = await open('/selbstcheck');
    const raw = '{"format":"servicestandard-selbstcheck","version":1,"assessments":"kaputt"';
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [KEY, raw]);
    await page.reload();
    await ready(page);

    const alert = page.getByRole('alert');
    expect(await alert.textContent()).toContain('beschädigt und lassen sich nicht lesen');
    expect(await alert.textContent()).toContain('bleiben unverändert im Browser gespeichert');
    expect(await page.locator('.sc-question').count()).toBe(0);

    const { text } = await download(page, () => page.getByRole('button', { name: 'Gespeicherte Daten herunterladen' }).click());
    expect(text).toBe(raw);

    // Starting over asks first; cancelling keeps the value.
    await page.getByRole('button', { name: 'Neu beginnen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mit einem leeren Selbstcheck beginnen?' });
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    expect(await dialog.count()).toBe(0);
    expect(await stored(page)).toBe(raw);

    await page.reload();
    await ready(page);
    expect(await stored(page)).toBe(raw);

    await page.getByRole('button', { name: 'Neu beginnen' }).click();
    await page.getByRole('button', { name: 'Überschreiben und neu beginnen' }).click();
    await page.getByLabel('Name des Service').waitFor();
    expect(JSON.parse((await stored(page))!)).toMatchObject({ format: 'servicestandard-selbstcheck', version: 1 });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('angaben');
    await page.context().close();
  });

  it('refuses an import file of the wrong shape or version and keeps the existing data', async () => {
    const page = await open('/selbstcheck');
    await page.getByLabel('Name des Service').fill('Bestehender Check');
    await saved(page, 'Bestehender Check');
    const before = await stored(page);
    await page.goto(baseUrl() + '/selbstcheck#selbstchecks');
    const input = page.getByLabel('JSON-Datei importieren');

    const files = [
      ['notiz.txt', 'Das ist kein JSON', 'Die Datei lässt sich nicht lesen.'],
      ['fremd.json', '{"name":"andere Anwendung"}', 'Die Datei ist kein Export des Selbstchecks.'],
      ['neu.json', '{"format":"servicestandard-selbstcheck","version":9,"assessments":[]}', 'neueren Fassung des Selbstchecks'],
      ['kaputt.json', '{"format":"servicestandard-selbstcheck","version":1,"assessments":[{"id":"x"}]}', 'unvollständig oder beschädigt'],
    ] as const;
    for (const [name, content, message] of files) {
      await input.setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
      // Reading the file is asynchronous: wait for this file's message.
      const error = page.locator('#sc-import-error', { hasText: message });
      await error.waitFor();
      expect(await error.getAttribute('role')).toBe('alert');
      expect(await error.textContent()).toContain('Ihre vorhandenen Daten bleiben unverändert.');
      expect(await input.getAttribute('aria-describedby')).toContain('sc-import-error');
    }
    expect(await stored(page)).toBe(before);
    expect(await page.locator('.sc-card').count()).toBe(1);
    await page.context().close();
  });

  it('keeps working and says so when the browser blocks or fills the storage', async () => {
    const blocked = await (await browser()).newContext({ locale: 'de-DE' });
    await blocked.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blockiert', 'SecurityError');
        },
      });
    });
    const page = await open('/selbstcheck', blocked);
    expect(await page.locator('.kern-alert').textContent()).toContain('Ihr Browser erlaubt dieser Seite nicht, Daten zu speichern.');
    await page.getByLabel('Name des Service').fill('Ohne Speicher');
    expect(await page.locator('.sc-bar').textContent()).toContain('Ohne Speicher');
    await blocked.close();

    const full = await (await browser()).newContext({ locale: 'de-DE' });
    await full.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('voll', 'QuotaExceededError');
      };
    });
    const fullPage = await open('/selbstcheck', full);
    await fullPage.getByLabel('Name des Service').fill('Zu viel');
    await fullPage.getByText('Speicher voll').waitFor();
    expect(await fullPage.locator('.kern-alert').textContent()).toContain('Exportieren Sie Ihre Selbstchecks als JSON-Datei');
    await full.close();
  });

  it('keeps answers to questions a later version removed and shows them as such', async () => {
    const page = await open('/selbstcheck');
    const old = {
      format: 'servicestandard-selbstcheck',
      version: 1,
      activeId: 'alt',
      assessments: [
        {
          id: 'alt',
          service: 'Älterer Check',
          team: '',
          checkDate: null,
          questionsVersion: 0,
          createdAt: '2025-01-01T00:00:00.000Z',
          updatedAt: '2025-01-01T00:00:00.000Z',
          criteria: { '1': { answers: { 'k1-vorhandene-quellen': { value: 'ja', question: 'Alt formuliert?' }, 'k1-gibt-es-nicht-mehr': { value: 'teilweise', question: 'Eine frühere Frage?' } }, notes: '', evidence: '', removed: [] } },
        },
      ],
    };
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [KEY, JSON.stringify(old)]);
    await page.goto(baseUrl() + '/selbstcheck#kriterium-1');
    await page.reload();
    await ready(page);
    expect(await radio(page, 'k1-vorhandene-quellen', 'Ja').isChecked()).toBe(true);
    const removed = page.locator('.sc-removed');
    expect(await removed.getByRole('heading').textContent()).toBe('Antworten zu Fragen, die es nicht mehr gibt');
    expect(await removed.textContent()).toContain('Eine frühere Frage? – Teilweise');
    await page.context().close();
  });
});

describe('several assessments', () => {
  it('duplicates, renames, compares and deletes with confirmation', async () => {
    const page = await open('/selbstcheck');
    await page.getByLabel('Name des Service').fill('Wohngeld');
    await page.goto(baseUrl() + '/selbstcheck#kriterium-1');
    await radio(page, 'k1-vorhandene-quellen', 'Ja').check();
    await page.goto(baseUrl() + '/selbstcheck#selbstchecks');

    await page.getByRole('button', { name: 'Duplizieren: Wohngeld' }).click();
    expect(await page.locator('.sc-status').textContent()).toContain('Sie bearbeiten jetzt „Kopie von Wohngeld“');
    expect(await page.locator('.sc-card h3').allTextContents()).toEqual(['Wohngeld', 'Kopie von WohngeldGeöffnet']);

    await page.getByRole('button', { name: 'Umbenennen: Kopie von Wohngeld' }).click();
    const rename = page.getByRole('dialog', { name: 'Selbstcheck umbenennen' });
    await rename.getByLabel('Name des Service').fill('Wohngeld – zweite Version');
    await rename.getByRole('button', { name: 'Namen speichern' }).click();
    expect(await page.locator('.sc-card h3').first().textContent()).toBe('Wohngeld');
    expect(await page.getByRole('table', { name: 'Erfüllungsgrad je Kriterium und Selbstcheck' }).locator('thead th').allTextContents()).toEqual([
      'Kriterium',
      'Wohngeld',
      'Wohngeld – zweite Version',
    ]);

    await page.getByRole('button', { name: 'Löschen: Wohngeld – zweite Version' }).click();
    const confirm = page.getByRole('dialog', { name: 'Selbstcheck „Wohngeld – zweite Version“ löschen?' });
    await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
    expect(await page.locator('.sc-card').count()).toBe(1);
    expect(await page.locator('.sc-status').textContent()).toContain('„Wohngeld – zweite Version“ wurde gelöscht');
    // The deleted entry's button is gone; focus lands on the heading of the list.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('selbstchecks');
    await page.context().close();
  });
});

describe('keyboard only', () => {
  async function tabUntil(page: Page, matches: string, max = 120) {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, matches)) return;
    }
    throw new Error(`Mit Tab nicht erreicht: ${matches}`);
  }
  const focused = (page: Page) => page.evaluate(() => ({ id: document.activeElement?.id, checked: (document.activeElement as HTMLInputElement | null)?.checked }));

  it('answers with Tab, Space and the arrow keys and handles the dialog', async () => {
    const page = await open('/selbstcheck');
    await tabUntil(page, '#sc-service');
    await page.keyboard.type('Tastatur-Service');
    await tabUntil(page, 'a[href="#kriterium-1"].kern-btn');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'kriterium-1');

    await tabUntil(page, 'input[name="k1-vorhandene-quellen"]');
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Space');
    expect(await focused(page)).toEqual({ id: 'frage-k1-vorhandene-quellen-ja', checked: true });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toEqual({ id: 'frage-k1-vorhandene-quellen-nein', checked: true });

    await tabUntil(page, 'input[name="k1-annahmen"]');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toEqual({ id: 'frage-k1-annahmen-teilweise', checked: true });
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toEqual({ id: 'frage-k1-annahmen-ja', checked: true });
    expect(await page.locator('.sc-view__meta').textContent()).toContain('2 von 8 Fragen beantwortet');

    // To the list of assessments through the navigation, then the delete dialog: Escape cancels.
    await page.keyboard.press('Shift+Tab');
    await tabUntil(page, 'a[href="#selbstchecks"]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'selbstchecks');
    await tabUntil(page, 'button.sc-btn--danger');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Abbrechen');
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Löschen: Tastatur-Service');

    await page.reload();
    await ready(page);
    await page.goto(baseUrl() + '/selbstcheck#kriterium-1');
    expect(await radio(page, 'k1-vorhandene-quellen', 'Nein').isChecked()).toBe(true);
    expect(await radio(page, 'k1-annahmen', 'Ja').isChecked()).toBe(true);
    await page.context().close();
  });

  it('checks the date when focus leaves day, month and year', async () => {
    const page = await open('/selbstcheck');
    const day = page.locator('#sc-datum-day');
    await day.focus();
    await page.keyboard.type('31');
    await page.keyboard.press('Tab');
    await page.keyboard.type('02');
    await page.keyboard.press('Tab');
    expect(await page.locator('#sc-datum-error').count()).toBe(0);
    await page.keyboard.press('Tab');
    const error = page.locator('#sc-datum-error');
    expect(await error.getAttribute('role')).toBe('alert');
    expect(await error.textContent()).toContain('Bitte geben Sie ein gültiges Datum ein.');
    expect(await page.locator('#sc-datum-year').getAttribute('aria-invalid')).toBe('true');

    await page.locator('#sc-datum-year').fill('25');
    await page.locator('#sc-datum-year').focus();
    await page.keyboard.press('Tab');
    expect(await error.textContent()).toContain('Bitte geben Sie ein gültiges Datum im Format TT MM JJJJ ein. Beispielsweise 06 02 1997.');

    // 31 February passes: whether the day exists is not checked.
    await page.locator('#sc-datum-year').fill('2025');
    await page.locator('#sc-datum-year').focus();
    await page.keyboard.press('Tab');
    expect(await error.count()).toBe(0);
    await saved(page, '"checkDate":"2025-02-31"');
    expect(await page.getByText('Bitte wählen Sie ein Datum aus. (TT MM JJJJ)').count()).toBe(1);
    expect(await page.locator('#sc-datum legend').textContent()).toBe('Datum der Prüfung - Optional');
    await page.context().close();
  });
});

describe('accessibility of every view and state', () => {
  it.each([1280, 320])('has no axe violations and no sideways scrolling at %i px', async (width) => {
    const context = await (await browser()).newContext({ viewport: { width, height: 800 }, locale: 'de-DE' });
    const page = await open('/selbstcheck', context);
    const check = async (state: string) => {
      expect(await axe(page), state).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), state).toBeLessThanOrEqual(0);
    };
    await page.getByLabel('Name des Service').fill('Barrierefrei prüfen');
    await page.locator('#sc-datum-day').fill('45');
    await page.locator('#sc-datum-month').fill('01');
    await page.locator('#sc-datum-year').fill('2026');
    await page.getByLabel('Team').focus();
    await page.locator('#sc-datum-error').waitFor();
    await check('Angaben mit Fehler');

    await page.goto(baseUrl() + '/selbstcheck#kriterium-6');
    await radio(page, 'k6-anforderungen', 'Teilweise').check();
    await radio(page, 'k6-tests', 'Nein').check();
    await page.getByLabel('Nachweise und Links').fill('https://example.org/bitv-test');
    await check('Kriterium 6');

    await page.goto(baseUrl() + '/selbstcheck#ergebnis');
    await check('Ergebnis');

    await page.goto(baseUrl() + '/selbstcheck#selbstchecks');
    await page.getByRole('button', { name: 'Duplizieren: Barrierefrei prüfen' }).click();
    await check('Alle Selbstchecks mit Vergleich');

    await page.getByRole('button', { name: 'Löschen: Barrierefrei prüfen' }).click();
    await page.getByRole('dialog').waitFor();
    await check('Dialog');
    await context.close();
  });
});

describe('page', () => {
  it('explains without JavaScript that it needs it and lists the questions', async () => {
    const { page, close } = await openPage('/selbstcheck', { javaScriptEnabled: false });
    // Playwright's text search skips <noscript>, so CSS selectors find the content here.
    const notice = page.locator('main noscript .kern-alert');
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain('Der Selbstcheck braucht JavaScript');
    expect(await page.locator('.sc-static h3').count()).toBe(13);
    expect(await page.locator('.sc-static li').count()).toBe(96);
    const first = page.locator('#kriterium-6 + ol a').first();
    expect(await first.getAttribute('href')).toBe('/kriterien/6-barrierefreie-nutzung-sicherstellen-und-teilhabe-staerken#anforderung-6-1');
    expect(await first.textContent()).toBe('Anforderungen von Anfang an festlegen (Anforderung 6.1)');
    await close();
  });

  it('loads the tool only when it is needed: when it becomes visible, or at once for a deep link', async () => {
    const phone = { viewport: { width: 375, height: 667 } };
    const tool = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/_astro\/Selbstcheck\.[^/]*\.js$/.test(entry.name)));

    const { page, problems, close } = await openPage('/selbstcheck', phone);
    await page.waitForTimeout(500);
    expect(await tool(page)).toBe(false);
    expect(await page.locator('.selbstcheck[aria-busy="true"] .sc-loading').textContent()).toBe('Der Selbstcheck wird geladen …');
    await page.locator('.selbstcheck').scrollIntoViewIfNeeded();
    await ready(page);
    expect(await tool(page)).toBe(true);
    expect(await page.locator('.sc-loading').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();

    const deep = await openPage('/selbstcheck#kriterium-2', phone);
    await deep.page.locator('.sc-bar').waitFor();
    expect(await deep.page.locator('.sc-view h2').textContent()).toMatch(/^Kriterium 2: /);
    // The browser cannot scroll to the fragment before the tool exists; the tool scrolls there itself.
    await deep.page.waitForFunction(() => {
      const top = document.querySelector('.sc-view h2')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < innerHeight;
    });
    await deep.close();
  });

  it('says so when the tool cannot be loaded, instead of loading forever', async () => {
    const context = await (await browser()).newContext({ locale: 'de-DE', viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    // Astro tries once more with ?astro-retry=…; both attempts fail here.
    await page.route(/\/_astro\/Selbstcheck\.[^/?]*\.js(\?.*)?$/, (route) => route.abort());
    await page.goto(baseUrl() + '/selbstcheck');
    await page.locator('.selbstcheck').scrollIntoViewIfNeeded();
    const failed = page.locator('.sc-load-failed');
    await failed.waitFor();
    expect(await failed.textContent()).toContain('Der Selbstcheck konnte nicht geladen werden.');
    expect(await page.locator('.sc-loading').isVisible()).toBe(false);
    await context.close();
  });

  it('shows every entry of the side menu whole at 1280 × 720: "Ergebnis" on one line, "Bericht" and "Alle Selbstchecks" in view', async () => {
    // Issue 32: "Ergebnis" broke letter by letter into a 28 px column, and the last two entries
    // were cut off below the menu, which was as high as the window.
    const { page, close } = await openPage('/selbstcheck#kriterium-1', { viewport: { width: 1280, height: 720 } });
    await ready(page);
    await page.locator('.sc-nav').scrollIntoViewIfNeeded();
    for (const state of ['oben', 'Seite gescrollt']) {
      if (state === 'Seite gescrollt') await page.mouse.wheel(0, 600);
      await expect.poll(() => page.locator('.sc-nav').evaluate((nav) => Math.round(nav.getBoundingClientRect().top)), { timeout: 5000 }).toBeGreaterThanOrEqual(0);
      const entries = await page.locator('.sc-nav a').evaluateAll((links) =>
        links.map((a) => {
          const title = a.querySelector('.sc-nav__title')!;
          const box = a.getBoundingClientRect();
          const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
          return { text: title.textContent, width: title.getBoundingClientRect().width, lines: Math.round(title.getBoundingClientRect().height / lineHeight), top: box.top, bottom: box.bottom };
        }),
      );
      const named = Object.fromEntries(entries.map((entry) => [entry.text, entry]));
      for (const name of ['Angaben zum Service', 'Ergebnis', 'Bericht', 'Alle Selbstchecks']) {
        expect(named[name]!.width, `${state}: ${name}`).toBeGreaterThan(200);
        expect(named[name]!.lines, `${state}: ${name}`).toBe(1);
        // In the window, and not hidden by a scroll area of the menu.
        expect(named[name]!.bottom, `${state}: ${name}`).toBeLessThanOrEqual(720);
        const shown = await page.locator('.sc-nav a', { hasText: new RegExp(`^${name}$`) }).evaluate((a) => {
          const box = a.getBoundingClientRect();
          return document.elementFromPoint(box.left + 10, (box.top + box.bottom) / 2)?.closest('a') === a;
        });
        expect(shown, `${state}: ${name} sichtbar`).toBe(true);
      }
    }
    await close();
  });

  it('keeps the view when the skip link or another anchor of the page is used', async () => {
    const page = await open('/selbstcheck#kriterium-4');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Zum Inhalt springen');
    await page.keyboard.press('Enter');
    // The browser follows the link after the key event; wait for the address, not a fixed time.
    await page.waitForURL(/#inhalt$/, { timeout: 5000 });
    expect(await page.locator('.sc-view h2').textContent()).toBe('Kriterium 4: Lösungen entwickeln, testen, anpassen und Fachwissen einbinden');
    await page.context().close();
  });

  it('sends nothing anywhere and runs without CSP violations or console errors', async () => {
    const { page, problems, close } = await openPage('/selbstcheck');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (!/\.(js|css|woff2|svg|png)$/.test(new URL(request.url()).pathname)) requests.push(`${request.method()} ${request.url()}`);
    });
    await ready(page);
    await page.getByLabel('Name des Service').fill('Nur lokal');
    await page.goto(baseUrl() + '/selbstcheck#ergebnis');
    await page.goto(baseUrl() + '/selbstcheck#selbstchecks');
    expect(requests.filter((r) => !r.startsWith('GET'))).toEqual([]);
    expect(problems).toEqual([]);
    expect(await page.title()).toBe('Selbstcheck – Servicestandard');
    await close();
  });
});
