/** Atom feed of /aktualisierungen (RFC 4287). */
import type { APIRoute } from 'astro';
import { escapeHtml } from '@servicestandard/text';
import { kontakt } from '@servicestandard/kontakt';
import { getSiteData } from '../lib/site-data.ts';
import { feedMessages } from '@servicestandard/messages/pages';

export const GET: APIRoute = async ({ site }) => {
  // Atom needs a day; entries known only to the month or year stay on the page, not in the feed.
  const updates = (await getSiteData()).updates.filter((u) => u.date.precision === 'day');
  const base = site!.href.replace(/\/$/, '');
  const updated = updates[0]?.date.start ?? new Date(0);
  const entries = updates
    .map((u) => {
      const absolute = u.html.replace(/href="\//g, () => `href="${base}/`);
      return `  <entry>
    <id>${base}/aktualisierungen#${u.id}</id>
    <title>${escapeHtml(u.title)}</title>
    <link rel="alternate" type="text/html" href="${base}/aktualisierungen#${u.id}"/>
    <updated>${u.date.start.toISOString()}</updated>
    <category term="${u.category}"/>
    <content type="html">${escapeHtml(absolute)}</content>
  </entry>`;
    })
    .join('\n');
  const xml = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">
  <id>${base}/aktualisierungen</id>
  <title>${escapeHtml(feedMessages.title)}</title>
  <subtitle>${escapeHtml(feedMessages.subtitle)}</subtitle>
  <link rel="self" type="application/atom+xml" href="${base}/aktualisierungen.xml"/>
  <link rel="alternate" type="text/html" href="${base}/aktualisierungen"/>
  <updated>${updated.toISOString()}</updated>
  <author><name>${escapeHtml(kontakt.ministerium)}</name></author>
${entries}
</feed>
`;
  return new Response(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
};
