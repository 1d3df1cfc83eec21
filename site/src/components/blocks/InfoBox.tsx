import type { ReactNode } from 'react';
import { sanitizeBlockHtml } from '../../lib/sanitize.ts';
import { blockMessages } from '@servicestandard/messages/blocks';

/** A highlighted box; `html` (e.g. from data files) is sanitised before display. */
export function InfoBox({ title, html, children }: { title?: string; html?: string; children?: ReactNode }) {
  return (
    <aside className="info-box" aria-label={title ?? blockMessages.infoBox}>
      {title && (
        <p>
          <strong>{title}</strong>
        </p>
      )}
      {html !== undefined && <div dangerouslySetInnerHTML={{ __html: sanitizeBlockHtml(html) }} />}
      {children}
    </aside>
  );
}
