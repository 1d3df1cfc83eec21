import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { reportSchema } from '@servicestandard/pruefbericht';
import { ReportBody } from './ReportBody.tsx';
import { ReportRegister } from './ReportRegister.tsx';

// The invented reports the end-to-end check builds the site with.
const fixture = (id: string) => reportSchema.parse(JSON.parse(readFileSync(new URL(`../../../../e2e/fixtures/pruefberichte/${id}.json`, import.meta.url), 'utf8')));
const named = fixture('2026-erfundenes-wohngeld-digital');
const withheld = fixture('2026-erfundener-service-ohne-namen');

describe('the register', () => {
  it('says that no report is published yet, without filters', () => {
    const html = renderToStaticMarkup(<ReportRegister reports={[]} />);
    expect(html).toContain('Bisher ist noch kein Prüfbericht veröffentlicht.');
    expect(html).not.toContain('report-filters');
  });

  it('marks the current filter and says when no report matches it', () => {
    const html = renderToStaticMarkup(<ReportRegister reports={[named, withheld]} filter={{ dimension: 'ebene', value: 'bund' }} itemHeading="h2" />);
    expect(html).toContain('<a href="/pruefberichte/ebene/bund" aria-current="page">Bund</a>');
    expect(html.match(/aria-current/g)).toHaveLength(1);
    expect(html).toContain('Kein Bericht passt zu diesem Filter.');
  });

  it('lists the matching reports with the name or "Name nicht genannt" and their unmet MUSS requirements', () => {
    const html = renderToStaticMarkup(<ReportRegister reports={[named, withheld]} filter={{ dimension: 'kriterium', value: 1 }} />);
    expect(html).toContain('2 Berichte, die neuesten zuerst.');
    expect(html).toContain('<a href="/pruefberichte/2026-erfundener-service-ohne-namen">Name nicht genannt</a>');
    expect(html).toContain('<dt>Nicht erfüllte MUSS-Anforderungen</dt><dd>5</dd>');
    // Criterion 3 of the report without name is "nicht geprüft" throughout.
    expect(renderToStaticMarkup(<ReportRegister reports={[named, withheld]} filter={{ dimension: 'kriterium', value: 3 }} />)).toContain('1 von 2 Berichten');
  });
});

describe('the page of a report', () => {
  it('links each unmet MUSS requirement to its step on the criterion page, or to the page when the step no longer shows the ID', () => {
    const criteria = [{ index: 6, href: '/kriterien/6-x', ids: new Set(['6.1']) }];
    const html = renderToStaticMarkup(<ReportBody report={named} criteria={criteria} pdf="/pruefberichte/x.pdf" />);
    expect(html).toContain('<a href="/kriterien/6-x#anforderung-6-1" data-requirement="6.1">Anforderung 6.1</a>');
    expect(html).toContain('<a href="/kriterien/6-x" data-requirement="6.3">Anforderung 6.3</a>');
    expect(html).toContain('data-report-pdf-info="offen">(PDF)</span>');
  });
});
