/**
 * The frame of the editors' pages. With the built site, the page site/dist/redaktion.html (header,
 * navigation, footer and styles of the site; noindex, not in the sitemap) gets the page's title,
 * its h1 and its content in the element marked data-redaktion, as /suche does with its results.
 * Without a built site (the service alone) a plain German page carries the same content.
 */
import { escapeHtml } from '@servicestandard/text';
import { redaktionText as t } from '../messages.ts';
import type { PageContent } from './pages.ts';

const CONTENT_MARKER = /<[a-z]+\b[^>]*\bdata-redaktion\b[^>]*>/;
const HEADING = /(<h1\b[^>]*\bid="seitentitel"[^>]*>)[\s\S]*?(<\/h1>)/;

export type Frame = (content: PageContent) => string;

export function shellFrame(shell: string): Frame {
  const marker = CONTENT_MARKER.exec(shell);
  if (!marker) throw new Error('redaktion.html: das Element mit data-redaktion fehlt.');
  if (!HEADING.test(shell)) throw new Error('redaktion.html: die Überschrift h1#seitentitel fehlt.');
  const at = marker.index + marker[0].length;
  const before = shell.slice(0, at);
  const after = shell.slice(at);
  return (content) =>
    (before + content.body + after)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(content.title)} – ${escapeHtml(t.siteTitle)}</title>${content.head ?? ''}`)
      .replace(HEADING, (_whole, open: string, close: string) => `${open}${escapeHtml(content.heading)}${close}`);
}

export const plainFrame: Frame = (content) => `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(content.title)} – ${escapeHtml(t.siteTitle)}</title>
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
