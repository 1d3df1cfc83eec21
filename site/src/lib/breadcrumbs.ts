/** The breadcrumb "Seitenpfad" of a page: Start, then the path down to the page. */
import { pageMessages } from '@servicestandard/messages/layout';
import { pageHref, type Page } from './content.ts';

export interface Crumb {
  href: string;
  text: string;
}

export const HOME_CRUMB: Crumb = { href: '/', text: pageMessages.homeCrumb };

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
