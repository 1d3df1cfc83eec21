import type { ReactNode } from 'react';

/** Two columns side by side on wide screens, one below the other on small ones. */
export function TwoColumns({ children }: { children?: ReactNode }) {
  return <div className="two-columns">{children}</div>;
}
