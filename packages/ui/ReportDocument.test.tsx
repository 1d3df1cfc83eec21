/** The one rendering of a peer-review report, as the site's report page and the service's status page use it. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { REPORT_FORMAT, REPORT_VERSION, type Report } from '@servicestandard/pruefbericht';
import { ReportDocument } from './ReportDocument.tsx';

const report: Report = {
  format: REPORT_FORMAT,
  version: REPORT_VERSION,
  id: '2026-11-beispiel-abc123',
  service: 'Beispieldienst',
  organisation: 'Beispielamt',
  level: 'land',
  phase: 'entwickeln',
  reviewedOn: '2026-11-20',
  publishedOn: '2026-11-25',
  reviewers: [],
  criteria: [
    {
      criterion: 6,
      title: 'Barrierefreiheit sicherstellen',
      summary: '',
      strengths: 'Klare Sprache.',
      requirements: [
        { id: '6.1', title: 'Erster Schritt', level: 'MUSS', rating: 'nicht-erfuellt', reasoning: 'Fehlt.', recommendation: 'Nachholen.' },
        { id: '6.2', title: 'Zweiter Schritt', level: 'SOLL', rating: 'nicht-geprueft', reasoning: '', recommendation: '  ' },
      ],
    },
  ],
};

const html = (props: Partial<Parameters<typeof ReportDocument>[0]> = {}) =>
  renderToStaticMarkup(<ReportDocument report={report} requirementHref={(criterion, id) => (id === '6.1' ? `/kriterien/${criterion}#anforderung-6-1` : undefined)} {...props} />);

describe('a peer-review report', () => {
  it('puts its sections at level 2 on its own page and one level down below the page’s heading', () => {
    expect(html()).toContain('<h2 id="ueberblick">Überblick</h2>');
    expect(html()).toContain('<h3 id="kriterium-6" class="report-criterion__title">Kriterium 6: Barrierefreiheit sicherstellen</h3>');
    expect(html()).toContain('<h4 class="report-requirement__title">');
    const below = html({ level: 3 });
    expect(below).toContain('<h3 id="ueberblick">Überblick</h3>');
    expect(below).toContain('<h4 id="kriterium-6" class="report-criterion__title">Kriterium 6: Barrierefreiheit sicherstellen</h4>');
    expect(below).toContain('<h5 class="report-requirement__title">');
    expect(below).not.toContain('<h2');
  });

  it('links a requirement ID where its step has an address and leaves it plain text otherwise', () => {
    const page = html();
    expect(page).toContain('<li><a href="/kriterien/6#anforderung-6-1" data-requirement="6.1">Anforderung 6.1</a>: Erster Schritt (nicht erfüllt)</li>');
    expect(page).toContain('<h4 class="report-requirement__title">Anforderung 6.2: Zweiter Schritt</h4>');
    expect(page).not.toContain('Kriterium 6 auf dieser Website lesen');
    expect(html({ criterionHref: (criterion) => `/kriterien/${criterion}` })).toContain('<p class="no-print"><a href="/kriterien/6">Kriterium 6 auf dieser Website lesen</a></p>');
  });

  it('counts every rating with the total, and leaves out the texts the reviewers left empty', () => {
    const page = html();
    expect(page).toContain('<tr><th scope="row">nicht erfüllt</th><td class="table-number">1</td></tr>');
    expect(page).toContain('<tr><th scope="row">zusammen</th><td class="table-number">2</td></tr>');
    expect(page).not.toContain('kriterium-6-zusammenfassung');
    expect(page.match(/report-requirement__label/g)).toHaveLength(2);
    expect(page).toContain('<h3 id="staerken-6">Kriterium 6: Barrierefreiheit sicherstellen</h3><p>Klare Sprache.</p>');
  });
});
