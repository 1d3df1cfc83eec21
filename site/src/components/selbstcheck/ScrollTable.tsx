/** A KERN table with its caption and header row in a region that scrolls sideways on a phone and is reachable by keyboard. */
import type { ReactNode } from 'react';

export interface Column {
  key: string;
  label: ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
}

export function ScrollTable({ captionId, caption, columns, children }: { captionId: string; caption: ReactNode; columns: readonly Column[]; children: ReactNode }) {
  return (
    // A wide table scrolls on its own on a phone; it must then be reachable by keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="sc-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="kern-table kern-table--small sc-table">
        <caption id={captionId} className="kern-title">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map(({ key, label, numeric }) => (
              <th scope="col" className={numeric ? 'kern-table__header kern-table__header--numeric' : 'kern-table__header'} key={key}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
