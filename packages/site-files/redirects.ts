/**
 * Addresses of the site that only lead elsewhere, defined once for everything that serves or
 * checks the site: the Astro build (a page that forwards browsers without a server), the bundled
 * server and the nginx example (a real 301), and the build's link check.
 */
export const REDIRECT_STATUS = 301;

/** Path → target (path on this site, optionally with a #fragment). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  // The criteria are a section of the start page, not a page of their own.
  '/kriterien': '/#kriterien',
};

/** Where a link to `path` ends up: the target's page and the fragment it scrolls to (without '#'). */
export function redirectTarget(path: string): { path: string; fragment: string } | undefined {
  // Own keys only: "/constructor" is no redirect.
  const target = Object.hasOwn(REDIRECTS, path) ? REDIRECTS[path] : undefined;
  if (target === undefined) return undefined;
  const url = new URL(target, 'http://site');
  return { path: url.pathname, fragment: decodeURIComponent(url.hash.slice(1)) };
}
