export interface TocEntry {
  depth: number;
  slug: string;
  text: string;
}

/**
 * Builds the dynamic table of contents from a page's headings: drops headings marked not-in-toc,
 * skips a leading run of h4–h6 (they belong to no section), keeps h2 and h3.
 */
export function buildToc(headings: readonly TocEntry[], hidden: ReadonlySet<string> = new Set()): TocEntry[] {
  let start = 0;
  while (start < headings.length && headings[start]!.depth >= 4) start++;
  return headings.slice(start).filter((h) => (h.depth === 2 || h.depth === 3) && !hidden.has(h.slug));
}

/** Collapsible, open at start; a plain list of links without JavaScript (native details). */
export function Toc({ entries }: { entries: TocEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <details open>
        <summary id="toc-title">Inhaltsverzeichnis</summary>
        <ol>
          {entries.map((entry) => (
            <li key={entry.slug} className={`toc__depth-${entry.depth}`}>
              <a href={`#${entry.slug}`}>{entry.text}</a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
