import type { AdrSummary } from '../../lib/site-data.ts';
import { contentMessages as m } from '@servicestandard/messages/content';
import { AdrStatusBadge } from './AdrStatusBadge.tsx';

/** The architecture decisions on /open-source, each with its status. */
export function AdrList({ adrs }: { adrs: readonly AdrSummary[] }) {
  return (
    <ol className="updates-list">
      {adrs.map((adr) => (
        <li key={adr.href}>
          <span>
            {m.adr} <AdrStatusBadge status={adr.status} />
          </span>
          <h3>
            <a href={adr.href}>{adr.title}</a>
          </h3>
          <p>{adr.description}</p>
        </li>
      ))}
    </ol>
  );
}
