/**
 * The public search data (/suchdaten-de-DE.json) and the documents the engine indexes.
 *
 * File format: per route the page title and a map of heading-keyed section text (docs/adr/0005-suche.md).
 * A key is "headingId#Heading text"; the key "" holds the text before the first heading.
 *   { "/glossar": { "title": "Glossar", "data": { "": "Begriffe …", "api#API": "Kurz für …" } } }
 * Optional "aliases" per page name a section by other words ("efa#Einer für Alle": ["EfA"]).
 */

export interface SearchPage {
  title: string;
  data: Record<string, string>;
  /**
   * Other names of the page ('') or of a section (its key), e.g. a glossary term's abbreviation
   * and expansion: { "efa#Einer für Alle": ["EfA"] }. Searching a name finds the section first.
   */
  aliases?: Record<string, string[]>;
}

/** Route → page. */
export type SearchData = Record<string, SearchPage>;

/** One indexed piece of text: a section, or a part of it when it is longer than the chunk size (one search-index entry). */
export interface SearchDocument {
  id: number;
  /** Where the result leads: the route plus #heading-id. */
  url: string;
  /** The page's route; results are grouped by it. */
  pageId: string;
  pageTitle: string;
  /** Heading of the section; '' for the text before the first heading. */
  title: string;
  /** The text, at most SECTION_CHUNK_CHARS characters. */
  content: string;
}

/** Section text is indexed in chunks of at most 500 characters, so one long section cannot outweigh many short ones. */
export const SECTION_CHUNK_CHARS = 500;

export function sectionKey(id: string, heading: string): string {
  return id ? `${id}#${heading}` : '';
}

/** "api#API" → { id: 'api', heading: 'API' }; "" → the intro. */
export function parseSectionKey(key: string): { id: string; heading: string } {
  const hash = key.indexOf('#');
  return hash < 0 ? { id: key, heading: '' } : { id: key.slice(0, hash), heading: key.slice(hash + 1) };
}

/**
 * Splits text into chunks of at most `max` characters, preferring paragraph, then sentence, then
 * word boundaries, so excerpts do not start or end mid-word.
 */
export function chunkText(text: string, max = SECTION_CHUNK_CHARS): string[] {
  const pieces: string[] = [];
  for (const paragraph of text.split('\n')) {
    let rest = paragraph.trim();
    while (rest.length > max) {
      const window = rest.slice(0, max + 1);
      const sentenceEnd = Math.max(window.lastIndexOf('. '), window.lastIndexOf('? '), window.lastIndexOf('! '), window.lastIndexOf(': '));
      const cut = sentenceEnd > max / 2 ? sentenceEnd + 1 : window.lastIndexOf(' ') > 0 ? window.lastIndexOf(' ') : max;
      pieces.push(rest.slice(0, cut).trim());
      rest = rest.slice(cut).trim();
    }
    if (rest) pieces.push(rest);
  }
  // Join short paragraphs back together up to the limit: fewer, more readable excerpts.
  const chunks: string[] = [];
  for (const piece of pieces) {
    const last = chunks.at(-1);
    if (last !== undefined && last.length + 1 + piece.length <= max) chunks[chunks.length - 1] = `${last}\n${piece}`;
    else chunks.push(piece);
  }
  return chunks;
}

/** Every chunk of every section of every page, numbered in file order. */
export function toDocuments(data: SearchData): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const [route, page] of Object.entries(data)) {
    for (const [key, text] of Object.entries(page.data)) {
      const { id, heading } = parseSectionKey(key);
      const url = id ? `${route}#${id}` : route;
      const chunks = chunkText(text);
      // A heading without text of its own is still worth finding.
      for (const content of chunks.length ? chunks : ['']) {
        documents.push({ id: documents.length, url, pageId: route, pageTitle: page.title, title: heading, content });
      }
    }
  }
  return documents;
}
