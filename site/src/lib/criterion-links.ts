/**
 * The "label: text" lines in a criterion's title block. Two dates mean two different things and
 * are shown apart:
 * - "Zuletzt aktualisiert am": when the page's text last changed, from Git (lastUpdated), never
 *   typed by hand, so it cannot fall behind the text;
 * - "Stand der Anforderungen": the normative date, front matter `links` entry with that label and
 *   an ISO day ("2025-09-30"), the day of the change-log entry on the criterion's requirements.
 * Both go through formatDate, the site's one date format.
 */
import { formatDate, parsePartialDate } from './dates.ts';
import { lastUpdated } from './last-updated.ts';
import { pageMessages } from '@servicestandard/messages/layout';

interface LinkEntry {
  label: string;
  text: string;
  href: string;
}

/** The title block's lines of a criterion: its own entries (the Stand formatted), then the date of its last change. */
export function criterionLinks(links: readonly LinkEntry[], filePath: string): LinkEntry[] {
  const own = links.map((link) => {
    if (link.label === pageMessages.lastUpdated) throw new Error(`${filePath}: „${link.label}“ kommt aus Git und steht nicht in links.`);
    if (link.label !== pageMessages.requirementsStand) return link;
    return { ...link, text: formatDate(parseIsoDay(link.text, filePath)) };
  });
  if (!own.some((l) => l.label === pageMessages.requirementsStand)) throw new Error(`${filePath}: kein Eintrag „${pageMessages.requirementsStand}“ unter links.`);
  return [...own, { label: pageMessages.lastUpdated, text: formatDate(lastUpdated(filePath)), href: '' }];
}

/** The normative date of a criterion as a Date (for the open data). */
export function requirementsStand(links: readonly LinkEntry[], filePath: string): Date {
  const entry = links.find((l) => l.label === pageMessages.requirementsStand);
  if (!entry) throw new Error(`${filePath}: kein Eintrag „${pageMessages.requirementsStand}“ unter links.`);
  return parseIsoDay(entry.text, filePath);
}

function parseIsoDay(text: string, filePath: string): Date {
  const day = parsePartialDate(text);
  if (!day || day.precision !== 'day') throw new Error(`${filePath}: „${pageMessages.requirementsStand}“ ist kein Tag JJJJ-MM-TT: ${text}`);
  return day.start;
}
