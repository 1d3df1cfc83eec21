import type { Named } from '../../lib/site-data.ts';

/** The audience groups of the standard as a definition list. */
export function AudienceList({ groups }: { groups: readonly Named[] }) {
  return (
    <dl className="definition-list">
      {groups.map((group) => (
        <div key={group.id}>
          <dt id={group.id}>{group.title}</dt>
          <dd>{group.description}</dd>
        </div>
      ))}
    </dl>
  );
}
