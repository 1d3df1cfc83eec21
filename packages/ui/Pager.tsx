export interface PagerLink {
  href: string;
  text: string;
}

/** Links to the neighbouring pages of a long list; nothing when there is only one page. */
export function Pager({ label, previous, next }: { label: string; previous?: PagerLink | undefined; next?: PagerLink | undefined }) {
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label={label}>
      <ul>
        {previous && (
          <li>
            <a href={previous.href} rel="prev">
              {previous.text}
            </a>
          </li>
        )}
        {next && (
          <li>
            <a href={next.href} rel="next">
              {next.text}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
