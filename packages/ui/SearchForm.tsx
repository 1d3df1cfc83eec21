import { MAX_QUERY_CHARS, SEARCH_MESSAGES as M } from '@servicestandard/search';
import { Button } from './Button.tsx';

/**
 * The form of the page /suche: the site renders it empty at build time, the service with the
 * visitor's query above the results (GET /suche?q=… without JavaScript).
 */
export function SearchForm({ query = '' }: { query?: string }) {
  return (
    <form className="search-page-form" role="search" action="/suche" method="get" aria-label={M.resultsPageLabel}>
      <label htmlFor="suche-q">{M.resultsPageInput}</label>
      <div className="search-page-form__row">
        <input id="suche-q" type="search" name="q" autoComplete="off" spellCheck={false} maxLength={MAX_QUERY_CHARS} defaultValue={query} />
        <Button variant="primary" label={M.submit} />
      </div>
    </form>
  );
}
