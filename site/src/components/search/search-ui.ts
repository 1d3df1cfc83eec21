/**
 * The search popup: a WAI-ARIA combobox (input) with a listbox of results grouped by page.
 * Loaded by loader.ts on the first sign of intent. Plain DOM instead of a React island: it is a
 * fraction of React's size and renders only text and <mark> elements (no HTML strings, so nothing
 * to escape). The search itself runs in the worker (search.worker.ts); this module only sends the
 * query on each input and paints the answer to the latest one.
 *
 * Keys: ArrowDown/ArrowUp move through the results, Enter opens the active one (or, with none
 * active, the full results page /suche), Escape closes and keeps or returns focus to the input.
 */
import { MAX_PAGES, resultCount, SEARCH_MESSAGES as M, type PageHit, type Segment } from '@servicestandard/search';
import { SEARCH_IDS } from './ids.ts';
import type { FromWorker, ToWorker } from './protocol.ts';

type State = 'loading' | 'error' | 'ready';

/** Screen readers hear the count once typing pauses, not after every letter. */
const STATUS_DELAY_MS = 400;

let enhanced = false;

/**
 * Makes the header input a combobox that asks `worker` for results; `ready` tells whether the
 * worker could load the index manifest.
 */
export function enhanceSearch(input: HTMLInputElement, worker: Worker, ready: Promise<boolean>): void {
  if (enhanced) return;
  enhanced = true;
  const root = input.closest<HTMLElement>('[data-site-search]')!;
  const popup = document.getElementById(SEARCH_IDS.popup)!;
  const listbox = document.getElementById(SEARCH_IDS.listbox)!;
  const message = document.getElementById(SEARCH_IDS.message)!;
  const status = document.getElementById(SEARCH_IDS.status)!;
  const allResults = document.getElementById(SEARCH_IDS.allResults) as HTMLAnchorElement;

  let state: State = 'loading';
  /** Id and text of the latest query sent; answers to older ones are dropped. */
  let latest = 0;
  let sent = '';
  /** Closed with Escape: answers still on their way do not reopen the popup until the next input. */
  let dismissed = false;
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

  /** Shows the state for the current input and asks the worker for its results. */
  function update() {
    const query = input.value.trim();
    allResults.href = query ? `/suche?q=${encodeURIComponent(query)}` : '/suche';
    // Nothing pops up for someone who has already moved on (the popup code may arrive late).
    if (!root.contains(document.activeElement)) return setOpen(false);
    // A query is sent once; after an error, again (the worker then retries loading the index).
    if (query && (query !== sent || state === 'error')) {
      sent = query;
      worker.postMessage({ type: 'search', id: ++latest, query } satisfies ToWorker);
      // Until the answer arrives the list shows the previous query's results.
      listbox.setAttribute('aria-busy', 'true');
    }
    if (!query) {
      sent = '';
      listbox.removeAttribute('aria-busy');
    }
    if (state !== 'ready') {
      clearList();
      const text = state === 'loading' ? M.loading : M.error;
      showMessage(text);
      announce(text, true);
      return setOpen(true);
    }
    if (!query) {
      clearList();
      announce('');
      showMessage('');
      // Someone who tabbed on into the open popup (to "Alle Ergebnisse anzeigen") keeps it and
      // the focus: hiding it now would drop the focus to the page's start.
      return setOpen(popup.contains(document.activeElement));
    }
    // Focus returning to a query already answered: show its results again.
    if (popup.hidden && options.length > 0) setOpen(true);
  }

  function clearList() {
    listbox.replaceChildren();
    options = [];
    active = -1;
    input.removeAttribute('aria-activedescendant');
  }

  /** Paints the answer to the latest query; the previous results stay until it arrives. */
  function show(pages: readonly PageHit[]) {
    clearList();
    if (dismissed || !root.contains(document.activeElement) || !input.value.trim()) return;
    showMessage(pages.length === 0 ? M.noResults : '');
    listbox.append(...pages.map(renderPage));
    options = [...listbox.querySelectorAll<HTMLAnchorElement>('[role="option"]')];
    announce(resultCount(pages.length, MAX_PAGES));
    setOpen(true);
  }

  worker.addEventListener('message', ({ data }: MessageEvent<FromWorker>) => {
    if ((data.type === 'results' || data.type === 'failed') && data.id === latest) listbox.removeAttribute('aria-busy');
    if (data.type === 'results' && data.id === latest) {
      state = 'ready';
      show(data.hits);
    } else if (data.type === 'failed' && data.id === latest) {
      state = 'error';
      if (!dismissed && root.contains(document.activeElement)) {
        clearList();
        showMessage(M.error);
        announce(M.error, true);
        setOpen(true);
      }
    }
  });

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

  const resume = () => {
    dismissed = false;
    update();
  };
  input.addEventListener('focus', resume);
  input.addEventListener('input', resume);

  root.addEventListener('keydown', (event) => {
    if (event.isComposing) return;
    const open = !popup.hidden;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (event.target !== input) return;
        event.preventDefault();
        if (!open) resume();
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
        dismissed = true;
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

  update();
  void ready.then((ok) => {
    // A query answered already made the state ready; otherwise the manifest decides.
    if (state === 'loading') state = ok ? 'ready' : 'error';
    if (!dismissed) update();
  });
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
