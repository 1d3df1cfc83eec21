import type { Crumb } from '../../lib/breadcrumbs.ts';
import { pageMessages as m } from '@servicestandard/messages/layout';

/** "Seitenpfad": Start, then the active path; the last item is the current page. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav className="breadcrumb" aria-label={m.breadcrumb}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href}>
            {index === crumbs.length - 1 ? (
              <a href={crumb.href} aria-current="page">
                {crumb.text}
              </a>
            ) : (
              <a href={crumb.href}>{crumb.text}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
