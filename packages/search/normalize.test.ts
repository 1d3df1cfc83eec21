import { describe, expect, it } from 'vitest';
import { compoundCuts, compoundParts, createVocabulary, fold, inclusiveForms, indexTerms, lemmaKey, markTerms, queryWords, stem, words } from './normalize.ts';

const terms = (text: string) => words(fold(text)).map(stem);

describe('fold', () => {
  it('lowercases and spells umlauts and ß as typed without them', () => {
    expect(fold('Hürden Größe Straße ÄRGER')).toBe('huerden groesse strasse aerger');
  });

  it('drops accents and joins Leichte-Sprache middle dots and soft hyphens', () => {
    expect(fold('Café Service·standard Barriere\u00adfreiheit')).toBe('cafe servicestandard barrierefreiheit');
  });
});

describe('matching German as people type it', () => {
  it('treats ä/ae, ö/oe, ü/ue and ß/ss the same both ways', () => {
    expect(terms('Gebärdensprache')).toEqual(terms('Gebaerdensprache'));
    expect(terms('Maßnahmen')).toEqual(terms('Massnahmen'));
    expect(terms('Prüfberichte')).toEqual(terms('Pruefberichte'));
    expect(terms('Öffentliche')).toEqual(terms('oeffentliche'));
  });

  it('stems inflected forms to the same term', () => {
    expect(stem('nutzenden')).toBe(stem('nutzende'));
    expect(stem('schnittstellen')).toBe(stem('schnittstelle'));
    expect(stem('anforderungen')).toBe(stem('anforderung'));
  });

  it('keeps short words and numbers as they are', () => {
    expect(stem('api')).toBe('api');
    expect(stem('66336')).toBe('66336');
  });

  it('splits hyphenated words', () => {
    expect(words(fold('Open-Source-Software, DIN SPEC 66336'))).toEqual(['open', 'source', 'software', 'din', 'spec', '66336']);
  });
});

describe('compound parts', () => {
  const vocabulary = createVocabulary(['barriere', 'verwaltung', 'daten', 'nutzenden', 'unter', 'frei', 'leistung', 'analyse', 'weiter', 'weiteren', 'entwicklung', 'zusammen']);

  it('finds later parts when the first part is a word of the corpus', () => {
    expect(compoundParts('barrierefreiheit', vocabulary)).toContain('freiheit');
    expect(compoundParts('verwaltungsleistungen', vocabulary)).toContain('leistungen');
    expect(compoundParts('nutzendenanalyse', vocabulary)).toContain('analyse');
  });

  it('prefers rests that are words and drops rests that are not', () => {
    expect(compoundParts('weiterentwicklung', vocabulary)).toEqual(['entwicklung']);
    expect(compoundParts('zusammensetzung', vocabulary)).toEqual([]);
    expect(compoundParts('barrierefreiheit'.replace('freiheit', 'frei') + 'heit', vocabulary)).toEqual(['freiheit']);
  });

  it('does not split on stop words or unknown heads', () => {
    expect(compoundParts('unternehmen', vocabulary)).toEqual([]);
    expect(compoundParts('freiheit', vocabulary)).toEqual([]);
  });

  it('indexes a compound under its own stem and its parts', () => {
    expect(indexTerms('barrierefreiheit', vocabulary)).toEqual([stem('barrierefreiheit'), stem('freiheit')]);
  });
});

describe('queryWords', () => {
  it('drops question words but keeps a query of only stop words', () => {
    expect(queryWords('Wie melde ich eine Barriere?')).toEqual(['melde', 'barriere']);
    expect(queryWords('Was ist das?')).toEqual(['was', 'ist', 'das']);
  });
});

describe('visitors’ words', () => {
  it('gives inflections of a word one thesaurus key, but keeps different words apart', () => {
    expect(lemmaKey('nutzerinnen')).toBe('nutzer');
    expect(lemmaKey('nutzern')).toBe('nutzer');
    expect(lemmaKey('nutzer')).toBe('nutzer');
    expect(lemmaKey('nutzen')).not.toBe(lemmaKey('nutzer'));
    expect(lemmaKey('schnittstellen')).toBe(lemmaKey('schnittstelle'));
  });

  it('offers the inclusive and feminine forms of a generic masculine', () => {
    expect(inclusiveForms('nutzer')).toEqual(['nutzende', 'nutzenden', 'nutzerin', 'nutzerinnen']);
    expect(inclusiveForms('mitarbeitern')).toContain('mitarbeitende');
    expect(inclusiveForms('teilnehmers')).toContain('teilnehmende');
    expect(inclusiveForms('forschung')).toEqual([]);
  });

  it('cuts a typed compound into head and rest, longest head first, with and without Fugen-s', () => {
    const cuts = compoundCuts('nutzerforschung');
    expect(cuts).toContainEqual(['nutzer', 'forschung']);
    expect(cuts.findIndex(([head]) => head === 'nutzerfor')).toBeLessThan(cuts.findIndex(([head]) => head === 'nutzer'));
    expect(compoundCuts('verwaltungsportal')).toContainEqual(['verwaltung', 'portal']);
    expect(compoundCuts('undsoweiter').some(([head]) => head === 'und')).toBe(false);
  });

  it('marks a compound word by any of its rests', () => {
    expect(markTerms('barrierefreiheit')).toContain(stem('freiheit'));
    expect(markTerms('barrierefreiheit')[0]).toBe(stem('barrierefreiheit'));
  });

  it('finds every mark term and thesaurus key inside the word itself (the highlighter relies on it)', () => {
    // German-like words from syllables and endings, with umlauts and ß as fold() spells them.
    const heads = ['nutz', 'barr', 'ier', 'frei', 'schnitt', 'stell', 'daten', 'schutz', 'verwalt', 'bescheid', 'ueber', 'pruef', 'gross', 'hoer', 'aeng', 'bau', 'uy', 'aue', 'tei', 'lei'];
    const endings = ['', 'e', 'en', 'er', 'ern', 'es', 'heit', 'keit', 'ung', 'ungen', 'lich', 'isch', 'ig', 'end', 'ende', 'enden', 'erin', 'erinnen', 'nis', 'sse', 'em', 'ers', 's', 'n', 'et', 'est', 'st', 't'];
    let state = 11;
    const pick = <T>(list: readonly T[]) => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return list[state % list.length]!;
    };
    for (let n = 0; n < 5000; n++) {
      const word = pick(heads) + pick(heads) + (n % 3 === 0 ? pick(heads) : '') + pick(endings);
      for (const term of markTerms(word)) expect(word.includes(term), `${term} in ${word}`).toBe(true);
      expect(word.startsWith(lemmaKey(word))).toBe(true);
    }
  });
});
