/** Evidence as the team typed it, one item per line; web addresses become links. */
import { Link } from '../Link.tsx';

export function EvidenceList({ text }: { text: string }) {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <ul className="sc-evidence">
      {lines.map((line, i) => (
        // Lines may repeat, so the position is part of the key.
        <li key={`${i}-${line}`}>{/^https?:\/\/\S+$/.test(line) ? <Link href={line}>{line}</Link> : line}</li>
      ))}
    </ul>
  );
}
