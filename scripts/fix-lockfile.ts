/**
 * Some optional platform packages of @astrojs/compiler-binding are declared but were never
 * published; `npm install` skips them, yet `npm ci` then rejects the lock file as out of sync.
 * This drops the unpublished optional entries from package-lock.json. Run after `npm install`
 * changed the lock: `node scripts/fix-lockfile.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

type Lock = { packages: Record<string, { optionalDependencies?: Record<string, string> }> };
const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8')) as Lock;
let dropped = 0;
for (const entry of Object.values(lock.packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!lock.packages[`node_modules/${name}`] && name.startsWith('@astrojs/compiler-binding-')) {
      delete entry.optionalDependencies![name];
      dropped++;
    }
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${dropped} unveröffentlichte optionale Pakete entfernt`);
