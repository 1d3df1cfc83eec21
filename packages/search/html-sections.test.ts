import { describe, expect, it } from 'vitest';
import { decodeEntities, extractSections, routeOf, searchDataFromPages } from './html-sections.ts';

const page = (main: string, head = '') => `<!doctype html><html><head>${head}</head><body><header><nav>Menü</nav></header><main id="inhalt">${main}</main><footer>Fußzeile</footer></body></html>`;

const CRITERION = page(
  '<div class="hero"><nav class="breadcrumb"><a href="/">Start</a></nav><h1 id="seitentitel"><span class="visually-hidden">Kriterium 1: </span>Nutzende verstehen</h1>' +
    '<p class="hero__lead">Wer nutzt den Service?</p><div class="button-row"><a href="#feedback">Feedback geben</a></div></div>' +
    '<h2 id="warum">Warum ist das wichtig</h2><p>Weil Annahmen &amp; Vermutungen<br>nicht reichen.</p>' +
    '<ol class="steps"><li><h3 id="wissen-sammeln">Wissen sammeln</h3><p>Anfragen an die 115 und nach <span class="glossary-term"><a href="/glossar#bitv">BITV</a><span role="tooltip">Kurz für Verordnung</span></span> auswerten.</p></li></ol>' +
    '<dl><div><dt id="api">API</dt><dd>Programmierschnittstelle</dd></div></dl>' +
    '<section class="next-criterion"><h2 id="naechstes">Nächstes Kriterium</h2><p>Problem beschreiben</p></section>' +
    '<section id="feedback" class="feedback-section"><h2 id="feedback-titel">Feedback geben</h2></section>' +
    '<nav class="toc"><a href="#warum">Warum ist das wichtig</a></nav><nav class="criteria-nav"><h2 id="alle">Alle 13 Kriterien</h2></nav>' +
    '<svg><title>Pfeil</title></svg><script>var x = "<h2>";</script>',
);

describe('extractSections', () => {
  const extracted = extractSections(CRITERION)!;

  it('takes the h1 as title, including visually hidden text', () => {
    expect(extracted.title).toBe('Kriterium 1: Nutzende verstehen');
  });

  it('makes one section per heading or glossary term with an id', () => {
    expect(extracted.sections.map((s) => [s.id, s.heading])).toEqual([
      ['', ''],
      ['warum', 'Warum ist das wichtig'],
      ['wissen-sammeln', 'Wissen sammeln'],
      ['api', 'API'],
    ]);
  });

  it('keeps the lead text and decodes entities and line breaks', () => {
    expect(extracted.sections[0]!.text).toBe('Wer nutzt den Service?');
    expect(extracted.sections[1]!.text).toBe('Weil Annahmen & Vermutungen\nnicht reichen.');
    expect(extracted.sections[3]!.text).toBe('Programmierschnittstelle');
    expect(extracted.sections[2]!.text).toBe('Anfragen an die 115 und nach BITV auswerten.');
  });

  it('leaves out navigation, buttons, the next-criterion teaser, feedback, tooltips, scripts and icons', () => {
    const all = JSON.stringify(extracted);
    for (const text of ['Start', 'Menü', 'Fußzeile', 'Feedback geben', 'Problem beschreiben', 'Alle 13 Kriterien', 'Kurz für', 'Pfeil', 'var x']) {
      expect(all).not.toContain(text);
    }
  });

  it('returns nothing for a page without main or h1', () => {
    expect(extractSections('<p>kein main</p>')).toBeUndefined();
    expect(extractSections(page('<p>ohne Überschrift</p>'))).toBeUndefined();
  });
});

describe('searchDataFromPages', () => {
  it('indexes published pages only, sorted by route, in the public data format (title and heading-keyed sections)', () => {
    const data = searchDataFromPages([
      ['/kriterien/1', CRITERION],
      ['/404', page('<h1>Seite nicht gefunden</h1>')],
      ['/suche', page('<h1>Suche</h1>')],
      ['/entwurf', page('<h1>Entwurf</h1>', '<meta name="robots" content="noindex">')],
      ['/kriterien', '<!doctype html><meta http-equiv="refresh" content="0;url=/#kriterien">'],
      ['/glossar', page('<h1>Glossar</h1><p>Begriffe</p>')],
    ]);
    expect(Object.keys(data)).toEqual(['/glossar', '/kriterien/1']);
    expect(data['/glossar']).toEqual({ title: 'Glossar', data: { '': 'Begriffe' } });
    expect(Object.keys(data['/kriterien/1']!.data)).toEqual(['', 'warum#Warum ist das wichtig', 'wissen-sammeln#Wissen sammeln', 'api#API']);
  });

  it('maps built files to the routes the server uses', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf('handbuch/index.html')).toBe('/handbuch');
    expect(routeOf('kriterien/1-x.html')).toBe('/kriterien/1-x');
  });

  it('decodes numeric and named entities', () => {
    expect(decodeEntities('&#8222;Hallo&#x201C; &amp; &nbsp;&shy;x &unknown;')).toBe('„Hallo“ &  x &unknown;');
  });
});
