/** A KERN table with its caption in a region that scrolls sideways on a phone and is reachable by keyboard. */
import type { ReactNode } from 'react';

export function ScrollTable({ captionId, caption, children }: { captionId: string; caption: ReactNode; children: ReactNode }) {
  return (
    // A wide table scrolls on its own on a phone; it must then be reachable by keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="sc-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="kern-table kern-table--small sc-table">
        <caption id={captionId} className="kern-title">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
