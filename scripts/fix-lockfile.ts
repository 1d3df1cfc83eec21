/**
 * Run after `npm install <package>` changed the lock: `npm run lock:fix`. Two repairs:
 *
 * - Some optional platform packages are declared but cannot be installed from the registry this
 *   project uses (several of @astrojs/compiler-binding were never published; pagefind's binaries
 *   for other systems are not recorded): `npm install` skips them, yet `npm ci` then rejects the
 *   lock file as out of sync. This drops optional dependencies that have no entry of their own.
 * - npm checks each package's `engines` against the Node that runs npm, the system's (often 20),
 *   while the project runs on its own Node 24 (ADR 0003): a fresh install printed 14 false
 *   EBADENGINE warnings. The lock file keeps no `engines` of the packages, so npm has none to
 *   misjudge; scripts/engines.test.ts checks them against the Node the project runs on instead.
 */
import { readFileSync, writeFileSync } from 'node:fs';

type Lock = { packages: Record<string, { optionalDependencies?: Record<string, string>; engines?: unknown }> };
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
let engines = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  if (path !== '' && entry.engines !== undefined) {
    delete entry.engines;
    engines++;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${dropped} unveröffentlichte optionale Pakete und ${engines} engines-Angaben entfernt`);
