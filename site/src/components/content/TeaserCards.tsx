import type { TeaserPage } from '../../lib/site-data.ts';
import { Card } from '../blocks/Card.tsx';

/** Teaser cards of pages (case studies) and an "Alle …" button to their overview. */
export function TeaserCards({ pages, allHref, allLabel }: { pages: readonly TeaserPage[]; allHref: string; allLabel: string }) {
  return (
    <>
      <ul className="card-grid">
        {pages.map((page) => (
          <li key={page.href}>
            <Card title={page.title} href={page.href} preline={page.teaserTopic} image={page.image}>
              {page.teaserDescription && <p>{page.teaserDescription}</p>}
            </Card>
          </li>
        ))}
      </ul>
      <p>
        <a className="kern-btn kern-btn--secondary" href={allHref}>
          <span className="kern-label">{allLabel}</span>
        </a>
      </p>
    </>
  );
}
