/**
 * The only search code every page loads (budget: 2 KB brotli). It marks the header input as a
 * combobox, handles the shortcuts "/" and Ctrl/Cmd+K, and starts the search: it starts the search
 * worker, fetches the index manifest for it, and loads the popup code. That happens at the load
 * event, once the page's own files are in (so the search takes no bandwidth from them), and the
 * first keystroke, even right then, finds the worker starting or running (about 10 KB with
 * brotli, from the HTTP cache on later pages); or earlier on the first sign of intent (the pointer
 * over the search box, a touch, focus). Visitors who ask to save data (Save-Data) get it only on
 * intent. The index pieces a query needs are loaded only when it is typed (search.worker.ts).
 */
import { SEARCH_INDEX_PATH } from '@servicestandard/search';
import type { FromWorker, ToWorker } from './protocol.ts';
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
    // Worker, index manifest and popup code load side by side: none waits for another.
    const worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' });
    const handOver = (manifest: unknown) => worker.postMessage({ type: 'manifest', manifest, whole: !saveData } satisfies ToWorker);
    fetch(SEARCH_INDEX_PATH, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : undefined))
      .then(handOver, () => handOver(undefined));
    // Its first message may come before the popup listens; this promise keeps it.
    const ready = new Promise<boolean>((resolve) => {
      worker.onmessage = ({ data }: MessageEvent<FromWorker>) => {
        if (data.type === 'ready' || data.type === 'unavailable') resolve(data.type === 'ready');
      };
      worker.onerror = () => resolve(false);
    });
    import('./search-ui.ts').then(
      (ui) => ui.enhanceSearch(input, worker, ready),
      // The form still works without the popup (GET /suche); try again on the next focus.
      () => {
        worker.terminate();
        started = false;
      },
    );
  };
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  const form = input.form ?? input;
  form.addEventListener('pointerenter', start);
  form.addEventListener('pointerdown', start);
  input.addEventListener('focus', start);
  if (document.activeElement === input) start();
  if (!saveData) {
    if (document.readyState === 'complete') start();
    else addEventListener('load', start, { once: true });
  }

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
