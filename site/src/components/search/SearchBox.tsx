import { MAX_QUERY_CHARS } from '@servicestandard/search';
import { SEARCH_MESSAGES as M } from '@servicestandard/search';
import { SEARCH_IDS } from './ids.ts';

/**
 * The search box of the header, on every page. Without JavaScript it is a plain GET form to /suche,
 * which the server answers with a results page. With JavaScript, loader.ts turns the input into a
 * combobox and, on first focus, loads the popup (search-ui.ts) that fills the hidden listbox below.
 */
export function SearchBox() {
  return (
    <div className="site-search" data-site-search="">
      <form className="site-search__form" role="search" action="/suche" method="get" aria-label={M.landmark}>
        <label htmlFor={SEARCH_IDS.input} className="visually-hidden">
          {M.label}
        </label>
        <input
          id={SEARCH_IDS.input}
          className="site-search__input"
          type="search"
          name="q"
          placeholder={M.placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={MAX_QUERY_CHARS}
          aria-keyshortcuts="/ Control+K Meta+K"
        />
        <button type="submit" className="site-search__submit">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="m19.6 21-6.3-6.3q-.75.6-1.73.95T9.5 16q-2.73 0-4.61-1.89T3 9.5t1.89-4.61T9.5 3t4.61 1.89T16 9.5q0 1.1-.35 2.07t-.95 1.73l6.3 6.3-1.4 1.4zM9.5 14q1.88 0 3.19-1.31T14 9.5t-1.31-3.19T9.5 5 6.31 6.31 5 9.5t1.31 3.19T9.5 14z" />
          </svg>
          <span className="visually-hidden">{M.submit}</span>
        </button>
      </form>
      <div id={SEARCH_IDS.popup} className="site-search__popup" hidden>
        <p id={SEARCH_IDS.message} className="site-search__message" />
        <div id={SEARCH_IDS.listbox} className="site-search__listbox" role="listbox" aria-label={M.listLabel} />
        <p className="site-search__footer">
          <a id={SEARCH_IDS.allResults} href="/suche">
            {M.allResults}
          </a>
          <a href="/suche#alle-seiten">{M.allPages}</a>
        </p>
      </div>
      <div id={SEARCH_IDS.status} className="visually-hidden" role="status" />
    </div>
  );
}
