/** Search constants: where the data lives and how much the popup shows. */

/** Default locale; the index file is named after it. */
export const SEARCH_LOCALE = 'de-DE';

/** Public path of the search data, served from the site root. */
export const SEARCH_DATA_PATH = `/suchdaten-${SEARCH_LOCALE}.json`;

/** Manifest of the prebuilt index (index-format.ts), at a fixed address; it names this build's files. */
export const SEARCH_INDEX_PATH = `/suchindex-${SEARCH_LOCALE}.json`;

/** Folder of the index files; below it one folder per build, named by a hash of its content. */
export const SEARCH_INDEX_FOLDER = '/_astro/suchindex';

/** The glossary: its terms count as exact titles, like page titles. */
export const GLOSSARY_ROUTE = '/glossar';

/** At most this many pages in the popup: 5 matches per page and per section keep it short. */
export const MAX_PAGES = 5;

/** At most this many sections per page. */
export const MAX_SECTIONS_PER_PAGE = 5;

/** The results page /suche (no JavaScript) lists more pages than the popup. */
export const MAX_PAGES_RESULTS_PAGE = 20;

/** Query results kept in memory (the last 100 queries). */
export const QUERY_CACHE_SIZE = 100;

/** Length of the excerpt under a result, in characters. */
export const EXCERPT_CHARS = 160;

/** Longer queries are cut; nobody types more, and it bounds the work per keystroke. */
export const MAX_QUERY_CHARS = 200;
