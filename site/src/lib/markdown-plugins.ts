/**
 * Sätteri hast plugins (Astro 7's Markdown engine) applied to every Markdown and MDX entry.
 * They run before Astro's own heading-id pass, which keeps ids that are already set.
 */
import { readFileSync } from 'node:fs';
import { load as loadYaml } from 'js-yaml';
import type { Element, Text } from 'hast';
import type { HastPluginDefinition } from 'satteri';
import { NEW_WINDOW } from '@servicestandard/messages/layout';
import { createSlugger } from './slug.ts';

/** Marker at the end of a heading that keeps it out of the table of contents. */
export const NOTOC_MARKER = '[notoc]';

/** Heading ids in the site's ASCII pattern, and the not-in-toc marker turned into an attribute. */
export function headingIdsPlugin(): HastPluginDefinition {
  // Called once per document by Sätteri, so numbering of repeated headings restarts per page.
  const slug = createSlugger();
  return {
    name: 'servicestandard-heading-ids',
    element: {
      filter: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
      visit(node, ctx) {
        const text = ctx.textContent(node).trim();
        const notoc = text.endsWith(NOTOC_MARKER);
        const clean = notoc ? text.slice(0, -NOTOC_MARKER.length).trim() : text;
        if (typeof node.properties?.id !== 'string') ctx.setProperty(node, 'id', slug(clean));
        if (notoc) {
          ctx.setProperty(node, 'dataNotoc', 'true');
          const last = node.children.at(-1);
          if (last?.type === 'text') {
            ctx.replaceNode(last, { type: 'text', value: last.value.replace(NOTOC_MARKER, '').trimEnd() });
          }
        }
      },
    },
  };
}

/** External http(s) links open in a new tab and say so to screen readers. */
export function externalLinksPlugin(): HastPluginDefinition {
  return {
    name: 'servicestandard-external-links',
    element: {
      filter: ['a'],
      visit(node, ctx) {
        const href = node.properties?.href;
        if (typeof href !== 'string' || !/^https?:\/\//i.test(href)) return;
        ctx.setProperty(node, 'target', '_blank');
        ctx.setProperty(node, 'rel', 'noopener noreferrer');
        ctx.appendChild(node, {
          type: 'element',
          tagName: 'span',
          properties: { className: ['visually-hidden'] },
          children: [{ type: 'text', value: NEW_WINDOW }],
        });
      },
    },
  };
}

/**
 * Wide tables scroll inside a focusable, labelled region, so keyboard users can scroll them
 * and the page itself never scrolls sideways (WCAG 1.4.10, 2.1.1).
 */
export function scrollableTablesPlugin(): HastPluginDefinition {
  return {
    name: 'servicestandard-scrollable-tables',
    element: {
      filter: ['table'],
      visit(node, ctx) {
        ctx.wrapNode(node, { type: 'element', tagName: 'div', properties: { className: ['table-scroll'], tabIndex: 0, role: 'region', ariaLabel: 'Tabelle, seitlich scrollbar' }, children: [] });
      },
    },
  };
}

export interface Abbreviation {
  abbr: string;
  id: string;
  definition: string;
}

/** Reads the abbreviations of the glossary (entries with `abbr`). */
export function readAbbreviations(glossaryFile: string): Abbreviation[] {
  const entries = loadYaml(readFileSync(glossaryFile, 'utf8')) as { id: string; abbr?: string; definition: string }[];
  return entries.filter((e) => e.abbr).map((e) => ({ abbr: e.abbr!, id: e.id, definition: e.definition.trim() }));
}

const SKIP_INSIDE = new Set(['a', 'abbr', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'button', 'script', 'style']);

/**
 * The first occurrence of each known abbreviation on a page links to its glossary entry and
 * carries the definition as an accessible tooltip. The glossary page itself is left alone.
 */
export function abbreviationsPlugin(abbreviations: readonly Abbreviation[]) {
  const byAbbr = new Map(abbreviations.map((a) => [a.abbr, a]));
  const escaped = abbreviations.map((a) => a.abbr.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}-])(${escaped.join('|')})(?![\\p{L}\\p{N}-])`, 'u');
  return (context: { fileURL: URL | undefined }): HastPluginDefinition | null => {
    if (!context.fileURL || /\/glossar\.mdx?$/.test(context.fileURL.pathname) || escaped.length === 0) return null;
    const used = new Set<string>();
    return {
      name: 'servicestandard-abbreviations',
      text(node, ctx) {
        const match = pattern.exec(node.value);
        if (!match || used.has(match[1]!)) return;
        for (let parent = ctx.parent(node); parent && parent.type === 'element'; parent = ctx.parent(parent)) {
          if (SKIP_INSIDE.has(parent.tagName)) return;
        }
        const entry = byAbbr.get(match[1]!)!;
        used.add(entry.abbr);
        const tipId = `glossar-tipp-${entry.id}`;
        const before = node.value.slice(0, match.index);
        const after = node.value.slice(match.index + entry.abbr.length);
        const term: Element = {
          type: 'element',
          tagName: 'span',
          properties: { className: ['glossary-term'] },
          children: [
            { type: 'element', tagName: 'a', properties: { href: `/glossar#${entry.id}`, ariaDescribedBy: [tipId] }, children: [{ type: 'text', value: entry.abbr }] },
            { type: 'element', tagName: 'span', properties: { id: tipId, role: 'tooltip', className: ['glossary-term__tip'] }, children: [{ type: 'text', value: entry.definition }] },
          ],
        };
        const text = (value: string): Text[] => (value ? [{ type: 'text', value }] : []);
        ctx.replaceNode(node, [...text(before), term, ...text(after)]);
      },
    };
  };
}
