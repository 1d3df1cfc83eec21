import type { AnchorHTMLAttributes } from 'react';
import { NEW_WINDOW } from '@servicestandard/messages/layout';

export const isExternal = (href: string) => /^https?:\/\//i.test(href);

/** A link that opens external http(s) targets in a new tab and says so to screen readers. */
export function Link({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  if (!isExternal(href)) return <a href={href} {...rest}>{children}</a>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden">{NEW_WINDOW}</span>
    </a>
  );
}
