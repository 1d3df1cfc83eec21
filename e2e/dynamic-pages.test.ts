/**
 * The pages the service renders on request (ADR 0010) as visitors meet them, with axe in the
 * light and the dark colour scheme at 1280 and 375 px and without horizontal scrolling at 375 px:
 * the search results without JavaScript, the refusal pages (a method the site does not take, a
 * malformed address) and the status page of a feedback. The Redaktion's pages are checked in
 * redaktion.test.ts, the answers to the feedback form in feedback-forms.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { axeAsServed, baseUrl, closeBrowser, openPage } from './helpers.ts';

afterAll(closeBrowser);

/** axe as served, and at 375 px no sideways scrolling and no error in the console. */
const check = (path: string, served?: { status: number; body: string }) =>
  axeAsServed(baseUrl() + path, served, async (page, width, problems) => {
    if (width !== 375) return [];
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    // The browser reports the page's own error status (404, 405) as a failed load: that is the answer, not a fault.
    return [...(wide > 0 ? [`scrolls ${wide} px sideways`] : []), ...problems.filter((problem) => !/status of 40[45]\b/.test(problem))];
  });

describe('pages the service renders', () => {
  it('the search results without JavaScript, with the query in the form', async () => {
    const { page, close } = await openPage('/suche?q=Barrierefreiheit', { javaScriptEnabled: false });
    expect(await page.inputValue('#suche-q')).toBe('Barrierefreiheit');
    expect(await page.locator('#ergebnisse').textContent()).toMatch(/für „Barrierefreiheit“$/);
    expect(await page.title()).toBe('„Barrierefreiheit“ – Suche – Servicestandard');
    await close();
    expect(await check('/suche?q=Barrierefreiheit')).toEqual([]);
    expect(await check('/suche?q=Quantencomputer')).toEqual([]);
  });

  it('a refused request: its own heading, the status and why, in the site layout', async () => {
    const response = await fetch(`${baseUrl()}/glossar`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    const body = await response.text();
    expect(body).toContain('<h1 id="seitentitel"');
    expect(body).toMatch(/<h1 id="seitentitel"[^>]*>Anfrage nicht möglich<\/h1>/);
    expect(body).toContain('Fehler 405');
    expect(body).toContain('Diese Adresse kann nur aufgerufen werden. Daten nimmt sie nicht an.');
    // Nothing on the page speaks of a missing page (the lead and the text of the 404 page sit in the replaced part).
    expect(body.replace(/<head>[\s\S]*<\/head>/, '')).not.toMatch(/nicht gefunden|gibt es (unter dieser Adresse )?nicht/);
    expect(await check('/glossar', { status: 405, body })).toEqual([]);
  });

  it('the 404 page', async () => {
    expect(await check('/gibt-es-nicht')).toEqual([]);
  });
});
