/**
 * Sätteri hast plugins (Astro 7's Markdown engine) applied to every Markdown and MDX entry.
 * They run before Astro's own heading-id pass, which keeps ids that are already set.
 */
import type { HastPluginDefinition } from 'satteri';
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
          children: [{ type: 'text', value: ' (öffnet in neuem Tab)' }],
        });
      },
    },
  };
}
