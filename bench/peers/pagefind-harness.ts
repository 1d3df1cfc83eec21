/**
 * Drives Pagefind through its JavaScript API in the page's own search box, the way our popup is
 * driven: load Pagefind (init: its WebAssembly and index metadata) at the load event or on
 * focus, whichever comes first (as our loader starts its worker), on every input search (no
 * debounce) and render the first five pages with up to five sections each as options in the
 * listbox. bench/peers/pagefind.ts copies it, types stripped, into the temporary site in place of
 * our search loader.
 */

/** The parts of Pagefind's API (pagefind.js, 1.x) used here. */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results: { url: string; title: string; excerpt: string }[];
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: { data(): Promise<PagefindResultData> }[] }>;
}

const input = document.getElementById('site-search-input') as HTMLInputElement;
const list = document.getElementById('site-search-listbox')!;
const popup = document.getElementById('site-search-popup')!;
const PAGEFIND = '/pagefind/pagefind.js';
let pagefind: Promise<Pagefind> | undefined;
let latest = 0;

const load = (): Promise<Pagefind> =>
  (pagefind ??= (import(PAGEFIND) as Promise<Pagefind>).then(async (module) => {
    await module.options({ excerptLength: 24 });
    await module.init();
    return module;
  }));

function render(pages: readonly PagefindResultData[]): void {
  const groups = pages.map((page, p) => {
    const group = document.createElement('div');
    group.setAttribute('role', 'group');
    const label = document.createElement('div');
    label.textContent = page.meta.title ?? page.url;
    group.append(label);
    const sections = page.sub_results.length > 0 ? page.sub_results : [{ url: page.url, title: page.meta.title ?? '', excerpt: page.excerpt }];
    sections.slice(0, 5).forEach((section, s) => {
      const option = document.createElement('a');
      option.setAttribute('role', 'option');
      option.id = `pagefind-option-${p}-${s}`;
      option.href = section.url;
      const title = document.createElement('span');
      title.textContent = section.title;
      const excerpt = document.createElement('span');
      excerpt.innerHTML = section.excerpt; // Pagefind's excerpt: the page's text with <mark>
      option.append(title, excerpt);
      group.append(option);
    });
    return group;
  });
  list.replaceChildren(...groups);
  popup.hidden = false;
  input.setAttribute('aria-expanded', 'true');
}

input.addEventListener('focus', () => void load());
if (document.readyState === 'complete') void load();
else addEventListener('load', () => void load(), { once: true });
input.addEventListener('input', () => {
  const query = input.value.trim();
  const id = ++latest;
  void load()
    .then((module) => module.search(query))
    .then((search) => Promise.all(search.results.slice(0, 5).map((result) => result.data())))
    .then((pages) => id === latest && render(pages));
});
