/**
 * The frame of the editors' pages: the built page site/dist/redaktion.html (header, navigation,
 * footer and styles of the site; noindex, not in the sitemap) filled in the element marked
 * data-redaktion (../site-frame.ts); without a built site a plain German page.
 */
import { plainFrame, shellFrame, type Frame } from '../site-frame.ts';
import { editorText as t } from '../messages.ts';

export type { Frame } from '../site-frame.ts';

export function editorFrame(shell: string | undefined): Frame {
  return shell ? shellFrame(shell, { marker: 'data-redaktion', siteTitle: t.siteTitle, file: 'redaktion.html' }) : plainFrame(t.siteTitle);
}
