/**
 * The search engine of the site, the same in the browser (worker, remote.ts) and in Node (/suche
 * without JavaScript, quality measurement): the index from index-build.ts, queried by query.ts.
 * See docs/adr/0005-suche.md for the design and the figures.
 */
import { cacheKey, QueryCache } from './cache.ts';
import { MAX_PAGES } from './constants.ts';
import type { SearchData } from './data.ts';
import { buildIndex, type BuiltIndex } from './index-build.ts';
import { runQuery, type IndexView, type PageHit } from './query.ts';

export { typoTolerance, type PageHit, type SectionHit, type Segment } from './query.ts';

export interface SearchOptions {
  /** How many pages to return (default MAX_PAGES). */
  maxPages?: number;
}

export interface SearchEngine {
  search(query: string, options?: SearchOptions): PageHit[];
  /** Number of indexed chunks, for diagnostics and benchmarks. */
  readonly size: number;
}

/** A built index as a view with everything loaded. */
export function memoryView(built: BuiltIndex): IndexView {
  return {
    manifest: built.manifest,
    shard: (key) => built.shards.get(key),
    tail: (file) => built.tails.get(file),
    fragment: (file) => built.fragments.get(file),
  };
}

/** The engine over an index held in memory (the server, tests, the build's own check). */
export function createIndexEngine(built: BuiltIndex): SearchEngine {
  const view = memoryView(built);
  const cache = new QueryCache<PageHit[]>();
  return {
    size: built.stats.chunks,
    search(query, options = {}) {
      const maxPages = options.maxPages ?? MAX_PAGES;
      const key = cacheKey(query, maxPages);
      const cached = cache.get(key);
      if (cached) return cached;
      const outcome = runQuery(view, query, maxPages);
      if (!('hits' in outcome)) throw new Error(`Suchindex unvollständig: ${outcome.need.join(', ')}`);
      cache.set(key, outcome.hits);
      return outcome.hits;
    },
  };
}

/** Builds the index from the search data and answers from memory. */
export function createSearchEngine(data: SearchData): SearchEngine {
  return createIndexEngine(buildIndex(data));
}
