import type { TocEntry } from '../../lib/toc.ts';

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
