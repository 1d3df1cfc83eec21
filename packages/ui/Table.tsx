import type { ReactNode } from 'react';
import { uiMessages } from '@servicestandard/messages/ui';

export interface Column {
  /** The column's heading. */
  label: string;
  /** Figures: aligned right. */
  numeric?: boolean;
}

/**
 * A KERN table in a region of its own that scrolls sideways when the table is wider than the
 * screen: the region is named by the caption and reachable by keyboard (so it scrolls with the
 * arrow keys), and a visible line above it says that it scrolls. On a narrow screen (styles in
 * the site's tables.scss) each row stacks into a card, every cell labelled with its column
 * (data-label), so nothing needs scrolling there at all.
 */
export function Table({ id, caption, columns, children }: { id: string; caption: string; columns: readonly Column[]; children: ReactNode }) {
  const captionId = `${id}-titel`;
  return (
    // Focusable so a keyboard can scroll it (WCAG 2.1.1; axe: scrollable-region-focusable), named by the caption.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <p className="table-scroll__hint" aria-hidden="true">
        {uiMessages.tableScrolls}
      </p>
      <table className="kern-table kern-table--small table-stack" id={id}>
        <caption id={captionId} className="kern-title">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? 'kern-table__header table-number' : 'kern-table__header'}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="kern-table__body">{children}</tbody>
      </table>
    </div>
  );
}

/** A body cell, labelled with its column for the stacked view on a narrow screen. */
export function Cell({ column, children }: { column: Column; children?: ReactNode }) {
  return (
    <td className={column.numeric ? 'kern-table__cell table-number' : 'kern-table__cell'} data-label={column.label}>
      {children}
    </td>
  );
}
