import { describe, expect, it } from 'vitest';
import type { SearchData } from './data.ts';
import { createSearchEngine, typoTolerance, type Segment } from './engine.ts';
import { pageWeight } from './index-build.ts';
import { resultCount } from './messages.ts';

/** A fixed corpus shaped like the real one: criteria, a glossary, pages that mention criteria. */
const CORPUS: SearchData = {
  '/kriterien/6-barrierefreie-nutzung': {
    title: 'Kriterium 6: Barrierefreie Nutzung sicherstellen und Teilhabe stärken',
    data: {
      '': 'Ein digitaler Service muss für alle Menschen nutzbar sein, auch mit Behinderungen.',
      'anforderungen-festlegen#Anforderungen von Anfang an festlegen': 'Legen Sie die Anforderungen der BITV 2.0 in der Ausschreibung fest.',
      'mit-nutzenden-testen#Mit vielfältigen Nutzenden testen': 'Testen Sie mit Nutzenden, die Screenreader oder Tastatur verwenden.',
    },
  },
  '/kriterien/7-schnittstellen': {
    title: 'Kriterium 7: Offene Standards beachten und Schnittstellen bereitstellen',
    data: {
      '': 'Offene Standards und dokumentierte Schnittstellen machen Daten nutzbar.',
      'schnittstellen-dokumentieren#Schnittstellen entwerfen und dokumentieren': 'Beschreiben Sie jede Schnittstelle maschinenlesbar.',
    },
  },
  '/glossar': {
    title: 'Glossar',
    data: {
      '': 'Begriffe von A bis Z. Stößt jemand auf eine Barriere, hilft das Glossar.',
      'barrierefreiheit#Barrierefreiheit': 'Ein Angebot ist barrierefrei, wenn alle Menschen es nutzen können.',
      'bitv#BITV 2.0': 'Barrierefreie-Informationstechnik-Verordnung des Bundes.',
      'api#API': 'Programmierschnittstelle, über die Systeme Daten austauschen.',
    },
  },
  '/hilfreiche-fachgebiete': {
    title: 'Hilfreiche Fachgebiete',
    data: {
      'barrierefreiheit#Barrierefreiheit': 'Gebraucht in diesen Kriterien: Kriterium 6: Barrierefreie Nutzung sicherstellen und Teilhabe stärken.',
      'api-entwicklung#API-Entwicklung': 'Fachleute für Schnittstellen. Gebraucht in Kriterium 7: Offene Standards beachten und Schnittstellen bereitstellen.',
    },
  },
  '/impressum': { title: 'Impressum', data: { '': 'Herausgeber ist das Bundesministerium. Die Texte sind frei nutzbar.', 'haftung#Haftung für externe Links': 'Für fremde Inhalte haften wir nicht.' } },
};

const engine = createSearchEngine(CORPUS);
const pages = (query: string) => engine.search(query).map((p) => p.pageId);
const text = (segments: readonly Segment[]) => segments.map((s) => (s.mark ? `[${s.text}]` : s.text)).join('');

describe('ranking', () => {
  it("puts a criterion's own page above pages that mention it", () => {
    expect(pages('Schnittstellen bereitstellen')[0]).toBe('/kriterien/7-schnittstellen');
    expect(pages('Barrierefreie Nutzung')[0]).toBe('/kriterien/6-barrierefreie-nutzung');
  });

  it('ranks a heading match above a body match', () => {
    const hit = engine.search('API')[0]!;
    expect(hit.pageId).toBe('/glossar');
    expect(hit.sections[0]!.url).toBe('/glossar#api');
  });

  it('finds a glossary term as its own result with its anchor', () => {
    const glossary = engine.search('BITV').find((p) => p.pageId === '/glossar')!;
    expect(glossary.sections.map((s) => s.url)).toContain('/glossar#bitv');
  });

  it('lets a page title match stand for the page itself', () => {
    const [impressum] = engine.search('Impressum');
    expect(impressum!.sections).toHaveLength(1);
    expect(impressum!.sections[0]!.url).toBe('/impressum');
  });
});

describe('pages for visitors before the project\'s technical records', () => {
  // The same words on a criterion, a handbook page and an architecture decision; the decision
  // says them in more headings and would come before the handbook on its words alone (issue 32).
  const text = 'Die Suche arbeitet in einem Web Worker und bleibt barrierefrei bedienbar.';
  const data: SearchData = {
    '/handbuch/suche': { title: 'Gut gefunden werden', data: { '': text, 'bedienung#Barrierefrei bedienen': text } },
    '/kriterien/6-barrierefreiheit': { title: 'Kriterium 6: Barrierefreie Nutzung', data: { '': text } },
    '/open-source/adr/0005-suche': { title: 'Suche im Web Worker', data: { '': text, 'worker#Barrierefrei im Worker': text, 'tastatur#Barrierefrei mit Tastatur': text } },
  };
  const order = (query: string) => createSearchEngine(data).search(query).map((hit) => hit.pageId);

  it('ranks an architecture decision after the pages written for visitors, and a criterion first', () => {
    expect(pageWeight('/open-source/adr/0005-suche')).toBeLessThan(pageWeight('/handbuch/suche'));
    expect(order('barrierefrei')).toEqual(['/kriterien/6-barrierefreiheit', '/handbuch/suche', '/open-source/adr/0005-suche']);
  });

  it('still finds the decision first for words only it uses', () => {
    const own = { ...data, '/open-source/adr/0006-postgresql': { title: 'PostgreSQL für mehrere Instanzen', data: { '': 'Ein Speicher für mehrere Instanzen.' } } };
    expect(createSearchEngine(own).search('PostgreSQL')[0]!.pageId).toBe('/open-source/adr/0006-postgresql');
  });
});

describe('German matching', () => {
  it.each([
    ['inflection', 'Schnittstelle', '/kriterien/7-schnittstellen'],
    ['umlaut spelling', 'staerken Teilhabe', '/kriterien/6-barrierefreie-nutzung'],
    ['one typo', 'Schnitstellen', '/kriterien/7-schnittstellen'],
    ['prefix while typing', 'Schnittst', '/kriterien/7-schnittstellen'],
    ['first part of a compound', 'Barriere', '/glossar'],
    ['later part of a compound', 'freiheit', '/glossar'],
    ['question', 'Wie teste ich mit Nutzenden?', '/kriterien/6-barrierefreie-nutzung'],
  ])('%s: „%s“ finds %s', (_kind, query, expected) => {
    expect(pages(query)).toContain(expected);
  });

  it('tolerates no typo in short words, one from five letters and two from ten', () => {
    expect(typoTolerance('api')).toBe(false);
    expect(typoTolerance('daten')).toBe(1);
    expect(typoTolerance('schnittstelle')).toBe(2);
    expect(pages('APU')).toEqual([]);
  });

  it('finds nothing for words that do not occur', () => {
    expect(engine.search('Quantencomputer')).toEqual([]);
    expect(engine.search('   ')).toEqual([]);
  });
});

describe('results', () => {
  it('marks the matched words in titles and excerpts', () => {
    const [first] = engine.search('Schnittstellen');
    expect(text(first!.title)).toContain('[Schnittstellen]');
    const excerpts = first!.sections.map((s) => text(s.excerpt)).join(' ');
    expect(excerpts).toContain('[Schnittstelle]');
  });

  it('returns at most 5 pages with at most 5 sections each', () => {
    const many: SearchData = {};
    for (let p = 0; p < 8; p++) {
      const data: Record<string, string> = {};
      for (let s = 0; s < 8; s++) data[`abschnitt-${s}#Abschnitt ${s}`] = `Datenschutz im Abschnitt ${s}.`;
      many[`/seite-${p}`] = { title: `Seite ${p}`, data };
    }
    const hits = createSearchEngine(many).search('Datenschutz');
    expect(hits).toHaveLength(5);
    for (const page of hits) expect(page.sections).toHaveLength(5);
    expect(createSearchEngine(many).search('Datenschutz', { maxPages: 20 })).toHaveLength(8);
  });

  it('counts pages in the same words in the popup and on /suche, and says when a list stopped at its limit', () => {
    expect(resultCount(0, 5)).toBe('Kein Ergebnis gefunden');
    expect(resultCount(1, 5)).toBe('1 Seite gefunden');
    expect(resultCount(3, 5)).toBe('3 Seiten gefunden');
    expect(resultCount(3, 20)).toBe('3 Seiten gefunden');
    expect(resultCount(5, 5)).toBe('Die 5 passendsten Seiten');
    expect(resultCount(20, 20)).toBe('Die 20 passendsten Seiten');
  });

  it('cuts long sections into excerpts around the match', () => {
    const long = `${'Einleitung ohne Treffer. '.repeat(30)}Hier steht das Monitoring der Verfügbarkeit. ${'Weiterer Text. '.repeat(30)}`;
    const [hit] = createSearchEngine({ '/betrieb': { title: 'Betrieb', data: { 'ueberwachung#Überwachung': long } } }).search('Monitoring');
    const excerpt = text(hit!.sections[0]!.excerpt);
    expect(excerpt).toContain('[Monitoring]');
    expect(excerpt.startsWith('… ')).toBe(true);
    expect(excerpt.length).toBeLessThan(200);
  });

  it('answers a repeated query from its cache with the same result', () => {
    expect(engine.search('Impressum')).toBe(engine.search('impressum'));
  });
});
