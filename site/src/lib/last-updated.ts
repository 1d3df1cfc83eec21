/**
 * The last-updated date of a content file (theme setting timestamp, criterion pages): the date of
 * the last git commit that touched it, or, when git knows nothing about the file (not committed,
 * no git in the build environment) or the file has changes not yet committed, its modification
 * time. Never an invented date, and never one older than the text the page shows.
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
    date = (uncommitted(absolute) ? undefined : fromGit(absolute)) ?? statSync(absolute).mtime;
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

/** Whether the file differs from the last commit (edited or new): then the commit date is older than its text. */
function uncommitted(absolute: string): boolean {
  try {
    const out = execFileSync('git', ['status', '--porcelain', '--', absolute], { cwd: resolve(absolute, '..'), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return out.trim() !== '';
  } catch {
    // No git: fromGit fails the same way and the modification time is used.
    return false;
  }
}

/** The route file of a page that has no content file (/selbstcheck → src/pages/selbstcheck.astro), if there is one. */
export function routeFile(path: string): string | undefined {
  const file = `src/pages${path === '/' ? '/index' : path}.astro`;
  return existsSync(resolve(__SITE_ROOT__, file)) ? file : undefined;
}
