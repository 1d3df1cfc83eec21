/**
 * What the build demands of the PDF of the standard, read from poppler's pdfinfo and pdftotext:
 * tagged (structure tree), the title of the Druckfassung, enough pages, a size under the limit,
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

export function checkPdf(info: PdfInfo, text: string, options: { bytes: number; maxBytes: number; title: string; minPages: number; criteria: readonly string[] }): string[] {
  const problems: string[] = [];
  if (!info.tagged) problems.push('das PDF ist nicht getaggt (pdfinfo: Tagged: no)');
  if (info.title !== options.title) problems.push(`Titel des PDFs ist „${info.title}“, erwartet „${options.title}“`);
  if (info.pages < options.minPages) problems.push(`das PDF hat ${info.pages} Seiten, erwartet mindestens ${options.minPages}`);
  if (options.bytes > options.maxBytes) problems.push(`das PDF ist ${formatFileSize(options.bytes)} groß, erlaubt sind höchstens ${formatFileSize(options.maxBytes)}`);
  const missing = missingInOrder(text, options.criteria);
  if (missing.length > 0) problems.push(`im Text des PDFs fehlt in der Lesereihenfolge: ${missing.join('; ')}`);
  return problems;
}
