/**
 * The last-updated date of a content file (theme setting timestamp): the date of the last git
 * commit that touched it, or, when git knows nothing about the file (not committed, no git in
 * the build environment), its modification time. Never an invented date.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

const cache = new Map<string, Date>();

/** The site folder, set in astro.config.ts (the build may run from another folder, as the benchmark's does). */
declare const __SITE_ROOT__: string;

/** `filePath` as the content layer gives it: relative to the Astro root (site/) or absolute. */
export function lastUpdated(filePath: string): Date {
  const absolute = resolve(__SITE_ROOT__, filePath);
  if (!existsSync(absolute)) throw new Error(`${filePath}: Datei für das Änderungsdatum nicht gefunden.`);
  let date = cache.get(absolute);
  if (!date) {
    date = fromGit(absolute) ?? statSync(absolute).mtime;
    cache.set(absolute, date);
  }
  return date;
}

function fromGit(absolute: string): Date | undefined {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%cI', '--', absolute], { cwd: resolve(absolute, '..'), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return out ? new Date(out) : undefined;
  } catch {
    return undefined;
  }
}

/** The route file of a page that has no content file (/selbstcheck → src/pages/selbstcheck.astro), if there is one. */
export function routeFile(path: string): string | undefined {
  const file = `src/pages${path === '/' ? '/index' : path}.astro`;
  return existsSync(resolve(__SITE_ROOT__, file)) ? file : undefined;
}
