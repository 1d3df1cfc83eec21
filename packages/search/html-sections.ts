/**
 * Reads the searchable text of one built page: the <h1> as title, then one section per heading
 * (or glossary <dt>) that carries an id, so results can jump to #id. Navigation, the table of
 * contents, the list of all criteria, the feedback block and the "next criterion" teaser are
 * skipped: they repeat on many pages and would make every page match everything.
 *
 * The input is the site's own generated, well-formed HTML, so a small tokenizer is enough; it is
 * not meant for arbitrary HTML from elsewhere.
 */

export interface ExtractedSection {
  /** Anchor id of the heading; '' for the text before the first heading. */
  id: string;
  /** Visible heading text; '' for the text before the first heading. */
  heading: string;
  /** Plain text of the section, paragraphs separated by '\n'. */
  text: string;
}

export interface ExtractedPage {
  title: string;
  sections: ExtractedSection[];
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const SKIPPED_TAGS = new Set(['nav', 'script', 'style', 'template', 'svg', 'noscript', 'button', 'form', 'video', 'audio', 'iframe']);
const SKIPPED_CLASSES = ['feedback-section', 'next-criterion', 'button-row', 'error-code', 'visually-hidden', 'skip-link'];
const BLOCK = new Set(['p', 'li', 'dd', 'dt', 'div', 'section', 'article', 'tr', 'td', 'th', 'blockquote', 'pre', 'ul', 'ol', 'dl', 'table', 'figure', 'figcaption', 'details', 'summary', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const SECTION_HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6', 'dt']);

const TAG = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>|<!--[\s\S]*?-->|<![^>]*>|([^<]+)/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', shy: '', ndash: '–', mdash: '—' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function attributes(source: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of source.matchAll(ATTRIBUTE)) map.set(m[1]!.toLowerCase(), decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  return map;
}

function isSkipped(tag: string, attrs: Map<string, string>, insideTitle: boolean): boolean {
  if (SKIPPED_TAGS.has(tag) || attrs.has('data-search-ignore') || attrs.has('hidden') || attrs.get('aria-hidden') === 'true') return true;
  // Glossary tooltips repeat the glossary's definitions on every page that uses the term.
  if (attrs.get('role') === 'tooltip') return true;
  if (attrs.get('id') === 'feedback') return true;
  const classes = (attrs.get('class') ?? '').split(/\s+/);
  // "Kriterium 1:" is hidden visually in the h1 but is exactly what people search for.
  return SKIPPED_CLASSES.some((c) => classes.includes(c) && !(insideTitle && c === 'visually-hidden'));
}

const clean = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');

/** The searchable sections of a built page, or undefined when it has no <main> or no <h1>. */
export function extractSections(html: string): ExtractedPage | undefined {
  const start = html.search(/<main[\s>]/);
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) return undefined;
  const body = html.slice(start, end);

  const stack: { tag: string; skip: boolean; heading: boolean }[] = [];
  let skipDepth = 0;
  let title: string | undefined;
  let titleBuffer: string | undefined;
  let headingBuffer: string | undefined;
  let headingId = '';
  const sections: ExtractedSection[] = [];
  let current: ExtractedSection = { id: '', heading: '', text: '' };

  const append = (text: string) => {
    if (skipDepth > 0) return;
    if (titleBuffer !== undefined) titleBuffer += text;
    else if (headingBuffer !== undefined) headingBuffer += text;
    else current.text += text;
  };

  for (const m of body.matchAll(TAG)) {
    const [, closing, rawTag, rawAttributes, selfClosing, text] = m;
    if (text !== undefined) {
      append(decodeEntities(text).replace(/\s+/g, ' '));
      continue;
    }
    if (!rawTag) continue; // comment or doctype
    const tag = rawTag.toLowerCase();
    if (closing) {
      // Pop to the matching element; generated HTML nests correctly, this only guards stray tags.
      const index = stack.map((e) => e.tag).lastIndexOf(tag);
      if (index < 0) continue;
      for (const element of stack.splice(index).reverse()) {
        if (element.skip) skipDepth--;
        if (element.tag === 'h1' && titleBuffer !== undefined && skipDepth === 0) {
          title ??= titleBuffer.replace(/\s+/g, ' ').trim();
          titleBuffer = undefined;
        } else if (element.heading && headingBuffer !== undefined) {
          sections.push(current);
          current = { id: headingId, heading: headingBuffer.replace(/\s+/g, ' ').trim(), text: '' };
          headingBuffer = undefined;
        }
        if (BLOCK.has(element.tag)) append('\n');
      }
      continue;
    }
    if (tag === 'br') append('\n');
    if (VOID.has(tag) || selfClosing) continue;
    const attrs = attributes(rawAttributes ?? '');
    const skip = isSkipped(tag, attrs, titleBuffer !== undefined);
    const id = attrs.get('id');
    const heading = skipDepth === 0 && !skip && SECTION_HEADINGS.has(tag) && !!id && headingBuffer === undefined && titleBuffer === undefined;
    stack.push({ tag, skip, heading });
    if (BLOCK.has(tag)) append('\n');
    if (skip) skipDepth++;
    if (tag === 'h1' && skipDepth === 0 && title === undefined) titleBuffer = '';
    if (heading) {
      headingBuffer = '';
      headingId = id;
    }
  }
  sections.push(current);
  if (!title) return undefined;
  return {
    title,
    sections: sections
      .map((s) => ({ ...s, text: clean(s.text) }))
      // Letter headings of the glossary ("A", "B" …) carry no text of their own.
      .filter((s) => s.text !== '' || s.heading.length >= 3),
  };
}

/** Routes that are never search results: error pages and the search page itself. */
// The Druckfassung repeats the 13 criteria word for word; their own pages are the better hits.
export const NOT_INDEXED = new Set(['/404', '/500', '/suche', '/servicestandard-gesamt']);

/** "kriterien/1-x.html" → "/kriterien/1-x", "index.html" → "/" (as the server maps them). */
export function routeOf(htmlFile: string): string {
  return `/${htmlFile}`.replace(/\.html$/, '').replace(/\/index$/, '') || '/';
}

/**
 * The search data of the whole site from its built pages. Redirects, noindex pages (drafts in
 * development, error pages) and NOT_INDEXED routes are left out. Routes are sorted so the file
 * only changes when content does.
 */
export function searchDataFromPages(pages: Iterable<readonly [route: string, html: string]>): Record<string, { title: string; data: Record<string, string> }> {
  const entries: [string, { title: string; data: Record<string, string> }][] = [];
  for (const [route, html] of pages) {
    if (NOT_INDEXED.has(route)) continue;
    if (/<meta\s+http-equiv="refresh"/i.test(html) || /<meta\s+name="robots"\s+content="[^"]*noindex/i.test(html)) continue;
    const page = extractSections(html);
    if (!page) continue;
    const data: Record<string, string> = {};
    for (const section of page.sections) data[section.id ? `${section.id}#${section.heading}` : ''] = section.text;
    entries.push([route, { title: page.title, data }]);
  }
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
