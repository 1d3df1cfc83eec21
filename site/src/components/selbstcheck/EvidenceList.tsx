/**
 * Evidence the team named (lib/selbstcheck/evidence.ts): web addresses become links named by the
 * words before them; on paper the address follows the name, so it is not lost.
 */
import { Link } from '../Link.tsx';
import type { EvidenceItem } from '../../lib/selbstcheck/evidence.ts';

export function EvidenceList({ items }: { items: readonly EvidenceItem[] }) {
  return (
    <ul className="sc-evidence">
      {items.map(({ label, url }, i) => (
        // Lines may repeat, so the position is part of the key.
        <li key={`${i}-${label}`}>
          {url ? (
            <Link href={url} data-url-shown={label === url ? '' : undefined}>
              {label}
            </Link>
          ) : (
            label
          )}
          {url && label !== url && <span className="sc-print-url"> ({url})</span>}
        </li>
      ))}
    </ul>
  );
}
