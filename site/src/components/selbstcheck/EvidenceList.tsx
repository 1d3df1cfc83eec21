/**
 * Evidence the team named (lib/selbstcheck/evidence.ts): web addresses become links named by the
 * words before them. On paper the print stylesheet writes the address after the name, so it is not
 * lost, and once only: a link that already shows its address is marked url-as-text.
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
            <Link href={url} className={label === url ? 'url-as-text' : undefined}>
              {label}
            </Link>
          ) : (
            label
          )}
        </li>
      ))}
    </ul>
  );
}
