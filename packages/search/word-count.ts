/**
 * Counts the distinct German words of the published pages: every page listed in sitemap.xml,
 * the text of its <main> without scripts, navigation, tooltips and the feedback block (the same
 * reading as the search index, html-sections.ts). A paragraph, list item or
 * heading that appears on several pages counts once; a word is a token that contains a letter.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { extractSections } from './html-sections.ts';

/** The word threshold of issue 13 for the whole site. */
export const WORD_TARGET = 30_000;

export interface WordCount {
  /** Words in all distinct text blocks. */
  words: number;
  /** Distinct text blocks (paragraphs, list items, headings). */
  blocks: number;
  /** Pages read. */
  pages: number;
}

const wordsIn = (block: string) => block.split(/\s+/).filter((token) => /\p{L}/u.test(token)).length;

/** Counts the words of the given pages' HTML; repeated blocks count once. */
export function countDistinctWords(pages: Iterable<string>): WordCount {
  const seen = new Set<string>();
  let words = 0;
  let count = 0;
  for (const html of pages) {
    count++;
    const page = extractSections(html);
    if (!page) continue;
    const blocks = [page.title, ...page.sections.flatMap((s) => [s.heading, ...s.text.split('\n')])];
    for (const raw of blocks) {
      const block = raw.replace(/\s+/g, ' ').trim();
      if (block === '' || seen.has(block)) continue;
      seen.add(block);
      words += wordsIn(block);
    }
  }
  return { words, blocks: seen.size, pages: count };
}

/** URL paths of the sitemap, e.g. "/ueber". */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** Reads the built page of a path: "/" is index.html, "/ueber" is ueber.html or ueber/index.html. */
async function readPage(dist: string, path: string): Promise<string> {
  const candidates = path === '/' ? ['index.html'] : [`${path.slice(1)}.html`, `${path.slice(1)}/index.html`];
  for (const candidate of candidates) {
    try {
      return await readFile(join(dist, candidate), 'utf8');
    } catch {
      // try the next layout
    }
  }
  throw new Error(`${path} steht in sitemap.xml, aber im Build fehlt die Seite.`);
}

/** Counts the words of the build in dist. */
export async function countSite(dist: string): Promise<WordCount> {
  const paths = sitemapPaths(await readFile(join(dist, 'sitemap.xml'), 'utf8'));
  return countDistinctWords(await Promise.all(paths.map((path) => readPage(dist, path))));
}
