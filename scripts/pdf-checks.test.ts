import { describe, expect, it } from 'vitest';
import { catalogEntries, checkPdf, missingInOrder, outlineItems, parsePdfInfo, structureTypes, type PdfFacts } from './pdf-checks.ts';

const pdfinfo = `Title:           Servicestandard – Gesamtfassung
Creator:         Chromium
Tagged:          yes
Pages:           42
File size:       812345 bytes
`;
const criteria = ['Nutzende verstehen und Bedürfnisse erkennen', 'Problem beschreiben und Ziele bestimmen'];
const text = 'Inhalt\nKriterium 1: Nutzende verstehen und Bedürf-\nnisse erkennen\nKriterium 2: Problem beschreiben und\nZiele bestimmen\n\fKriterium 1: Nutzende verstehen und Bedürfnisse erkennen\n…\fKriterium 2: Problem beschreiben und Ziele be\u00adstimmen\n';
const criterionHeading = (index: number, title: string) => `Kriterium ${index}: ${title}`;
const options = { bytes: 812_345, maxBytes: 1_572_864, title: 'Servicestandard – Gesamtfassung', minPages: 13, criteria, criterionHeading };
const xml = `<?xml version="1.0"?><pdf2xml><page number="1"><text>x</text></page><outline>
<item page="1">Der Servicestandard</item><outline><item page="3">Kriterium 1: Nutzende verstehen und Bedürfnisse erkennen</item><outline><item page="3">Warum &amp; wofür</item></outline>
<item page="6">Kriterium 2: Problem beschreiben und Ziele bestimmen</item></outline></outline></pdf2xml>`;
const struct = 'Document\n  H1 (block)\n    NonStruct\n  H2 (block)\n  H2 (block)\n    P (block)\n';
const facts = (change: Partial<PdfFacts> = {}): PdfFacts => ({
  info: parsePdfInfo(pdfinfo),
  text,
  outline: outlineItems(xml),
  structure: structureTypes(struct),
  catalog: catalogEntries(Buffer.from('1 0 obj <</Type /Catalog /ViewerPreferences <</DisplayDocTitle true>> /Lang (de)>> endobj', 'latin1')),
  xmp: { title: 'Servicestandard – Gesamtfassung', language: 'de' },
  ...change,
});

describe('PDF checks', () => {
  it('reads title, pages and tagging from pdfinfo', () => {
    expect(parsePdfInfo(pdfinfo)).toEqual({ title: 'Servicestandard – Gesamtfassung', pages: 42, tagged: true });
    expect(parsePdfInfo('Tagged: no\nPages: 3\n')).toEqual({ title: '', pages: 3, tagged: false });
  });

  it('reads bookmarks, structure types and the catalog entries', () => {
    expect(outlineItems(xml)).toEqual(['Der Servicestandard', 'Kriterium 1: Nutzende verstehen und Bedürfnisse erkennen', 'Warum & wofür', 'Kriterium 2: Problem beschreiben und Ziele bestimmen']);
    expect(structureTypes(struct)).toEqual(['Document', 'H1', 'NonStruct', 'H2', 'H2', 'P']);
    expect(catalogEntries(Buffer.from('<</Type /Catalog>>'))).toEqual({ lang: undefined, displayDocTitle: false });
  });

  it('passes a tagged PDF in German with structure, bookmarks, the title, enough pages and every title twice in order', () => {
    expect(checkPdf(facts(), options)).toEqual([]);
  });

  it('names missing structure, language, window title and bookmarks', () => {
    expect(checkPdf(facts({ structure: ['Document', 'P'], catalog: { lang: 'en', displayDocTitle: false }, xmp: {}, outline: ['Kriterium 1: Nutzende verstehen und Bedürfnisse erkennen'] }), options)).toEqual([
      'die Struktur des PDFs (pdfinfo -struct) hat kein Dokument mit H1 und einer H2 je Kriterium',
      'die Sprache des PDFs ist en, erwartet de',
      'die XMP-Metadaten des PDFs nennen Titel „–“ und Sprache –, erwartet „Servicestandard – Gesamtfassung“ und de',
      'das PDF lässt Programme den Dateinamen statt des Titels im Fenster zeigen (DisplayDocTitle fehlt)',
      'Lesezeichen fehlen: Kriterium 2: Problem beschreiben und Ziele bestimmen',
    ]);
  });

  it('names what is wrong: untagged, another title, too few pages, too large', () => {
    const problems = checkPdf(facts({ info: { title: 'Ohne', pages: 2, tagged: false } }), { ...options, bytes: 2_000_000 });
    expect(problems).toEqual([
      'das PDF ist nicht getaggt (pdfinfo: Tagged: no)',
      'Titel des PDFs ist „Ohne“, erwartet „Servicestandard – Gesamtfassung“',
      'das PDF hat 2 Seiten, erwartet mindestens 13',
      'das PDF ist 1,9 MB groß, erlaubt sind höchstens 1,5 MB',
    ]);
  });

  it('finds a title that is missing or out of order', () => {
    const [first, second] = criteria as [string, string];
    expect(missingInOrder(`${first}. ${second}.`, criteria, 1)).toEqual([]);
    expect(missingInOrder(`${second}. ${first}.`, criteria, 1)).toEqual([`1. Vorkommen von „${second}“`]);
    expect(missingInOrder(`${second}.`, criteria, 1)).toEqual([`1. Vorkommen von „${first}“`]);
    expect(missingInOrder(text.split('\f')[0]!, criteria)).toEqual(criteria.map((t) => `2. Vorkommen von „${t}“`));
  });
});
