/** sitemap.xml of every published page; also drives the accessibility test of every page. */
import type { APIRoute } from 'astro';
import { getPublishedPages } from '../lib/content.ts';

export const GET: APIRoute = async ({ site }) => {
  const base = site!.href.replace(/\/$/, '');
  const urls = (await getPublishedPages()).map(({ href }) => `  <url><loc>${base}${href}</loc></url>`).join('\n');
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
