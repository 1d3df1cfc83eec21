import type { TocEntry } from '../../lib/toc.ts';
import { pageMessages as m } from '@servicestandard/messages/layout';

/**
 * Collapsible, open at start; a plain list of links without JavaScript (native details).
 * `follows` tells src/scripts/enhance.ts which heading to mark while scrolling (theme tocFollows).
 */
export function Toc({ entries, follows = 'top' }: { entries: TocEntry[]; follows?: 'top' | 'middle' }) {
  if (entries.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title" data-follows={follows}>
      <details open>
        <summary id="toc-title">{m.toc}</summary>
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
