/**
 * The PDF of the whole standard (the Druckfassung /servicestandard-gesamt printed by Chromium,
 * scripts/build-pdf.ts) and the marker its links carry: pages render the marker with a plain
 * "(PDF)"; after printing, the build fills in size and page count, so every link says how big the
 * file is without a second build. The build check fails on a marker left unfilled.
 */
export const PDF_PATH = '/servicestandard.pdf';
export const PRINT_VERSION_PATH = '/servicestandard-gesamt';
/** Largest size the build accepts for the PDF. */
export const PDF_MAX_BYTES = 1.5 * 1024 * 1024;

export const PDF_INFO_CLASS = 'pdf-info';
const OPEN = 'offen';
const FILLED = 'ausgefuellt';

/** What a page renders inside the PDF link before the build knows the file. */
export const PDF_INFO_PLACEHOLDER = { attribute: OPEN, text: '(PDF)' } as const;

const MARKER = new RegExp(`<span class="${PDF_INFO_CLASS}" data-pdf-info="${OPEN}">[^<]*</span>`, 'g');

/** "812 KB", "1,2 MB": sizes as German readers expect them on a download link. */
export function formatFileSize(bytes: number): string {
  const number = (value: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024 * 1024) return `${number(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${number(bytes / (1024 * 1024))} MB`;
}

/** The text a PDF link shows once the file exists: "(PDF, 812 KB, 42 Seiten)". */
export function pdfInfoText(bytes: number, pages: number): string {
  return `(PDF, ${formatFileSize(bytes)}, ${pages} ${pages === 1 ? 'Seite' : 'Seiten'})`;
}

/** The page with every open marker filled in, and how many there were. */
export function fillPdfInfo(html: string, bytes: number, pages: number): { html: string; filled: number } {
  let filled = 0;
  const result = html.replace(MARKER, () => {
    filled++;
    return `<span class="${PDF_INFO_CLASS}" data-pdf-info="${FILLED}">${pdfInfoText(bytes, pages)}</span>`;
  });
  return { html: result, filled };
}

/** Whether a built page still has a marker the build did not fill. */
export function hasOpenPdfInfo(html: string): boolean {
  return new RegExp(MARKER.source).test(html);
}

/**
 * The PDF of each published peer-review report (/pruefberichte/<id>.pdf, scripts/build-report-pdfs.ts)
 * has a marker of its own on its report's page, so the standard's PDF step never fills it with
 * the standard's size: the page renders "(PDF)", the report PDF step fills in size and pages.
 */
const REPORT_MARKER = new RegExp(`<span class="${PDF_INFO_CLASS}" data-report-pdf-info="${OPEN}">[^<]*</span>`, 'g');
export const REPORT_PDF_INFO_PLACEHOLDER = { attribute: OPEN, text: '(PDF)' } as const;

/** A report page with its PDF's marker filled in, and how many markers there were. */
export function fillReportPdfInfo(html: string, bytes: number, pages: number): { html: string; filled: number } {
  let filled = 0;
  const result = html.replace(REPORT_MARKER, () => {
    filled++;
    return `<span class="${PDF_INFO_CLASS}" data-report-pdf-info="${FILLED}">${pdfInfoText(bytes, pages)}</span>`;
  });
  return { html: result, filled };
}

/** Whether a built report page still has a PDF marker the build did not fill. */
export function hasOpenReportPdfInfo(html: string): boolean {
  return new RegExp(REPORT_MARKER.source).test(html);
}
