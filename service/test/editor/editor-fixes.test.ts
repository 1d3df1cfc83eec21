/**
 * What an editor met and what changed (issue 33): the list shows the start of each text and
 * whether a follow-up address exists, and filters by "kontaktiert"; after an action the
 * confirmation is where the eye is (#bestaetigung); the deletion step shows what goes and a
 * destructive button; tables stack on a phone with their column names; the chart's text always
 * fits; an expired one-time link says in plain words where the new one appears.
 */
import { describe, expect, it } from 'vitest';
import { editorText } from '@servicestandard/messages/service';
import { editorPages } from '../../src/pages/index.tsx';
import { listHref, textStart } from '../../src/pages/editor/format.ts';
import type { EditorSession } from '../../src/store/index.ts';
import { build } from '../helper.ts';
import { addFeedback, postForm, signInLocally, type Editor } from './helper.ts';

type App = Awaited<ReturnType<typeof build>>['app'];
const page = (app: App, url: string, editor: Editor) => app.inject({ url, headers: { cookie: editor.cookie } });

/** The text of the table rows, tags removed, one string per row. */
function rows(html: string): string[] {
  const body = /<tbody[^>]*>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
}

const SESSION: EditorSession = { tokenHash: 'x', subject: 'lokal', name: 'Erika', csrfToken: 'csrf-token', role: 'editor', createdAt: 0, lastSeenAt: 0 };

const LONG = 'Auf der Seite zum Glossar fehlt der Begriff Nutzendenreise, und der Abschnitt zur Barrierefreiheit nennt die Norm EN 301 549 nicht. Bitte ergänzen Sie beides.';

describe('the start of a text', () => {
  it('keeps a short text whole and cuts a long one at a word, with an ellipsis, on one line', () => {
    expect(textStart('Kurz.\n\nZweiter Absatz.')).toBe('Kurz. Zweiter Absatz.');
    const start = textStart(LONG);
    expect(start.length).toBeLessThanOrEqual(122);
    expect(start.endsWith(' …')).toBe(true);
    expect(LONG.startsWith(start.slice(0, -2))).toBe(true);
    expect(textStart('   ')).toBe('');
  });
});

describe('the list', () => {
  it('shows the start of each text and the follow-up state; an erased row says that its text was deleted', async () => {
    const { app, clock } = await build();
    const long = await addFeedback(app, { description: LONG, email: 'anna@example.org' });
    clock.advance(60_000);
    const erased = await addFeedback(app, { description: 'Bitte löschen Sie meine Daten.', email: 'ben@example.org' });
    const editor = await signInLocally(app);
    await postForm(app, `/api/redaktion/feedback/${erased}/erase`, { csrf: editor.csrf }, editor.cookie);

    const list = await page(app, '/redaktion', editor);
    const [first, second] = rows(list.body);
    expect(first).toContain('Text gelöscht');
    expect(first).not.toContain('Bitte löschen Sie');
    expect(second).toContain(textStart(LONG));
    expect(second).toContain('E-Mail vorhanden');
    expect(second).not.toContain('Bitte ergänzen Sie beides.');
    expect(list.body).not.toContain('anna@example.org');
    // Every cell carries its column's name for the stacked rows on a phone.
    expect(list.body).toContain(`<td class="kern-table__cell" data-label="Text"><span class="redaktion-text">`);
    expect(list.body).toContain(`href="/redaktion/feedback/${long}"`);
  });

  it('filters by follow-up: kontakt=ja only the contacted, kontakt=nein the others; the select keeps the choice and a reset link appears', async () => {
    const { app, clock } = await build();
    const contacted = await addFeedback(app, { email: 'anna@example.org', description: 'Schon kontaktiert.' });
    clock.advance(60_000);
    await addFeedback(app, { email: 'ben@example.org', description: 'Noch offen.' });
    clock.advance(60_000);
    await addFeedback(app, { description: 'Ohne Adresse.' });
    const editor = await signInLocally(app);
    await postForm(app, `/api/redaktion/feedback/${contacted}/contacted`, { contacted: '1', csrf: editor.csrf }, editor.cookie);

    const all = await page(app, '/redaktion', editor);
    expect(rows(all.body)).toHaveLength(3);
    expect(all.body).toContain('<label class="kern-label" for="filter-kontakt">Rückfrage</label>');
    expect(all.body).not.toContain('Filter zurücksetzen');

    const yes = await page(app, '/redaktion?kontakt=ja', editor);
    expect(rows(yes.body)).toEqual([expect.stringContaining('Schon kontaktiert.')]);
    expect(rows(yes.body)[0]).toContain('kontaktiert');
    expect(yes.body).toContain('<option value="ja" selected="">kontaktiert</option>');
    expect(yes.body).toContain('<a href="/redaktion">Filter zurücksetzen</a>');

    const no = await page(app, '/redaktion?kontakt=nein', editor);
    expect(rows(no.body).map((row) => (row.includes('Noch offen.') ? 'offen' : row.includes('Ohne Adresse.') ? 'ohne' : row))).toEqual(['ohne', 'offen']);
    expect(rows(no.body)[0]).toContain('keine E-Mail');
    expect(rows(no.body)[1]).toContain('E-Mail vorhanden');

    expect(rows((await page(app, '/redaktion?kontakt=ja&seite=%2Fglossar', editor)).body)).toEqual([]);
    for (const query of ['kontakt=vielleicht', 'kontakt=JA', 'kontakt=1']) {
      const refused = await page(app, `/redaktion?${query}`, editor);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.body).toContain('<code>REDAKTION_INVALID_INPUT</code>');
    }
  });

  it('keeps the follow-up filter in the pager’s links', () => {
    expect(listHref({ status: 'failed', contacted: 'nein' }, 2)).toBe('/redaktion?status=failed&kontakt=nein&blatt=2');
    const html = editorPages(undefined).list({
      session: SESSION,
      rows: [],
      total: 120,
      pagePaths: [],
      filter: { contacted: 'nein' },
      pageNumber: 2,
      pageSize: 50,
      issuesDue: [],
      issueRetentionMonths: 6,
    });
    expect(html).toContain('<a href="/redaktion?kontakt=nein" rel="prev">Neuere</a>');
    expect(html).toContain('<a href="/redaktion?kontakt=nein&amp;blatt=3" rel="next">Ältere</a>');
  });
});

describe('after an action', () => {
  it('leads to the confirmation: the redirect names #bestaetigung, the success alert has that id so the browser shows it at the top without a script', async () => {
    const { app } = await build();
    const id = await addFeedback(app, { email: 'anna@example.org' });
    const editor = await signInLocally(app);
    const marked = await postForm(app, `/api/redaktion/feedback/${id}/contacted`, { contacted: '1', csrf: editor.csrf }, editor.cookie);
    expect(marked.headers.location).toBe(`/redaktion/feedback/${id}?erledigt=contacted#bestaetigung`);
    const after = await page(app, marked.headers.location!.split('#')[0]!, editor);
    expect(after.body).toMatch(/<div class="kern-alert kern-alert--success" id="bestaetigung" tabindex="-1" role="status">[\s\S]*?Die Rückmeldung ist als kontaktiert markiert\./);
    // Without a notice there is no confirmation and no target.
    expect((await page(app, `/redaktion/feedback/${id}`, editor)).body).not.toContain('id="bestaetigung"');

    const erased = await postForm(app, `/api/redaktion/feedback/${id}/erase`, { csrf: editor.csrf }, editor.cookie);
    expect(erased.headers.location).toBe(`/redaktion/feedback/${id}?erledigt=erased#bestaetigung`);
  });
});

describe('the deletion step', () => {
  it('shows the address and the text that will go, and the button as a destructive action', async () => {
    const { app, clock } = await build();
    const id = await addFeedback(app, { email: 'anna@example.org', description: 'Ich heiße Anna.\n\n<b>Zweiter</b> Absatz.' });
    clock.advance(1_000);
    const bare = await addFeedback(app, { description: 'Nur Text.' });
    const editor = await signInLocally(app);
    const confirm = await page(app, `/redaktion/feedback/${id}/loeschen`, editor);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('<h2 id="loeschdaten">Diese Daten werden gelöscht</h2>');
    expect(confirm.body).toContain('<dt>E-Mail-Adresse</dt><dd>anna@example.org</dd>');
    expect(confirm.body).toContain('<p>Ich heiße Anna.</p><p>&lt;b&gt;Zweiter&lt;/b&gt; Absatz.</p>');
    expect(confirm.body).toContain('<button class="kern-btn kern-btn--secondary kern-btn--danger" type="submit"><span class="kern-label">Endgültig löschen</span></button>');
    expect(confirm.body).toContain(`action="/api/redaktion/feedback/${id}/erase"`);
    expect(confirm.body).toContain(`name="csrf" value="${editor.csrf}"`);
    const none = await page(app, `/redaktion/feedback/${bare}/loeschen`, editor);
    expect(none.body).toContain('<dt>E-Mail-Adresse</dt><dd>keine angegeben</dd>');
    expect(none.body).toContain('<p>Nur Text.</p>');
  });
});

describe('the chart', () => {
  it('scales to its container (viewBox) and is wide enough for the text at every bar’s end', () => {
    const html = editorPages(undefined).helpful({
      session: SESSION,
      rows: [
        { pagePath: '/', week: '2026-W47', ja: 1234, nein: 5678 },
        { pagePath: '/', week: '2026-W46', ja: 5, nein: 2 },
      ],
      pagePaths: ['/'],
      pageNumber: 1,
    });
    const svg = /<svg class="hilfreich-chart"[^>]*>/.exec(html)![0];
    const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg)!.map(Number);
    expect(svg).toContain(`width="${width}" height="${height}"`);
    const texts = [...html.matchAll(/<text x="(\d+)"[^>]*class="hilfreich-chart__text">([^<]*)<\/text>/g)].filter((m) => m[2]!.includes('Ja'));
    expect(texts.map((m) => m[2])).toEqual(['1234 Ja · 5678 Nein', '5 Ja · 2 Nein']);
    // 10 units a character is more than any glyph of a sans-serif at 16 px needs.
    for (const [, x, text] of texts) expect(Number(x) + text!.length * 10).toBeLessThanOrEqual(width!);
  });
});

describe('the one-time link, in words an editor understands', () => {
  it('says how long a link is valid, where the new one appears and how to get it', async () => {
    for (const text of [editorText.errors.REDAKTION_LINK_INVALID.text, editorText.signIn.local]) {
      expect(text).toContain('10 Minuten');
      expect(text).toContain('Strg+C');
      expect(text).toContain('npm start');
      expect(text).toContain('Terminal-Fenster');
      expect(text).not.toMatch(/\bdu\b|\bdein/i);
    }
    const { app } = await build();
    const signIn = await app.inject('/redaktion/anmelden');
    expect(signIn.body).toContain('Der Link gilt 10 Minuten und nur einmal.');
    const refused = await app.inject({ url: `/api/redaktion/link?token=${'a'.repeat(43)}`, remoteAddress: '127.0.0.1' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('beenden Sie den Server dort mit Strg+C');
  });
});
