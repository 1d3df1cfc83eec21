import { describe, expect, it } from 'vitest';
import type { Report } from '@servicestandard/pruefbericht';
import { allFilters, assessedCriteria, filterPath, matchesFilter, requirementHref, sortReports, unmetMustCount } from './pruefberichte.ts';

const requirement = (id: string, level: 'MUSS' | 'SOLL', rating: Report['criteria'][number]['requirements'][number]['rating']) => ({ id, title: `Schritt ${id}`, level, rating, reasoning: '', recommendation: '' });

function report(id: string, publishedOn: string, overrides: Partial<Report> = {}): Report {
  return {
    format: 'servicestandard-pruefbericht',
    version: 1,
    id,
    service: null,
    organisation: null,
    level: 'land',
    phase: 'betreiben',
    reviewedOn: '2026-01-01',
    publishedOn,
    reviewers: [],
    criteria: [
      { criterion: 6, title: 'Sechs', summary: '', strengths: '', requirements: [requirement('6.1', 'MUSS', 'nicht-erfuellt'), requirement('6.2', 'SOLL', 'nicht-erfuellt')] },
      { criterion: 7, title: 'Sieben', summary: '', strengths: '', requirements: [requirement('7.1', 'SOLL', 'nicht-geprueft')] },
    ],
    ...overrides,
  };
}

describe('the register of reports', () => {
  it('lists the newest publication first, then the newest review, then by id', () => {
    const reports = [report('b', '2026-03-01'), report('a', '2026-05-01'), report('c', '2026-03-01', { reviewedOn: '2026-02-01' }), report('d', '2026-03-01')];
    expect(sortReports(reports).map((r) => r.id)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('files a report under a criterion only when it rated one of its requirements, and counts its unmet MUSS requirements', () => {
    const r = report('x', '2026-03-01');
    expect(assessedCriteria(r)).toEqual([6]);
    expect(matchesFilter(r, { dimension: 'kriterium', value: 6 })).toBe(true);
    expect(matchesFilter(r, { dimension: 'kriterium', value: 7 })).toBe(false);
    expect(matchesFilter(r, { dimension: 'ebene', value: 'land' })).toBe(true);
    expect(matchesFilter(r, { dimension: 'phase', value: 'verstehen' })).toBe(false);
    expect(unmetMustCount(r)).toBe(1);
  });

  it('has one static page per level, phase and criterion', () => {
    const paths = allFilters().map(filterPath);
    expect(paths).toHaveLength(3 + 4 + 13);
    expect(paths).toContain('/pruefberichte/ebene/kommune');
    expect(paths).toContain('/pruefberichte/phase/weiterentwickeln');
    expect(paths.at(-1)).toBe('/pruefberichte/kriterium/13');
  });

  it("links a requirement's anchor, or its criterion page alone when the page no longer shows the ID", () => {
    expect(requirementHref('/kriterien/6-x', '6.3', new Set(['6.3']))).toBe('/kriterien/6-x#anforderung-6-3');
    expect(requirementHref('/kriterien/6-x', '6.9', new Set(['6.3']))).toBe('/kriterien/6-x');
  });
});
