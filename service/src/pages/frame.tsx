/**
 * The one frame of every page the service renders: a built page of the site (its header,
 * navigation, footer, styles and CSP hashes), whose document title, h1 and the content of its
 * element marked data-page-content are replaced per request. Everything put in is rendered by
 * React, so text is escaped by the renderer and never by hand. Without a built site (the
 * service alone) the same content comes in a plain German page.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export interface PageContent {
  /** The document title before the site's title (" – Servicestandard"). */
  title: string;
  /** The page's h1. */
  heading: string;
  /** What goes into the element marked data-page-content. */
  body: ReactNode;
  /** Extra elements for <head> (the forward after sign-in). */
  head?: ReactNode;
}

/** A whole page as HTML. */
export type Frame = (content: PageContent) => string;

const MARKER = /<([a-z]+)\b[^>]*\bdata-page-content\b[^>]*>/;
const TITLE = /(<title>)[^<]*(<\/title>)/;
const HEADING = /(<h1\b[^>]*\bid="seitentitel"[^>]*>)[^<]*(<\/h1>)/;

/** Text as HTML, escaped by React (the five characters that matter in text and attributes). */
export const text = (value: string): string => renderToStaticMarkup(<>{value}</>);

/**
 * Where the marked element's content ends: its own closing tag, counted past elements of the same
 * name inside it. The shell is our own build output, so tags are well formed.
 */
function contentEnd(shell: string, tag: string, from: number): number {
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  tags.lastIndex = from;
  let depth = 1;
  for (let match = tags.exec(shell); match; match = tags.exec(shell)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index;
  }
  return -1;
}

/** Splits a built page once, at start; each request only joins the parts. */
export function shellFrame(shell: string, options: { siteTitle: string; file: string }): Frame {
  const marker = MARKER.exec(shell);
  const title = TITLE.exec(shell);
  const heading = HEADING.exec(shell);
  if (!marker) throw new Error(`${options.file}: das Element mit data-page-content fehlt.`);
  if (!title || !heading) throw new Error(`${options.file}: der Titel oder die Überschrift h1#seitentitel fehlt.`);
  const start = marker.index + marker[0].length;
  const end = contentEnd(shell, marker[1]!, start);
  if (end < 0 || title.index > heading.index || heading.index > marker.index) throw new Error(`${options.file}: der Aufbau der Seite passt nicht zum Rahmen (Titel, h1, data-page-content).`);
  const titleEnd = title.index + title[1]!.length;
  const headingStart = heading.index + heading[1]!.length;
  const parts = [
    shell.slice(0, titleEnd),
    shell.slice(title.index + title[0].length - title[2]!.length, headingStart),
    shell.slice(heading.index + heading[0].length - heading[2]!.length, start),
    shell.slice(end),
  ] as const;
  const headEnd = parts[1].indexOf('</head>');
  const [beforeHead, fromHead] = [parts[1].slice(0, headEnd), parts[1].slice(headEnd)];
  const suffix = text(` – ${options.siteTitle}`);
  return (content) =>
    parts[0] +
    text(content.title) +
    suffix +
    beforeHead +
    (content.head === undefined ? '' : renderToStaticMarkup(content.head)) +
    fromHead +
    text(content.heading) +
    parts[2] +
    renderToStaticMarkup(content.body) +
    parts[3];
}

/** The frame without a built site: a plain German page, no script, no style of its own. */
export function plainFrame(siteTitle: string): Frame {
  return (content) =>
    '<!doctype html>\n' +
    renderToStaticMarkup(
      <html lang="de">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>{`${content.title} – ${siteTitle}`}</title>
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          {content.head}
        </head>
        <body>
          <main>
            <h1>{content.heading}</h1>
            {content.body}
          </main>
        </body>
      </html>,
    );
}

/** The built page as frame, or the plain page without a built site. */
export function frameFor(shell: string | undefined, options: { siteTitle: string; file: string }): Frame {
  return shell ? shellFrame(shell, options) : plainFrame(options.siteTitle);
}
