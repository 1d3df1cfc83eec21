/**
 * The mechanisms that let visitors' words find the site's words (synonyms.ts, normalize.ts,
 * query.ts), on a small site that writes the way the real one does: "Nutzende", "User Research",
 * glossary terms with abbreviations.
 */
import { describe, expect, it } from 'vitest';
import type { SearchData } from './data.ts';
import { createSearchEngine, type Segment } from './engine.ts';
import { fold, stem } from './normalize.ts';
import { excerpt, highlight } from './query.ts';

const SITE: SearchData = {
  '/anleitungen/user-research': {
    title: 'Teilnehmende für User Research finden',
    data: {
      '': 'User Research zeigt, was Nutzende wirklich brauchen. Laden Sie Teilnehmende früh ein.',
      'mitarbeitende#Mitarbeitende befragen': 'Auch Mitarbeitende der Verwaltung kennen die Abläufe und lassen sich befragen.',
    },
  },
  '/kriterien/1': { title: 'Kriterium 1: Nutzende verstehen und Bedürfnisse erkennen', data: { '': 'Wer nutzt den Service, und welche Bedürfnisse haben die Nutzenden?' } },
  '/kriterien/6': { title: 'Kriterium 6: Barrierefreie Nutzung sicherstellen', data: { '': 'Barrierefreiheit heißt, dass alle Menschen den Service bedienen können.' } },
  '/kriterien/11': {
    title: 'Kriterium 11: Verfügbarkeit sichern',
    data: { 'monitoring-einrichten#Monitoring einrichten': 'Monitoring zeigt Störungen früh. Richten Sie das Monitoring vor dem Start ein.' },
  },
  '/beispiele/hundesteuer': {
    title: 'Eine Hundesteuer-Anmeldung für zwölf Gemeinden',
    data: { '': 'Zwölf Gemeinden nutzen einen Onlineservice gemeinsam, so wie es das Prinzip Einer für Alle vorsieht.' },
  },
  '/glossar': {
    title: 'Glossar',
    data: {
      '': 'Begriffe von A bis Z.',
      'efa#Einer für Alle': 'Prinzip der Verwaltungsdigitalisierung: Ein Land entwickelt einen Onlineservice, andere nutzen ihn nach.',
      'monitoring#Monitoring': 'Laufende Überwachung eines Service, damit Störungen auffallen.',
      'ozg#OZG': 'Kurz für Onlinezugangsgesetz. Es verpflichtet Bund und Länder, Leistungen online anzubieten.',
      'user-experience#User Experience': 'Das Erleben eines Service aus Sicht der Nutzenden.',
    },
    aliases: { 'efa#Einer für Alle': ['EfA'], 'ozg#OZG': ['Onlinezugangsgesetz'] },
  },
  '/impressum': { title: 'Impressum', data: { '': 'Herausgeber ist das Bundesministerium.' } },
};

const engine = createSearchEngine(SITE);
const pages = (query: string) => engine.search(query).map((p) => p.pageId);
const text = (segments: readonly Segment[]) => segments.map((s) => (s.mark ? `[${s.text}]` : s.text)).join('');

describe('visitors’ words find the site’s words', () => {
  it('splits a compound the site does not use into parts it does, in English too (Nutzerforschung → User Research)', () => {
    expect(pages('Nutzerforschung')[0]).toBe('/anleitungen/user-research');
  });

  it('finds the inclusive form for a generic masculine (Nutzer → Nutzende, Mitarbeiter → Mitarbeitende)', () => {
    expect(pages('Nutzer verstehen')[0]).toBe('/kriterien/1');
    const [hit] = engine.search('Mitarbeiter');
    expect(hit!.sections[0]!.url).toBe('/anleitungen/user-research#mitarbeitende');
    expect(text(hit!.sections[0]!.title)).toContain('[Mitarbeitende]');
  });

  it('finds German pages for an English word and the other way round', () => {
    expect(pages('Accessibility')).toContain('/kriterien/6');
    expect(pages('Nutzungserlebnis')).toContain('/glossar');
  });

  it('marks synonyms in the section that matched, not in the page title', () => {
    const [hit] = engine.search('Accessibility');
    expect(hit!.pageId).toBe('/kriterien/6');
    expect(text(hit!.sections[0]!.excerpt)).toContain('[Barrierefreiheit]');
    expect(text(hit!.title)).not.toContain('[');
  });
});

describe('robust to odd words on the site', () => {
  const quoted: SearchData = {
    ...SITE,
    // A page that quotes the visitor's word once, as documentation does.
    '/adr/suche': { title: 'Suche', data: { '': 'Beispiele für Anfragen: „Nutzerforschung“ oder „Inpressum“ mit Tippfehler.' } },
  };
  const robust = createSearchEngine(quoted);

  it('still splits a compound and forgives a typo that a page merely quotes', () => {
    const research = robust.search('Nutzerforschung').map((p) => p.pageId);
    expect(research).toContain('/anleitungen/user-research');
    expect(research).toContain('/adr/suche');
    expect(robust.search('Inpressum').map((p) => p.pageId)).toContain('/impressum');
  });

  it('takes no ending for a compound part and searches the known beginning of an unknown compound', () => {
    expect(pages('Teilnehmerakquise')[0]).toBe('/anleitungen/user-research');
    expect(engine.search('Quantencomputer')).toEqual([]);
  });
});

describe('abbreviations and exact titles', () => {
  it('finds a glossary entry by the abbreviation it never mentions, and pages that write the long form', () => {
    const hits = engine.search('EfA');
    expect(hits[0]!.pageId).toBe('/glossar');
    expect(hits[0]!.sections[0]!.url).toBe('/glossar#efa');
    expect(hits.map((h) => h.pageId)).toContain('/beispiele/hundesteuer');
  });

  it('puts an exact glossary term first, with its entry first', () => {
    for (const query of ['Einer für Alle', 'einer fuer alle', 'Onlinezugangsgesetz', 'UX']) {
      const [first] = engine.search(query);
      expect(first!.pageId, query).toBe('/glossar');
      expect(first!.exact, query).toBe(true);
    }
    expect(engine.search('UX')[0]!.sections[0]!.url).toBe('/glossar#user-experience');
  });

  it('puts an exact glossary term before pages that use it more, and keeps those right after', () => {
    const hits = engine.search('Monitoring');
    expect(hits.map((h) => h.pageId).slice(0, 2)).toEqual(['/glossar', '/kriterien/11']);
    expect(hits[0]!.sections[0]!.url).toBe('/glossar#monitoring');
    expect(hits[1]!.exact).toBeUndefined();
  });

  it('puts an exact page title first, but not a word cut short', () => {
    expect(engine.search('Impressum')[0]!.exact).toBe(true);
    expect(engine.search('Monitor')[0]?.exact).toBeUndefined();
  });
});

describe('marks in titles and excerpts', () => {
  const marked = (segments: readonly Segment[]) => segments.filter((s) => s.mark).map((s) => s.text);
  const terms = (...words: string[]) => new Set(words.map((word) => stem(fold(word))));

  it('marks a word by its stem or by a compound rest, but not by letters inside a part', () => {
    expect(marked(highlight('Die Datenschutzerklärung und der Datenschutz', terms('Erklärung')))).toEqual(['Datenschutzerklärung']);
    expect(marked(highlight('Benutzen Sie den Service', terms('nutzen')))).toEqual([]);
    // A term shorter than the pieces words are first checked by.
    expect(marked(highlight('UX und UX-Design', new Set(['ux'])))).toEqual(['UX', 'UX']);
  });

  it('cuts an excerpt around a match at the very end of a long text, and marks it once', () => {
    const text = `${'Eine Leistung der Verwaltung für Bürgerinnen, Bürger und Unternehmen. '.repeat(4)}Wir machen sie online zugänglich.`;
    const segments = excerpt(text, terms('zugänglich'));
    expect(marked(segments)).toEqual(['zugänglich']);
    expect(segments[0]!.text.startsWith('… ')).toBe(true);
    expect(segments.map((s) => s.text).join('').endsWith('online zugänglich.')).toBe(true);
  });
});
