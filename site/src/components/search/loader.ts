/**
 * The only search code every page loads (budget: 2 KB brotli). It marks the header input as a
 * combobox, handles the shortcuts "/" and Ctrl/Cmd+K, and on the first focus loads the popup
 * and, through it, the search index. Until then no search code runs and nothing is downloaded.
 */
import { SEARCH_DATA_PATH } from '@servicestandard/search';
import { SEARCH_IDS } from './ids.ts';

const input = document.getElementById(SEARCH_IDS.input);

if (input instanceof HTMLInputElement) {
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', SEARCH_IDS.listbox);

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The index downloads alongside the popup code, not after it: one round trip less.
    const data = fetch(SEARCH_DATA_PATH, { credentials: 'same-origin' });
    data.catch(() => undefined); // reported by the popup; this only avoids an unhandled rejection
    import('./search-ui.ts').then(
      (ui) => ui.enhanceSearch(input, data),
      // The form still works without the popup (GET /suche); try again on the next focus.
      () => (started = false),
    );
  };
  input.addEventListener('focus', start);
  if (document.activeElement === input) start();

  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.isComposing || event.altKey) return;
    const target = event.target;
    const typing = target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
    if (typing) return;
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey;
    const commandK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
    if (slash || commandK) {
      event.preventDefault();
      input.focus();
    }
  });
}
