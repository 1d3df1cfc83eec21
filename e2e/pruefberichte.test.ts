/**
 * The published peer-review reports (issue 34, item 7) in the build under test. The default build
 * has none: the register says so, there are no filter pages, and the open data is an empty list
 * with its schema and a CSV of its header alone.
 *
 * Against a build with reports (SITE_PRUEFBERICHTE_DIR at build time), name their ids in
 * E2E_PRUEFBERICHTE (comma-separated): then each is checked everywhere it must appear
 * (e2e/helpers-pruefberichte.ts), with axe. For example, with the invented reports of
 * e2e/fixtures/pruefberichte/:
 *   SITE_PRUEFBERICHTE_DIR=$PWD/e2e/fixtures/pruefberichte SITE_OUT_DIR=/tmp/build npm run build
 *   SITE_OUT_DIR=/tmp/build E2E_PRUEFBERICHTE=2026-erfundenes-wohngeld-digital,2026-erfundener-service-ohne-namen \
 *     npx vitest run --config vitest.e2e.config.ts e2e/pruefberichte.test.ts
 */
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser } from './helpers.ts';
import { checkPublishedReport } from './helpers-pruefberichte.ts';

const published = (process.env['E2E_PRUEFBERICHTE'] ?? '').split(',').filter(Boolean);

afterAll(closeBrowser);

describe.skipIf(published.length > 0)('the register before the first report', () => {
  it('says that no report is published yet, without filters, and has no filter pages', async () => {
    const html = await (await fetch(`${baseUrl()}/pruefberichte`)).text();
    expect(html).toContain('Bisher ist noch kein Prüfbericht veröffentlicht.');
    expect(html).not.toContain('class="report-filters"');
    expect((await fetch(`${baseUrl()}/pruefberichte/ebene/land`)).status).toBe(404);
  });

  it('publishes the open data as an empty list, valid by its schema, and a CSV of its header alone', async () => {
    const data = (await (await fetch(`${baseUrl()}/daten/pruefberichte.json`)).json()) as { $schema: string; pruefberichte: unknown[] };
    expect(data.pruefberichte).toEqual([]);
    expect(new URL(data.$schema).pathname).toBe('/daten/pruefberichte.schema.json');
    expect((await fetch(`${baseUrl()}/daten/pruefberichte.schema.json`)).status).toBe(200);
    const csv = await (await fetch(`${baseUrl()}/daten/pruefberichte.csv`)).text();
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(1);
    expect(csv).toMatch(/^\uFEFF?bericht_id;bericht_url;/);
  });
});

describe.runIf(published.length > 0)('published reports', () => {
  it.each(published)('%s is on the register, its page with its PDF, the filters, the search, the feed and the open data, without axe violations', async (id) => {
    expect(await checkPublishedReport(baseUrl(), id, { axe: true })).toEqual([]);
  }, 180_000);
});
