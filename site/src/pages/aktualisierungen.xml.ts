/** Atom feed of /aktualisierungen (RFC 4287), with an entry for every published peer-review report. */
import type { APIRoute } from 'astro';
import { escapeHtml } from '@servicestandard/text';
import { kontakt } from '@servicestandard/kontakt';
import { getSiteData } from '../lib/site-data.ts';
import { reportDay, reportPath, unmetMustCount } from '../lib/pruefberichte.ts';
import { feedMessages } from '@servicestandard/messages/pages';
import { reportLevelNames, reportMessages, reportPhaseNames } from '@servicestandard/messages/pruefberichte';

interface Entry {
  id: string;
  title: string;
  href: string;
  updated: Date;
  category: string;
  html: string;
}

export const GET: APIRoute = async ({ site }) => {
  const data = await getSiteData();
  const base = site!.href.replace(/\/$/, '');
  // Atom needs a day; entries known only to the month or year stay on the page, not in the feed.
  const updates: Entry[] = data.updates
    .filter((u) => u.date.precision === 'day')
    .map((u) => ({
      id: `${base}/aktualisierungen#${u.id}`,
      title: u.title,
      href: `${base}/aktualisierungen#${u.id}`,
      updated: u.date.start,
      category: u.category,
      html: u.html.replace(/href="\//g, () => `href="${base}/`),
    }));
  // A published report is news too: its entry leads to its page.
  const reports: Entry[] = data.reports.map((r) => ({
    id: `${base}${reportPath(r.id)}`,
    title: reportMessages.feedEntryTitle(reportMessages.reportName(r.service)),
    href: `${base}${reportPath(r.id)}`,
    updated: reportDay(r.publishedOn),
    category: 'pruefbericht',
    html: `<p>${escapeHtml(reportMessages.feedEntryText(reportLevelNames[r.level], reportPhaseNames[r.phase], unmetMustCount(r)))}</p>`,
  }));
  const all = [...updates, ...reports].sort((a, b) => b.updated.getTime() - a.updated.getTime());
  const updated = all[0]?.updated ?? new Date(0);
  const entries = all
    .map(
      (e) => `  <entry>
    <id>${e.id}</id>
    <title>${escapeHtml(e.title)}</title>
    <link rel="alternate" type="text/html" href="${e.href}"/>
    <updated>${e.updated.toISOString()}</updated>
    <category term="${e.category}"/>
    <content type="html">${escapeHtml(e.html)}</content>
  </entry>`,
    )
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
