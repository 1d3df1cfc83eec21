/**
 * Tables of contents: which headings of a page the list "Inhaltsverzeichnis" shows. Pure, so the
 * layout, the pages and the unit tests share one rule.
 */
import type { MarkdownHeading } from 'astro';
import { NOTOC_MARKER } from './markdown-plugins.ts';

export interface TocEntry {
  depth: number;
  slug: string;
  text: string;
}

/**
 * Builds the dynamic table of contents from a page's headings: drops hidden headings, skips a
 * leading run of h4–h6 (they belong to no section), keeps h2 and h3.
 */
export function buildToc(headings: readonly TocEntry[], hidden: ReadonlySet<string> = new Set()): TocEntry[] {
  let start = 0;
  while (start < headings.length && headings[start]!.depth >= 4) start++;
  return headings.slice(start).filter((h) => (h.depth === 2 || h.depth === 3) && !hidden.has(h.slug));
}

/** The standard toc lists the sections (h2); dynamicToC follows all h2/h3 headings. Headings ending in the not-in-toc marker are left out. */
export function tocFor(headings: readonly MarkdownHeading[], options: { disableToc: boolean; dynamicToC: boolean }): TocEntry[] {
  if (options.disableToc) return [];
  const visible = headings
    .filter((h) => !h.text.trim().endsWith(NOTOC_MARKER))
    .map((h) => ({ depth: h.depth, slug: h.slug, text: h.text }));
  const entries = buildToc(visible);
  return options.dynamicToC ? entries : entries.filter((e) => e.depth === 2);
}
