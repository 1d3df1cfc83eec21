import { describe, expect, it } from 'vitest';
import { checkPdf, missingInOrder, parsePdfInfo } from './pdf-checks.ts';

const pdfinfo = `Title:           Servicestandard – Gesamtfassung
Creator:         Chromium
Tagged:          yes
Pages:           42
File size:       812345 bytes
`;
const criteria = ['Nutzende verstehen und Bedürfnisse erkennen', 'Problem beschreiben und Ziele bestimmen'];
const text = 'Inhalt\nKriterium 1: Nutzende verstehen und Bedürf-\nnisse erkennen\nKriterium 2: Problem beschreiben und\nZiele bestimmen\n\fKriterium 1: Nutzende verstehen und Bedürfnisse erkennen\n…\fKriterium 2: Problem beschreiben und Ziele be\u00adstimmen\n';
const options = { bytes: 812_345, maxBytes: 1_572_864, title: 'Servicestandard – Gesamtfassung', minPages: 13, criteria };

describe('PDF checks', () => {
  it('reads title, pages and tagging from pdfinfo', () => {
    expect(parsePdfInfo(pdfinfo)).toEqual({ title: 'Servicestandard – Gesamtfassung', pages: 42, tagged: true });
    expect(parsePdfInfo('Tagged: no\nPages: 3\n')).toEqual({ title: '', pages: 3, tagged: false });
  });

  it('passes a tagged PDF with the title, enough pages and every title twice in order', () => {
    expect(checkPdf(parsePdfInfo(pdfinfo), text, options)).toEqual([]);
  });

  it('names what is wrong: untagged, another title, too few pages, too large', () => {
    const problems = checkPdf({ title: 'Ohne', pages: 2, tagged: false }, text, { ...options, bytes: 2_000_000 });
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
