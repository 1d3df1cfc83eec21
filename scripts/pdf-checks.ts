/**
 * What the build demands of the PDF of the standard, read from poppler's pdfinfo and pdftotext:
 * tagged (structure tree), the title of the Druckfassung (also in the XMP metadata), enough pages, a size under the limit,
 * and every criterion title in the text in reading order, first in the table of contents and
 * again as the heading of its own section. Returns German problem lines.
 */
import { formatFileSize } from '@servicestandard/site-files/pdf';

export interface PdfInfo {
  title: string;
  pages: number;
  tagged: boolean;
}

/** The fields of `pdfinfo` output the checks need. */
export function parsePdfInfo(output: string): PdfInfo {
  const field = (name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'm').exec(output)?.[1]?.trim() ?? '';
  return { title: field('Title'), pages: Number(field('Pages')) || 0, tagged: field('Tagged') === 'yes' };
}

/** Text as pdftotext gives it, with line breaks, hyphenation at line ends and soft hyphens undone. */
export function normaliseText(text: string): string {
  return text
    .replace(/\u00ad/g, '')
    .replace(/(\p{Ll})-\n(\p{Ll})/gu, '$1$2')
    .replace(/\s+/g, ' ');
}

/** Whether the titles occur in this order `times` times over (table of contents, then sections). */
export function missingInOrder(text: string, titles: readonly string[], times = 2): string[] {
  const flat = normaliseText(text);
  const missing: string[] = [];
  let from = 0;
  for (let pass = 1; pass <= times; pass++) {
    for (const title of titles) {
      const at = flat.indexOf(normaliseText(title), from);
      if (at === -1) {
        missing.push(`${pass}. Vorkommen von „${title}“`);
        continue;
      }
      from = at + title.length;
    }
  }
  return missing;
}

/** The bookmark titles in `pdftohtml -xml` output (<outline><item page="3">…</item>), in order. */
export function outlineItems(xml: string): string[] {
  const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  const outline = xml.slice(xml.indexOf('<outline>'));
  return [...outline.matchAll(/<item[^>]*>([^<]*)<\/item>/g)].map((m) => decode(m[1]!).trim());
}

/** The structure types of `pdfinfo -struct` output ("H2 (block)" → H2), one per element. */
export function structureTypes(output: string): string[] {
  return [...output.matchAll(/^ *([A-Za-z][A-Za-z0-9]*)\b/gm)].map((m) => m[1]!);
}

/** What the raw file says in its catalog: the document language and whether viewers show the title instead of the file name. */
export function catalogEntries(pdf: Buffer): { lang: string | undefined; displayDocTitle: boolean } {
  const text = pdf.toString('latin1');
  return { lang: /\/Lang\s*\(([^)]*)\)/.exec(text)?.[1], displayDocTitle: /\/DisplayDocTitle\s+true/.test(text) };
}

export interface PdfFacts {
  info: PdfInfo;
  /** pdftotext output. */
  text: string;
  /** Bookmark titles (outlineItems). */
  outline: readonly string[];
  /** Structure element types (structureTypes). */
  structure: readonly string[];
  catalog: { lang: string | undefined; displayDocTitle: boolean };
  /** Title and language from the XMP packet (parseXmp in pdf-metadata.ts). */
  xmp: { title?: string; language?: string };
}

export function checkPdf(facts: PdfFacts, options: { bytes: number; maxBytes: number; title: string; minPages: number; criteria: readonly string[]; criterionHeading: (index: number, title: string) => string }): string[] {
  const { info, text } = facts;
  const problems: string[] = [];
  if (facts.structure[0] !== 'Document' || !facts.structure.includes('H1') || facts.structure.filter((t) => t === 'H2').length < options.criteria.length) {
    problems.push('die Struktur des PDFs (pdfinfo -struct) hat kein Dokument mit H1 und einer H2 je Kriterium');
  }
  if (!facts.catalog.lang?.startsWith('de')) problems.push(`die Sprache des PDFs ist ${facts.catalog.lang ?? 'nicht angegeben'}, erwartet de`);
  if (facts.xmp.title !== options.title || !facts.xmp.language?.startsWith('de')) {
    problems.push(`die XMP-Metadaten des PDFs nennen Titel „${facts.xmp.title ?? '–'}“ und Sprache ${facts.xmp.language ?? '–'}, erwartet „${options.title}“ und de`);
  }
  if (!facts.catalog.displayDocTitle) problems.push('das PDF lässt Programme den Dateinamen statt des Titels im Fenster zeigen (DisplayDocTitle fehlt)');
  const missingBookmarks = options.criteria.map((title, i) => options.criterionHeading(i + 1, title)).filter((heading) => !facts.outline.includes(heading));
  if (missingBookmarks.length > 0) problems.push(`Lesezeichen fehlen: ${missingBookmarks.join('; ')}`);
  if (!info.tagged) problems.push('das PDF ist nicht getaggt (pdfinfo: Tagged: no)');
  if (info.title !== options.title) problems.push(`Titel des PDFs ist „${info.title}“, erwartet „${options.title}“`);
  if (info.pages < options.minPages) problems.push(`das PDF hat ${info.pages} Seiten, erwartet mindestens ${options.minPages}`);
  if (options.bytes > options.maxBytes) problems.push(`das PDF ist ${formatFileSize(options.bytes)} groß, erlaubt sind höchstens ${formatFileSize(options.maxBytes)}`);
  const missing = missingInOrder(text, options.criteria);
  if (missing.length > 0) problems.push(`im Text des PDFs fehlt in der Lesereihenfolge: ${missing.join('; ')}`);
  return problems;
}
