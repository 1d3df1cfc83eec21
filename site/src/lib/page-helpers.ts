/** Turning content entries into what the layout needs: breadcrumbs and tables of contents. */
import type { MarkdownHeading } from 'astro';
import { buildToc, type TocEntry } from '../components/layout/Toc.tsx';
import type { Crumb } from '../components/layout/Breadcrumb.tsx';
import { NOTOC_MARKER } from './markdown-plugins.ts';
import { pageHref, type Page } from './content.ts';

export const HOME_CRUMB: Crumb = { href: '/', text: 'Start' };

/** Start, then every ancestor page that exists, then the page itself. */
export function crumbsFor(page: Page, pages: readonly Page[]): Crumb[] {
  const parts = page.id.split('/');
  const crumbs: Crumb[] = [HOME_CRUMB];
  for (let i = 1; i < parts.length; i++) {
    const ancestor = pages.find((p) => p.id === parts.slice(0, i).join('/'));
    if (ancestor) crumbs.push({ href: pageHref(ancestor), text: ancestor.data.sidebarTitle ?? ancestor.data.title });
  }
  crumbs.push({ href: pageHref(page), text: page.data.sidebarTitle ?? page.data.title });
  return crumbs;
}

/** The standard toc lists the sections (h2); dynamicToC follows all h2/h3 headings. */
export function tocFor(headings: readonly MarkdownHeading[], options: { disableToc: boolean; dynamicToC: boolean }): TocEntry[] {
  if (options.disableToc) return [];
  const visible = headings
    .filter((h) => !h.text.trim().endsWith(NOTOC_MARKER))
    .map((h) => ({ depth: h.depth, slug: h.slug, text: h.text }));
  const entries = buildToc(visible);
  return options.dynamicToC ? entries : entries.filter((e) => e.depth === 2);
}
