import { describe, expect, it } from 'vitest';
import { chunkText, parseSectionKey, SECTION_CHUNK_CHARS, toDocuments } from './data.ts';

describe('section keys', () => {
  it('splits "id#Heading" and treats "" as the intro', () => {
    expect(parseSectionKey('api#API')).toEqual({ id: 'api', heading: 'API' });
    expect(parseSectionKey('')).toEqual({ id: '', heading: '' });
    expect(parseSectionKey('c-sharp#C# lernen')).toEqual({ id: 'c-sharp', heading: 'C# lernen' });
  });
});

describe('chunkText', () => {
  it('keeps every chunk within 500 characters and loses no word', () => {
    const text = Array.from({ length: 40 }, (_, i) => `Satz Nummer ${i} über Barrierefreiheit und Datenschutz.`).join(' ');
    const chunks = chunkText(text);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(SECTION_CHUNK_CHARS);
    expect(chunks.join(' ').split(/\s+/)).toEqual(text.split(/\s+/));
  });

  it('joins short paragraphs and never cuts inside a word', () => {
    expect(chunkText('Erster Absatz.\nZweiter Absatz.')).toEqual(['Erster Absatz.\nZweiter Absatz.']);
    const long = 'Verwaltungsdigitalisierung '.repeat(30).trim();
    for (const chunk of chunkText(long)) expect(chunk).toMatch(/^(Verwaltungsdigitalisierung ?)+$/);
  });
});

describe('toDocuments', () => {
  it('gives each section its url with the heading anchor and each page its route', () => {
    const docs = toDocuments({ '/glossar': { title: 'Glossar', data: { '': 'Einleitung', 'api#API': 'Schnittstelle', 'leer#Leer': '' } } });
    expect(docs.map((d) => [d.url, d.pageId, d.title])).toEqual([
      ['/glossar', '/glossar', ''],
      ['/glossar#api', '/glossar', 'API'],
      ['/glossar#leer', '/glossar', 'Leer'],
    ]);
  });
});
