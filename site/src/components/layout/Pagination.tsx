import type { PageMapItem } from '../../lib/page-map.ts';
import { pageMessages as m } from '@servicestandard/messages/layout';
import { Icon } from '@servicestandard/ui';

/** Links to the previous and next page in sidebar order (theme setting pagination). */
export function Pagination({ prev, next }: { prev?: PageMapItem | undefined; next?: PageMapItem | undefined }) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination" aria-label={m.pagination}>
      {prev && (
        <a className="pagination__link pagination__link--prev" href={prev.route} rel="prev">
          <Icon name="arrow-back" />
          <span>
            <span className="pagination__label">{m.previous}</span>
            <span className="pagination__title">{prev.title}</span>
          </span>
        </a>
      )}
      {next && (
        <a className="pagination__link pagination__link--next" href={next.route} rel="next">
          <span>
            <span className="pagination__label">{m.next}</span>
            <span className="pagination__title">{next.title}</span>
          </span>
          <Icon name="arrow-forward" />
        </a>
      )}
    </nav>
  );
}
