/**
 * The Seitenbewertungen in the editors' area: the answers to "War diese Seite hilfreich?" per page
 * and ISO week as a table with the share of Ja, filtered by page, a small chart with a text
 * alternative, and the CSV download (BOM, semicolons, CRLF, guarded against formulas), which the
 * audit log records.
 */
import { describe, expect, it } from 'vitest';
import { helpfulCsv } from '../../src/editor/csv.ts';
import { chartWeeks, isoWeekDays, weekRange } from '../../src/pages/editor/format.ts';
import { build } from '../helper.ts';
import { signInLocally, type Editor } from './helper.ts';

type App = Awaited<ReturnType<typeof build>>['app'];
const page = (app: App, url: string, editor: Editor) => app.inject({ url, headers: { cookie: editor.cookie } });

/** The text of the table rows, tags removed, one string per row. */
function rows(html: string): string[] {
  const body = /<tbody[^>]*>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
}

/** Counts answers on the given UTC days through the store, as POST /api/helpful does. */
async function answers(built: Awaited<ReturnType<typeof build>>, days: [day: string, path: string, ja: number, nein: number][]) {
  for (const [day, path, ja, nein] of days) {
    built.clock.advance(Date.parse(`${day}T10:00:00Z`) - built.clock.now());
    for (let i = 0; i < ja; i++) await built.app.feedbackStore.countHelpful(path, 'ja');
    for (let i = 0; i < nein; i++) await built.app.feedbackStore.countHelpful(path, 'nein');
  }
}

describe('ISO weeks for people', () => {
  it('finds Monday and Sunday of a week, also where the ISO year differs from the calendar year', () => {
    const days = (week: string) => {
      const { monday, sunday } = isoWeekDays(week);
      return [monday.toISOString().slice(0, 10), sunday.toISOString().slice(0, 10)];
    };
    expect(days('2026-W53')).toEqual(['2026-12-28', '2027-01-03']);
    expect(days('2027-W01')).toEqual(['2027-01-04', '2027-01-10']);
    expect(days('2025-W01')).toEqual(['2024-12-30', '2025-01-05']);
    expect(days('2020-W53')).toEqual(['2020-12-28', '2021-01-03']);
    expect(days('2026-W47')).toEqual(['2026-11-16', '2026-11-22']);
    expect(weekRange('2026-W47')).toBe('16.11.–22.11.2026');
    expect(weekRange('2026-W53')).toBe('28.12.2026–03.01.2027');
    expect(() => isoWeekDays('2026-47')).toThrow();
  });

  it('sums the weeks of the chart over the pages shown, newest first, twelve at most', () => {
    const weeks = Array.from({ length: 14 }, (_, i) => ({ pagePath: '/', week: `2026-W${String(20 - i).padStart(2, '0')}`, ja: i, nein: 1 }));
    const summed = chartWeeks([...weeks, { pagePath: '/glossar', week: '2026-W20', ja: 5, nein: 2 }]);
    expect(summed).toHaveLength(12);
    expect(summed[0]).toEqual({ week: '2026-W20', ja: 5, nein: 3 });
    expect(summed.at(-1)).toEqual({ week: '2026-W09', ja: 11, nein: 1 });
  });
});

describe('CSV of the editors’ area', () => {
  it('writes one row per page and week under the header seite;woche;ja;nein, and defuses page paths a spreadsheet would run', () => {
    expect(helpfulCsv([{ pagePath: '/', week: '2026-W47', ja: 3, nein: 1 }])).toBe('\uFEFFseite;woche;ja;nein\r\n/;2026-W47;3;1\r\n');
    expect(helpfulCsv([{ pagePath: '=1+1', week: '2026-W47', ja: 0, nein: 1 }])).toBe("\uFEFFseite;woche;ja;nein\r\n'=1+1;2026-W47;0;1\r\n");
  });
});

describe('the Seitenbewertungen', () => {
  it('shows the answers per page and week with the share of Ja, newest week first, and filters by page', async () => {
    const built = await build();
    const { app } = built;
    await answers(built, [
      ['2026-12-31', '/glossar', 3, 1],
      ['2027-01-01', '/glossar', 1, 0],
      ['2027-01-02', '/', 0, 2],
      ['2027-01-05', '/glossar', 1, 1],
      ['2026-11-17', '/ueber', 4, 0],
    ]);
    const editor = await signInLocally(app);
    const answer = await page(app, '/redaktion/hilfreich', editor);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('<a href="/redaktion/hilfreich" aria-current="page">Seitenbewertungen</a>');
    expect(answer.body).toContain('13 Antworten in 3 Wochen: 9 Ja, 4 Nein.');
    expect(rows(answer.body)).toEqual([
      '/glossar 2027-W01 04.01.–10.01.2027 1 1 50 %',
      '/ 2026-W53 28.12.2026–03.01.2027 0 2 0 %',
      '/glossar 2026-W53 28.12.2026–03.01.2027 4 1 80 %',
      '/ueber 2026-W47 16.11.–22.11.2026 4 0 100 %',
    ]);
    for (const head of ['Seite', 'Woche']) expect(answer.body).toContain(`<th scope="col" class="kern-table__header">${head}</th>`);
    // Numbers and their headings right-aligned, so the digits line up under them.
    for (const head of ['Ja', 'Nein', 'Anteil Ja']) expect(answer.body).toContain(`<th scope="col" class="kern-table__header table-number">${head}</th>`);

    // The chart is an image whose name is the caption, and the caption states every number.
    const figure = /<figure class="hilfreich-diagramm">[\s\S]*?<\/figure>/.exec(answer.body)?.[0] ?? '';
    expect(figure).toContain('<svg class="hilfreich-chart" role="img" aria-labelledby="diagramm-titel"');
    const caption = /<figcaption id="diagramm-titel">([^<]*)<\/figcaption>/.exec(figure)?.[1];
    expect(caption).toBe(
      'Antworten je Woche, alle Seiten zusammen, die letzten 3 Wochen mit Antworten, neueste oben. Balken: Ja links, Nein rechts daneben. ' +
        '2027-W01: 1 Ja, 1 Nein; 2026-W53: 4 Ja, 3 Nein; 2026-W47: 4 Ja, 0 Nein.',
    );
    // Colours come from classes, never from a style attribute the CSP would block; the longest bar fills the width.
    expect(figure).not.toMatch(/\sstyle=/);
    expect(figure).toContain('class="hilfreich-chart__ja"');
    expect(figure).toContain('class="hilfreich-chart__nein"');
    expect(figure).toContain('<rect x="92" y="34" width="114" height="18" class="hilfreich-chart__ja" fill="#1b6e3c"></rect>');
    expect(figure).toContain('<rect x="208" y="34" width="86" height="18" class="hilfreich-chart__nein" fill="#b3261e"></rect>');
    // No ja bar where nobody said ja.
    expect(figure.match(/hilfreich-chart__ja" fill="#1b6e3c"><\/rect>/g)).toHaveLength(3 + 1);
    expect(answer.body).toContain('href="/redaktion/hilfreich.csv" download');

    const glossar = await page(app, '/redaktion/hilfreich?seite=%2Fglossar', editor);
    expect(rows(glossar.body).map((row) => row.split(' ')[0])).toEqual(['/glossar', '/glossar']);
    expect(glossar.body).toContain('<option value="/glossar" selected="">/glossar</option>');
    expect(glossar.body).toContain('Antworten je Woche, Seite /glossar, die letzten 2 Wochen');
    expect(glossar.body).toContain('href="/redaktion/hilfreich.csv?seite=%2Fglossar" download');
    const none = await page(app, '/redaktion/hilfreich?seite=%2Fkriterien', editor);
    expect(none.statusCode).toBe(200);
    expect(none.body).toContain('Zu dieser Seite gibt es noch keine Antworten.');
    expect(none.body).not.toContain('<svg class="hilfreich-chart"');
  });

  it('says so when there are no answers yet, and refuses a malformed filter with a German message and a stable code', async () => {
    const { app } = await build();
    const editor = await signInLocally(app);
    const empty = await page(app, '/redaktion/hilfreich', editor);
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('Noch keine Antworten.');
    for (const query of ['seite=glossar', 'blatt=0', 'blatt=zwei']) {
      for (const path of ['/redaktion/hilfreich', '/redaktion/hilfreich.csv']) {
        const answer = await page(app, `${path}?${query}`, editor);
        expect(answer.statusCode, `${path}?${query}`).toBe(400);
        expect(answer.body).toContain('<code>REDAKTION_INVALID_INPUT</code>');
      }
    }
    // A refused download is no download: nothing in the audit log.
    expect((await app.feedbackStore.listAudit({ limit: 10, offset: 0 })).entries.map((entry) => entry.action)).toEqual(['sign-in']);
  });

  it('pages through long tables, 50 rows at a time', async () => {
    const built = await build();
    const days = Array.from({ length: 52 }, (_, i) => [new Date(Date.UTC(2026, 0, 5) + i * 7 * 86_400_000).toISOString().slice(0, 10), '/', 1, 0] as [string, string, number, number]);
    await answers(built, days);
    const editor = await signInLocally(built.app);
    const first = await page(built.app, '/redaktion/hilfreich', editor);
    expect(rows(first.body)).toHaveLength(50);
    // 2026 has 53 ISO weeks: W02 to W53.
    expect(rows(first.body)[0]).toMatch(/^\/ 2026-W53 28\.12\.2026–03\.01\.2027 1 0 100 %$/);
    expect(first.body).toContain('<a href="/redaktion/hilfreich?blatt=2" rel="next">Ältere</a>');
    const second = await page(built.app, '/redaktion/hilfreich?blatt=2', editor);
    expect(rows(second.body).map((row) => row.split(' ')[1])).toEqual(['2026-W03', '2026-W02']);
    expect(second.body).toContain('<a href="/redaktion/hilfreich" rel="prev">Neuere</a>');
    // The chart shows the last twelve weeks only.
    expect(first.body).toContain('die letzten 12 Wochen mit Antworten');
  });

  it('downloads the table as CSV, with every row of the filter, and the audit log records who did it', async () => {
    const built = await build();
    const { app } = built;
    await answers(built, [
      ['2026-11-17', '/glossar', 2, 1],
      ['2026-11-24', '/glossar', 0, 3],
      ['2026-11-24', '/a;b', 1, 0],
      ['2026-11-24', '=HYPERLINK("https://evil.example")', 1, 0],
    ]);
    const editor = await signInLocally(app);
    const csv = await page(app, '/redaktion/hilfreich.csv', editor);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="seitenbewertungen-2026-11-24.csv"');
    expect(csv.headers['cache-control']).toBe('no-store');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.body).toBe(
      '\uFEFFseite;woche;ja;nein\r\n' +
        '"/a;b";2026-W48;1;0\r\n' +
        '/glossar;2026-W48;0;3\r\n' +
        `"'=HYPERLINK(""https://evil.example"")";2026-W48;1;0\r\n` +
        '/glossar;2026-W47;2;1\r\n',
    );
    const filtered = await page(app, '/redaktion/hilfreich.csv?seite=%2Fglossar', editor);
    expect(filtered.body).toBe('\uFEFFseite;woche;ja;nein\r\n/glossar;2026-W48;0;3\r\n/glossar;2026-W47;2;1\r\n');
    // A HEAD request downloads nothing and is not recorded.
    const head = await app.inject({ method: 'HEAD', url: '/redaktion/hilfreich.csv', headers: { cookie: editor.cookie } });
    expect(head.statusCode).toBe(200);

    const { entries } = await app.feedbackStore.listAudit({ limit: 10, offset: 0 });
    expect(entries.map((entry) => [entry.action, entry.subject, entry.feedbackId])).toEqual([
      ['helpful-export', 'lokal', null],
      ['helpful-export', 'lokal', null],
      ['sign-in', 'lokal', null],
    ]);
    expect(entries[0]!.at).toBe(built.clock.now());
    const log = await page(app, '/redaktion/protokoll', editor);
    expect(rows(log.body).filter((row) => row.includes('Seitenbewertungen als CSV heruntergeladen'))).toHaveLength(2);
  });
});
