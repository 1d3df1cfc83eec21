/**
 * The report's PDF as poppler reads it: tagged with headings, paragraphs and lists, German, the
 * title shown, A4, the requirement IDs, umlauts and names in other Latin, Greek and Cyrillic
 * letters in the text, page numbers, and "Entwurf" on every page of a draft only. (A glyph the
 * embedded font lacks comes out of pdftotext as a space.)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installDebianPackage } from '@servicestandard/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildReport, type RequirementCatalogue } from './index.ts';
import { renderReportPdf } from './pdf.ts';

const catalogue: RequirementCatalogue = [1, 6].map((number) => ({
  number,
  title: number === 6 ? 'Barrierefreie Nutzung sicherstellen und Teilhabe stärken' : 'Nutzende und ihre Bedürfnisse verstehen',
  url: `https://example.org/kriterien/${number}`,
  requirements: [1, 2, 3].map((step) => ({
    id: `${number}.${step}`,
    criterion: number,
    title: `Schritt ${step} für Größe und Übersicht`,
    level: step === 2 ? ('SOLL' as const) : ('MUSS' as const),
    url: `https://example.org/kriterien/${number}#anforderung-${number}-${step}`,
  })),
}));

const report = buildReport({
  request: { id: '0b7f3c1e-8f3a-4a51-9d38-6d1f1b2c3a4d', service: 'Wohngeld online beantragen', authority: 'Stadt Köln', level: 'kommune', phase: 'betreiben', scheduledOn: '2026-11-20' },
  catalogue,
  draft: [
    {
      criterion: 6,
      summary: 'Die Formulare sind übersichtlich, aber Fehlermeldungen fehlen. '.repeat(12),
      strengths: 'Tests mit Nutzenden, die einen Screenreader verwenden.',
      requirements: [{ id: '6.3', rating: 'nicht-erfuellt', reasoning: 'Fehler werden nicht am Feld genannt.', recommendation: 'Jeden Fehler am Feld nennen und zusammenfassen.' }],
    },
  ],
  agreement: { withholdName: false, agreedOn: '2026-11-27' },
  reviewers: ['Erika Mustermann'],
});

const dir = mkdtempSync(join(tmpdir(), 'pruefbericht-pdf-'));
function poppler(pdf: Buffer, name: string) {
  const file = join(dir, name);
  writeFileSync(file, pdf);
  return {
    info: execFileSync('pdfinfo', [file], { encoding: 'utf8' }),
    structure: execFileSync('pdfinfo', ['-struct', file], { encoding: 'utf8' }),
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    raw: pdf.toString('latin1'),
  };
}
const field = (info: string, name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'm').exec(info)?.[1]?.trim();

beforeAll(() => {
  if (!existsSync('/usr/bin/pdfinfo')) installDebianPackage('poppler-utils', 'pdfinfo und pdftotext (poppler-utils) fehlen; der Test braucht sie.');
});

describe('renderReportPdf', () => {
  it('writes a tagged German A4 PDF with its title, the IDs, umlauts and page numbers', async () => {
    const { info, structure, text, raw } = poppler(await renderReportPdf(report), 'bericht.pdf');
    expect(field(info, 'Tagged')).toBe('yes');
    expect(field(info, 'Title')).toBe('Prüfbericht zum Servicestandard: Wohngeld online beantragen');
    expect(field(info, 'Page size')).toContain('(A4)');
    const pages = Number(field(info, 'Pages'));
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(raw).toMatch(/\/Lang \(de-DE\)/);
    expect(raw).toMatch(/\/DisplayDocTitle true/);
    const types = new Set([...structure.matchAll(/^ *([A-Za-z][A-Za-z0-9]*)\b/gm)].map((match) => match[1]));
    expect([...types]).toEqual(expect.arrayContaining(['Document', 'H1', 'H2', 'H3', 'P', 'L', 'LI', 'LBody']));
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Anforderung 6.3 Schritt 3 für Größe und Übersicht: nicht erfüllt');
    expect(flat).toContain('Anforderung 6.3: Schritt 3 für Größe und Übersicht (MUSS)');
    expect(flat).toContain('Kriterium 6: Barrierefreie Nutzung sicherstellen und Teilhabe stärken');
    expect(flat).toContain('Prüfende: Erika Mustermann');
    expect(flat).toContain('Stadt Köln');
    expect(flat).toContain('20. November 2026');
    expect(flat).toContain(`Seite ${pages} von ${pages}`);
    expect(flat).not.toContain('ENTWURF');
  });

  it('marks every page of a draft and names neither service nor authority when withheld', async () => {
    const withheld = { ...report, service: null, organisation: null, reviewers: [] };
    const { info, text } = poppler(await renderReportPdf(withheld, { draft: true }), 'entwurf.pdf');
    expect(field(info, 'Title')).toBe('Prüfbericht zum Servicestandard: Name auf Wunsch des Teams nicht genannt (Entwurf)');
    const pages = text.split('\f').filter((page) => page.trim());
    expect(pages.length).toBe(Number(field(info, 'Pages')));
    for (const page of pages) expect(page).toContain('ENTWURF');
    expect(text).not.toMatch(/Wohngeld|Köln/);
    expect(text.replace(/\s+/g, ' ')).toContain('Die Prüfenden werden nicht namentlich genannt.');
  });

  it('prints names beyond German letters in the text and the headings, where a font without their glyphs would leave gaps', async () => {
    const names = ['Ayşe Doğan', 'Łukasz Żółw', 'Đorđe Petrović', 'Νίκη Παππά', 'Ольга Белова'];
    const international = { ...report, service: 'Bürgeramt für Ağrı und Łódź', reviewers: names.slice(0, 4), criteria: report.criteria.map((criterion) => ({ ...criterion, summary: `Gespräch mit ${names[4]}.` })) };
    const flat = poppler(await renderReportPdf(international), 'namen.pdf').text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Prüfende: ${names.slice(0, 4).join(', ')}`);
    expect(flat).toContain('Prüfbericht zum Servicestandard: Bürgeramt für Ağrı und Łódź');
    expect(flat).toContain(`Zusammenfassung: Gespräch mit ${names[4]}.`);
  });
});
