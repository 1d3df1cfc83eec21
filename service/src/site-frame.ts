/**
 * Pages the service renders inside a page of the built site, so they share its header,
 * navigation, footer and styles: the editors' area (the built page /redaktion, element marked
 * data-redaktion) and the feedback pages for visitors (the built page /ihr-feedback, element
 * marked data-feedback-seite: status page, answers to the form post without JavaScript). The
 * frame gets the page's title, its h1 and its content, as /suche does with its results.
 * Without a built site (the service alone) a plain German page carries the same content.
 */
import { escapeHtml } from '@servicestandard/text';

export interface FramedContent {
  /** The document title before the frame's site title (" – Servicestandard"). */
  title: string;
  /** The page's h1. */
  heading: string;
  body: string;
  /** Extra elements for <head>. */
  head?: string;
}

export type Frame = (content: FramedContent) => string;

export interface FrameOptions {
  /** The attribute that marks the element the content goes into, e.g. data-redaktion. */
  marker: string;
  /** Appended to every title, e.g. "Redaktion – Servicestandard". */
  siteTitle: string;
  /** The built file, for the error message when the page lacks what the frame needs. */
  file: string;
}

const HEADING = /(<h1\b[^>]*\bid="seitentitel"[^>]*>)[\s\S]*?(<\/h1>)/;

/** A frame from a built page of the site: the content goes right after the marked element's start tag. */
export function shellFrame(shell: string, options: FrameOptions): Frame {
  const marker = new RegExp(`<[a-z]+\\b[^>]*\\b${options.marker}\\b[^>]*>`).exec(shell);
  if (!marker) throw new Error(`${options.file}: das Element mit ${options.marker} fehlt.`);
  if (!HEADING.test(shell)) throw new Error(`${options.file}: die Überschrift h1#seitentitel fehlt.`);
  const at = marker.index + marker[0].length;
  const before = shell.slice(0, at);
  const after = shell.slice(at);
  return (content) =>
    (before + content.body + after)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(content.title)} – ${escapeHtml(options.siteTitle)}</title>${content.head ?? ''}`)
      .replace(HEADING, (_whole, open: string, close: string) => `${open}${escapeHtml(content.heading)}${close}`);
}

/** The frame without a built site: a plain German page, no script, no style of its own. */
export function plainFrame(siteTitle: string): Frame {
  return (content) => `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(content.title)} – ${escapeHtml(siteTitle)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${content.head ?? ''}
</head>
<body>
<main>
<h1>${escapeHtml(content.heading)}</h1>
${content.body}
</main>
</body>
</html>
`;
}
