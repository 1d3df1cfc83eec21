/**
 * The report as a PDF (issue 34, item 6), made on the server without a browser by pdfkit
 * (ADR 0013): A4, German (de-DE), the title in the metadata and shown by viewers instead of the
 * file name, tagged (a structure tree of H1, H2, H3, P, L and LI that screen readers follow),
 * Fira Sans embedded as on the site, page numbers, and on every page of a draft the word
 * "Entwurf". Page numbers and the draft mark are artifacts, outside the structure tree.
 *
 * The order follows the reader: who and what was reviewed, an overview of the ratings, the MUSS
 * requirements not met, strengths and recommendations, then every criterion with each of its
 * requirements (ID, title, level, Einschätzung, Begründung, Empfehlung).
 *
 * The font is the site's Fira Sans, whole (Latin with its extensions, Greek, Cyrillic), as TrueType
 * from @expo-google-fonts/fira-sans: names such as "Ayşe Doğan" or "Łukasz" must print, and a PDF
 * has no fallback font. The site's WOFF2 files do not serve: they hold only the characters German
 * text needs (scripts/subset-fonts.ts), and fontkit, which pdfkit embeds fonts with, fails on
 * WOFF2 when it subsets composite glyphs. pdfkit embeds only the glyphs the report uses.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { reportDocumentMessages as m } from '@servicestandard/messages/report-document';
import PDFDocument from 'pdfkit';
import { germanDay, reportSections, type Report } from './report.ts';

export interface ReportPdfOptions {
  /** Marks every page "Entwurf": the draft the team reads before it agrees. */
  draft?: boolean;
}

const FONT_FILES = { regular: '@expo-google-fonts/fira-sans/400Regular/FiraSans_400Regular.ttf', bold: '@expo-google-fonts/fira-sans/600SemiBold/FiraSans_600SemiBold.ttf' } as const;
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

/** The two font files, read once per process. */
function loadFonts() {
  const require = createRequire(import.meta.url);
  fonts ??= Promise.all([readFile(require.resolve(FONT_FILES.regular)), readFile(require.resolve(FONT_FILES.bold))]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

const SIZE = { h1: 20, h2: 15, h3: 12, text: 10.5, small: 9 } as const;
const MARGIN = 56;
const COLOR = { text: '#1b1b1b', muted: '#4a4a4a' } as const;

export async function renderReportPdf(report: Report, options: ReportPdfOptions = {}): Promise<Buffer> {
  const { regular, bold } = await loadFonts();
  const title = m.title(report.service);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'de-DE',
    displayTitle: true,
    bufferPages: true,
    info: { Title: options.draft ? `${title} (${m.draft})` : title, Subject: m.pdfSubject, Creator: 'Servicestandard', Producer: 'Servicestandard' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.fillColor(COLOR.text);

  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = doc.page.width - 2 * MARGIN;

  const heading = (tag: 'H1' | 'H2' | 'H3', text: string) => {
    const size = tag === 'H1' ? SIZE.h1 : tag === 'H2' ? SIZE.h2 : SIZE.h3;
    // Keep a heading with at least three lines of what follows.
    if (doc.y + size * 1.4 + SIZE.text * 4.5 > doc.page.height - MARGIN) doc.addPage();
    else if (tag !== 'H1') doc.moveDown(tag === 'H2' ? 0.9 : 0.5);
    doc.font('bold').fontSize(size);
    root.add(doc.struct(tag, {}, () => doc.text(text, { width })));
    doc.moveDown(0.25);
  };
  const paragraph = (text: string, label?: string) => {
    doc.fontSize(SIZE.text);
    root.add(
      doc.struct('P', {}, () => {
        if (label) doc.font('bold').text(`${label}: `, { width, continued: true });
        doc.font('regular').text(text, { width });
      }),
    );
    doc.moveDown(0.3);
  };
  const list = (items: string[]) => {
    doc.font('regular').fontSize(SIZE.text);
    const element = doc.struct('L');
    root.add(element);
    doc.list(items, { width, structParent: element, listType: 'bullet', bulletRadius: 2, bulletIndent: 6, textIndent: 14 });
    element.end();
    doc.moveDown(0.4);
  };
  const textOr = (text: string) => text || m.empty;

  heading('H1', title);
  if (options.draft) paragraph(m.draftNote);
  paragraph(report.service ?? m.nameWithheld, m.service);
  paragraph(report.organisation ?? m.nameWithheld, m.organisation);
  paragraph(m.levelNames[report.level], m.level);
  paragraph(m.phaseNames[report.phase], m.phase);
  paragraph(germanDay(report.reviewedOn), m.reviewedOn);
  if (!options.draft) paragraph(germanDay(report.publishedOn), m.publishedOn);
  paragraph(report.reviewers.length > 0 ? report.reviewers.join(', ') : m.reviewersNotNamed, m.reviewers);

  const sections = reportSections(report.criteria);
  heading('H2', m.overview);
  paragraph(m.overviewText);
  list(Object.entries(sections.counts).map(([rating, count]) => m.overviewEntry(m.ratingNames[rating as keyof typeof m.ratingNames], count)));

  heading('H2', m.unmetMust);
  if (sections.unmetMust.length === 0) paragraph(m.unmetMustNone);
  else list(sections.unmetMust.map((entry) => `${m.requirement(entry.id)} ${entry.title}: ${m.ratingNames[entry.rating]}`));

  heading('H2', m.strengths);
  if (sections.strengths.length === 0) paragraph(m.strengthsNone);
  else list(sections.strengths.map((entry) => `${m.criterion(entry.criterion, entry.title)}. ${entry.text}`));

  heading('H2', m.recommendations);
  if (sections.recommendations.length === 0) paragraph(m.recommendationsNone);
  else list(sections.recommendations.map((entry) => `${m.requirement(entry.id)} ${entry.title}: ${entry.text}`));

  // Every criterion on a page of its own.
  for (const criterion of report.criteria) {
    doc.addPage();
    heading('H2', m.criterion(criterion.criterion, criterion.title));
    paragraph(textOr(criterion.summary), m.summary);
    paragraph(textOr(criterion.strengths), m.strengths);
    for (const requirement of criterion.requirements) {
      heading('H3', m.requirementHeading(requirement.id, requirement.title, requirement.level));
      paragraph(m.ratingNames[requirement.rating], m.rating);
      paragraph(textOr(requirement.reasoning), m.reasoning);
      paragraph(textOr(requirement.recommendation), m.recommendation);
    }
  }
  root.end();

  // Page numbers and the draft mark: artifacts on every page, drawn once the page count is known.
  const pages = doc.bufferedPageRange();
  for (let index = pages.start; index < pages.start + pages.count; index++) {
    doc.switchToPage(index);
    // Below the bottom margin: without it, text there would start a new page.
    doc.page.margins.bottom = 0;
    const bottom = doc.page.height - MARGIN / 2 - SIZE.small;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc.font('regular').fontSize(SIZE.small).fillColor(COLOR.muted);
    doc.text(m.page(index - pages.start + 1, pages.count), MARGIN, bottom, { width, align: 'right', lineBreak: false });
    if (options.draft) doc.font('bold').text(m.draft.toUpperCase(), MARGIN, bottom, { width, align: 'left', lineBreak: false });
    doc.endMarkedContent();
    if (options.draft) {
      doc.markContent('Artifact', { type: 'Layout' });
      doc.save().rotate(-40, { origin: [doc.page.width / 2, doc.page.height / 2] });
      doc.font('bold').fontSize(96).fillColor('#000000', 0.06);
      doc.text(m.draft.toUpperCase(), 0, doc.page.height / 2 - 48, { width: doc.page.width, align: 'center', lineBreak: false });
      doc.restore();
      doc.endMarkedContent();
    }
  }
  doc.end();
  return finished;
}
