/**
 * The search engine of the site, the same in the browser (popup) and in Node (/suche without
 * JavaScript): MiniSearch (BM25 with prefix and fuzzy matching) over section chunks, with German
 * normalisation from normalize.ts, results grouped by page and highlighted. See docs/adr/0005-suche.md
 * for why MiniSearch and how the weights were chosen.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { toDocuments, type SearchData, type SearchDocument } from './data.ts';
import { EXCERPT_CHARS, MAX_PAGES, MAX_QUERY_CHARS, MAX_SECTIONS_PER_PAGE, QUERY_CACHE_SIZE } from './constants.ts';
import { createVocabulary, fold, indexTerms, queryWords, stem, words } from './normalize.ts';

/** A piece of display text; `mark` pieces matched the query. */
export interface Segment {
  text: string;
  mark: boolean;
}

export interface SectionHit {
  /** Route plus #heading-id. */
  url: string;
  /** Section heading, or the page title for the text before the first heading. */
  title: Segment[];
  /** A short passage around the first match. */
  excerpt: Segment[];
}

export interface PageHit {
  pageId: string;
  title: Segment[];
  sections: SectionHit[];
}

export interface SearchOptions {
  /** How many pages to return (default MAX_PAGES). */
  maxPages?: number;
}

export interface SearchEngine {
  search(query: string, options?: SearchOptions): PageHit[];
  /** Number of indexed chunks, for diagnostics and benchmarks. */
  readonly size: number;
}

/**
 * Field weights, tuned on bench/search-queries.json: a match in a page title beats a heading,
 * which beats body text, so a criterion's own page ranks above pages that merely mention it.
 */
const BOOST = { pageTitle: 8, title: 3, content: 1 };
/** Less length normalisation than BM25's default 0.75: long criterion titles should not lose to one-word titles. */
const BM25 = { k: 1.2, b: 0.5, d: 0.5 };
/** Further matching sections add this share of their score to the page's best section. */
const FURTHER_SECTIONS_WEIGHT = 0.2;

/**
 * Edit distance allowed per query term: none below five letters (too many false friends), one
 * from five, two from ten, because a swapped letter pair ("Gebärdensprahce") costs two edits.
 */
export function typoTolerance(term: string): number | false {
  if (term.length >= 10) return 2;
  if (term.length >= 5) return 1;
  return false;
}

export function createSearchEngine(data: SearchData): SearchEngine {
  const documents = toDocuments(data);
  const firstChunk = new Map<string, SearchDocument>();
  for (const doc of documents) if (!firstChunk.has(doc.pageId)) firstChunk.set(doc.pageId, doc);
  // Folded once here: the vocabulary pass and MiniSearch's tokenizer both read these.
  const foldedTitles = new Map<string, string>();
  const folded = documents.map((doc) => {
    let pageTitle = foldedTitles.get(doc.pageId);
    if (pageTitle === undefined) foldedTitles.set(doc.pageId, (pageTitle = fold(doc.pageTitle)));
    return { pageTitle, title: fold(doc.title), content: fold(doc.content) };
  });
  const vocabulary = createVocabulary(folded.flatMap((fields) => [fields.pageTitle, fields.title, fields.content].flatMap(words)));

  // The same word recurs thousands of times; stemming and compound lookup run once per word.
  const termCache = new Map<string, string[]>();
  const termsOf = (word: string): string[] => {
    let terms = termCache.get(word);
    if (!terms) termCache.set(word, (terms = indexTerms(word, vocabulary)));
    return terms;
  };

  const index = new MiniSearch<SearchDocument>({
    fields: ['pageTitle', 'title', 'content'],
    extractField: (doc, field) => (field === 'id' ? doc.id : folded[doc.id]![field as 'pageTitle' | 'title' | 'content']),
    tokenize: (text) => words(text),
    processTerm: (word) => termsOf(word),
    searchOptions: {
      tokenize: (query) => queryWords(query),
      processTerm: (word) => stem(word),
      boost: BOOST,
      bm25: BM25,
      prefix: true,
      fuzzy: (term) => typoTolerance(term),
    },
  });
  index.addAll(documents);

  const cache = new Map<string, PageHit[]>();

  function run(query: string, maxPages: number): PageHit[] {
    const trimmed = query.slice(0, MAX_QUERY_CHARS);
    if (queryWords(trimmed).length === 0) return [];
    // Documents that contain every word score twice: AND first, OR as the fallback for questions.
    const results = index.search({ combineWith: 'OR', queries: [{ combineWith: 'AND', queries: [trimmed] }, trimmed] });
    return group(results, maxPages);
  }

  function group(results: SearchResult[], maxPages: number): PageHit[] {
    type SectionMatch = { score: number; doc: SearchDocument; terms: Set<string> };
    const pages = new Map<string, Map<string, SectionMatch>>();
    const matchedTerms = new Set<string>();
    for (const result of results) {
      const doc = documents[result.id as number]!;
      // A chunk that matched only through its page title stands for the page, not for its section.
      const onlyPageTitle = Object.values(result.match).every((fields) => fields.every((f) => f === 'pageTitle'));
      const url = onlyPageTitle ? doc.pageId : doc.url;
      const sections = pages.get(doc.pageId) ?? new Map<string, SectionMatch>();
      pages.set(doc.pageId, sections);
      const section = sections.get(url);
      if (!section || section.score < result.score) {
        const hitDoc = onlyPageTitle ? firstChunk.get(doc.pageId)! : doc;
        sections.set(url, { score: result.score, doc: hitDoc, terms: new Set(result.terms) });
      }
      for (const term of result.terms) matchedTerms.add(term);
    }
    const ranked = [...pages].map(([pageId, pageSections]) => {
      const sections = [...pageSections.entries()].sort((a, b) => b[1].score - a[1].score);
      const scores = sections.map(([, s]) => s.score);
      const score = scores[0]! + FURTHER_SECTIONS_WEIGHT * scores.slice(1, MAX_SECTIONS_PER_PAGE).reduce((sum, s) => sum + s, 0);
      return { pageId, score, sections: sections.slice(0, MAX_SECTIONS_PER_PAGE) };
    });
    ranked.sort((a, b) => b.score - a.score || a.pageId.localeCompare(b.pageId));
    return ranked.slice(0, maxPages).map(({ pageId, sections }) => ({
      pageId,
      title: highlight(data[pageId]!.title, matchedTerms),
      sections: sections.map(([url, { doc, terms }]) => ({
        url,
        title: highlight(url === pageId ? data[pageId]!.title : doc.title || data[pageId]!.title, terms),
        excerpt: excerpt(doc.content, terms),
      })),
    }));
  }

  /** Splits text into marked and unmarked pieces; a word is marked when one of its index terms matched. */
  function highlight(text: string, matched: ReadonlySet<string>): Segment[] {
    const segments: Segment[] = [];
    let last = 0;
    for (const m of text.matchAll(/[\p{L}\p{N}\u00b7\u00ad]+/gu)) {
      const word = words(fold(m[0])).join('');
      if (!word || !termsOf(word).some((t) => matched.has(t))) continue;
      if (m.index > last) segments.push({ text: text.slice(last, m.index), mark: false });
      segments.push({ text: m[0], mark: true });
      last = m.index + m[0].length;
    }
    if (last < text.length) segments.push({ text: text.slice(last), mark: false });
    return mergeAdjacent(segments);
  }

  /** About EXCERPT_CHARS characters around the first match, cut at word boundaries. */
  function excerpt(content: string, matched: ReadonlySet<string>): Segment[] {
    // Paragraphs stay apart in one line: list items without final punctuation get a middle dot.
    const text = content.replace(/([.!?:;…])?\n/g, (_line, end?: string) => (end ? `${end} ` : ' · '));
    if (text.length <= EXCERPT_CHARS) return highlight(text, matched);
    const segments = highlight(text, matched);
    let offset = 0;
    let firstMark = -1;
    for (const s of segments) {
      if (s.mark) {
        firstMark = offset;
        break;
      }
      offset += s.text.length;
    }
    let start = firstMark < 0 ? 0 : Math.max(0, firstMark - 40);
    if (start > 0) start = text.indexOf(' ', start) + 1 || start;
    let end = Math.min(text.length, start + EXCERPT_CHARS);
    if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
    const window = highlight(text.slice(start, end), matched);
    if (start > 0) window.unshift({ text: '… ', mark: false });
    if (end < text.length) window.push({ text: ' …', mark: false });
    return mergeAdjacent(window);
  }

  return {
    size: documents.length,
    search(query, options = {}) {
      const maxPages = options.maxPages ?? MAX_PAGES;
      const key = `${maxPages}\u0000${queryWords(query.slice(0, MAX_QUERY_CHARS)).join(' ')}`;
      const cached = cache.get(key);
      if (cached) {
        // Refresh its place: the cache forgets the least recently used query first.
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      const hits = run(query, maxPages);
      cache.set(key, hits);
      if (cache.size > QUERY_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return hits;
    },
  };
}

function mergeAdjacent(segments: Segment[]): Segment[] {
  const merged: Segment[] = [];
  for (const s of segments) {
    const last = merged.at(-1);
    if (last && last.mark === s.mark) last.text += s.text;
    else if (s.text) merged.push({ ...s });
  }
  return merged;
}

/** Number of selectable results, as announced to screen readers. */
export function countHits(pages: readonly PageHit[]): number {
  return pages.reduce((sum, page) => sum + page.sections.length, 0);
}
