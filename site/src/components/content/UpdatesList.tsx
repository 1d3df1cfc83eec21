import { formatPartialDate, isoPartialDate } from '../../lib/dates.ts';
import type { Update } from '../../lib/site-data.ts';
import { contentMessages as m } from '@servicestandard/messages/content';

/** The change log of /aktualisierungen, newest first, with the link to its Atom feed. */
export function UpdatesList({ updates }: { updates: readonly Update[] }) {
  return (
    <>
      <p>
        <a href="/aktualisierungen.xml" type="application/atom+xml">
          {m.updatesFeed}
        </a>
      </p>
      <ol className="updates-list">
        {updates.map((update) => (
          <li key={update.id} id={update.id}>
            <time dateTime={isoPartialDate(update.date)}>{formatPartialDate(update.date)}</time>
            {' · '}
            <span>{m.updateCategory[update.category]}</span>
            <h3>{update.title}</h3>
            <div dangerouslySetInnerHTML={{ __html: update.html }} />
          </li>
        ))}
      </ol>
    </>
  );
}
