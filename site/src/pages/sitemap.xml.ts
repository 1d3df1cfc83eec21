/** sitemap.xml of every published page; also drives the accessibility test of every page. */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { criterionHref, getCriteria, getPages, pageHref } from '../lib/content.ts';

const NOT_LISTED = new Set(['/404', '/500']);

export async function sitemapPaths(): Promise<string[]> {
  const [pages, criteria, adrs] = await Promise.all([getPages(), getCriteria(), getCollection('adr')]);
  return [
    ...pages.filter((p) => !p.data.draft).map(pageHref),
    ...criteria.map(criterionHref),
    ...adrs.map((a) => `/open-source/adr/${a.id}`),
    // The search page with its A–Z list (site/src/pages/suche.astro).
    '/suche',
    // The Selbstcheck, a page of its own (site/src/pages/selbstcheck.astro).
    '/selbstcheck',
  ].filter((path) => !NOT_LISTED.has(path)).sort();
}

export const GET: APIRoute = async ({ site }) => {
  const base = site!.href.replace(/\/$/, '');
  const urls = (await sitemapPaths()).map((path) => `  <url><loc>${base}${path === '/' ? '/' : path}</loc></url>`).join('\n');
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
