/**
 * GET /suche?q=… for visitors without JavaScript: the page /suche as built, with the same search
 * form holding the query and the results of the site's own search engine below it.
 */
import { MAX_PAGES_RESULTS_PAGE, resultCount, resultsFor, SEARCH_MESSAGES as M, type PageHit, type Segment } from '@servicestandard/search';
import { SearchForm } from '@servicestandard/ui';
import { frameFor } from './frame.tsx';

function Marked({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, index) => (segment.mark ? <mark key={index}>{segment.text}</mark> : segment.text));
}

/** Only links into the site itself: the data comes from our build, but a stray value must not become a javascript: link. */
const safeHref = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? url : '/');

/** The results block: a heading with the count, then pages with their matching sections. */
export function Results({ query, pages }: { query: string; pages: readonly PageHit[] }) {
  if (pages.length === 0) {
    return (
      <div className="search-results">
        <h2 id="ergebnisse">{M.noResults}</h2>
        <p>
          {M.noResultsHelp} <a href="#alle-seiten">{M.allPages}</a>.
        </p>
      </div>
    );
  }
  return (
    <div className="search-results">
      <h2 id="ergebnisse">{resultsFor(resultCount(pages.length, MAX_PAGES_RESULTS_PAGE), query)}</h2>
      <ol>
        {pages.map((page) => (
          <li key={page.pageId}>
            <h3>
              <a href={safeHref(page.pageId)}>
                <Marked segments={page.title} />
              </a>
            </h3>
            <ul>
              {page.sections.map((section) => (
                <li key={section.url}>
                  <a href={safeHref(section.url)}>
                    <Marked segments={section.title} />
                  </a>
                  <p>
                    <Marked segments={section.excerpt} />
                  </p>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The results page from the built /suche, its title naming the query. */
export function searchPage(shell: string) {
  const frame = frameFor(shell, { siteTitle: M.siteTitle, file: 'suche.html' });
  return (query: string, pages: readonly PageHit[]) =>
    frame({
      title: `„${query}“ – ${M.pageTitle}`,
      heading: M.pageTitle,
      body: (
        <>
          <SearchForm query={query} />
          <Results query={query} pages={pages} />
        </>
      ),
    });
}
