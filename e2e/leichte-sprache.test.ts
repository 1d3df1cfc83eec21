/**
 * The page in Leichte Sprache keeps to it around its own text too (issue 32, item 14): its form
 * says in Leichte Sprache what it does, and the page frame adds no block in standard German
 * ("War diese Seite hilfreich?", the general feedback block, the list of the 13 criteria).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { axe, closeBrowser, openPage } from './helpers.ts';

afterAll(closeBrowser);

/** Sentences of the standard blocks that must not appear on /leichte-sprache. */
const STANDARD_GERMAN = [
  'War diese Seite hilfreich?',
  'Fehlt Ihnen etwas auf dieser Seite, ist etwas unklar oder falsch?',
  'Bitte geben Sie keine personenbezogenen Daten wie Namen oder Adressen an.',
  'Ihr Text wird öffentlich auf openCode veröffentlicht',
  'Wir nutzen die Adresse nur für Rückfragen',
  'Alle 13 Kriterien vom Servicestandard',
];

describe('Leichte Sprache page', () => {
  it('has a form that says in Leichte Sprache what it does, and no block in standard German', async () => {
    const { page, close } = await openPage('/leichte-sprache');
    const main = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    for (const sentence of STANDARD_GERMAN) expect(main, sentence).not.toContain(sentence);
    const form = page.locator('#feedback');
    expect(await form.locator('h2').innerText()).toBe('Schreiben Sie uns');
    const text = (await form.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('Ihr Text steht danach im Internet. Alle Menschen können ihn lesen.');
    expect(text).toContain('Nach 6 Monaten löschen wir die Adresse.');
    expect(await form.getByLabel('Ihr Text').count()).toBe(1);
    expect(await form.getByRole('button', { name: 'Absenden' }).count()).toBe(1);
    expect(await axe(page)).toEqual([]);
    await close();
  });

  it('says in Leichte Sprache when the text is missing', async () => {
    const { page, close } = await openPage('/leichte-sprache');
    // The message comes from the hydrated form; without JavaScript the service answers with its own page.
    await page.locator('#feedback').scrollIntoViewIfNeeded();
    await page.locator('#feedback astro-island:not([ssr]) form').waitFor();
    await page.locator('#feedback').getByRole('button', { name: 'Absenden' }).click();
    expect(await page.locator('#feedback [role="alert"]').innerText()).toContain('Bitte schreiben Sie zuerst Ihren Text in das Feld.');
    await close();
  });
});
