/**
 * The search popup: a WAI-ARIA combobox (input) with a listbox of results grouped by page.
 * Loaded by loader.ts on first focus. Plain DOM instead of a React island: it is a fraction of
 * React's size and renders only text and <mark> elements (no HTML strings, so nothing to escape).
 *
 * Keys: ArrowDown/ArrowUp move through the results, Enter opens the active one (or, with none
 * active, the full results page /suche), Escape closes and keeps or returns focus to the input.
 */
import { SEARCH_DATA_PATH, SEARCH_LOCALE } from '@servicestandard/search';
import type { SearchData } from '@servicestandard/search';
import { countHits, createSearchEngine, type PageHit, type SearchEngine, type Segment } from '@servicestandard/search';
import { resultCount, SEARCH_MESSAGES as M } from '@servicestandard/search';
import { SEARCH_IDS } from './ids.ts';

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; engine: SearchEngine };

/** One index per locale, loaded on first use and kept for the life of the page, so typing never waits for it twice. */
const engines = new Map<string, Promise<SearchEngine>>();

export function loadEngine(prefetched?: Promise<Response>): Promise<SearchEngine> {
  let engine = engines.get(SEARCH_LOCALE);
  if (!engine) {
    engine = (prefetched ?? fetch(SEARCH_DATA_PATH, { credentials: 'same-origin' }))
      .then((response) => {
        if (!response.ok) throw new Error(`Suchdaten: HTTP ${response.status}`);
        return response.json() as Promise<SearchData>;
      })
      .then((data) => createSearchEngine(data));
    // A failed load is not cached: the next focus tries again.
    engine.catch(() => engines.delete(SEARCH_LOCALE));
    engines.set(SEARCH_LOCALE, engine);
  }
  return engine;
}

/** Screen readers hear the count once typing pauses, not after every letter. */
const STATUS_DELAY_MS = 400;

let enhanced = false;

/** Makes the header input a combobox; `prefetched` is the index request the loader already started. */
export function enhanceSearch(input: HTMLInputElement, prefetched?: Promise<Response>): void {
  if (enhanced) return;
  enhanced = true;
  const root = input.closest<HTMLElement>('[data-site-search]')!;
  const popup = document.getElementById(SEARCH_IDS.popup)!;
  const listbox = document.getElementById(SEARCH_IDS.listbox)!;
  const message = document.getElementById(SEARCH_IDS.message)!;
  const status = document.getElementById(SEARCH_IDS.status)!;
  const allResults = document.getElementById(SEARCH_IDS.allResults) as HTMLAnchorElement;

  let state: State = { kind: 'loading' };
  let options: HTMLAnchorElement[] = [];
  let active = -1;
  let statusTimer: ReturnType<typeof setTimeout> | undefined;

  const announce = (text: string, immediately = false) => {
    clearTimeout(statusTimer);
    if (immediately) status.textContent = text;
    else statusTimer = setTimeout(() => (status.textContent = text), STATUS_DELAY_MS);
  };

  const setOpen = (open: boolean) => {
    const opening = open && popup.hidden;
    popup.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    if (!open) return setActive(-1);
    // Measured once per opening, not on every keystroke (it forces a layout).
    if (!opening) return;
    // The box sits left or right in the header depending on the width; the popup opens towards the room.
    popup.classList.remove('site-search__popup--end');
    const overflows = root.getBoundingClientRect().left + popup.offsetWidth > document.documentElement.clientWidth;
    popup.classList.toggle('site-search__popup--end', overflows);
  };

  function setActive(index: number) {
    options[active]?.setAttribute('aria-selected', 'false');
    active = index;
    const option = options[active];
    if (option) {
      option.setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else {
      input.removeAttribute('aria-activedescendant');
    }
  }

  const showMessage = (text: string) => {
    message.textContent = text;
    message.hidden = text === '';
  };

  function render() {
    const query = input.value.trim();
    allResults.href = query ? `/suche?q=${encodeURIComponent(query)}` : '/suche';
    listbox.replaceChildren();
    options = [];
    active = -1;
    input.removeAttribute('aria-activedescendant');
    // Nothing pops up for someone who has already moved on (the popup code may arrive late).
    if (!root.contains(document.activeElement)) return setOpen(false);
    if (state.kind === 'loading') {
      showMessage(M.loading);
      announce(M.loading, true);
      return setOpen(true);
    }
    if (state.kind === 'error') {
      showMessage(M.error);
      announce(M.error, true);
      return setOpen(true);
    }
    if (!query) {
      announce('');
      return setOpen(false);
    }
    const pages = state.engine.search(query);
    showMessage(pages.length === 0 ? M.noResults : '');
    listbox.append(...pages.map(renderPage));
    options = [...listbox.querySelectorAll<HTMLAnchorElement>('[role="option"]')];
    announce(resultCount(countHits(pages)));
    setOpen(true);
  }

  function renderPage(page: PageHit, pageIndex: number): HTMLElement {
    const group = element('div', 'site-search__group');
    group.setAttribute('role', 'group');
    const label = element('div', 'site-search__group-title', page.title);
    label.id = `site-search-page-${pageIndex}`;
    group.setAttribute('aria-labelledby', label.id);
    group.append(label);
    page.sections.forEach((section, sectionIndex) => {
      const option = element('a', 'site-search__option');
      option.id = `site-search-option-${pageIndex}-${sectionIndex}`;
      option.href = section.url;
      option.tabIndex = -1;
      option.setAttribute('role', 'option');
      option.setAttribute('aria-selected', 'false');
      option.append(element('span', 'site-search__option-title', section.title), element('span', 'site-search__option-excerpt', section.excerpt));
      group.append(option);
    });
    return group;
  }

  const start = () => {
    if (state.kind === 'ready') return;
    state = { kind: 'loading' };
    render();
    const load = loadEngine(prefetched);
    // A retry after an error fetches anew.
    prefetched = undefined;
    load.then(
      (engine) => {
        state = { kind: 'ready', engine };
        render();
      },
      () => {
        state = { kind: 'error' };
        render();
      },
    );
  };

  input.addEventListener('focus', () => (state.kind === 'ready' ? render() : start()));
  input.addEventListener('input', render);

  root.addEventListener('keydown', (event) => {
    if (event.isComposing) return;
    const open = !popup.hidden;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (event.target !== input) return;
        event.preventDefault();
        if (!open) render();
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // From nothing, Down goes to the first and Up to the last result; both wrap around.
        setActive(active < 0 ? (step > 0 ? 0 : options.length - 1) : (active + step + options.length) % options.length);
        return;
      }
      case 'Enter': {
        const option = options[active];
        if (event.target !== input || !open || !option) return;
        event.preventDefault();
        setOpen(false);
        window.location.assign(option.href);
        return;
      }
      case 'Escape': {
        if (!open) return;
        // Without this, the browser would also clear the search field.
        event.preventDefault();
        setOpen(false);
        input.focus();
        return;
      }
    }
  });

  // Close when focus leaves the search (Tab away, click elsewhere); the query stays.
  root.addEventListener('focusout', (event) => {
    if (!(event.relatedTarget instanceof Node) || !root.contains(event.relatedTarget)) setOpen(false);
  });
  // A page restored from the back-forward cache should not show a stale popup.
  window.addEventListener('pageshow', () => {
    if (document.activeElement !== input) setOpen(false);
  });

  start();
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, segments?: readonly Segment[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  for (const segment of segments ?? []) {
    if (segment.mark) {
      const mark = document.createElement('mark');
      mark.textContent = segment.text;
      node.append(mark);
    } else {
      node.append(segment.text);
    }
  }
  return node;
}
