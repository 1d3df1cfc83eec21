/**
 * Which page of the built site an address names. The form token, the form post, the feedback and
 * helpfulness routes and the feedback pages all compare pages, so they share these rules.
 */

/** '/ueber/' and '/ueber' are the same page. */
export function normalisePath(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/** The page an address names: its path without query and trailing slash. */
export function pageOf(path: string): string {
  return normalisePath(path.split('?')[0] ?? path);
}

/** Whether an address names a page of the built site (query ignored); undefined when the pages are not known. */
export function knownPageCheck(knownPaths?: ReadonlySet<string>): ((path: string) => boolean) | undefined {
  if (!knownPaths) return undefined;
  const known = new Set([...knownPaths].map(normalisePath));
  return (path) => known.has(pageOf(path));
}
