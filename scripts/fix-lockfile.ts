/**
 * Some optional platform packages are declared but cannot be installed from the registry this
 * project uses (several of @astrojs/compiler-binding were never published; pagefind's binaries for
 * other systems are not recorded): `npm install` skips them, yet `npm ci` then rejects the lock
 * file as out of sync. This drops optional dependencies that have no entry of their own in
 * package-lock.json. Run after `npm install` changed the lock: `node scripts/fix-lockfile.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

type Lock = { packages: Record<string, { optionalDependencies?: Record<string, string> }> };
const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8')) as Lock;
let dropped = 0;
for (const entry of Object.values(lock.packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!lock.packages[`node_modules/${name}`]) {
      delete entry.optionalDependencies![name];
      dropped++;
    }
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${dropped} unveröffentlichte optionale Pakete entfernt`);
