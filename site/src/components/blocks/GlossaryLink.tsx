import type { ReactNode } from 'react';

/** A link to a term on /glossar, by its anchor. */
export function GlossaryLink({ id, children }: { id: string; children?: ReactNode }) {
  return <a href={`/glossar#${id}`}>{children}</a>;
}
